import fs from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { abandonedWorkGuard } from './abandoned-work.ts'
import { acquireDataDirLock } from './lock.ts'
import * as schema from './schema/index.ts'
import { enableSessionCache } from './session-cache.ts'

export type Schema = typeof schema
/** The one database type the rest of the code sees, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>

/** PostgreSQL's connection pool as it is now (for /metrics); PGlite has one connection. */
export type DatabaseStats =
  | { kind: 'postgres'; total: number; idle: number; waiting: number }
  | { kind: 'pglite' }

export type Database = {
  db: Db
  kind: 'pglite' | 'postgres'
  stats: () => DatabaseStats
  close: () => Promise<void>
  /**
   * Runs `work` while no other caller with the same `key` runs it: in this process, and on
   * PostgreSQL in every instance (an advisory lock on a connection of its own). Several instances
   * starting together seed one after the other, never both at once.
   */
  oneAtATime: <T>(key: string, work: () => Promise<T>) => Promise<T>
  /** PGlite only: the data directory as a tarball, for test snapshots. */
  dump?: () => Promise<Blob>
}

/** The PostgreSQL extensions the shop uses (the search, decision 026); PostgreSQL ships them in contrib. */
export const pgliteExtensions = { pg_trgm, unaccent }

const migrationsFolder = path.join(import.meta.dirname, 'migrations')

/** Any fixed number: the key of the advisory lock under which instances migrate one at a time. */
const migrationLockKey = 73_102_026

/**
 * Several instances may start together on one database: each takes the same advisory lock on
 * its own connection before migrating, so one runs the migrations and the others, once they get
 * the lock, find nothing left to do (otherwise both ran CREATE TABLE and one died).
 */
async function migrateOnce(url: string) {
  // A connection of its own, without the request timeouts: waiting for another instance's
  // migrations, or a long one, is no fault.
  const client = new pg.Client({ connectionString: url })
  client.on('error', () => {})
  await client.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockKey])
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder })
    } finally {
      await client.query('select pg_advisory_unlock($1)', [migrationLockKey])
    }
  } finally {
    await client.end()
  }
}

/** One queue per key in this process: the next caller starts when the previous one has ended. */
function inProcessQueue() {
  const tails = new Map<string, Promise<unknown>>()
  return <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const previous = tails.get(key) ?? Promise.resolve()
    const run = previous.then(work, work)
    const tail = run.catch(() => undefined)
    tails.set(key, tail)
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key)
    })
    return run
  }
}

/** `work` under PostgreSQL's advisory lock of `key`, taken on a connection of its own. */
async function underAdvisoryLock<T>(url: string, key: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  client.on('error', () => {})
  await client.connect()
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [key])
    try {
      return await work()
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [key])
    }
  } finally {
    await client.end()
  }
}

/**
 * How long the shop waits for PostgreSQL before it answers 503 (server/app.ts, docs/operations.md):
 * for a connection (also for a free one of the pool), for a statement on the server
 * (`statement_timeout`), and for any answer at all (a slow or silent network).
 */
export type DatabaseTimeouts = { connectMs: number; statementMs: number; queryMs: number }

/** PostgreSQL when a URL is given, otherwise embedded PGlite in `dataDir/pglite`. Migrates before returning. */
export async function openDatabase(options: {
  url?: string
  dataDir?: string
  memory?: boolean
  /** A PGlite data dump to start from (tests: migrated once, copied per file). */
  loadDataDir?: Blob
  migrate?: boolean
  /** PostgreSQL: without them a request waits as long as the database does (tests, tools). */
  timeouts?: DatabaseTimeouts
  /** PostgreSQL: an idle pooled connection broke (the database restarted or went away). */
  onConnectionError?: (error: Error) => void
}): Promise<Database> {
  const shouldMigrate = options.migrate ?? true
  if (options.url) {
    const { timeouts } = options
    const pool = new pg.Pool({
      connectionString: options.url,
      // Bounded: when the database is slow, requests wait for one of these (up to connectMs), not
      // for ever and not by opening more.
      max: 10,
      ...(timeouts && {
        connectionTimeoutMillis: timeouts.connectMs,
        statement_timeout: timeouts.statementMs,
        query_timeout: timeouts.queryMs,
      }),
    })
    // A pooled connection that breaks while idle (PostgreSQL restarted, the network cut) is
    // dropped by the pool; without a listener its 'error' would end the process.
    pool.on('error', options.onConnectionError ?? (() => {}))
    // The pool listens only to idle connections. One that breaks while checked out but between
    // statements (inside a transaction) emits 'error' on the client itself, which ended the process
    // (`npm run faults -- --scenario db-restart`); its next statement fails instead and the pool
    // drops it on release (it is no longer queryable).
    pool.on('connect', (client) => {
      client.on('error', () => {})
    })
    const db = drizzlePg(pool, { schema, logger: abandonedWorkGuard }) satisfies Db
    if (shouldMigrate) {
      // A start that cannot reach the database tries again (server/database-start.ts): no pool left behind.
      await migrateOnce(options.url).catch(async (error: unknown) => {
        await pool.end()
        throw error
      })
    }
    const url = options.url
    const queue = inProcessQueue()
    return {
      db,
      kind: 'postgres',
      oneAtATime: (key, work) => queue(key, () => underAdvisoryLock(url, key, work)),
      stats: () => ({
        kind: 'postgres',
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      close: () => pool.end(),
    }
  }
  if (options.memory) {
    const client = await PGlite.create({
      extensions: pgliteExtensions,
      ...(options.loadDataDir && { loadDataDir: options.loadDataDir }),
    })
    const db = drizzlePglite(client, { schema, logger: abandonedWorkGuard }) satisfies Db
    if (shouldMigrate) await migratePglite(db as never, { migrationsFolder })
    enableSessionCache(db)
    return {
      db,
      kind: 'pglite',
      // One process per data folder (db/lock.ts): the queue of this process is all there is.
      oneAtATime: inProcessQueue(),
      stats: () => ({ kind: 'pglite' }),
      close: () => client.close(),
      dump: () => client.dumpDataDir('none'),
    }
  }
  const dataDir = options.dataDir ?? './data'
  fs.mkdirSync(dataDir, { recursive: true })
  const release = acquireDataDirLock(dataDir)
  try {
    const client = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: pgliteExtensions })
    const db = drizzlePglite(client, { schema, logger: abandonedWorkGuard }) satisfies Db
    await migratePglite(db as never, { migrationsFolder })
    // One process per data folder: every write to a session passes through this one (db/session-cache.ts).
    enableSessionCache(db)
    return {
      db,
      kind: 'pglite',
      // One process per data folder (db/lock.ts): the queue of this process is all there is.
      oneAtATime: inProcessQueue(),
      stats: () => ({ kind: 'pglite' }),
      close: async () => {
        await client.close()
        release()
      },
    }
  } catch (error) {
    release()
    throw error
  }
}
