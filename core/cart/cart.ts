import { type Country, findCountry } from '#config/countries.ts'
import type { Locale } from '#config/locales.ts'
import type { Db } from '#db/client.ts'
import {
  addCartVoucher,
  type CartRow,
  countCustomerOrders,
  deleteCartRow,
  findCartRow,
  findVoucherByCode,
  insertCartRow,
  listCartRows,
  listCartVouchers,
  removeCartVoucher,
  replaceSampleFabrics,
  repriceCartRows,
  updateCartAmount,
} from '#db/queries/cart.ts'
import { findVoucherGiftDesign } from '#db/queries/orders.ts'
import { findProduct } from '#db/queries/products.ts'
import { updateSession } from '#db/queries/sessions.ts'
import {
  findGiftCopy,
  findOwnedShirt,
  listOwnedShirts,
  moveShirtsAlong,
  type ShirtOwner,
  type StoredShirtRow,
  setCartShirtAmount,
} from '#db/queries/shirts.ts'
import { getCatalog } from '../catalog/catalog-cache.ts'
import { variantReferenceCents } from '../catalog/product-views.ts'
import { type CatalogSnapshot, catalogText } from '../catalog/snapshot.ts'
import { limits } from '../limits/rules.ts'
import { centsToEuro } from '../pricing/money.ts'
import { effectiveCountry } from '../sessions/rules.ts'
import type { ShirtContext } from '../shirts/context.ts'
import { ownerOf } from '../shirts/context.ts'
import { insertDesignCopy } from '../shirts/copy-design.ts'
import { describeDesign } from '../shirts/describe.ts'
import { orderStatus, transitions } from '../shirts/order-status.ts'
import { designPreview } from '../shirts/preview.ts'
import { stateOf } from '../shirts/read-shirts.ts'
import { designReferenceCents } from '../shirts/shirt-price.ts'
import { moveShirt } from '../shirts/write-shirts.ts'
import { normalizeVoucherCode, voucherUsable } from '../vouchers/rules.ts'
import {
  addPackage,
  dissolvePackages,
  type PackageNotice,
  type PackageReview,
  type PackageSurcharge,
  packageHolding,
  packageLine,
  reviewPackages,
} from './package7.ts'
import {
  type CartItemType,
  cartLimits,
  cartTotals,
  checkAmount,
  checkSamples,
  checkVoucherValue,
  distinctVatRates,
  type PricedLine,
  unitPrice,
  withdrawalApplies,
} from './rules.ts'
import { type CartNotice, cartTexts } from './texts.ts'

export type CartError =
  | 'NOT_FOUND'
  | 'AMOUNT_RANGE'
  | 'FIXED_AMOUNT'
  | 'UNKNOWN_PRODUCT'
  | 'VARIANT_REQUIRED'
  | 'OUT_OF_STOCK'
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
  measure: { id: number; name: string } | null
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

function designDetail(catalog: CatalogSnapshot, row: StoredShirtRow, locale: Locale): DesignDetail {
  const state = stateOf(row)
  return {
    shirtId: row.id,
    summary: describeDesign(catalog, state, locale),
    measure: row.measureId && row.measureName ? { id: row.measureId, name: row.measureName } : null,
    preview: designPreview(catalog, row.previewKey, state),
  }
}

const pick = (names: Record<Locale, string> | null, locale: Locale) => names?.[locale] ?? names?.de ?? ''

/**
 * Reads and prices the owner's cart for a destination. Runs on `db` (a transaction at checkout).
 * Designs in the cart are shirts with orderStatus `inCart`; those in a 7-shirt package appear only there.
 */
