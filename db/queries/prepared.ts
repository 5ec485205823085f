import type { Db } from '../client.ts'

/**
 * Hot queries built once per database handle (or transaction handle) and reused: the SQL text is
 * not rebuilt on every call, and on PostgreSQL it becomes a named server-side prepared statement
 * (parsed and planned once per connection). Parameters stay bound values (`sql.placeholder`).
 */
const cache = new WeakMap<Db, Map<string, unknown>>()

export function preparedFor<T>(db: Db, name: string, build: (db: Db) => T): T {
  let byName = cache.get(db)
  if (!byName) {
    byName = new Map()
    cache.set(db, byName)
  }
  let query = byName.get(name) as T | undefined
  if (query === undefined) {
    query = build(db)
    byName.set(name, query)
  }
  return query
}
