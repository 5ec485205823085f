import { PGlite } from '@electric-sql/pglite'
import { type SQL, sql } from 'drizzle-orm'
import pg from 'pg'
import { type Db as BossDb, type ConstructorOptions, fromDrizzle, fromPglite } from 'pg-boss'
import type { Db } from '../client.ts'

/** The schema pg-boss keeps its tables in, beside the shop's own (docs/decisions/013-job-queue.md). */
export const jobSchema = 'pgboss'

/**
 * How pg-boss reaches the shop's database. PostgreSQL: a small pool of its own from the same
 * connection string, so the worker and its maintenance never take the requests' connections (nor
 * their statement timeouts). PGlite: the one embedded instance, which runs one statement at a time.
 */
export function jobConnection(
  db: Db,
): Pick<ConstructorOptions, 'db' | 'connectionString' | 'max' | 'backend'> {
  const client = (db as Db & { $client?: unknown }).$client
  if (client instanceof PGlite) return { db: fromPglite(client), backend: 'pglite' }
  if (client instanceof pg.Pool && client.options.connectionString)
    return { connectionString: client.options.connectionString, max: 3 }
  throw new Error('the job queue needs a database opened by db/client.ts')
}

/**
 * A transaction (or the database) as pg-boss's connection: a job sent through it is written by that
 * transaction, so it exists exactly when the transaction commits.
 */
export function jobWriter(tx: Db): BossDb {
  // Both drivers answer a raw statement with `{ rows }` (the shape pg-boss reads).
  const execute = async (query: unknown) => (await tx.execute(query as SQL)) as unknown as { rows: unknown[] }
  return fromDrizzle({ execute }, sql)
}