export async function priceCart(input: {
  db: Db
  catalog: CatalogSnapshot
  owner: ShirtOwner
  country: Country
  locale: Locale
  firstOrder: boolean
  now: Date
}): Promise<PricedCart> {
  const { db, catalog, owner, country, locale } = input
  const [shirtRows, rows, voucherRows] = [
    await listOwnedShirts(db, owner, [orderStatus.inCart]),
    await listCartRows(db, owner),
    await listCartVouchers(db, owner),
  ]
  const texts = cartTexts[locale]
  const shirtById = new Map(shirtRows.map((row) => [row.id, row]))
  // Every package is checked against its designs as they are now; a broken one is single lines.
  const packages = reviewPackages(catalog, rows, shirtById)
  const inPackage = new Set([...packages.intact.values()].flat().map((member) => member.id))
  const lines: PricedCart['lines'] = []

  const push = (
    type: CartItemType,
    key: string,
    referenceCents: number,
    amount: number,
    view: Omit<
      CartItemView,
      'itemId' | 'type' | 'amount' | 'priceBrutto' | 'priceNetto' | 'VAT' | 'lineBrutto' | 'withdrawal'
    >,
    extra: Partial<PricedCart['lines'][number]> = {},
  ) => {
    const price = unitPrice(type, referenceCents, country)
    const lineCents = price.grossCents * amount
    const item: CartItemView = {
      itemId: key,
      type,
      amount,
      priceBrutto: centsToEuro(price.grossCents),
      priceNetto: centsToEuro(price.netCents),
      VAT: price.vatRate,
      lineBrutto: centsToEuro(lineCents),
      withdrawal: withdrawalApplies(type),
      ...view,
    }
    lines.push({
      key,
      type,
      amount,
      unitGrossCents: price.grossCents,
      vatRate: price.vatRate,
      shipped: type !== 'voucher',
      view: item,
      ...extra,
    })
  }

  for (const row of shirtRows) {
    if (inPackage.has(row.id)) continue
    const detail = designDetail(catalog, row, locale)
    push(
      'shirt',
      `shirt-${row.id}`,
      designReferenceCents(catalog, stateOf(row)).totalCents,
      row.amount,
      { shirtId: row.id, name: texts.shirt, description: detail.summary, design: detail },
      { shirt: row },
    )
  }
  for (const row of rows) {
    const key = `item-${row.id}`
    if (row.type === 'product') {
      const variant = pick(row.variantName, locale)
      push(
        'product',
        key,
        variantReferenceCents(
          { priceCents: row.productPriceCents ?? 0 },
          { priceCents: row.variantPriceCents },
        ),
        row.amount,
        {
          productId: row.productId ?? undefined,
          variantId: row.variantId,
          name: pick(row.productName, locale) + (variant ? ` – ${variant}` : ''),
          description: pick(row.productDescription, locale),
        },
        { row },
      )
    } else if (row.type === 'voucher') {
      const gift = row.giftShirtId ? await findOwnedShirt(db, row.giftShirtId, owner) : null
      const giftDesign = gift ? describeDesign(catalog, stateOf(gift), locale) : undefined
      const description = row.recipientName ? texts.voucherFor(row.recipientName) : texts.voucherPdf
      push(
        'voucher',
        key,
        row.voucherValueCents ?? 0,
        row.amount,
        {
          name: gift ? texts.voucherWithShirt : texts.voucher,
          description: giftDesign ? `${giftDesign}. ${description}` : description,
          recipientName: row.recipientName,
          message: row.message,
          ...(giftDesign ? { giftDesign } : {}),
        },
        gift ? { row, giftShirt: gift } : { row },
      )
    } else if (row.type === 'samples') {
      const fabricIds = row.fabricIds ?? []
      push(
        'samples',
        key,
        cartLimits.samplesPriceCents,
        1,
        {
          name: texts.samples(fabricIds.length),
          description: fabricIds.map((id) => catalogText(catalog, 'fabric', id, locale).name).join(', '),
          fabricIds,
          image: fabricIds[0] ? `/media/samples/${fabricIds[0]}.jpg` : undefined,
        },
        { row },
      )
    } else {
      const members = packages.intact.get(row.id)
      if (!members) continue
      const { referenceCents, ...view } = packageLine(catalog, members, country, locale)
      const problem = packages.waiting.get(row.id)
      push(
        'package7',
        key,
        referenceCents,
        1,
        {
          ...view,
          designs: members.map((member) => designDetail(catalog, member, locale)),
          ...(problem ? { problem } : {}),
        },
        { row, packageShirts: members },
      )
    }
  }

  const usable = voucherRows.filter((voucher) => voucherUsable(voucher, input.now))
  const totals = cartTotals(
    lines,
    country,
    usable.map((voucher) => ({ code: voucher.code, balanceCents: voucher.balanceCents })),
  )
  const taxable = rows.filter((row) => row.type !== 'voucher').map((row) => row.vatRate)
  const vatMismatch = distinctVatRates([...taxable, ...(taxable.length ? [country.VAT] : [])]).length > 1
  return {
    lines,
    totals,
    vouchers: voucherRows,
    vatMismatch,
    country,
    brokenPackages: packages.broken,
    view: {
      ...(packages.broken.length
        ? { packageNotices: packages.broken.map(({ rowId: _rowId, ...notice }) => notice) }
        : {}),
      items: lines.map((line) => line.view),
      total: {
        itemsBrutto: centsToEuro(totals.itemsCents),
        shippingBrutto: centsToEuro(totals.shippingCents),
        discountBrutto: centsToEuro(totals.discountCents),
        totalBrutto: centsToEuro(totals.totalCents),
        totalNetto: centsToEuro(totals.netCents),
        vat: totals.vat.map((share) => ({
          rate: share.rate,
          amount: centsToEuro(share.vatCents),
          netto: centsToEuro(share.netCents),
        })),
        currency: 'EUR',
        vouchers: totals.vouchers.map((use) => ({
          code: use.code,
          amount: centsToEuro(use.amountCents),
          remaining: centsToEuro(use.remainingCents),
        })),
        deliveryCountry: { countryID: country.countryID, countryCode: country.countryCode, VAT: country.VAT },
        firstOrderGoodwill:
          input.firstOrder && lines.some((line) => line.type === 'shirt' || line.type === 'package7'),
      },
    },
  }
}

