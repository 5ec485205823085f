import { invoiceDueDays } from '#config/payment.ts'

/**
 * What the totals block of an invoice says about payment: either the order is paid (the date, no
 * amount due), or an amount is due with how to pay it, or nothing is left to pay (a voucher
 * covered it). Never both paid and to pay on one document.
 */
export type InvoiceSettlement =
  | { kind: 'paid'; paidAt: string }
  | { kind: 'due'; amountCents: number; pay: 'transfer'; dueDays: number | null }
  | { kind: 'due'; amountCents: number; pay: 'card' }
  | { kind: 'nothingDue' }

export type InvoicePaymentFacts = {
  paidAt: string | null
  paymentMethod: string
  totalCents: number
}

export function decideInvoiceSettlement(facts: InvoicePaymentFacts): InvoiceSettlement {
  if (facts.paidAt) return { kind: 'paid', paidAt: facts.paidAt }
  if (facts.totalCents <= 0) return { kind: 'nothingDue' }
  if (facts.paymentMethod === 'card') return { kind: 'due', amountCents: facts.totalCents, pay: 'card' }
  return {
    kind: 'due',
    amountCents: facts.totalCents,
    pay: 'transfer',
    dueDays: facts.paymentMethod === 'invoice' ? invoiceDueDays : null,
  }
}
