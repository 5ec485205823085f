import Stripe from 'stripe'
import type { Env } from '#config/env.server.ts'

const clients = new Map<string, Stripe>()

/** Card and PayPal payments need both the API key and the webhook secret; without them the method is not offered. */
export function cardPaymentsConfigured(env: Env): boolean {
  return Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET)
}

/** One SDK client per key and address (the SDK keeps connections alive between calls). */
export function stripeClient(env: Env): Stripe {
  if (!env.STRIPE_SECRET_KEY) throw new Error('STRIPE_SECRET_KEY is not set')
  const cacheKey = `${env.STRIPE_SECRET_KEY}@${env.STRIPE_API_BASE ?? ''}`
  let client = clients.get(cacheKey)
  if (!client) {
    const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null
    client = new Stripe(env.STRIPE_SECRET_KEY, {
      maxNetworkRetries: 2,
      timeout: 10_000,
      ...(base
        ? {
            host: base.hostname,
            port: base.port || (base.protocol === 'http:' ? 80 : 443),
            protocol: base.protocol === 'http:' ? 'http' : 'https',
          }
        : {}),
    })
    clients.set(cacheKey, client)
  }
  return client
}