async function isFirstOrder(context: ShirtContext) {
  if (!context.customer) return true
  return (await countCustomerOrders(context.deps.db, context.customer.id)).total === 0
}

export type CartAnswer = { view: CartView; notice?: CartNotice }

/**
 * list: the priced cart. Lines priced for another country's VAT are re-priced and the answer says
 * 'Multiple VAT rates found' (the page re-reads up to twice, then warns); an empty cart says
 * 'No items in the cart'.
 */
export async function listCart(context: ShirtContext): Promise<CartAnswer> {
  const { deps } = context
  const catalog = await getCatalog(deps.db)
  const country = effectiveCountry(context.session)
  const owner = ownerOf(context)
  const priced = await priceCart({
    db: deps.db,
    catalog,
    owner,
    country,
    locale: context.locale,
    firstOrder: await isFirstOrder(context),
    now: deps.now(),
  })
  // Vouchers used up or expired since they were applied leave the cart (the order would refuse them).
  for (const voucher of priced.vouchers) {
    if (!voucherUsable(voucher, deps.now())) await removeCartVoucher(deps.db, owner, voucher.id)
  }
  // A package that broke becomes the single lines this answer already shows, with its notice.
  await dissolvePackages(deps.db, owner, priced.brokenPackages)
  if (priced.vatMismatch) {
    await repriceCartRows(deps.db, owner, country.VAT)
    return { view: priced.view, notice: 'VAT_REPRICED' }
  }
  if (priced.view.items.length === 0) return { view: priced.view, notice: 'CART_EMPTY' }
  return { view: priced.view }
}

/** num: the number of pieces in the cart (a package counts once). */
export async function countCart(context: ShirtContext): Promise<number> {
  const owner = ownerOf(context)
  const [shirtRows, rows] = [
    await listOwnedShirts(context.deps.db, owner, [orderStatus.inCart]),
    await listCartRows(context.deps.db, owner),
  ]
  const inPackage = new Set(rows.flatMap((row) => (row.type === 'package7' ? (row.shirtIds ?? []) : [])))
  return (
    shirtRows.filter((row) => !inPackage.has(row.id)).reduce((sum, row) => sum + row.amount, 0) +
    rows.reduce((sum, row) => sum + row.amount, 0)
  )
}

