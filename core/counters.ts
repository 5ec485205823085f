import type { SettleOutcome } from './payments/settle-payment.ts'

/**
 * What the use cases count for the operators (`/metrics`, server/metrics/metrics.ts): createApp
 * fills it in when METRICS_TOKEN is set; without it nothing is counted. Labels are kinds and
 * results, never an id or anything about a customer.
 */
export type Counters = {
  /** A mail handed to the mail server (`sent`) or refused by it or unsent (`failed`; the job retries). */
  mail(result: 'sent' | 'failed', template: string): void
  /** A payment provider's event, by what it did to its order. */
  payment(provider: string, result: SettleOutcome): void
  /** A refund sent to the payment provider, by its answer. */
  refund(result: 'ok' | 'failed'): void
  /** Redis could not count a limit and the database did (server/limits/create-limiter.ts). */
  rateLimitFallback(): void
}
