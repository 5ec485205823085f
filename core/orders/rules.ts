import { createHash } from 'node:crypto'
import { addWorkingDays } from './working-days.ts'

export type ShippingZone = 'DE' | 'EU' | 'WORLD'

/** The carrier's latest working day of delivery after handing the parcel over, by zone. */
export const transitWorkingDays: Record<ShippingZone, number> = { DE: 3, EU: 6, WORLD: 8 }

/** Sequential, human-readable: NF-2026-000042 (year of the order, database sequence). */
export function orderNumber(sequence: number, date: Date): string {
  return `NF-${date.getUTCFullYear()}-${String(sequence).padStart(6, '0')}`
}

/** The invoices' own series: numbered without gaps, in the order they were issued. */
export const invoiceSeries = 'RE'

/** RE-2026-000042: the year it was issued and the series' number (never reused, never changed). */
export function invoiceNumber(sequence: number, date: Date): string {
  return `${invoiceSeries}-${date.getUTCFullYear()}-${String(sequence).padStart(6, '0')}`
}

export const paymentMethods = ['prepayment', 'invoice', 'card', 'demo'] as const
export type PaymentMethod = (typeof paymentMethods)[number]

export function isPaymentMethod(value: string): value is PaymentMethod {
  return (paymentMethods as readonly string[]).includes(value)
}

export type PaymentSetting = {
  paidOrders: number
  /** Demo mode: a simulated card payment stands in for a provider. */
  demo: boolean
  /** A card/PayPal provider (Stripe) is configured. */
  card: boolean
}

/**
 * Prepayment always; purchase on account only for customers with at least one paid order
 * (shop-facts.md); card/PayPal when a provider is configured; demo only in demo mode.
 */
export function paymentAllowed(method: PaymentMethod, setting: PaymentSetting): boolean {
  switch (method) {
    case 'prepayment':
      return true
    case 'invoice':
      return setting.paidOrders > 0
    case 'card':
      return setting.card
    case 'demo':
      return setting.demo
  }
}

/** Production takes about 15 working days (working-days.ts); shipping 1–3 (DE), 3–6 (EU) or up to 8 working days. */
export const productionWorkingDays = 15

/**
 * The day the workshop has a shirt ready ('fertig bis'): the order date plus the production time,
 * counted in working days. The shirts are made in this order, and the workshop list sorts by it.
 */
export function productionDueDate(orderedAt: Date): Date {
  return addWorkingDays(orderedAt, productionWorkingDays)
}

/**
 * Expected delivery: production (the made-to-measure shirts, plus the designs already waiting in
 * the queue, 40 a working day) then the zone's latest shipping day. Without shirts only shipping.
 */
export function expectedDelivery(input: {
  orderedAt: Date
  hasShirts: boolean
  queuedShirts: number
  zone: ShippingZone
}): Date {
  const shippingDays = transitWorkingDays[input.zone]
  const production = input.hasShirts ? productionWorkingDays + Math.floor(input.queuedShirts / 40) : 1
  return addWorkingDays(input.orderedAt, production + shippingDays)
}

/** The same request body always hashes the same (keys sorted), so a replay can be told from a change. */
export function requestHash(body: unknown): string {
  return createHash('sha256').update(stableJson(body)).digest('hex')
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

export type IdempotencyOutcome = 'new' | 'replay' | 'running' | 'mismatch'

/** What a repeated idempotency key means (payment-API style): same body → first answer; other body → 422. */
export function idempotencyOutcome(
  existing: { requestHash: string; finished: boolean } | null,
  hash: string,
): IdempotencyOutcome {
  if (!existing) return 'new'
  if (existing.requestHash !== hash) return 'mismatch'
  return existing.finished ? 'replay' : 'running'
}