export type AddItem =
  | { type: 'shirt'; shirtId: number }
  | { type: 'product'; productId: number; variantId?: number; amount: number }
  | { type: 'voucher'; value: number; recipientName?: string; message?: string; shirtId?: number }
  | { type: 'samples'; fabricIds: number[] }
  | { type: 'package7'; shirtIds: number[] }

type Ok = { ok: true }

/** A second identical add within this window answers the first (double clicks add once). */
const doubleClickMs = 3000

function recent(createdAt: Date, now: Date) {
  return now.getTime() - new Date(createdAt).getTime() < doubleClickMs
}

export async function addToCart(context: ShirtContext, item: AddItem): Promise<Ok | CartFailure> {
  const { deps } = context
  const owner = ownerOf(context)
  const country = effectiveCountry(context.session)
  const now = deps.now()
  const base = { sessionId: owner.sessionId, customerId: owner.customerId, vatRate: country.VAT }
  switch (item.type) {
    case 'shirt': {
      const moved = await moveShirt(context, item.shirtId, 'addToCart')
      if (moved.ok) return { ok: true }
      if (moved.code === 'NOT_FOUND') return { ok: false, code: 'NOT_FOUND' }
      return { ok: false, code: 'ALREADY_ORDERED' }
    }
    case 'product': {
      const amount = checkAmount('product', item.amount)
      if (!amount.ok) return { ok: false, code: amount.reason }
      const product = await findProduct(deps.db, item.productId)
      if (!product) return { ok: false, code: 'UNKNOWN_PRODUCT' }
      const variant = product.variants.find((candidate) => candidate.id === item.variantId) ?? null
      if (product.variants.length > 0 && !variant) return { ok: false, code: 'VARIANT_REQUIRED' }
      if (product.variants.length === 0 && item.variantId) return { ok: false, code: 'VARIANT_REQUIRED' }
      return deps.db.transaction(async (db) => {
        const rows = await listCartRows(db, owner)
        const same = rows.find(
          (row) =>
            row.type === 'product' && row.productId === product.id && row.variantId === (variant?.id ?? null),
        )
        const total = (same?.amount ?? 0) + amount.amount
        if (variant && total > variant.stock) return { ok: false as const, code: 'OUT_OF_STOCK' as const }
        if (same) {
          if (recent(same.createdAt, now)) return { ok: true as const }
          if (total > cartLimits.maxAmount) return { ok: false as const, code: 'AMOUNT_RANGE' as const }
          await updateCartAmount(db, same.id, owner, total)
          return { ok: true as const }
        }
        if (rows.length >= cartLimits.maxLines) return { ok: false as const, code: 'CART_FULL' as const }
        await insertCartRow(db, {
          ...base,
          type: 'product',
          productId: product.id,
          variantId: variant?.id ?? null,
          amount: amount.amount,
          createdAt: now,
        })
        return { ok: true as const }
      })
    }
    case 'voucher': {
      const cents = Math.round(item.value * 100)
      if (!checkVoucherValue(cents)) return { ok: false, code: 'VOUCHER_VALUE' }
      // A pre-designed shirt for the recipient: one of the giver's own designs, in any state.
      if (item.shirtId && !(await findOwnedShirt(deps.db, item.shirtId, owner))) {
        return { ok: false, code: 'UNKNOWN_SHIRT' }
      }
      return deps.db.transaction(async (db) => {
        const rows = await listCartRows(db, owner)
        const twin = rows.find(
          (row) =>
            row.type === 'voucher' &&
            row.voucherValueCents === cents &&
            (row.giftShirtId ?? 0) === (item.shirtId ?? 0) &&
            (row.recipientName ?? '') === (item.recipientName ?? '') &&
            (row.message ?? '') === (item.message ?? '') &&
            recent(row.createdAt, now),
        )
        if (twin) return { ok: true as const }
        if (rows.length >= cartLimits.maxLines) return { ok: false as const, code: 'CART_FULL' as const }
        await insertCartRow(db, {
          ...base,
          vatRate: 0,
          type: 'voucher',
          voucherValueCents: cents,
          recipientName: item.recipientName || null,
          message: item.message || null,
          giftShirtId: item.shirtId ?? null,
          createdAt: now,
        })
        return { ok: true as const }
      })
    }
    case 'samples': {
      if (!checkSamples(item.fabricIds)) return { ok: false, code: 'SAMPLES' }
      const catalog = await getCatalog(deps.db)
      if (!item.fabricIds.every((id) => catalog.fabrics.has(id))) return { ok: false, code: 'UNKNOWN_FABRIC' }
      return deps.db.transaction(async (db) => {
        const rows = await listCartRows(db, owner)
        const existing = rows.find((row) => row.type === 'samples')
        if (existing) {
          // One sample set per cart: a new choice replaces the old one.
          await replaceSampleFabrics(db, existing.id, item.fabricIds)
          return { ok: true as const }
        }
        await insertCartRow(db, {
          ...base,
          type: 'samples',
          fabricIds: item.fabricIds,
          amount: 1,
          createdAt: now,
        })
        return { ok: true as const }
      })
    }
    case 'package7':
      return addPackage(context, item.shirtIds)
  }
}

