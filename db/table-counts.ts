import type pg from 'pg'

/**
 * Whole-database checks for the operators' tools (backup, restore, moving PGlite to PostgreSQL):
 * they work on every table there is, the job queue's and the migrations' included, so they read
 * the catalog instead of the schema modules.
 */

/** A PGlite instance or a `pg.Client`: both answer `query(text, params)` with `{ rows }`. */
export type SqlClient = {
  query: <Row>(text: string, params?: unknown[]) => Promise<{ rows: Row[] }>
}

/** `schema.table` for every ordinary table outside PostgreSQL's own schemas, sorted. */
export async function listTables(client: SqlClient): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select format('%I.%I', table_schema, table_name) as name
       from information_schema.tables
      where table_type = 'BASE TABLE'
        and table_schema not in ('pg_catalog', 'information_schema')
        and table_schema not like 'pg_toast%'
      order by 1`,
  )
  return rows.map((row) => row.name)
}

/** The number of rows of each table (`listTables`), by its quoted `schema.table` name. */
export async function countRows(client: SqlClient): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const table of await listTables(client)) {
    const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from ${table}`)
    counts[table] = rows[0]?.n ?? 0
  }
  return counts
}

/** pg's overloaded `query` as the narrow `SqlClient`. */
export function pgSqlClient(client: pg.Client | pg.PoolClient): SqlClient {
  return {
    query: async <Row>(text: string, params?: unknown[]) => ({
      rows: (await client.query(text, params)).rows as Row[],
    }),
  }
}
