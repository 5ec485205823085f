import { Hono } from 'hono'
import { readPaymentEvent } from '#core/payments/payment-event.ts'
import { settlePayment } from '#core/payments/settle-payment.ts'
import { cardPaymentsConfigured, stripeClient } from '#core/payments/stripe-client.ts'
import { maxJsonBytes, readLimited } from '../http/body.ts'
import { fail, ok } from '../http/envelope.ts'
import type { AppEnv } from '../http/types.ts'

/**
 * POST /api/payments/stripe: Stripe's webhook. Mounted outside the session and same-origin
 * middleware: Stripe's servers carry no cookie and no Origin; the signature (HMAC of the raw
 * body with the webhook secret, at most 5 minutes old) is what proves the sender. Any 2xx stops
 * Stripe's retries, so only a bad signature or a failure of our own answers otherwise.
 */
export const paymentWebhooks = new Hono<AppEnv>().post('/api/payments/stripe', async (c) => {
  c.header('Cache-Control', 'no-store')
  const { env } = c.get('deps')
  if (!cardPaymentsConfigured(env) || !env.STRIPE_WEBHOOK_SECRET)
    return fail(c, 'NOT_FOUND', 'Unknown API endpoint')
  const raw = await readLimited(c, maxJsonBytes)
  let verified: unknown
  try {
    verified = stripeClient(env).webhooks.constructEvent(
      raw,
      c.req.header('stripe-signature') ?? '',
      env.STRIPE_WEBHOOK_SECRET,
    )
  } catch {
    return fail(c, 'BAD_INPUT', 'stripe-signature: the signature does not match')
  }
  const event = readPaymentEvent(verified)
  if (!event) return fail(c, 'BAD_INPUT', 'event: not a Stripe event')
  return ok(c, { received: true, outcome: await settlePayment(c.get('deps'), event) })
})
