import { z } from 'zod'

/**
 * What a provider event means for an order (pure; the signature is checked before this runs).
 * Stripe Checkout: `completed` with payment_status 'paid' is money received; 'unpaid' means a
 * delayed method (SEPA debit) whose result follows as async_payment_succeeded or _failed.
 */
export type PaymentEvent =
  | {
      kind: 'paid' | 'waiting' | 'failed' | 'expired'
      eventId: string
      type: string
      orderId: number
      sessionId: string
      amountCents: number | null
      currency: string | null
    }
  | { kind: 'ignored'; eventId: string; type: string }

const CheckoutSessionEvent = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  data: z.object({
    object: z.object({
      id: z.string().min(1).max(255),
      client_reference_id: z
        .string()
        .regex(/^[1-9][0-9]{0,9}$/)
        .nullish(),
      payment_status: z.string().nullish(),
      amount_total: z.number().int().nullish(),
      currency: z.string().nullish(),
    }),
  }),
})

const EventHead = z.object({ id: z.string().min(1).max(255), type: z.string().min(1).max(255) })

export function readPaymentEvent(event: unknown): PaymentEvent | null {
  const head = EventHead.safeParse(event)
  if (!head.success) return null
  const kind = checkoutKind(event, head.data.type)
  const parsed = CheckoutSessionEvent.safeParse(event)
  if (!kind || !parsed.success || !parsed.data.data.object.client_reference_id) {
    return { kind: 'ignored', eventId: head.data.id, type: head.data.type }
  }
  const session = parsed.data.data.object
  return {
    kind,
    eventId: parsed.data.id,
    type: parsed.data.type,
    orderId: Number(session.client_reference_id),
    sessionId: session.id,
    amountCents: session.amount_total ?? null,
    currency: session.currency ?? null,
  }
}

function checkoutKind(event: unknown, type: string): Exclude<PaymentEvent['kind'], 'ignored'> | null {
  switch (type) {
    case 'checkout.session.completed': {
      const status = (event as { data?: { object?: { payment_status?: unknown } } }).data?.object
        ?.payment_status
      // 'no_payment_required' cannot happen: orders without anything to pay never reach the provider.
      return status === 'paid' ? 'paid' : 'waiting'
    }
    case 'checkout.session.async_payment_succeeded':
      return 'paid'
    case 'checkout.session.async_payment_failed':
      return 'failed'
    case 'checkout.session.expired':
      return 'expired'
    default:
      return null
  }
}

/**
 * A 'paid' event settles an order only when the order is paid by card and the provider collected
 * exactly its total in euro. Any session of the order counts (a retry creates a new one only after
 * the last expired), since the signature proves the event is the shop's own.
 */
export function paymentMatchesOrder(
  event: Extract<PaymentEvent, { orderId: number }>,
  order: { paymentMethod: string; totalCents: number },
): boolean {
  return (
    order.paymentMethod === 'card' &&
    event.amountCents === order.totalCents &&
    event.currency?.toLowerCase() === 'eur'
  )
}
