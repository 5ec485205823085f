import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../db/client.ts'

/**
 * Several instances starting together on a fresh PostgreSQL database (the cluster of a
 * deployment): every one of them must come up, with the migrations run once.
 * Needs a PostgreSQL server: runs in CI's PostgreSQL pass of the integration tests (DATABASE_URL).
 */
const url = process.env.DATABASE_URL

describe.skipIf(!url)('migrations on PostgreSQL', () => {
  it('run once when four instances start together on a fresh database', async () => {
    const admin = new URL(url as string)
    const name = `nf_migrate_${process.pid}_${Date.now()}`
    admin.pathname = '/postgres'
    const server = new pg.Client({ connectionString: admin.toString() })
    await server.connect()
    await server.query(`create database ${name}`)
    const fresh = new URL(url as string)
    fresh.pathname = `/${name}`
    try {
      const started = await Promise.allSettled(
        Array.from({ length: 4 }, () => openDatabase({ url: fresh.toString() })),
      )
      expect(started.map((result) => result.status)).toEqual([
        'fulfilled',
        'fulfilled',
        'fulfilled',
        'fulfilled',
      ])
      const databases = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
      const check = new pg.Client({ connectionString: fresh.toString() })
      await check.connect()
      const applied = await check.query('select count(*)::int as n from drizzle.__drizzle_migrations')
      const files = await check.query(
        'select count(distinct hash)::int as n from drizzle.__drizzle_migrations',
      )
      expect(applied.rows[0].n).toBe(files.rows[0].n)
      await check.end()
      await Promise.all(databases.map((database) => database.close()))
    } finally {
      // Ended pools close their sockets a moment later; dropping with force before that would
      // kill connections that are already ending, and they would report it as an error.
      for (let tries = 0; tries < 50; tries++) {
        const open = await server.query(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        )
        if (open.rows[0].n === 0) break
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      await server.query(`drop database if exists ${name} with (force)`)
      await server.end()
    }
  })
})
