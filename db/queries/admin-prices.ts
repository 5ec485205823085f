import { asc, sql } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { catalogPrices } from '../schema/index.ts'

/** SQL of /admin/prices: the price groups and the package price (catalog_prices). */

export async function readPriceRows(db: Db, lock = false) {
  const query = db.select().from(catalogPrices).orderBy(asc(catalogPrices.key))
  return lock ? query.for('update') : query
}

export async function writePriceRows(db: Db, rows: { key: string; cents: number }[]) {
  await db
    .insert(catalogPrices)
    .values(rows)
    .onConflictDoUpdate({ target: catalogPrices.key, set: { cents: sql`excluded.cents` } })
}
