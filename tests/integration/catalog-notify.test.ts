import pg from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'
import { getCatalog, publishCatalogChange } from '../../core/catalog/catalog-cache.ts'
import type { Database } from '../../db/client.ts'
import { catalogChannel, listenForNotifications } from '../../db/notifications.ts'
import { readCatalogVersion } from '../../db/queries/catalog.ts'
import { useTestDatabase } from '../support/test-db.ts'

/**
 * A catalog change raises the version and, on PostgreSQL, notifies every listening instance; the
 * listener reconnects after losing its connection and then reports a change (it may have missed
 * one). Across real instances: tests/cluster.
 */
let database: Database
const url = process.env.DATABASE_URL
const quiet = { warn: () => {} }

beforeAll(async () => {
  database = await useTestDatabase()
})

async function until(check: () => boolean, timeoutMs: number) {
  const end = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > end) return false
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  return true
}

describe('a catalog change', () => {
  it('raises the version, and this process serves the new snapshot at once', async () => {
    const before = await getCatalog(database.db)
    const version = await publishCatalogChange(database.db)
    expect(version).toBe(before.version + 1)
    expect(await readCatalogVersion(database.db)).toBe(version)
    expect((await getCatalog(database.db)).version).toBe(version)
  })

  it.skipIf(!url)('reaches a listener on another connection within a second', async () => {
    let heard = 0
    const listener = listenForNotifications({
      url: url as string,
      channel: catalogChannel,
      onNotify: () => heard++,
      logger: quiet,
    })
    try {
      // The LISTEN is in place once a notification of our own arrives.
      const probe = new pg.Client({ connectionString: url })
      await probe.connect()
      for (let attempt = 0; attempt < 50 && heard === 0; attempt++) {
        await probe.query(`select pg_notify('${catalogChannel}', 'probe')`)
        await until(() => heard > 0, 100)
      }
      expect(heard).toBeGreaterThan(0)
      await probe.end()
      heard = 0
      const started = performance.now()
      await publishCatalogChange(database.db)
      expect(await until(() => heard > 0, 1_000)).toBe(true)
      expect(performance.now() - started).toBeLessThan(1_000)
    } finally {
      await listener.close()
    }
  })

  it.skipIf(!url)(
    'is not lost when the listener loses its connection: it reconnects and reports',
    async () => {
      let heard = 0
      const name = `nf-listen-${process.pid}-${Date.now()}`
      const listenerUrl = new URL(url as string)
      listenerUrl.searchParams.set('application_name', name)
      const listener = listenForNotifications({
        url: listenerUrl.toString(),
        channel: catalogChannel,
        onNotify: () => heard++,
        logger: quiet,
      })
      const admin = new pg.Client({ connectionString: url })
      await admin.connect()
      try {
        const connected = async () =>
          (
            await admin.query(
              'select count(*)::int as n from pg_stat_activity where application_name = $1 and query ilike $2',
              [name, 'listen%'],
            )
          ).rows[0].n === 1
        for (let attempt = 0; attempt < 50 && !(await connected()); attempt++) {
          await new Promise((resolve) => setTimeout(resolve, 100))
        }
        await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
          [name],
        )
        // Back within the first retry (0.5 s): the reconnect itself reports a possible change.
        expect(await until(() => heard > 0, 3_000)).toBe(true)
        heard = 0
        await publishCatalogChange(database.db)
        expect(await until(() => heard > 0, 1_000)).toBe(true)
      } finally {
        await admin.end()
        await listener.close()
      }
    },
  )
})
