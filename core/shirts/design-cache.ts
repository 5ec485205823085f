import type { Db } from '#db/client.ts'
import type { ShirtOwner, StoredShirtRow } from '#db/queries/shirts.ts'
import type { ShirtView } from './shirt-view.ts'

/**
 * Designs read or written lately, per database, keyed by shirt id and stamped with their row
 * version (db/queries/shirts.ts `version`). An entry is only a shortcut: every use compares its
 * version with the database's (a light owner-checked read, or the guard of
 * writeDesignIfUnchanged), so a stale or foreign entry is never answered; it just costs one
 * more read. Built views are kept per (locale, VAT, catalog version, profile name).
 */
export type CachedDesign = {
  row: StoredShirtRow
  owner: ShirtOwner
  views: Map<string, ShirtView>
}

const maxEntries = 5_000
const maxViewsPerDesign = 8
const caches = new WeakMap<Db, Map<number, CachedDesign>>()

function cacheOf(db: Db) {
  let cache = caches.get(db)
  if (!cache) {
    cache = new Map()
    caches.set(db, cache)
  }
  return cache
}

function sameOwner(a: ShirtOwner, b: ShirtOwner) {
  return a.customerId !== null || b.customerId !== null
    ? a.customerId === b.customerId
    : a.sessionId === b.sessionId
}

/** The cached design if this owner put it there (the database still decides). */
export function cachedDesign(db: Db, shirtId: number, owner: ShirtOwner): CachedDesign | null {
  const entry = cacheOf(db).get(shirtId)
  return entry && sameOwner(entry.owner, owner) ? entry : null
}

/** Remembers a design as read or written; the oldest entries go beyond the limit. */
export function rememberDesign(db: Db, row: StoredShirtRow, owner: ShirtOwner): CachedDesign {
  const cache = cacheOf(db)
  const entry: CachedDesign = { row, owner, views: new Map() }
  cache.delete(row.id)
  cache.set(row.id, entry)
  if (cache.size > maxEntries) {
    const oldest = cache.keys().next()
    if (!oldest.done) cache.delete(oldest.value)
  }
  return entry
}

export function forgetDesign(db: Db, shirtId: number) {
  cacheOf(db).delete(shirtId)
}

/** A view built once per entry and key (views are plain data, never changed after building). */
export async function memoView(
  entry: CachedDesign,
  key: string,
  build: () => Promise<ShirtView>,
): Promise<ShirtView> {
  const known = entry.views.get(key)
  if (known) return known
  const view = await build()
  if (entry.views.size >= maxViewsPerDesign) entry.views.clear()
  entry.views.set(key, view)
  return view
}
