import { clearCart, countCustomerOrders } from '#db/queries/cart.ts'
import { countQueuedShirts, setOrderGuestToken } from '#db/queries/orders.ts'
import type { OrderAddress } from '#db/schema/index.ts'
import type { AddressInput } from '../addresses/rules.ts'
import { addToAddressBook } from '../addresses/use-cases.ts'
import { type CartView, type PricedCart, priceCart } from '../cart/cart.ts'
import { dissolvePackages } from '../cart/package7.ts'
import { packageProfilesDiffer, shippingZone } from '../cart/rules.ts'
import { getCatalog } from '../catalog/catalog-cache.ts'
import { designRowProfile } from '../measures/profile-in-use.ts'
import { RollBack } from '../result.ts'
import { effectiveCountry } from '../sessions/rules.ts'
import { ownerOf, type ShirtContext } from '../shirts/context.ts'
import { voucherUsable } from '../vouchers/rules.ts'
import { type CommitAnswer, commitOrder } from './commit-order.ts'
import { germanLineTexts, orderLines } from './order-lines.ts'
import type { PlaceOrderOptions } from './order-payment.ts'
import { offeredPaymentMethods, paymentSetting } from './payment.ts'
import { expectedDelivery, type PaymentMethod, paymentAllowed, requestHash } from './rules.ts'

export type PlaceOrderInput = {
  billingAddress: OrderAddress
  shippingAddress?: OrderAddress
  paymentMethod: PaymentMethod
  acceptTerms: boolean
  idempotencyKey?: string
  /** The total (euro) the customer saw when clicking; a different server total answers PRICE_CHANGED. */
  expectedTotal?: number
  needBy?: string
  /** 'Adresse speichern': this address joins the customer's book with the order, in its transaction. */
  saveToBook?: AddressInput
}

export type CheckoutError =
  | 'NOT_LOGGED_IN'
  | 'TERMS_REQUIRED'
  | 'EMPTY_CART'
  | 'MEASURE_MISSING'
  | 'PACKAGE_MEASURE'
  | 'PACKAGE_COUNT'
  | 'PACKAGE_FABRIC'
  | 'PACKAGE_DUPLICATE'
  | 'PRICE_CHANGED'
  | 'PAYMENT_UNAVAILABLE'
  | 'COUNTRY_MISMATCH'
  | 'VOUCHER_SPENT'
  | 'OUT_OF_STOCK'
  | 'FABRIC_OUT_OF_STOCK'
  | 'CART_CHANGED'
  | 'IDEMPOTENCY_RUNNING'
  | 'IDEMPOTENCY_MISMATCH'
  | 'NEED_BY_TOO_EARLY'

export type CheckoutFailure = {
  ok: false
  code: CheckoutError
  shirtId?: number
  fabricId?: number
  cart?: CartView
}

/** summary: what the checkout page shows before the order (priced cart, payment methods, delivery date). */
export async function checkoutSummary(context: ShirtContext, mode: { guest?: boolean } = {}) {
  const { deps, customer } = context
  if (!customer && !mode.guest) return { ok: false as const, code: 'NOT_LOGGED_IN' as const }
  const catalog = await getCatalog(deps.db)
  const country = effectiveCountry(context.session)
  // A guest has no history here: the methods of a first order, the first order's goodwill.
  const history = customer ? await countCustomerOrders(deps.db, customer.id) : { total: 0, paid: 0 }
  const priced = await priceCart({
    db: deps.db,
    catalog,
    owner: ownerOf(context),
    country,
    locale: context.locale,
    firstOrder: history.total === 0,
    now: deps.now(),
  })
  // A package that broke is shown as the single lines it became (as the cart does).
  await dissolvePackages(deps.db, ownerOf(context), priced.brokenPackages)
  const hasShirts = priced.lines.some((line) => line.type === 'shirt' || line.type === 'package7')
  const expected = expectedDelivery({
    orderedAt: deps.now(),
    hasShirts,
    queuedShirts: await countQueuedShirts(deps.db),
    zone: shippingZone(country),
  })
  return {
    ok: true as const,
    cart: priced.view,
    paymentMethods: offeredPaymentMethods(paymentSetting(deps.env, history.paid)),
    expectedDelivery: expected.toISOString().slice(0, 10),
    customer: customer
      ? { firstName: customer.firstName, lastName: customer.lastName, email: customer.email }
      : null,
  }
}

/**
 * A guest's order (core/orders/guest-order.ts): the row that stands for the guest in the order,
 * and the SHA-256 of the order's guest link, written with the order; `token` goes into its mail.
 */
export type GuestBuyer = {
  customer: NonNullable<ShirtContext['customer']>
  token: string
  tokenHash: string
  /** The token sealed for the status mails (core/secrets/kept-links.ts). */
  tokenSealed: string
}

/**
 * placeOrder: the cart as one order (commitOrder). Under the customer's lock the cart is priced
 * again on the server and refused by its rules; its designs are frozen with their profiles, the
 * products' stock taken, bought vouchers issued and the cart emptied with the order.
 */
