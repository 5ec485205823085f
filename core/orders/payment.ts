import type { Env } from '#config/env.server.ts'
import { bankAccount, invoiceDueDays } from '#config/payment.ts'
import type { PaymentMethod } from './rules.ts'

/**
 * The seam to payment providers. Built in: prepayment (bank transfer with the order number as
 * reference) and invoice, which need no third party, and in demo mode a simulated card payment
 * that is confirmed at once. A card/PayPal provider (e.g. Stripe Checkout via its SDK) implements
 * the same interface: `start` answers a redirect to the provider, its webhook (signature checked
 * by `verifyWebhook`) later moves the order from pending to paid.
 */
export type PaymentStart =
  | { kind: 'instructions'; method: PaymentMethod; bank?: typeof bankAccount; dueDays?: number }
  | { kind: 'paid'; method: PaymentMethod }
  | { kind: 'redirect'; method: PaymentMethod; url: string }

export type PaymentProvider = {
  method: PaymentMethod
  /** Whether the method can be offered (configuration, customer history). */
  available: (input: { paidOrders: number; env: Env }) => boolean
  start: (order: { id: number; number: string; totalCents: number }) => PaymentStart
  verifyWebhook?: (rawBody: string, signature: string | undefined) => boolean
}

export const paymentProviders: Record<PaymentMethod, PaymentProvider> = {
  prepayment: {
    method: 'prepayment',
    available: () => true,
    start: () => ({ kind: 'instructions', method: 'prepayment', bank: bankAccount }),
  },
  invoice: {
    method: 'invoice',
    available: ({ paidOrders }) => paidOrders > 0,
    start: () => ({ kind: 'instructions', method: 'invoice', bank: bankAccount, dueDays: invoiceDueDays }),
  },
  demo: {
    method: 'demo',
    // Only in demo mode: stands in for a card payment so the whole journey can be tried.
    available: ({ env }) => env.demo,
    start: () => ({ kind: 'paid', method: 'demo' }),
  },
}
