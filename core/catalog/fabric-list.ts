import { z } from 'zod'
import type { Locale } from '#config/locales.ts'
import { listFabrics } from '#db/queries/fabrics.ts'
import type { Deps } from '../deps.ts'
import { centsToEuro, priceForCountry } from '../pricing/money.ts'
import { groupBaseCents } from '../pricing/price-groups.ts'
import { getCatalog } from './catalog-cache.ts'
import { fabricColours } from './fabric-colours.ts'
import { fabricOpacities, fabricSeasons, fabricStretches, fabricWeightClasses } from './fabric-facets.ts'
import { fabricCentimetresPerShirt, metresOf, shirtFabricAvailable } from './stock.ts'

const list = <T extends string>(values: readonly [T, ...T[]]) =>
  z.array(z.enum(values)).max(values.length).optional()

/** Filters of the fabric picker and /stoffe, shared by the API and the pages. */
export const FabricQuerySchema = z.object({
  colours: list(fabricColours),
  patterns: list(['uni', 'stripes', 'checks', 'herringbone', 'dots']),
  weaves: list(['poplin', 'twill', 'oxford', 'herringbone', 'end-on-end', 'dobby', 'linen', 'flannel']),
  priceGroups: list(['A', 'B', 'C', 'D']),
  opacities: list(fabricOpacities),
  stretches: list(fabricStretches),
  seasons: list(fabricSeasons),
  weightClasses: list(fabricWeightClasses),
  nonIron: z.boolean().optional(),
  oekoTex: z.boolean().optional(),
  inStock: z.boolean().optional(),
  q: z.string().trim().max(60).optional(),
  sort: z
    .enum(['recommended', 'price-asc', 'price-desc', 'weight-asc', 'newest'])
    .optional()
    .default('recommended'),
  page: z.number().int().min(1).max(10_000).optional().default(1),
  pageSize: z.number().int().min(1).max(60).optional().default(24),
})
export type FabricQuery = z.infer<typeof FabricQuerySchema>

/** A page of fabrics with gross base prices for the delivery country's VAT. */
export async function findFabrics(deps: Deps, query: FabricQuery, locale: Locale, vatRate: number) {
  const { prices } = await getCatalog(deps.db)
  const { rows, total } = await listFabrics(deps.db, {
    filter: {
      colours: query.colours,
      patterns: query.patterns,
      weaves: query.weaves,
      priceGroups: query.priceGroups,
      opacities: query.opacities,
      stretches: query.stretches,
      seasons: query.seasons,
      weightClasses: query.weightClasses,
      nonIron: query.nonIron,
      oekoTex: query.oekoTex,
      minStock: query.inStock ? metresOf(fabricCentimetresPerShirt) : undefined,
      text: query.q || undefined,
    },
    sort: query.sort,
    page: query.page,
    pageSize: query.pageSize,
    locale,
  })
  return {
    fabrics: rows.map((row) => ({
      fabricId: row.id,
      number: row.number,
      name: row.name,
      colour: row.colour,
      hex: row.hex,
      pattern: row.pattern,
      weave: row.weave,
      weightGsm: row.weightGsm,
      opacity: row.opacity,
      stretch: row.stretch,
      season: row.season,
      weightClass: row.weightClass,
      composition: row.composition,
      nonIron: row.nonIron,
      oekoTex: row.oekoTex,
      priceGroup: row.priceGroup,
      priceBrutto: centsToEuro(priceForCountry(groupBaseCents(prices, row.priceGroup), vatRate).grossCents),
      inStock: shirtFabricAvailable(row.stock),
      origin: row.origin,
      image: `/media/samples/${row.id}.jpg`,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
    pages: Math.max(1, Math.ceil(total / query.pageSize)),
  }
}
