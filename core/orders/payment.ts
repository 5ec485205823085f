import type { Env } from '#config/env.server.ts'
import { bankAccount, invoiceDueDays } from '#config/payment.ts'
import type { CardStart } from '../payments/card-checkout.ts'
import { cardPaymentsConfigured } from '../payments/stripe-client.ts'
import { type PaymentMethod, type PaymentSetting, paymentAllowed, paymentMethods } from './rules.ts'

/**
 * What the customer sees after placing an order. Prepayment (bank transfer with the order number
 * as reference) and invoice need no third party; card and PayPal go through Stripe Checkout
 * (`payments/card-checkout.ts`): a redirect to its page, and its signed webhook later moves the
 * order pending → paid. In demo mode a simulated card payment is confirmed at once.
 */
export type PaymentStart =
  | { kind: 'instructions'; method: 'prepayment' | 'invoice'; bank: typeof bankAccount; dueDays?: number }
  | { kind: 'paid'; method: PaymentMethod }
  | CardStart

export function paymentSetting(env: Env, paidOrders: number): PaymentSetting {
  return { paidOrders, demo: env.demo, card: cardPaymentsConfigured(env) }
}

export function offeredPaymentMethods(setting: PaymentSetting): PaymentMethod[] {
  return paymentMethods.filter((method) => paymentAllowed(method, setting))
}

/** The answer for the methods that need no provider round trip (card is started after the commit). */
export function offlinePayment(method: Exclude<PaymentMethod, 'card'>): PaymentStart {
  switch (method) {
    case 'prepayment':
      return { kind: 'instructions', method, bank: bankAccount }
    case 'invoice':
      return { kind: 'instructions', method, bank: bankAccount, dueDays: invoiceDueDays }
    case 'demo':
      return { kind: 'paid', method }
  }
}