type ItemRef = { kind: 'shirt'; id: number } | { kind: 'item'; id: number }

export function parseItemId(itemId: string): ItemRef | null {
  const match = /^(shirt|item)-(\d{1,10})$/.exec(itemId)
  if (!match) return null
  const id = Number(match[2])
  return id > 0 && id <= 2_147_483_647 ? { kind: match[1] as 'shirt' | 'item', id } : null
}

/** update (itemId, amount). */
export async function updateCartItem(
  context: ShirtContext,
  itemId: string,
  amount: number,
): Promise<Ok | CartFailure> {
  const { deps } = context
  const owner = ownerOf(context)
  const ref = parseItemId(itemId)
  if (!ref) return { ok: false, code: 'NOT_FOUND' }
  if (ref.kind === 'shirt') {
    const check = checkAmount('shirt', amount)
    if (!check.ok) return { ok: false, code: check.reason }
    if (await packageHolding(deps.db, owner, ref.id)) return { ok: false, code: 'FIXED_AMOUNT' }
    const rows = await listOwnedShirts(deps.db, owner, [orderStatus.inCart])
    if (!rows.some((row) => row.id === ref.id)) return { ok: false, code: 'NOT_FOUND' }
    if (!(await setCartShirtAmount(deps.db, ref.id, amount, deps.now())))
      return { ok: false, code: 'NOT_FOUND' }
    return { ok: true }
  }
  const row = await findCartRow(deps.db, ref.id, owner)
  if (!row) return { ok: false, code: 'NOT_FOUND' }
  const check = checkAmount(row.type, amount)
  if (!check.ok) return { ok: false, code: check.reason }
  if (row.type === 'product' && row.variantId) {
    const product = await findProduct(deps.db, row.productId ?? 0)
    const variant = product?.variants.find((candidate) => candidate.id === row.variantId)
    if (variant && amount > variant.stock) return { ok: false, code: 'OUT_OF_STOCK' }
  }
  await updateCartAmount(deps.db, row.id, owner, amount)
  return { ok: true }
}

