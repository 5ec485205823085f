import type { z } from 'zod'
import { MailJobSchema } from '../email/mail-job.ts'
import { OrderEffectJobSchema, OrderMailJobSchema } from '../orders/order-jobs.ts'

/**
 * Every kind of background job and the payload it carries. Payloads are stored as JSON in the
 * database and parsed with their schema before the handler runs, so a payload written by an older
 * version that no longer fits fails visibly instead of half-running.
 * A new kind: add its schema here and its handler in core/jobs/handlers.ts (docs/operations.md).
 */
export const jobPayloadSchemas = {
  /** One mail of the shop (core/email/contract.ts), rendered and sent when the job runs. */
  mail: MailJobSchema,
  /** The mails of a placed order (confirmation with the invoice; a team's members' notice). */
  orderMail: OrderMailJobSchema,
  /** One effect of an order step: a step mail, the gift vouchers' mail, or the refund at Stripe. */
  orderEffect: OrderEffectJobSchema,
} satisfies Record<string, z.ZodType>

export type JobKind = keyof typeof jobPayloadSchemas
export const jobKinds = Object.keys(jobPayloadSchemas) as [JobKind, ...JobKind[]]

export type JobPayload<K extends JobKind> = z.infer<(typeof jobPayloadSchemas)[K]>

/** One job to enqueue: its kind and the payload its handler gets. */
export type Job = { [K in JobKind]: { kind: K; payload: JobPayload<K> } }[JobKind]

export function isJobKind(value: string): value is JobKind {
  return Object.hasOwn(jobPayloadSchemas, value)
}
