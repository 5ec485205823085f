import type { PGlite } from '@electric-sql/pglite'
import { eq } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { type Database, type Db, openDatabase } from '#db/client.ts'
import { copyPgliteToPostgres } from '#db/pglite-to-postgres.ts'
import {
  catalogFabrics,
  measureProfiles,
  newsletterSubscriptions,
  sessions,
  shirts,
} from '#db/schema/index.ts'
import { catalogData } from '#db/seed/catalog/index.ts'
import { seedCatalog } from '#db/seed/catalog-seed.ts'
import { seedShop } from '#db/seed/shop-seed.ts'
import { countRows, pgSqlClient } from '#db/table-counts.ts'
import { insertBareOrder } from '#tests/support/shop-data.ts'

/**
 * `npm run migrate:pglite-to-postgres`: a seeded PGlite shop, with rows that refer to each other in
 * a circle (a session's selected shirt, the shirt's session) and to themselves (a measure's
 * previous version), moved into a fresh PostgreSQL database: every row arrives, and new rows
 * continue the ids. Needs a PostgreSQL server: runs in CI's PostgreSQL pass (DATABASE_URL); the
 * source is PGlite in memory either way.
 */
const url = process.env.DATABASE_URL

const pgliteOf = (db: Db) => (db as Db & { $client: PGlite }).$client

async function sourceShop(): Promise<Database> {
  const source = await openDatabase({ memory: true })
  afterAll(() => source.close())
  const { db } = source
  await seedCatalog(db, catalogData)
  await seedShop(db, { demo: true })
  const orderId = await insertBareOrder(db)
  const [fabric] = await db.select({ id: catalogFabrics.id }).from(catalogFabrics).limit(1)
  await db
    .insert(sessions)
    .values({ id: 'session-circle', csrfToken: 'csrf', expiresAt: new Date(Date.now() + 86_400_000) })
  const [shirt] = await db
    .insert(shirts)
    .values({ sessionId: 'session-circle', fabricId: fabric?.id ?? 0, orderId })
    .returning({ id: shirts.id })
  await db.update(sessions).set({ selectedShirtId: shirt?.id }).where(eq(sessions.id, 'session-circle'))
  const [first] = await db
    .insert(measureProfiles)
    .values({ setName: 'Büro', sessionId: 'session-circle' })
    .returning({ id: measureProfiles.id })
  await db
    .insert(measureProfiles)
    .values({ setName: 'Büro', sessionId: 'session-circle', version: 2, previousId: first?.id })
  // A gap in the ids: the next one continues after the sequence, not after the highest row.
  const [gone] = await db
    .insert(newsletterSubscriptions)
    .values({ email: 'gone@example.com', status: 'pending', unsubscribeToken: 'token-gone' })
    .returning({ id: newsletterSubscriptions.id })
  await db.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, gone?.id ?? 0))
  return source
}

describe.skipIf(!url)('moving a PGlite shop to PostgreSQL', { timeout: 120_000 }, () => {
  it('copies every row, keeps the sequences going, and refuses a database that is not empty', async () => {
    const source = await sourceShop()
    const client = pgliteOf(source.db)
    const admin = new URL(url as string)
    admin.pathname = '/postgres'
    const server = new pg.Client({ connectionString: admin.toString() })
    await server.connect()
    const name = `nf_move_${process.pid}_${Date.now()}`
    await server.query(`create database ${name}`)
    const targetUrl = new URL(url as string)
    targetUrl.pathname = `/${name}`
    const target = new pg.Client({ connectionString: targetUrl.toString() })
    try {
      // A job still waiting in PGlite's queue would be lost: refused before anything is written.
      await client.exec(
        `create schema pgboss; create table pgboss.job (state text); insert into pgboss.job values ('retry')`,
      )
      expect(await copyPgliteToPostgres(client, targetUrl.toString())).toMatchObject({
        ok: false,
        reason: 'PENDING_JOBS',
      })
      await client.exec('drop schema pgboss cascade')

      const moved = await copyPgliteToPostgres(client, targetUrl.toString())
      if (!moved.ok) throw new Error(moved.message)

      await target.connect()
      const publicOnly = (counts: Record<string, number>) =>
        Object.fromEntries(Object.entries(counts).filter(([table]) => table.startsWith('public.')))
      const before = publicOnly(await countRows(client))
      expect(publicOnly(await countRows(pgSqlClient(target)))).toEqual(before)
      expect(Object.values(before).filter((rows) => rows > 0).length).toBeGreaterThanOrEqual(15)
      expect(Object.keys(moved.tables).sort()).toEqual(Object.keys(before).sort())
      expect(moved.sequences).toBeGreaterThanOrEqual(20)

      const circle = await target.query(
        `select s.selected_shirt_id = h.id as closed from sessions s join shirts h on h.session_id = s.id
          where s.id = 'session-circle'`,
      )
      expect(circle.rows).toEqual([{ closed: true }])

      const next = await openDatabase({ url: targetUrl.toString() })
      try {
        const [row] = await next.db
          .insert(newsletterSubscriptions)
          .values({ email: 'after-move@example.com', status: 'pending', unsubscribeToken: 'token-after' })
          .returning({ id: newsletterSubscriptions.id })
        const { rows } = await client.query<{ last: number }>(
          `select last_value::int as last from pg_sequences where sequencename = 'newsletter_subscriptions_id_seq'`,
        )
        expect(row?.id).toBe((rows[0]?.last ?? 0) + 1)
      } finally {
        await next.close()
      }

      expect(await copyPgliteToPostgres(client, targetUrl.toString())).toMatchObject({
        ok: false,
        reason: 'TARGET_NOT_EMPTY',
      })
    } finally {
      await target.end()
      await server.query(`drop database if exists ${name} with (force)`)
      await server.end()
    }
  })
})
