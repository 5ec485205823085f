import type { Country } from '#config/countries.ts'
import { priceForCountry } from '../pricing/money.ts'

/**
 * The cart's rules as plain functions (money in integer euro cents). Catalog prices are German
 * gross reference prices; `priceForCountry` turns them into the delivery country's gross price
 * (EU: its own VAT, non-EU: no VAT). Gift vouchers are multi-purpose vouchers (§ 3 (15) UStG):
 * no VAT when sold, the VAT falls due when they pay for goods, so redeeming one is a payment and
 * does not lower the VAT of the goods.
 */

export type CartItemType = 'shirt' | 'product' | 'voucher' | 'samples' | 'package7'

export const cartLimits = {
  /** Largest amount of one line (a customer ordering more calls the workshop). */
  maxAmount: 20,
  /** Lines besides designs. */
  maxLines: 50,
  samplesMax: 6,
  samplesPriceCents: 290,
  package7Shirts: 7,
  // The 7-shirt package's flat price is data the admin sets: catalog.prices.package7Cents.
  package7FabricGroups: ['A', 'B'] as readonly string[],
  voucherMinCents: 2_500,
  voucherMaxCents: 50_000,
} as const

/** A priced line before totals: the unit price is already the destination's gross price. */
export type PricedLine = {
  key: string
  type: CartItemType
  amount: number
  unitGrossCents: number
  /** VAT rate of this line in percent (0 for vouchers and non-EU destinations). */
  vatRate: number
  /** Physical goods travel by parcel; vouchers are sent as PDF. */
  shipped: boolean
  /** A remake under the fit promise: made and sent at the shop's cost, shipping included. */
  goodwill?: boolean
}

/** Unit price of a line type for a destination: vouchers carry no VAT, everything else the country's rate. */
export function unitPrice(type: CartItemType, referenceGrossCents: number, country: Pick<Country, 'VAT'>) {
  if (type === 'voucher')
    return { grossCents: referenceGrossCents, netCents: referenceGrossCents, vatRate: 0 }
  const price = priceForCountry(referenceGrossCents, country.VAT)
  return { grossCents: price.grossCents, netCents: price.netCents, vatRate: price.vatRate }
}

export function lineGross(line: Pick<PricedLine, 'amount' | 'unitGrossCents'>): number {
  return line.unitGrossCents * line.amount
}

/** net = gross / (1 + VAT), rounded to the cent. */
export function netOf(grossCents: number, vatRate: number): number {
  return Math.round((grossCents * 100) / (100 + vatRate))
}

export type ShippingZone = 'DE' | 'EU' | 'WORLD'

export const shippingTable: Record<ShippingZone, { cents: number; freeFromCents: number | null }> = {
  DE: { cents: 490, freeFromCents: 15_000 },
  EU: { cents: 990, freeFromCents: null },
  WORLD: { cents: 1_990, freeFromCents: null },
}

export function shippingZone(country: Pick<Country, 'countryCode' | 'eu'>): ShippingZone {
  if (country.countryCode === 'DE') return 'DE'
  return country.eu ? 'EU' : 'WORLD'
}

/**
 * Shipping (gross, destination): nothing when nothing is shipped, only fabric samples travel
 * (they go as a letter) or only a goodwill remake; Germany free from 150 € of goods; EU and the rest by zone.
 */
export function shippingCents(
  country: Pick<Country, 'countryCode' | 'eu'>,
  lines: readonly PricedLine[],
): number {
  const shipped = lines.filter((line) => line.shipped && !line.goodwill)
  if (shipped.length === 0 || shipped.every((line) => line.type === 'samples')) return 0
  const rule = shippingTable[shippingZone(country)]
  const goods = shipped.reduce((sum, line) => sum + lineGross(line), 0)
  if (rule.freeFromCents !== null && goods >= rule.freeFromCents) return 0
  return rule.cents
}

export type VoucherBalance = { code: string; balanceCents: number }
export type VoucherUse = { code: string; amountCents: number; remainingCents: number }

