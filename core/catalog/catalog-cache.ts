import type { Db } from '#db/client.ts'
import { bumpCatalogVersion, loadCatalogRows, readCatalogVersion } from '#db/queries/catalog.ts'
import { buildSnapshot, type CatalogSnapshot } from './snapshot.ts'

/**
 * One catalog snapshot per database. A catalog change (`publishCatalogChange`) raises the version
 * and notifies: on PostgreSQL every instance's listener (server/main.ts, db/notifications.ts)
 * drops its snapshot at once. The version row, checked at most every few seconds, is the safety
 * net for a notification missed while a listener reconnected. PGlite is one process: the change
 * drops the snapshot itself.
 */
const checkEveryMs = 5_000
type Cache = WeakMap<Db, { snapshot: Promise<CatalogSnapshot>; checkedAt: number }>
/**
 * The server (unbundled) and the pages' bundle (build/server) each load their own copy of this
 * module. Both keep the one cache on globalThis, so a change that the API invalidates is gone for
 * the pages' loaders at once too, not only at their next version check (and the page cache of
 * server/http/page-cache.ts never stores a page rendered from the old snapshot as new).
 */
const sharedKey = Symbol.for('nadel-und-faden.catalog-cache')
const shared = globalThis as typeof globalThis & { [sharedKey]?: Cache }
shared[sharedKey] ??= new WeakMap()
const cache: Cache = shared[sharedKey]

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

/** The catalog's rows as stored: what a process without the database builds its snapshot from. */
export function readCatalogRows(db: Db) {
  return loadCatalogRows(db)
}

/**
 * A snapshot for a process without the database (the media warm-up's child, server/media-warmup-child.ts):
 * kept for `db` and never checked against the version row.
 */
export function primeCatalog(db: Db, snapshot: CatalogSnapshot) {
  cache.set(db, { snapshot: Promise.resolve(snapshot), checkedAt: Number.POSITIVE_INFINITY })
}

/** Drops the cached snapshot (after the seed or a back-office edit in this process). */
export function invalidateCatalog(db: Db) {
  cache.delete(db)
}

/** After a back-office edit of the catalog (in its transaction or after it): every instance reloads. */
export async function publishCatalogChange(db: Db): Promise<number> {
  const version = await bumpCatalogVersion(db)
  invalidateCatalog(db)
  return version
}
