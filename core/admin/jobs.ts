import { z } from 'zod'
import type { Actor } from '../access/actor.ts'
import { forbidden, may } from '../access/permissions.ts'
import type { Deps } from '../deps.ts'
import { jobKinds } from '../jobs/kinds.ts'
import { failedJobs } from '../jobs/read-jobs.ts'
import { recordAudit } from './audit.ts'

/** The 'Erneut versuchen' form: which failed job to try once more. */
export const JobRetrySchema = z.object({ kind: z.enum(jobKinds), id: z.uuid() })
export type JobRetry = z.infer<typeof JobRetrySchema>

/** Whether this actor may use /admin/jobs at all: asked before a posted form is read. */
export function jobsDesk(actor: Actor) {
  return may(actor, 'jobs.retry') ? ({ ok: true } as const) : forbidden
}

/** The failed jobs for /admin/jobs, newest first (kind, attempts, redacted error, times). */
export async function failedJobsPage(deps: Pick<Deps, 'db' | 'jobs'>, actor: Actor) {
  if (!may(actor, 'jobs.retry')) return forbidden
  const jobs = await failedJobs(deps, 100)
  return jobs.map((job) => ({
    ...job,
    createdAt: job.createdAt.toISOString(),
    failedAt: job.failedAt?.toISOString() ?? null,
  }))
}

/** Queues a failed job for one more attempt, audited in the same transaction. */
export async function retryFailedJob(deps: Pick<Deps, 'db' | 'jobs'>, actor: Actor, input: JobRetry) {
  if (!may(actor, 'jobs.retry')) return forbidden
  return deps.db.transaction(async (tx) => {
    if (!(await deps.jobs.retry(tx, input.kind, input.id)))
      return { ok: false as const, code: 'NOT_FOUND' as const }
    await recordAudit(tx, actor, {
      action: 'job.retry',
      entityType: 'job',
      entityId: input.id,
      before: { kind: input.kind, state: 'failed' },
      after: { kind: input.kind, state: 'retry' },
    })
    return { ok: true as const }
  })
}