/**
 * Applies vouchers in the given order to what is payable: each pays at most its balance and at
 * most what is still open; a voucher that is not needed pays nothing and keeps its balance.
 * Vouchers do not pay for other vouchers (`voucherLinesCents` are excluded).
 */
export function applyVouchers(
  payableCents: number,
  voucherLinesCents: number,
  vouchers: readonly VoucherBalance[],
): { uses: VoucherUse[]; discountCents: number } {
  let open = Math.max(0, payableCents - voucherLinesCents)
  const uses: VoucherUse[] = []
  for (const voucher of vouchers) {
    const amountCents = Math.max(0, Math.min(voucher.balanceCents, open))
    open -= amountCents
    uses.push({ code: voucher.code, amountCents, remainingCents: voucher.balanceCents - amountCents })
  }
  return { uses, discountCents: uses.reduce((sum, use) => sum + use.amountCents, 0) }
}

export type VatShare = { rate: number; grossCents: number; netCents: number; vatCents: number }

export type CartTotals = {
  itemsCents: number
  shippingCents: number
  discountCents: number
  /** What the customer pays: items + shipping − vouchers. */
  totalCents: number
  /** Net of goods and shipping (vouchers are payments, they do not change it). */
  netCents: number
  vat: VatShare[]
  vouchers: VoucherUse[]
}

/**
 * Totals of a cart: lines, shipping for the destination, VAT per rate (net = gross / (1 + VAT) per
 * rate group, as an invoice shows it), vouchers as payment.
 */
export function cartTotals(
  lines: readonly PricedLine[],
  country: Pick<Country, 'countryCode' | 'eu' | 'VAT'>,
  vouchers: readonly VoucherBalance[] = [],
): CartTotals {
  const itemsCents = lines.reduce((sum, line) => sum + lineGross(line), 0)
  const shipping = shippingCents(country, lines)
  const byRate = new Map<number, number>()
  for (const line of lines) byRate.set(line.vatRate, (byRate.get(line.vatRate) ?? 0) + lineGross(line))
  // Shipping is an ancillary service: it follows the destination's rate of the goods.
  if (shipping > 0) byRate.set(country.VAT, (byRate.get(country.VAT) ?? 0) + shipping)
  const vat = [...byRate]
    .sort(([a], [b]) => b - a)
    .map(([rate, grossCents]) => {
      const netCents = netOf(grossCents, rate)
      return { rate, grossCents, netCents, vatCents: grossCents - netCents }
    })
  const voucherLines = lines
    .filter((line) => line.type === 'voucher')
    .reduce((sum, line) => sum + lineGross(line), 0)
  const applied = applyVouchers(itemsCents + shipping, voucherLines, vouchers)
  return {
    itemsCents,
    shippingCents: shipping,
    discountCents: applied.discountCents,
    totalCents: itemsCents + shipping - applied.discountCents,
    netCents: vat.reduce((sum, share) => sum + share.netCents, 0),
    vat,
    vouchers: applied.uses,
  }
}

/** Distinct VAT rates among taxable lines: more than one means a line was priced for another country. */
export function distinctVatRates(rates: readonly number[]): number[] {
  return [...new Set(rates)].sort((a, b) => a - b)
}

export type AmountCheck =
  | { ok: true; amount: number }
  | { ok: false; reason: 'AMOUNT_RANGE' | 'FIXED_AMOUNT' }

/** Amounts a line may take: 1 … maxAmount; designs in a package and vouchers and samples stay 1. */
export function checkAmount(type: CartItemType, amount: number): AmountCheck {
  if (!Number.isInteger(amount) || amount < 1 || amount > cartLimits.maxAmount)
    return { ok: false, reason: 'AMOUNT_RANGE' }
  if ((type === 'package7' || type === 'samples') && amount !== 1)
    return { ok: false, reason: 'FIXED_AMOUNT' }
  return { ok: true, amount }
}

