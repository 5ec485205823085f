import type { Db } from '#db/client.ts'
import type { Job, JobKind } from './kinds.ts'

export type EnqueueOptions = {
  /** Run no earlier than this. */
  startAfter?: Date
  /** At most one queued job per key and kind (e.g. one reminder per team and day). */
  singletonKey?: string
}

/** A job that used up its retries, as the back office lists it (no payload: it holds personal data). */
export type FailedJob = {
  id: string
  kind: JobKind
  /** How many times it ran (the first run and every retry). */
  attempts: number
  /** The last error's message with mail addresses removed. */
  error: string
  createdAt: Date
  failedAt: Date | null
}

export type JobCounts = {
  kind: JobKind
  queued: number
  active: number
  failed: number
  /** How long the oldest due job has waited, in seconds; 0 when none is due. */
  oldestDueSeconds: number
}

/**
 * Durable background work (server/jobs): a job is a row in the database written by the caller's
 * transaction, so it exists exactly when the change that asked for it committed, and it runs
 * outside the request, retried with backoff until it succeeds or its retries are used up.
 */
export type JobQueue = {
  /**
   * Resolves once a transaction may enqueue. Asked before the first one: on PGlite, one connection,
   * the queue cannot start from inside a transaction (on PostgreSQL it resolves at once).
   */
  ready(): Promise<void>
  /** Adds a job through `db`: pass the transaction handle to tie the job to that transaction. */
  enqueue(db: Db, job: Job, options?: EnqueueOptions): Promise<void>
  /**
   * Runs every job that is due now in this process and waits for jobs this process is already
   * running; resolves when none is left. Tests call it instead of waiting for the worker.
   */
  drain(): Promise<void>
  /** Queues a failed job for one more attempt, through `db`; false when there is no such failed job. */
  retry(db: Db, kind: JobKind, id: string): Promise<boolean>
}
