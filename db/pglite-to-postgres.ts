import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { openDatabase } from './client.ts'
import { listTables, pgSqlClient, type SqlClient } from './table-counts.ts'

/**
 * Moves a shop from PGlite to PostgreSQL (`npm run migrate:pglite-to-postgres`): the target is
 * migrated with the same migrations, every row of the shop's tables is copied in one transaction,
 * the sequences are set to where PGlite's stood, and both sides are compared table by table
 * (rows and content). The job queue's tables are not copied: pg-boss creates its own on the first
 * start, and a job still waiting is refused rather than lost.
 */
export type MoveRefusal = 'TARGET_NOT_EMPTY' | 'PENDING_JOBS' | 'MIGRATIONS_DIFFER' | 'COPY_DIFFERS'
export type MoveResult =
  | { ok: true; tables: Record<string, { rows: number; checksum: string }>; sequences: number }
  | { ok: false; reason: MoveRefusal; message: string }

/** Rows travel as JSON text in batches of this many: PostgreSQL's own text forms, both ways. */
const batchRows = 500

const shopSchema = 'public'

export async function copyPgliteToPostgres(source: PGlite, targetUrl: string): Promise<MoveResult> {
  const target = new pg.Client({ connectionString: targetUrl })
  target.on('error', () => {})
  await target.connect()
  try {
    const existing = await listTables(pgSqlClient(target))
    if (existing.length > 0) {
      return {
        ok: false,
        reason: 'TARGET_NOT_EMPTY',
        message: `The database at DATABASE_URL already has tables (${existing.slice(0, 3).join(', ')}…): the move needs an empty database (after a failed move: drop and create it again).`,
      }
    }
    const pending = await pendingJobs(source)
    if (pending > 0) {
      return {
        ok: false,
        reason: 'PENDING_JOBS',
        message: `${pending} jobs (mails, …) still wait in the PGlite shop's queue: start the shop on PGlite until they have run (nf_jobs{state="queued"} at 0 in /metrics), then move.`,
      }
    }
    const migrated = await openDatabase({ url: targetUrl })
    await migrated.close()
    const [from, to] = [await migrationHashes(source), await migrationHashes(pgSqlClient(target))]
    if (from.join() !== to.join()) {
      return {
        ok: false,
        reason: 'MIGRATIONS_DIFFER',
        message: `PGlite has ${from.length} migrations, PostgreSQL ${to.length}, not the same: open the PGlite shop with this version first.`,
      }
    }

    const tables = (await listTables(source)).filter((table) => table.startsWith(`${shopSchema}.`))
    await target.query('begin')
    const foreignKeys = await dropForeignKeys(target)
    for (const table of tables) {
      // Rows a migration wrote (the invoice counters) came along from PGlite as well.
      await target.query(`delete from ${table}`)
      await copyTable(source, target, table)
    }
    // Added back, each checked against all the copied rows: the order of the copy did not matter.
    for (const key of foreignKeys)
      await target.query(`alter table ${key.table} add constraint ${key.name} ${key.definition}`)
    const sequences = await copySequences(source, target)
    await target.query('commit')

    const copied: Record<string, { rows: number; checksum: string }> = {}
    const differences: string[] = []
    for (const table of tables) {
      const [was, now] = [await tableDigest(source, table), await tableDigest(pgSqlClient(target), table)]
      copied[table] = was
      if (was.rows !== now.rows) differences.push(`${table}: ${now.rows} rows (PGlite: ${was.rows})`)
      else if (was.checksum !== now.checksum) differences.push(`${table}: same rows, other content`)
    }
    if (differences.length > 0) {
      return {
        ok: false,
        reason: 'COPY_DIFFERS',
        message: `PostgreSQL differs from PGlite after the copy (drop and recreate the database before trying again):\n  ${differences.join('\n  ')}`,
      }
    }
    return { ok: true, tables: copied, sequences }
  } catch (error) {
    await target.query('rollback').catch(() => {})
    throw error
  } finally {
    await target.end()
  }
}

async function pendingJobs(source: SqlClient): Promise<number> {
  const queue = await source.query<{ found: boolean }>(
    `select to_regclass('pgboss.job') is not null as found`,
  )
  if (!queue.rows[0]?.found) return 0
  const { rows } = await source.query<{ n: number }>(
    `select count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active')`,
  )
  return rows[0]?.n ?? 0
}

async function migrationHashes(client: SqlClient): Promise<string[]> {
  const { rows } = await client.query<{ hash: string }>(
    'select hash from drizzle.__drizzle_migrations order by created_at, hash',
  )
  return rows.map((row) => row.hash)
}

type ForeignKey = { table: string; name: string; definition: string }

/** The shop's foreign keys, dropped for the copy (the tables refer to each other in circles). */
async function dropForeignKeys(target: pg.Client): Promise<ForeignKey[]> {
  const { rows } = await target.query<ForeignKey>(
    `select conrelid::regclass::text as table, quote_ident(conname) as name, pg_get_constraintdef(oid) as definition
       from pg_constraint
      where contype = 'f' and connamespace = $1::regnamespace
      order by 1, 2`,
    [shopSchema],
  )
  for (const key of rows) await target.query(`alter table ${key.table} drop constraint ${key.name}`)
  return rows
}

async function copyTable(source: PGlite, target: pg.Client, table: string) {
  const { rows: columns } = await target.query<{ name: string }>(
    `select quote_ident(attname) as name from pg_attribute
      where attrelid = $1::regclass and attnum > 0 and not attisdropped order by attnum`,
    [table],
  )
  const list = columns.map((column) => column.name).join(', ')
  await source.transaction(async (tx) => {
    await tx.query(
      `declare rows_of_table no scroll cursor for select row_to_json(t)::text as row from ${table} t`,
    )
    for (;;) {
      const { rows } = await tx.query<{ row: string }>(`fetch ${batchRows} from rows_of_table`)
      if (rows.length === 0) break
      await target.query(
        `insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, $1::json)`,
        [`[${rows.map((row) => row.row).join(',')}]`],
      )
    }
  })
}

/** Every sequence of the shop's schema where PGlite's stands: the next id continues, gaps and all. */
async function copySequences(source: SqlClient, target: pg.Client): Promise<number> {
  const { rows } = await source.query<{ name: string; last: string | null; start: string }>(
    `select format('%I.%I', schemaname, sequencename) as name, last_value::text as last, start_value::text as start
       from pg_sequences where schemaname = $1`,
    [shopSchema],
  )
  for (const sequence of rows) {
    await target.query('select setval($1::regclass, $2::bigint, $3)', [
      sequence.name,
      sequence.last ?? sequence.start,
      sequence.last !== null,
    ])
  }
  return rows.length
}

/**
 * Rows and an md5 of the table's rows as JSON text in a fixed order (byte order, UTC): equal on
 * both sides when every value arrived unchanged.
 */
async function tableDigest(client: SqlClient, table: string): Promise<{ rows: number; checksum: string }> {
  await client.query(`set timezone to 'UTC'`)
  const { rows } = await client.query<{ rows: number; checksum: string }>(
    `select count(*)::int as rows, md5(coalesce(string_agg(r, E'\\n' order by r collate "C"), '')) as checksum
       from (select row_to_json(t)::text as r from ${table} t) as s`,
  )
  return rows[0] ?? { rows: 0, checksum: '' }
}