export type PackageCheck =
  | { ok: true }
  | { ok: false; reason: 'PACKAGE_COUNT' | 'PACKAGE_FABRIC' | 'PACKAGE_MEASURE' | 'PACKAGE_DUPLICATE' }

/** The 7-shirt package: seven different designs, fabric groups A or B, one measurement profile (or none yet). */
export function checkPackage(
  designs: readonly { shirtId: number; priceGroup: string; measureId: number | null }[],
): PackageCheck {
  if (designs.length !== cartLimits.package7Shirts) return { ok: false, reason: 'PACKAGE_COUNT' }
  if (new Set(designs.map((design) => design.shirtId)).size !== designs.length)
    return { ok: false, reason: 'PACKAGE_DUPLICATE' }
  if (!designs.every((design) => cartLimits.package7FabricGroups.includes(design.priceGroup)))
    return { ok: false, reason: 'PACKAGE_FABRIC' }
  if (packageProfilesDiffer(designs.map((design) => design.measureId)))
    return { ok: false, reason: 'PACKAGE_MEASURE' }
  return { ok: true }
}

/**
 * One measurement profile per package: true when the designs name two or more profiles. Designs
 * without a profile yet do not count here (the order itself requires one for every design).
 */
export function packageProfilesDiffer(measureIds: readonly (number | null)[]): boolean {
  return new Set(measureIds.filter((id) => id !== null)).size > 1
}

export type PackageReason = Extract<PackageCheck, { ok: false }>['reason']

/**
 * A package already in the cart, as it stands now: `shirtIds` are the designs it was built from,
 * `present` those still there (the owner's, in the cart), `heldElsewhere` designs an earlier
 * package of the cart already holds. Seven different designs, all present, none twice, fabric
 * groups A/B, one profile: anything else names the broken rule.
 */
export function checkPackageInCart(
  shirtIds: readonly number[],
  present: readonly { shirtId: number; priceGroup: string; measureId: number | null }[],
  heldElsewhere: ReadonlySet<number>,
): PackageCheck {
  if (shirtIds.some((id) => heldElsewhere.has(id))) return { ok: false, reason: 'PACKAGE_DUPLICATE' }
  const byId = new Map(present.map((design) => [design.shirtId, design]))
  if (shirtIds.some((id) => !byId.has(id)) && new Set(shirtIds).size === shirtIds.length)
    return { ok: false, reason: 'PACKAGE_COUNT' }
  return checkPackage(shirtIds.map((id) => byId.get(id) ?? { shirtId: id, priceGroup: '', measureId: null }))
}

/**
 * The package's reference price (German gross cents): the flat price for the seven designs plus
 * every design's surcharges (parts and options above its fabric group's base price) on top.
 */
export function packageReferenceCents(package7Cents: number, surchargesCents: readonly number[]): number {
  return package7Cents + surchargesCents.reduce((sum, cents) => sum + cents, 0)
}

/** Saving of the package against the seven designs' single prices (never negative). */
export function packageSaving(singlePricesCents: readonly number[], packageCents: number): number {
  return Math.max(0, singlePricesCents.reduce((sum, cents) => sum + cents, 0) - packageCents)
}

export function checkVoucherValue(cents: number): boolean {
  return (
    Number.isInteger(cents) &&
    cents >= cartLimits.voucherMinCents &&
    cents <= cartLimits.voucherMaxCents &&
    cents % 100 === 0
  )
}

export function checkSamples(fabricIds: readonly number[]): boolean {
  return (
    fabricIds.length >= 1 &&
    fabricIds.length <= cartLimits.samplesMax &&
    new Set(fabricIds).size === fabricIds.length
  )
}

/** Right of withdrawal per line (§ 312g (2) no. 1 BGB): made-to-measure shirts are excluded, the rest keeps 14 days. */
export function withdrawalApplies(type: CartItemType): boolean {
  return type !== 'shirt' && type !== 'package7'
}
