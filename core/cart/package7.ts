import type { Country } from '#config/countries.ts'
import type { Locale } from '#config/locales.ts'
import type { Db } from '#db/client.ts'
import { type CartRow, deleteCartRow, insertCartRow, listCartRows } from '#db/queries/cart.ts'
import {
  listOwnedShirts,
  putShirtsInPackage,
  type ShirtOwner,
  type StoredShirtRow,
} from '#db/queries/shirts.ts'
import { getCatalog } from '../catalog/catalog-cache.ts'
import { type CatalogSnapshot, catalogText } from '../catalog/snapshot.ts'
import { designRowProfile } from '../measures/profile-in-use.ts'
import { centsToEuro, priceForCountry } from '../pricing/money.ts'
import { effectiveCountry } from '../sessions/rules.ts'
import { ownerOf, type ShirtContext } from '../shirts/context.ts'
import { orderStatus } from '../shirts/order-status.ts'
import { stateOf } from '../shirts/read-shirts.ts'
import { designReferenceCents } from '../shirts/shirt-price.ts'
import {
  checkPackage,
  checkPackageInCart,
  type PackageReason,
  packageReferenceCents,
  packageSaving,
  unitPrice,
} from './rules.ts'
import { cartTexts } from './texts.ts'

/**
 * The 7-shirt package in the cart: its price (flat price plus each design's surcharges), the
 * check that it still holds whatever happened to its designs since it went into the cart, and
 * adding one. Pure rules live in rules.ts; this module reads and writes through db/queries.
 */

/** A surcharged choice of one package design, priced for the destination. */
export type PackageSurcharge = { shirtId: number; name: string; amountBrutto: number }

/** A package that no longer holds: its designs are single lines now, and the cart says why. */
export type PackageNotice = {
  itemId: string
  reason: Exclude<PackageReason, 'PACKAGE_MEASURE'>
  shirtIds: number[]
}

export type PackageReview = {
  /** Packages that hold (or only wait for one shared profile): row id → its designs. */
  intact: Map<number, StoredShirtRow[]>
  /** Intact packages whose designs name two profiles: the order waits until one is assigned. */
  waiting: Map<number, 'PACKAGE_MEASURE'>
  /** Packages that broke (a design removed, deleted, another owner's, outside A/B, in two packages). */
  broken: (PackageNotice & { rowId: number })[]
}

/**
 * Checks every package of the cart against the designs as they are now (`inCart`: the owner's
 * designs with orderStatus 1). A package whose designs went to different profiles stays (the
 * customer can assign one profile); any other break dissolves it into single lines.
 */
export function reviewPackages(
  catalog: CatalogSnapshot,
  rows: readonly CartRow[],
  inCart: ReadonlyMap<number, StoredShirtRow>,
): PackageReview {
  const review: PackageReview = { intact: new Map(), waiting: new Map(), broken: [] }
  const held = new Set<number>()
  for (const row of rows) {
    if (row.type !== 'package7') continue
    const shirtIds = row.shirtIds ?? []
    const members = shirtIds.map((id) => inCart.get(id)).filter((s): s is StoredShirtRow => !!s)
    const check = checkPackageInCart(
      shirtIds,
      members.map((member) => ({
        shirtId: member.id,
        priceGroup: catalog.fabrics.get(member.fabricId)?.priceGroup ?? '',
        measureId: designRowProfile(member)?.id ?? null,
      })),
      held,
    )
    const reason = check.ok ? null : check.reason
    if (reason === null || reason === 'PACKAGE_MEASURE') {
      review.intact.set(row.id, members)
      for (const id of shirtIds) held.add(id)
      if (reason) review.waiting.set(row.id, reason)
    } else {
      review.broken.push({ rowId: row.id, itemId: `item-${row.id}`, reason, shirtIds })
    }
  }
  return review
}

/** The choices of a design that cost extra (parts and option values), with their reference cents. */
function surchargedChoices(catalog: CatalogSnapshot, member: StoredShirtRow, locale: Locale) {
  const state = stateOf(member)
  const price = designReferenceCents(catalog, state)
  const choices: { name: string; cents: number }[] = []
  for (const [partId, cents] of price.partCents) {
    if (cents > 0) choices.push({ name: catalogText(catalog, 'part', partId, locale).name, cents })
  }
  for (const [slot, cents] of price.attributeCents) {
    const chosen = state.attributes.get(slot)
    if (cents <= 0 || !chosen) continue
    const attribute = catalogText(catalog, 'attribute', chosen.attributeId, locale).name
    const value = chosen.text ?? catalogText(catalog, 'value', chosen.valueId, locale).name
    choices.push({ name: `${attribute}: ${value}`, cents })
  }
  return { choices, surchargeCents: price.totalCents - price.baseCents }
}

