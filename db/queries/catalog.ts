import { eq, sql } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { catalogChannel } from '../notifications.ts'
import {
  catalogAttributes,
  catalogAttributeValues,
  catalogCategories,
  catalogFabrics,
  catalogParts,
  catalogPrices,
  catalogTranslations,
  catalogVersion,
  shirtTemplates,
} from '../schema/index.ts'

/** Everything the designer needs, in one go (the catalog is small; fabrics are listed apart). */
export async function loadCatalogRows(db: Db) {
  const [categories, parts, attributes, values, fabrics, templates, texts, prices, version] =
    await Promise.all([
      db.select().from(catalogCategories),
      db.select().from(catalogParts),
      db.select().from(catalogAttributes),
      db.select().from(catalogAttributeValues),
      db
        .select({
          id: catalogFabrics.id,
          number: catalogFabrics.number,
          colour: catalogFabrics.colour,
          hex: catalogFabrics.hex,
          secondaryHex: catalogFabrics.secondaryHex,
          pattern: catalogFabrics.pattern,
          weave: catalogFabrics.weave,
          weightGsm: catalogFabrics.weightGsm,
          opacity: catalogFabrics.opacity,
          stretch: catalogFabrics.stretch,
          season: catalogFabrics.season,
          weightClass: catalogFabrics.weightClass,
          nonIron: catalogFabrics.nonIron,
          oekoTex: catalogFabrics.oekoTex,
          priceGroup: catalogFabrics.priceGroup,
          stock: catalogFabrics.stock,
          origin: catalogFabrics.origin,
          active: catalogFabrics.active,
          sort: catalogFabrics.sort,
          pictureVersion: catalogFabrics.pictureVersion,
        })
        .from(catalogFabrics),
      db.select().from(shirtTemplates),
      db.select().from(catalogTranslations),
      db.select().from(catalogPrices),
      readCatalogVersion(db),
    ])
  return { categories, parts, attributes, values, fabrics, templates, texts, prices, version }
}

export type CatalogRows = Awaited<ReturnType<typeof loadCatalogRows>>

export async function readCatalogVersion(db: Db): Promise<number> {
  const rows = await db
    .select({ version: catalogVersion.version })
    .from(catalogVersion)
    .where(eq(catalogVersion.id, 1))
  return rows[0]?.version ?? 0
}

/**
 * Marks the catalog as changed: one statement raises the version and announces it on
 * `catalogChannel`, so the notification goes out exactly when the change commits (inside a
 * transaction, with it). Every instance drops its snapshot on the notification, or at its next
 * version check when the notification was missed. Returns the new version.
 */
export async function bumpCatalogVersion(db: Db): Promise<number> {
  const result = await db.execute(sql`
    with bumped as (
      update catalog_version set version = version + 1, updated_at = now() where id = 1 returning version
    )
    select version, pg_notify(${catalogChannel}, version::text) from bumped`)
  const rows = (result as unknown as { rows: { version: number }[] }).rows
  return Number(rows[0]?.version ?? 0)
}
