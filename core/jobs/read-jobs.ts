import { countJobsByState, listFailedJobs, oldestDueJobs } from '#db/queries/jobs.ts'
import type { Deps } from '../deps.ts'
import type { FailedJob, JobCounts } from './contract.ts'
import { type JobKind, jobKinds } from './kinds.ts'
import { redactError } from './policy.ts'

/** The jobs that used up their retries, newest first, as the back office lists them. */
export async function failedJobs(deps: Pick<Deps, 'db' | 'jobs'>, limit = 100): Promise<FailedJob[]> {
  // The queue's tables exist once it started.
  await deps.jobs.ready()
  const rows = await listFailedJobs(deps.db, jobKinds, limit)
  return rows.map((row) => ({
    id: row.id,
    kind: row.name as JobKind,
    attempts: row.retryCount + 1,
    error: redactError(
      typeof row.output === 'object' && row.output && 'message' in row.output
        ? String(row.output.message)
        : '',
    ),
    createdAt: row.createdOn,
    failedAt: row.completedOn,
  }))
}

/** How many jobs of each kind wait, run or failed, and how late the oldest due one is (for /metrics). */
export async function jobCounts(deps: Pick<Deps, 'db' | 'jobs'>): Promise<JobCounts[]> {
  await deps.jobs.ready()
  const rows = await countJobsByState(deps.db, jobKinds)
  const oldest = await oldestDueJobs(deps.db, jobKinds)
  return jobKinds.map((kind) => {
    const of = (...states: string[]) =>
      rows
        .filter((row) => row.name === kind && states.includes(row.state))
        .reduce((sum, row) => sum + row.count, 0)
    return {
      kind,
      queued: of('created', 'retry'),
      active: of('active'),
      failed: of('failed'),
      oldestDueSeconds: oldest.find((row) => row.name === kind)?.seconds ?? 0,
    }
  })
}
