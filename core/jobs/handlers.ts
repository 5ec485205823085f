import type { Deps } from '../deps.ts'
import { deliverMail } from '../email/mail-job.ts'
import { runOrderEffect, runOrderMail } from '../orders/order-jobs.ts'
import type { JobKind, JobPayload } from './kinds.ts'

export type JobHandler<K extends JobKind> = (deps: Deps, payload: JobPayload<K>) => Promise<void>

/**
 * One handler per kind of job. A handler that throws fails the attempt and the queue retries it
 * (core/jobs/policy.ts); it must therefore be safe to run again after a partial run.
 */
export const jobHandlers: { [K in JobKind]: JobHandler<K> } = {
  mail: deliverMail,
  orderMail: runOrderMail,
  orderEffect: runOrderEffect,
}
