import { sql } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { jobSchema } from '../jobs/connection.ts'

const job = sql.raw(`${jobSchema}.job`)

export type FailedJobRow = {
  id: string
  name: string
  retryCount: number
  output: unknown
  createdOn: Date
  completedOn: Date | null
}

/** The newest jobs that used up their retries (pg-boss keeps them as 'failed'). */
export async function listFailedJobs(
  db: Db,
  names: readonly string[],
  limit: number,
): Promise<FailedJobRow[]> {
  const result = await db.execute(sql`
    select id::text as id, name, retry_count as "retryCount", output,
      created_on as "createdOn", completed_on as "completedOn"
    from ${job}
    where state = 'failed' and name = any(${sql.param([...names])}::text[])
    order by completed_on desc nulls last
    limit ${limit}`)
  const rows = (result as unknown as { rows: FailedJobRow[] }).rows
  return rows.map((row) => ({
    ...row,
    createdOn: new Date(row.createdOn),
    completedOn: row.completedOn === null ? null : new Date(row.completedOn),
  }))
}

export type OldestDueJob = { name: string; seconds: number }

/**
 * Per queue, how long its oldest job that is due (waiting, or waiting for its retry, and its start
 * time passed) has been waiting: jobs scheduled for later are not late.
 */
export async function oldestDueJobs(db: Db, names: readonly string[]): Promise<OldestDueJob[]> {
  const result = await db.execute(sql`
    select name, extract(epoch from (now() - min(start_after)))::float8 as seconds
    from ${job}
    where state in ('created', 'retry') and start_after <= now()
      and name = any(${sql.param([...names])}::text[])
    group by name`)
  return (result as unknown as { rows: OldestDueJob[] }).rows.map((row) => ({
    name: row.name,
    seconds: Math.max(0, Number(row.seconds)),
  }))
}

export type JobStateCount = { name: string; state: string; count: number }

/** How many jobs each queue holds per state (created, retry, active, completed, failed, cancelled). */
export async function countJobsByState(db: Db, names: readonly string[]): Promise<JobStateCount[]> {
  const result = await db.execute(sql`
    select name, state::text as state, count(*)::int as count
    from ${job}
    where name = any(${sql.param([...names])}::text[])
    group by name, state`)
  return (result as unknown as { rows: JobStateCount[] }).rows.map((row) => ({
    ...row,
    count: Number(row.count),
  }))
}
