/**
 * The wear facets of a fabric (issue 'Fabrics side by side'): how see-through it is, how much it
 * gives, the season it suits and its weight class. All four are stored columns of
 * catalog_fabrics (CHECK constraints hold them to these values), filters of /stoffe and rows of
 * the comparison.
 */
export const fabricOpacities = ['sheer', 'semi-opaque', 'opaque'] as const
export const fabricStretches = ['none', 'slight', 'stretch'] as const
export const fabricSeasons = ['summer', 'all-year', 'winter'] as const
export const fabricWeightClasses = ['light', 'medium', 'heavy'] as const

export type FabricOpacity = (typeof fabricOpacities)[number]
export type FabricStretch = (typeof fabricStretches)[number]
export type FabricSeason = (typeof fabricSeasons)[number]
export type FabricWeightClass = (typeof fabricWeightClasses)[number]

export type FabricFacets = {
  opacity: FabricOpacity
  stretch: FabricStretch
  season: FabricSeason
  weightClass: FabricWeightClass
}

/**
 * The weight class a shirting of `weightGsm` g/m² usually belongs to: up to 114 g/m² light, up to
 * 149 medium, from 150 heavy. The back office may set another class (a linen of 165 g/m² wears
 * lighter than its weight); this rule seeds the catalogue and preselects the class of a new fabric.
 */
export function weightClassOf(weightGsm: number): FabricWeightClass {
  if (weightGsm < 115) return 'light'
  if (weightGsm < 150) return 'medium'
  return 'heavy'
}

/** What a fabric's facets follow from: its weave, weight and fibres. */
export type FacetSource = {
  weave: string
  weightGsm: number
  /** Contains elastane (stretch yarn). */
  elastane: boolean
  /** Contains linen. */
  linen: boolean
}

/**
 * The facets a fabric gets when nobody has judged it yet (the seed, and the migration that added
 * the columns, which repeats this rule in SQL): elastane stretches, a twill or herringbone gives a
 * little; linen and light fabrics are for summer, flannel and the heaviest for winter; light plain
 * weaves and linen show through a little, the lightest poplins more.
 */
export function defaultFacetsOf(source: FacetSource): FabricFacets {
  const diagonal = source.weave === 'twill' || source.weave === 'herringbone'
  const stretch: FabricStretch = source.elastane ? 'stretch' : diagonal ? 'slight' : 'none'
  const season: FabricSeason =
    source.linen || source.weightGsm < 105
      ? 'summer'
      : source.weave === 'flannel' || source.weightGsm >= 180
        ? 'winter'
        : 'all-year'
  const opacity: FabricOpacity =
    source.weightGsm < 105
      ? 'sheer'
      : source.linen || (source.weightGsm < 120 && ['poplin', 'end-on-end'].includes(source.weave))
        ? 'semi-opaque'
        : 'opaque'
  return { opacity, stretch, season, weightClass: weightClassOf(source.weightGsm) }
}
