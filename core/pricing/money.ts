/**
 * Money is integer euro cents. Catalog prices are German gross reference prices (19 % VAT, as
 * shop-facts.md quotes them); other countries pay the same net price plus their own VAT (OSS),
 * non-EU destinations the net price.
 */
export const referenceVatRate = 19

export function netFromReference(referenceGrossCents: number): number {
  return Math.round((referenceGrossCents * 100) / (100 + referenceVatRate))
}

export type Price = { grossCents: number; netCents: number; taxCents: number; vatRate: number }

/**
 * Price of a reference amount in a delivery country with `vatRate` percent VAT:
 * gross for that country, and net = gross / (1 + VAT).
 */
export function priceForCountry(referenceGrossCents: number, vatRate: number): Price {
  const grossCents =
    vatRate === referenceVatRate
      ? referenceGrossCents
      : Math.round((netFromReference(referenceGrossCents) * (100 + vatRate)) / 100)
  const netCents = Math.round((grossCents * 100) / (100 + vatRate))
  return { grossCents, netCents, taxCents: grossCents - netCents, vatRate }
}

/** The API's price text: '89,90€' (German format, no space; docs/api.md). */
export function euroText(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  const euros = Math.floor(abs / 100)
  const rest = String(abs % 100).padStart(2, '0')
  const grouped = String(euros).replace(/\B(?=(\d{3})+(?!\d))/g, '.')
  return `${sign}${grouped},${rest}€`
}

export function centsToEuro(cents: number): number {
  return Math.round(cents) / 100
}

/**
 * Splits `totalCents` over parts in proportion to `weights` (largest remainder): every part is
 * whole cents and the parts sum to the total exactly. Equal remainders go to the earlier part.
 */
export function splitByWeights(totalCents: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0)
  if (weights.length === 0) return []
  if (sum === 0) return weights.map((_, index) => (index === 0 ? totalCents : 0))
  const exact = weights.map((weight) => (totalCents * weight) / sum)
  const parts = exact.map((value) => Math.floor(value))
  let left = totalCents - parts.reduce((acc, part) => acc + part, 0)
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index)
  for (const { index } of order) {
    if (left <= 0) break
    parts[index] = (parts[index] ?? 0) + 1
    left -= 1
  }
  return parts
}
