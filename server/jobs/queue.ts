import { PgBoss } from 'pg-boss'
import type { Logger } from 'pino'
import type { Deps } from '#core/deps.ts'
import type { JobQueue } from '#core/jobs/contract.ts'
import { jobHandlers } from '#core/jobs/handlers.ts'
import { type JobKind, jobKinds, jobPayloadSchemas } from '#core/jobs/kinds.ts'
import { redactError, retryPolicy } from '#core/jobs/policy.ts'
import type { Db } from '#db/client.ts'
import { jobConnection, jobSchema, jobWriter } from '#db/jobs/connection.ts'

/** The job queue and, once `startWorker` ran, this instance's worker. */
export type ShopJobQueue = JobQueue & {
  /** Starts taking jobs in the background (every instance runs one; jobs are claimed once). */
  startWorker(): Promise<void>
  /** Stops taking jobs, waits up to `graceMs` for the running ones, then lets go of the database. */
  stop(graceMs?: number): Promise<void>
}

/** A worker looks for due jobs this often when no notification woke it. */
const pollingIntervalSeconds = 2

/** What pg-boss stores as the failure of an attempt: the message without personal data. */
function failureOf(error: unknown) {
  return { message: redactError(error instanceof Error ? error.message : String(error)) }
}

/**
 * pg-boss on the shop's database (PostgreSQL or PGlite, docs/decisions/013-job-queue.md). Started
 * lazily: the first enqueue, drain or start of the worker creates or checks its schema.
 * `deps` is read when a job runs, so the handlers see the mailer createApp filled in.
 */
export function createJobQueue(input: { db: Db; logger: Logger; deps: () => Deps }): ShopJobQueue {
  const { db, logger } = input
  let booting: Promise<PgBoss> | null = null
  let working = false
  /** Handlers running in this process (worker or drain), so drain can wait for them. */
  const running = new Set<Promise<unknown>>()

  function boss(): Promise<PgBoss> {
    booting ??= (async () => {
      const instance = new PgBoss({
        ...jobConnection(db),
        schema: jobSchema,
        // Cron schedules are not used; maintenance (expiry, retention) runs only where a worker does.
        schedule: false,
        supervise: working,
        // A queued job wakes the workers of every instance when its transaction commits (NOTIFY
        // is delivered on commit); polling stays as the fallback.
        useListenNotify: working,
      })
      instance.on('error', (error) => logger.error({ err: error }, 'job queue error'))
      instance.on('warning', (warning) => logger.warn({ warning }, 'job queue warning'))
      await instance.start()
      const existing = new Set((await instance.getQueues()).map((queue) => queue.name))
      const options = { ...retryPolicy, notify: true }
      for (const kind of jobKinds) {
        if (existing.has(kind)) await instance.updateQueue(kind, options)
        else await instance.createQueue(kind, options)
      }
      return instance
    })().catch((error: unknown) => {
      // A start that failed (the database away) is tried again by the next caller.
      booting = null
      throw error
    })
    return booting
  }

  async function run(kind: JobKind, data: unknown): Promise<void> {
    const handle = jobHandlers[kind] as (deps: Deps, payload: unknown) => Promise<void>
    const task = (async () => {
      const payload = jobPayloadSchemas[kind].parse(data)
      try {
        await handle(input.deps(), payload)
      } catch (error) {
        logger.warn({ kind, error: failureOf(error).message }, 'job attempt failed')
        throw new Error(failureOf(error).message)
      }
    })()
    running.add(task)
    try {
      await task
    } finally {
      running.delete(task)
    }
  }

  return {
    async ready() {
      // PostgreSQL: the queue starts on its own connections whenever first used, even from inside
      // a transaction. PGlite is one connection that a transaction holds: start before any.
      if (jobConnection(db).backend === 'pglite') await boss()
    },

    async enqueue(tx, job, options) {
      const instance = await boss()
      await instance.send(job.kind, job.payload, { ...options, db: jobWriter(tx) })
    },

    async drain() {
      const instance = await boss()
      for (;;) {
        let ran = 0
        for (const kind of jobKinds) {
          for (const job of await instance.fetch(kind, { batchSize: 50 })) {
            ran++
            try {
              await run(kind, job.data)
              await instance.complete(kind, job.id)
            } catch (error) {
              await instance.fail(kind, job.id, failureOf(error))
            }
          }
        }
        await Promise.allSettled([...running])
        if (ran === 0 && running.size === 0) return
      }
    },

    async retry(tx, kind, id) {
      const instance = await boss()
      const result = await instance.retry(kind, id, { db: jobWriter(tx) })
      return 'affected' in result && Number(result.affected) > 0
    },

    async startWorker() {
      if (booting && !working) {
        // Started for enqueueing only (no maintenance, no LISTEN): start again as a worker.
        const plain = await booting.catch(() => null)
        booting = null
        await plain?.stop({ graceful: true, close: true })
      }
      working = true
      const instance = await boss()
      for (const kind of jobKinds) {
        await instance.work(
          kind,
          { pollingIntervalSeconds, batchSize: 1, localConcurrency: 2 },
          async ([job]) => {
            if (job) await run(kind, job.data)
          },
        )
      }
    },

    async stop(graceMs = 5_000) {
      const current = booting
      // A later call starts afresh (tests stop the worker and go on draining).
      booting = null
      working = false
      const instance = await current?.catch(() => null)
      await instance?.stop({ graceful: true, timeout: graceMs, close: true })
    },
  }
}

/** The use cases' dependencies with a job queue on their database whose handlers get them. */
export function withJobQueue(base: Omit<Deps, 'jobs'>): Deps & { jobs: ShopJobQueue } {
  const deps: Deps & { jobs: ShopJobQueue } = {
    ...base,
    jobs: createJobQueue({ db: base.db, logger: base.logger, deps: () => deps }),
  }
  return deps
}
