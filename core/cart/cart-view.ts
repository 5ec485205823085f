import type { Country } from '#config/countries.ts'
import type { CartRow, listCartVouchers } from '#db/queries/cart.ts'
import type { StoredShirtRow } from '#db/queries/shirts.ts'
import type { PackageNotice, PackageReview, PackageSurcharge } from './package7.ts'
import type { CartItemType, cartTotals, PricedLine } from './rules.ts'

export type CartError =
  | 'NOT_FOUND'
  | 'AMOUNT_RANGE'
  | 'FIXED_AMOUNT'
  | 'UNKNOWN_PRODUCT'
  | 'VARIANT_REQUIRED'
  | 'OUT_OF_STOCK'
  | 'FABRIC_OUT_OF_STOCK'
  | 'VOUCHER_VALUE'
  | 'SAMPLES'
  | 'UNKNOWN_FABRIC'
  | 'PACKAGE_COUNT'
  | 'PACKAGE_FABRIC'
  | 'PACKAGE_MEASURE'
  | 'PACKAGE_DUPLICATE'
  | 'ALREADY_ORDERED'
  | 'STATUS_CONFLICT'
  | 'VOUCHER_INVALID'
  | 'VOUCHER_THROTTLED'
  | 'UNKNOWN_COUNTRY'
  | 'CART_FULL'
  | 'UNKNOWN_SHIRT'
  | 'PACKAGE_MEMBER'

export type CartFailure = { ok: false; code: CartError; retryAfter?: number }

export type DesignDetail = {
  shirtId: number
  summary: string
  /** The profile in use (core/measures/profile-in-use.ts): chosen for it, or the owner's standard. */
  measure: { id: number; name: string; source: 'chosen' | 'standard' } | null
  preview: [string, string, number, number][]
}

export type CartItemView = {
  itemId: string
  type: CartItemType
  shirtId?: number
  productId?: number
  variantId?: number | null
  name: string
  description: string
  amount: number
  priceBrutto: number
  priceNetto: number
  VAT: number
  lineBrutto: number
  image?: string
  withdrawal: boolean
  design?: DesignDetail
  designs?: DesignDetail[]
  savingBrutto?: number
  /** A package's surcharged options, charged on top of the package price. */
  surcharges?: PackageSurcharge[]
  /** A package that cannot be ordered as it is (its designs name two profiles). */
  problem?: 'PACKAGE_MEASURE'
  fabricIds?: number[]
  recipientName?: string | null
  message?: string | null
  /** A gift voucher's pre-designed shirt, in one plain-language line. */
  giftDesign?: string
}

export type CartTotalView = {
  itemsBrutto: number
  shippingBrutto: number
  discountBrutto: number
  totalBrutto: number
  totalNetto: number
  vat: { rate: number; amount: number; netto: number }[]
  currency: 'EUR'
  vouchers: { code: string; amount: number; remaining: number }[]
  deliveryCountry: { countryID: number; countryCode: string; VAT: number }
  firstOrderGoodwill: boolean
}

export type CartView = {
  items: CartItemView[]
  total: CartTotalView
  /** Packages that no longer held and became single lines, with the rule that broke. */
  packageNotices?: PackageNotice[]
}

/** Everything a cart answer or an order needs, priced by the server for the destination. */
export type PricedCart = {
  view: CartView
  lines: (PricedLine & {
    view: CartItemView
    row?: CartRow
    shirt?: StoredShirtRow
    packageShirts?: StoredShirtRow[]
    /** A gift voucher's design as it stands; checkout freezes it into the order line. */
    giftShirt?: StoredShirtRow
  })[]
  totals: ReturnType<typeof cartTotals>
  vouchers: Awaited<ReturnType<typeof listCartVouchers>>
  vatMismatch: boolean
  country: Country
  /** Packages that broke since they went into the cart (priced here as single lines). */
  brokenPackages: PackageReview['broken']
}
