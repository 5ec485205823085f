import type { Db } from './client.ts'

/**
 * Session rows kept in memory, on PGlite only (docs/decisions/011-session-rows-in-memory-on-pglite.md).
 * PGlite has one process per data folder (db/lock.ts) and one connection, so every write to a
 * session passes through this process: the writes of db/queries (sessions.ts, and the foreign
 * keys' side effects in shirts.ts and customers.ts) drop the rows they may change, and the next
 * read fetches them again. PostgreSQL instances never enable it: another instance's logout would
 * stay unseen, and checking a row version costs the same round trip as reading the row.
 *
 * Only the session row is kept, never its customer: a login counts only while the customer's row,
 * read on every request, says so (core/sessions/rules.ts isAuthenticated).
 *
 * The store sits on globalThis: the pages' bundle (build/server) has its own copy of this module,
 * and a write made by a page's action must drop the row the API reads.
 */
type Entry = { db: Db; row: object }
type Store = {
  enabled: WeakSet<Db>
  entries: Map<string, Entry>
  /** Raised by every drop: a read that started before a drop must not store what it read. */
  epoch: number
}

const maxEntries = 10_000
const sharedKey = Symbol.for('nadel-und-faden.session-cache')
const shared = globalThis as typeof globalThis & { [sharedKey]?: Store }
shared[sharedKey] ??= { enabled: new WeakSet(), entries: new Map(), epoch: 0 }
const store: Store = shared[sharedKey]

/** Called by openDatabase for PGlite; transaction handles are never enabled and always read. */
export function enableSessionCache(db: Db) {
  store.enabled.add(db)
}

/** Taken before the read whose row may be remembered. */
export function sessionCacheEpoch(): number {
  return store.epoch
}

/** A copy of the kept row (callers may change their copy for the rest of their request). */
export function cachedSessionRow<Row extends object>(db: Db, id: string): Row | null {
  const entry = store.entries.get(id)
  return entry && entry.db === db ? ({ ...entry.row } as Row) : null
}

/** Keeps a row read at `epoch`, unless something was dropped since (then it may be stale). */
export function rememberSessionRow(db: Db, id: string, row: object, epoch: number) {
  if (!store.enabled.has(db) || epoch !== store.epoch) return
  store.entries.delete(id)
  store.entries.set(id, { db, row: { ...row } })
  if (store.entries.size > maxEntries) {
    const oldest = store.entries.keys().next()
    if (!oldest.done) store.entries.delete(oldest.value)
  }
}

type Match = string | ((row: Record<string, unknown>) => boolean)

/**
 * Runs a write that may change these sessions (an id, or a test of the kept rows), dropping them
 * before and after it: a read that overlaps the write neither answers from memory nor keeps what
 * it read. Inside a transaction the second drop comes before the commit, which is enough on
 * PGlite: no other statement runs while a transaction is open.
 */
export async function forgettingSessions<T>(match: Match, write: () => Promise<T>): Promise<T> {
  forgetSessions(match)
  try {
    return await write()
  } finally {
    forgetSessions(match)
  }
}

function forgetSessions(match: Match) {
  store.epoch++
  if (typeof match === 'string') {
    store.entries.delete(match)
    return
  }
  for (const [id, entry] of store.entries) {
    if (match(entry.row as Record<string, unknown>)) store.entries.delete(id)
  }
}
