import { beforeAll, describe, expect, it } from 'vitest'
import type { Job } from '../../core/jobs/kinds.ts'
import { jobCounts } from '../../core/jobs/read-jobs.ts'
import { createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

/**
 * The job queue on the test database (PGlite, or PostgreSQL in CI): a job written through a
 * transaction exists exactly when that transaction commits, and it runs once.
 */
let database: Awaited<ReturnType<typeof useTestDatabase>>
let shop: ReturnType<typeof createTestApp>
const sent: string[] = []

beforeAll(async () => {
  database = await useTestDatabase()
  shop = createTestApp(database.db)
  shop.deps.mailer = {
    send: async (request) => {
      sent.push(request.to)
    },
  }
})

const mail = (to: string): Job => ({
  kind: 'mail',
  payload: { to, locale: 'de', template: 'accountDeleted', data: { firstName: 'Erika' } },
})
const queued = async () => (await jobCounts(shop.deps))[0]?.queued

describe('the job queue', () => {
  it('keeps a job only when the transaction that wrote it commits, and runs it once', async () => {
    await shop.deps.jobs.drain()
    await expect(
      database.db.transaction(async (tx) => {
        await shop.deps.jobs.enqueue(tx, mail('rolled-back@example.com'))
        throw new Error('the change failed')
      }),
    ).rejects.toThrow('the change failed')
    expect(await queued()).toBe(0)

    await database.db.transaction(async (tx) => {
      await shop.deps.jobs.enqueue(tx, mail('committed@example.com'))
    })
    expect(await queued()).toBe(1)
    await shop.deps.jobs.drain()
    await shop.deps.jobs.drain()
    expect(sent).toEqual(['committed@example.com'])
    for (const count of await jobCounts(shop.deps))
      expect(count).toMatchObject({ queued: 0, active: 0, failed: 0 })
  })

  it('a worker sends a queued job by itself, within moments of the commit', async () => {
    await shop.deps.jobs.startWorker()
    try {
      await database.db.transaction(async (tx) => {
        await shop.deps.jobs.enqueue(tx, mail('worker@example.com'))
      })
      await expect.poll(() => sent.includes('worker@example.com'), { timeout: 5_000 }).toBe(true)
    } finally {
      await shop.deps.jobs.stop()
    }
    expect(sent.filter((to) => to === 'worker@example.com')).toHaveLength(1)
  })
})
