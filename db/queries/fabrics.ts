import { and, asc, count, desc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../client.ts'
import {
  catalogFabrics,
  catalogTranslations,
  type fabricOpacityValues,
  type fabricSeasonValues,
  type fabricStretchValues,
  type fabricWeightClassValues,
} from '../schema/index.ts'

export type FabricFilter = {
  colours?: string[]
  patterns?: string[]
  weaves?: string[]
  priceGroups?: string[]
  opacities?: (typeof fabricOpacityValues)[number][]
  stretches?: (typeof fabricStretchValues)[number][]
  seasons?: (typeof fabricSeasonValues)[number][]
  weightClasses?: (typeof fabricWeightClassValues)[number][]
  nonIron?: boolean
  oekoTex?: boolean
  /** Metres a fabric needs at least to count as in stock. */
  minStock?: number
  text?: string
}
export type FabricSort = 'recommended' | 'price-asc' | 'price-desc' | 'weight-asc' | 'newest'

function conditions(filter: FabricFilter): SQL[] {
  const list: SQL[] = [eq(catalogFabrics.active, true)]
  if (filter.colours?.length) list.push(inArray(catalogFabrics.colour, filter.colours))
  if (filter.patterns?.length) list.push(inArray(catalogFabrics.pattern, filter.patterns))
  if (filter.weaves?.length) list.push(inArray(catalogFabrics.weave, filter.weaves))
  if (filter.priceGroups?.length)
    list.push(inArray(catalogFabrics.priceGroup, filter.priceGroups as ('A' | 'B' | 'C' | 'D')[]))
  if (filter.opacities?.length) list.push(inArray(catalogFabrics.opacity, filter.opacities))
  if (filter.stretches?.length) list.push(inArray(catalogFabrics.stretch, filter.stretches))
  if (filter.seasons?.length) list.push(inArray(catalogFabrics.season, filter.seasons))
  if (filter.weightClasses?.length) list.push(inArray(catalogFabrics.weightClass, filter.weightClasses))
  if (filter.nonIron) list.push(eq(catalogFabrics.nonIron, true))
  if (filter.oekoTex) list.push(eq(catalogFabrics.oekoTex, true))
  if (filter.minStock !== undefined) list.push(gte(catalogFabrics.stock, filter.minStock))
  if (filter.text) {
    // The search text is lower-case; LIKE metacharacters in the query are matched literally.
    const escaped = filter.text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)
    list.push(sql`${catalogFabrics.searchText} like ${`%${escaped}%`}`)
  }
  return list
}

const orderings: Record<FabricSort, SQL[]> = {
  recommended: [asc(catalogFabrics.sort), asc(catalogFabrics.id)],
  'price-asc': [asc(catalogFabrics.priceGroup), asc(catalogFabrics.sort), asc(catalogFabrics.id)],
  'price-desc': [desc(catalogFabrics.priceGroup), asc(catalogFabrics.sort), asc(catalogFabrics.id)],
  'weight-asc': [asc(catalogFabrics.weightGsm), asc(catalogFabrics.id)],
  newest: [desc(catalogFabrics.id)],
}

/** One filtered page of fabrics with their names in `locale` (German as fallback) and the total. */
export async function listFabrics(
  db: Db,
  input: { filter: FabricFilter; sort: FabricSort; page: number; pageSize: number; locale: string },
) {
  const where = and(...conditions(input.filter))
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: catalogFabrics.id,
        number: catalogFabrics.number,
        colour: catalogFabrics.colour,
        hex: catalogFabrics.hex,
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
        name: sql<string>`coalesce(${catalogTranslations.name}, ${catalogFabrics.number})`,
        composition: sql<string>`coalesce(${catalogTranslations.extra}->>'composition', '')`,
      })
      .from(catalogFabrics)
      .leftJoin(
        catalogTranslations,
        and(
          eq(catalogTranslations.kind, 'fabric'),
          eq(catalogTranslations.refId, catalogFabrics.id),
          eq(catalogTranslations.locale, input.locale),
        ),
      )
      .where(where)
      .orderBy(...orderings[input.sort])
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ total: count() }).from(catalogFabrics).where(where),
  ])
  return { rows, total: Number(totals[0]?.total ?? 0) }
}

/** The shelf places of some fabrics (the production sheet's 'Regal'), null where none is recorded. */
export async function findFabricShelves(
  db: Db,
  fabricIds: readonly number[],
): Promise<Map<number, string | null>> {
  if (fabricIds.length === 0) return new Map()
  const rows = await db
    .select({ id: catalogFabrics.id, shelf: catalogFabrics.shelf })
    .from(catalogFabrics)
    .where(inArray(catalogFabrics.id, [...new Set(fabricIds)]))
  return new Map(rows.map((row) => [row.id, row.shelf]))
}
