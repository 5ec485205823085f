import { checkPackage, type PackageCheck, packageSaving } from '#core/cart/rules.ts'

/** A design as the shirt list (shirt.php list) names it, as far as the package needs it. */
export type PackageCandidate = {
  shirtId: number
  priceBrutto: number
  priceGroup?: string | null
  orderStatus: number
  measure: { name: string; number: number } | null
}

/**
 * The package offer for the destination: the flat price of seven designs and each fabric group's
 * base price, so that a design's surcharges (its price above the base) go on top, as the cart
 * charges them.
 */
export type PackageOffer = {
  size: number
  fabricGroups: string[]
  priceBrutto: number
  basePricesBrutto: Record<string, number>
}

/** Why a design cannot go into a package: ordered, in another package, or a fabric outside the groups. */
export function candidateBlock(
  candidate: PackageCandidate,
  offer: Pick<PackageOffer, 'fabricGroups'>,
  packaged: ReadonlySet<number>,
): 'ORDERED' | 'IN_PACKAGE' | 'FABRIC' | null {
  if (candidate.orderStatus === 2) return 'ORDERED'
  if (packaged.has(candidate.shirtId)) return 'IN_PACKAGE'
  if (!offer.fabricGroups.includes(candidate.priceGroup ?? '')) return 'FABRIC'
  return null
}

export type SelectionSummary = {
  count: number
  remaining: number
  singlesBrutto: number
  /** Surcharged options of the chosen designs, charged on top of the package price. */
  surchargesBrutto: number
  /** The package price with those surcharges. */
  packageBrutto: number
  /** Only once the package is complete: the single prices' sum minus the package price. */
  savingBrutto: number | null
  profiles: { id: number; name: string }[]
  withoutProfile: number
  problem: Extract<PackageCheck, { ok: false }>['reason'] | null
  ready: boolean
}

const cents = (euros: number) => Math.round(euros * 100)

/**
 * What the builder shows for a choice: the count, the single prices against the package price,
 * the profiles in use, and the server's package rule (checkPackage) as the one judge of 'ready'.
 * Two profiles are reported at once, before the seventh design is chosen.
 */
export function summarizeSelection(
  chosen: readonly PackageCandidate[],
  offer: PackageOffer,
): SelectionSummary {
  const singles = chosen.map((candidate) => cents(candidate.priceBrutto))
  const profiles = new Map<number, string>()
  for (const candidate of chosen)
    if (candidate.measure) profiles.set(candidate.measure.number, candidate.measure.name)
  const check = checkPackage(
    chosen.map((candidate) => ({
      shirtId: candidate.shirtId,
      priceGroup: candidate.priceGroup ?? '',
      measureId: candidate.measure?.number ?? null,
    })),
  )
  const problem = profiles.size > 1 ? 'PACKAGE_MEASURE' : check.ok ? null : check.reason
  const complete = chosen.length === offer.size
  const surcharges = chosen.reduce((sum, candidate) => {
    const base = offer.basePricesBrutto[candidate.priceGroup ?? '']
    return base === undefined ? sum : sum + Math.max(0, cents(candidate.priceBrutto) - cents(base))
  }, 0)
  const packageCents = cents(offer.priceBrutto) + surcharges
  return {
    count: chosen.length,
    remaining: Math.max(0, offer.size - chosen.length),
    singlesBrutto: singles.reduce((sum, value) => sum + value, 0) / 100,
    surchargesBrutto: surcharges / 100,
    packageBrutto: packageCents / 100,
    savingBrutto: complete ? packageSaving(singles, packageCents) / 100 : null,
    profiles: [...profiles].map(([id, name]) => ({ id, name })),
    withoutProfile: chosen.filter((candidate) => !candidate.measure).length,
    problem,
    ready: complete && problem === null,
  }
}
