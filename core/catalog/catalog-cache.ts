import type { Db } from '#db/client.ts'
import { loadCatalogRows, readCatalogVersion } from '#db/queries/catalog.ts'
import { buildSnapshot, type CatalogSnapshot } from './snapshot.ts'

/**
 * One catalog snapshot per database, reloaded when the catalog version row changes (checked at
 * most every few seconds), so back-office edits reach every instance without a restart.
 */
const checkEveryMs = 5_000
const cache = new WeakMap<Db, { snapshot: Promise<CatalogSnapshot>; checkedAt: number }>()

export async function getCatalog(db: Db, now = Date.now()): Promise<CatalogSnapshot> {
  const entry = cache.get(db)
  if (!entry) {
    const snapshot = loadCatalogRows(db).then(buildSnapshot)
    cache.set(db, { snapshot, checkedAt: now })
    snapshot.catch(() => cache.delete(db))
    return snapshot
  }
  if (now - entry.checkedAt > checkEveryMs) {
    entry.checkedAt = now
    const current = await entry.snapshot
    if ((await readCatalogVersion(db)) !== current.version) {
      entry.snapshot = loadCatalogRows(db).then(buildSnapshot)
    }
  }
  return entry.snapshot
}

/** Drops the cached snapshot (after the seed or a back-office edit in this process). */
export function invalidateCatalog(db: Db) {
  cache.delete(db)
}