/**
 * One package line: seven designs at the package price plus their surcharges, each surcharge
 * listed on the line and in its description (which the order, the mail and the invoice keep).
 */
export function packageLine(
  catalog: CatalogSnapshot,
  members: readonly StoredShirtRow[],
  country: Country,
  locale: Locale,
) {
  const texts = cartTexts[locale]
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' })
  const surcharges: PackageSurcharge[] = []
  const described: string[] = []
  const designSurcharges: number[] = []
  for (const [index, member] of members.entries()) {
    const { choices, surchargeCents } = surchargedChoices(catalog, member, locale)
    designSurcharges.push(surchargeCents)
    for (const choice of choices) {
      const gross = priceForCountry(choice.cents, country.VAT).grossCents
      surcharges.push({ shirtId: member.id, name: choice.name, amountBrutto: centsToEuro(gross) })
      described.push(`${texts.package7Design(index + 1)}: ${choice.name} ${money.format(gross / 100)}`)
    }
  }
  const referenceCents = packageReferenceCents(catalog.prices.package7Cents, designSurcharges)
  const singles = members.map(
    (member) =>
      unitPrice('shirt', designReferenceCents(catalog, stateOf(member)).totalCents, country).grossCents,
  )
  const packageCents = unitPrice('package7', referenceCents, country).grossCents
  return {
    referenceCents,
    name: texts.package7,
    description: described.length
      ? `${texts.package7Note} ${texts.package7Surcharges(described.join('; '))}`
      : texts.package7Note,
    surcharges,
    savingBrutto: centsToEuro(packageSaving(singles, packageCents)),
  }
}

/**
 * Dissolves packages that broke: the cart line goes, its designs that are still in the cart stay
 * there as single lines at their own prices (they already are orderStatus 1).
 */
export async function dissolvePackages(db: Db, owner: ShirtOwner, broken: PackageReview['broken']) {
  for (const notice of broken) await deleteCartRow(db, notice.rowId, owner)
}

/** The cart's package line holding a design, if any (changes that would break it are refused). */
export async function packageHolding(db: Db, owner: ShirtOwner, shirtId: number) {
  const rows = await listCartRows(db, owner)
  return rows.find((row) => row.type === 'package7' && (row.shirtIds ?? []).includes(shirtId)) ?? null
}

/** add {type:'package7', shirtIds}: seven of the owner's open or in-cart designs as one line. */
export async function addPackage(context: ShirtContext, ids: readonly number[]) {
  const { deps } = context
  const owner = ownerOf(context)
  const country = effectiveCountry(context.session)
  const now = deps.now()
  const catalog = await getCatalog(deps.db)
  return deps.db.transaction(async (db) => {
    const owned = (await listOwnedShirts(db, owner, Object.values(orderStatus))).filter((row) =>
      ids.includes(row.id),
    )
    if (owned.length !== new Set(ids).size) return { ok: false as const, code: 'NOT_FOUND' as const }
    if (owned.some((row) => row.orderStatus === orderStatus.ordered))
      return { ok: false as const, code: 'ALREADY_ORDERED' as const }
    const rows = await listCartRows(db, owner)
    const packaged = rows.filter((row) => row.type === 'package7')
    const sameSet = packaged.find(
      (row) => (row.shirtIds ?? []).length === ids.length && ids.every((id) => row.shirtIds?.includes(id)),
    )
    if (sameSet) return { ok: true as const }
    if (packaged.some((row) => (row.shirtIds ?? []).some((id) => ids.includes(id))))
      return { ok: false as const, code: 'PACKAGE_DUPLICATE' as const }
    const check = checkPackage(
      ids.map((id) => {
        const row = owned.find((candidate) => candidate.id === id)
        return {
          shirtId: id,
          priceGroup: catalog.fabrics.get(row?.fabricId ?? 0)?.priceGroup ?? '',
          measureId: row ? (designRowProfile(row)?.id ?? null) : null,
        }
      }),
    )
    if (!check.ok) return { ok: false as const, code: check.reason }
    await putShirtsInPackage(db, ids, owner, now)
    await insertCartRow(db, {
      sessionId: owner.sessionId,
      customerId: owner.customerId,
      vatRate: country.VAT,
      type: 'package7',
      shirtIds: [...ids],
      amount: 1,
      createdAt: now,
    })
    return { ok: true as const }
  })
}
