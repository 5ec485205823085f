import { describe, expect, it } from 'vitest'
import { invoiceDueDays } from '#config/payment.ts'
import { decideInvoiceSettlement } from './invoice-state.ts'

describe('decideInvoiceSettlement', () => {
  it.each([
    ['prepayment', 12190, { kind: 'due', amountCents: 12190, pay: 'transfer', dueDays: null }],
    ['invoice', 12190, { kind: 'due', amountCents: 12190, pay: 'transfer', dueDays: invoiceDueDays }],
    ['card', 12190, { kind: 'due', amountCents: 12190, pay: 'card' }],
    ['prepayment', 0, { kind: 'nothingDue' }],
  ])('an unpaid %s order of %i cents', (paymentMethod, totalCents, expected) => {
    expect(decideInvoiceSettlement({ paidAt: null, paymentMethod, totalCents })).toEqual(expected)
  })

  it.each(['prepayment', 'invoice', 'card', 'demo'])(
    'a paid %s order shows the date and no amount due',
    (paymentMethod) => {
      const paidAt = '2026-11-26T09:00:00.000Z'
      const settlement = decideInvoiceSettlement({ paidAt, paymentMethod, totalCents: 12190 })
      expect(settlement).toEqual({ kind: 'paid', paidAt })
      expect(settlement).not.toHaveProperty('amountCents')
    },
  )
})