export async function placeOrder(
  context: ShirtContext,
  input: PlaceOrderInput,
  options: PlaceOrderOptions = {},
  guest: GuestBuyer | null = null,
): Promise<PlaceOrderAnswer> {
  const { deps } = context
  // A guest orders the session's cart (the owner stays the session) under its guest row.
  const customer = guest?.customer ?? context.customer
  if (!customer) return { ok: false, code: 'NOT_LOGGED_IN' }
  if (!input.acceptTerms) return { ok: false, code: 'TERMS_REQUIRED' }
  const country = effectiveCountry(context.session)
  const shipping = input.shippingAddress ?? input.billingAddress
  if (shipping.countryCode.toUpperCase() !== country.countryCode)
    return { ok: false, code: 'COUNTRY_MISMATCH' }
  const history = await countCustomerOrders(deps.db, customer.id)
  if (!paymentAllowed(input.paymentMethod, paymentSetting(deps.env, history.paid)))
    return { ok: false, code: 'PAYMENT_UNAVAILABLE' }

  const catalog = await getCatalog(deps.db)
  const now = deps.now()
  const owner = ownerOf(context)
  return commitOrder<CheckoutFailure>(
    { ...context, customer },
    {
      paymentMethod: input.paymentMethod,
      billingAddress: input.billingAddress,
      shippingAddress: shipping,
      country,
      ...(input.needBy ? { needBy: input.needBy } : {}),
      ...(input.expectedTotal !== undefined ? { expectedTotal: input.expectedTotal } : {}),
      ...(input.idempotencyKey
        ? {
            idempotency: {
              key: input.idempotencyKey,
              requestHash: requestHash({ ...input, idempotencyKey: undefined }),
            },
          }
        : {}),
    },
    async (db) => {
      const orders = await countCustomerOrders(db, customer.id)
      const firstOrder = orders.total === 0
      const price = (locale: ShirtContext['locale']) =>
        priceCart({ db, catalog, owner, country, locale, firstOrder, now })
      const priced = await price(context.locale)
      const refused = cartRefusal(priced, now)
      if (refused) throw new RollBack(refused)
      return {
        lines: priced.lines,
        vouchers: priced.vouchers,
        firstOrder,
        packageStage: priced.lines.some((line) => line.type === 'package7') ? 'first' : null,
        fabric: cartFabric(priced),
        cart: priced.view,
        freezeLines: async (tx, orderId) =>
          orderLines(tx, {
            context,
            catalog,
            owner,
            priced,
            orderId,
            now,
            germanTexts: await germanLineTexts(context.locale, () => price('de')),
          }),
        settle: async (tx, orderId) => {
          await clearCart(tx, owner)
          if (guest)
            await setOrderGuestToken(tx, orderId, { hash: guest.tokenHash, sealed: guest.tokenSealed })
          else if (input.saveToBook) await addToAddressBook(tx, customer.id, input.saveToBook, now)
        },
      }
    },
    guest ? { ...options, guestToken: guest.token } : options,
  )
}

export type PlaceOrderAnswer = CommitAnswer | CheckoutFailure

/**
 * What the priced cart refuses before anything is written, under the customer's lock: each its
 * rule's code, some with the cart as it now stands; null when the order may go ahead.
 */
function cartRefusal(priced: PricedCart, now: Date): CheckoutFailure | null {
  if (priced.lines.length === 0) return { ok: false, code: 'EMPTY_CART' }
  // Every package is checked again here, under the customer's lock: seven of the customer's
  // designs in the cart, each once, fabric groups A/B, one profile. One that broke since the
  // customer last saw the cart is refused with its rule and the cart as it now stands.
  const broken = priced.brokenPackages[0]
  if (broken) return { ok: false, code: broken.reason, cart: priced.view }
  // A voucher the customer applied that is no longer usable: never charge the full price silently.
  if (priced.vouchers.some((voucher) => !voucherUsable(voucher, now))) {
    return { ok: false, code: 'VOUCHER_SPENT', cart: priced.view }
  }
  for (const line of priced.lines) {
    const designs = line.shirt ? [line.shirt] : (line.packageShirts ?? [])
    // The profile in use: the design's own, else the customer's standard profile.
    const missing = designs.find((design) => !designRowProfile(design))
    if (missing) return { ok: false, code: 'MEASURE_MISSING', shirtId: missing.id }
    // A profile changed on one design after the package went into the cart.
    if (
      line.packageShirts &&
      packageProfilesDiffer(line.packageShirts.map((design) => designRowProfile(design)?.id ?? null))
    )
      return { ok: false, code: 'PACKAGE_MEASURE' }
  }
  return null
}

/** Every shirt of the cart, by its fabric: what the order takes off the bolts. */
function cartFabric(priced: PricedCart) {
  return priced.lines.flatMap((line) => {
    if (line.type === 'shirt' && line.shirt) return [{ fabricId: line.shirt.fabricId, amount: line.amount }]
    if (line.type === 'package7')
      return (line.packageShirts ?? []).map((member) => ({ fabricId: member.fabricId, amount: 1 }))
    return []
  })
}
