import { eq } from 'drizzle-orm'
import type { Db } from '../client.ts'
import {
  catalogAttributes,
  catalogAttributeValues,
  catalogCategories,
  catalogFabrics,
  catalogParts,
  catalogTranslations,
  catalogVersion,
  shirtTemplates,
} from '../schema/index.ts'

/** Everything the designer needs, in one go (the catalog is small; fabrics are listed apart). */
export async function loadCatalogRows(db: Db) {
  const [categories, parts, attributes, values, fabrics, templates, texts, version] = await Promise.all([
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
        nonIron: catalogFabrics.nonIron,
        oekoTex: catalogFabrics.oekoTex,
        priceGroup: catalogFabrics.priceGroup,
        stock: catalogFabrics.stock,
        origin: catalogFabrics.origin,
        active: catalogFabrics.active,
        sort: catalogFabrics.sort,
      })
      .from(catalogFabrics),
    db.select().from(shirtTemplates),
    db.select().from(catalogTranslations),
    readCatalogVersion(db),
  ])
  return { categories, parts, attributes, values, fabrics, templates, texts, version }
}

export type CatalogRows = Awaited<ReturnType<typeof loadCatalogRows>>

export async function readCatalogVersion(db: Db): Promise<number> {
  const rows = await db
    .select({ version: catalogVersion.version })
    .from(catalogVersion)
    .where(eq(catalogVersion.id, 1))
  return rows[0]?.version ?? 0
}
