import pino from 'pino'
import type { Deps } from '../../core/deps.ts'
import { openDatabase } from '../../db/client.ts'
import { createJobQueue } from '../../server/jobs/queue.ts'

/**
 * `node scripts/bench/jobs.ts` (docs/decisions/013-job-queue.md): the job queue's costs on PGlite,
 * or on PostgreSQL with DATABASE_URL (an empty database: the run creates pg-boss's schema in it).
 * Prints the time to start (schema creation, then a second start that finds it), the cost of one
 * enqueue inside a transaction and the time from enqueue to the handler (the worker's wake-up).
 */
const runs = Number(process.env.JOB_BENCH_RUNS ?? 50)
const logger = pino({ level: 'silent' })
const url = process.env.DATABASE_URL
const database = await openDatabase(url ? { url } : { memory: true })
const ms = (since: number) => (performance.now() - since).toFixed(1)
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

let delivered: (() => void) | null = null
const deps = {
  db: database.db,
  logger,
  mailer: {
    send: async () => delivered?.(),
  },
} as unknown as Deps

async function startOnce(label: string, worker: boolean) {
  const queue = createJobQueue({ db: database.db, logger, deps: () => deps })
  const started = performance.now()
  await (worker ? queue.startWorker() : queue.ready())
  console.log(`| start (${label}) | ${ms(started)} ms |`)
  return queue
}

const first = await startOnce('schema created', false)
await first.stop()
const queue = await startOnce('schema present, with the worker', true)

const mail = {
  kind: 'mail' as const,
  payload: { to: 'bench@example.org', locale: 'de' as const, template: 'passwordChanged', data: {} },
}
const enqueueMs: number[] = []
const toRunMs: number[] = []
for (let index = 0; index < runs; index++) {
  const ran = new Promise<void>((resolve) => {
    delivered = resolve
  })
  const begun = performance.now()
  let inside = 0
  await database.db.transaction(async (tx) => {
    const before = performance.now()
    await queue.enqueue(tx, mail)
    inside = performance.now() - before
  })
  enqueueMs.push(inside)
  await ran
  toRunMs.push(performance.now() - begun)
}
console.log(`| enqueue inside a transaction (median of ${runs}) | ${median(enqueueMs).toFixed(2)} ms |`)
console.log(`| enqueue to handler (median of ${runs}) | ${median(toRunMs).toFixed(1)} ms |`)
await queue.stop()
await database.close()