/** remove (itemId): a design goes back to 'Meine Hemden' (orderStatus `open`), a package releases its designs. */
export async function removeCartItem(context: ShirtContext, itemId: string): Promise<Ok | CartFailure> {
  const { deps } = context
  const owner = ownerOf(context)
  const ref = parseItemId(itemId)
  if (!ref) return { ok: false, code: 'NOT_FOUND' }
  if (ref.kind === 'shirt') {
    const moved = await moveShirt(context, ref.id, 'remove')
    if (moved.ok) return { ok: true }
    if (moved.code === 'PACKAGE_MEMBER') return { ok: false, code: 'PACKAGE_MEMBER' }
    return { ok: false, code: moved.code === 'NOT_FOUND' ? 'NOT_FOUND' : 'STATUS_CONFLICT' }
  }
  return deps.db.transaction(async (tx) => {
    const deleted = await deleteCartRow(tx, ref.id, owner)
    if (!deleted) return { ok: false as const, code: 'NOT_FOUND' as const }
    if (deleted.shirtIds?.length) {
      await moveShirtsAlong(tx, deleted.shirtIds, transitions.remove, deps.now())
    }
    return { ok: true as const }
  })
}

/**
 * applyVoucher (code): one answer for unknown, unpaid, used and expired codes; after
 * `limits.voucherSession` wrong codes in 15 minutes the session waits. The balance is only taken
 * when the order is placed.
 */
export async function applyVoucher(
  context: ShirtContext,
  rawCode: string,
): Promise<(Ok & { giftShirtId?: number }) | CartFailure> {
  const { deps, session } = context
  const now = deps.now()
  // Counted before the code is looked up, so parallel guesses beyond the limit are never checked.
  const attempt = await deps.limiter.consume(limits.voucherSession, session.id)
  if (!attempt.allowed) return { ok: false, code: 'VOUCHER_THROTTLED', retryAfter: attempt.retryAfterSeconds }
  const voucher = await findVoucherByCode(deps.db, normalizeVoucherCode(rawCode))
  if (!voucher || !voucherUsable(voucher, now)) return { ok: false, code: 'VOUCHER_INVALID' }
  // A valid code does not count against the session.
  await deps.limiter.reward(limits.voucherSession, session.id)
  const owner = ownerOf(context)
  const giftDesign = await findVoucherGiftDesign(deps.db, voucher.id)
  if (!giftDesign) {
    await addCartVoucher(deps.db, owner, voucher.id)
    return { ok: true }
  }
  // Gift a shirt: the giver's design becomes the recipient's own design in the cart, once; the
  // recipient adds their own measurement profile, which the giver never sees.
  const giftShirtId = await deps.db.transaction(async (db) => {
    await addCartVoucher(db, owner, voucher.id)
    const copy = await findGiftCopy(db, owner, voucher.id)
    if (copy) return copy.id
    return insertDesignCopy(db, owner, giftDesign, {
      now,
      orderStatus: orderStatus.inCart,
      giftVoucherId: voucher.id,
    })
  })
  return { ok: true, giftShirtId }
}

export async function removeVoucher(context: ShirtContext, rawCode: string): Promise<Ok | CartFailure> {
  const voucher = await findVoucherByCode(context.deps.db, normalizeVoucherCode(rawCode))
  if (!voucher) return { ok: false, code: 'NOT_FOUND' }
  const removed = await removeCartVoucher(context.deps.db, ownerOf(context), voucher.id)
  return removed ? { ok: true } : { ok: false, code: 'NOT_FOUND' }
}

/** setDeliveryCountry (countryId): the session's destination, and the cart re-priced for it. */
export async function setCartCountry(context: ShirtContext, countryId: number): Promise<Ok | CartFailure> {
  const country = findCountry(countryId)
  if (!country) return { ok: false, code: 'UNKNOWN_COUNTRY' }
  const { deps } = context
  await deps.db.transaction(async (tx) => {
    await updateSession(tx, context.session.id, { deliveryCountryId: country.countryID })
    await repriceCartRows(tx, ownerOf(context), country.VAT)
  })
  context.session.deliveryCountryId = country.countryID
  return { ok: true }
}

/** The fabrics of the cart's sample set (one set per cart), for the fabric pages' sample button. */
export async function currentSampleSet(context: ShirtContext): Promise<number[]> {
  const rows = await listCartRows(context.deps.db, ownerOf(context))
  return rows.find((row) => row.type === 'samples')?.fabricIds ?? []
}
