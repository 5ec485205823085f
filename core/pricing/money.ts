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
