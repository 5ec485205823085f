import { runToCompletion } from '#db/abandoned-work.ts'
import type { Db } from '#db/client.ts'
import { clearCart, countCustomerOrders, lockCustomer } from '#db/queries/cart.ts'
import { reserveFabric } from '#db/queries/fabric-stock.ts'
import {
  claimCheckoutRequest,
  countQueuedShirts,
  findCheckoutRequest,
  findCustomerOrder,
  finishCheckoutRequest,
  insertOrder,
  insertOrderItems,
  insertRedemption,
  markShirtsOrdered,
  releaseCheckoutRequest,
  setOrderNumbers,
  spendVoucher,
} from '#db/queries/orders.ts'
import type { OrderAddress } from '#db/schema/index.ts'
import { systemActor } from '../admin/audit.ts'
import { type CartView, type PricedCart, priceCart } from '../cart/cart.ts'
import { dissolvePackages } from '../cart/package7.ts'
import { packageProfilesDiffer, shippingZone } from '../cart/rules.ts'
import { getCatalog } from '../catalog/catalog-cache.ts'
import { fabricNeeds, metresOf } from '../catalog/stock.ts'
import { startCardCheckout } from '../payments/card-checkout.ts'
import { answerOfRollBack, RollBack } from '../result.ts'
import { effectiveCountry } from '../sessions/rules.ts'
import { ownerOf, type ShirtContext } from '../shirts/context.ts'
import { transitions } from '../shirts/order-status.ts'
import { voucherUsable } from '../vouchers/rules.ts'
import { germanLineTexts, orderLines } from './order-lines.ts'
import { sendOrderMails } from './order-mails.ts'
import { offeredPaymentMethods, offlinePayment, type PaymentStart, paymentSetting } from './payment.ts'
import {
  expectedDelivery,
  idempotencyOutcome,
  invoiceNumber,
  isPaymentMethod,
  orderNumber,
  type PaymentMethod,
  paymentAllowed,
  requestHash,
} from './rules.ts'
import { transitionOrder } from './transition-order.ts'
import { orderState } from './transitions.ts'

export type PlaceOrderInput = {
  billingAddress: OrderAddress
  shippingAddress?: OrderAddress
  paymentMethod: PaymentMethod
  acceptTerms: boolean
  idempotencyKey?: string
  /** The total (euro) the customer saw when clicking; a different server total answers PRICE_CHANGED. */
  expectedTotal?: number
  needBy?: string
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

/** Outside the order itself: the shop's origin for the links and pictures of the confirmation mail. */
export type PlaceOrderOptions = { origin?: string }

export type PlacedOrder = { orderId: number; number: string; totalBrutto: number; payment: PaymentStart }

export type CheckoutFailure = {
  ok: false
  code: CheckoutError
  shirtId?: number
  fabricId?: number
  cart?: CartView
}

/** summary: what the checkout page shows before the order (priced cart, payment methods, delivery date). */
export async function checkoutSummary(context: ShirtContext) {
  const { deps, customer } = context
  if (!customer) return { ok: false as const, code: 'NOT_LOGGED_IN' as const }
  const catalog = await getCatalog(deps.db)
  const country = effectiveCountry(context.session)
  const history = await countCustomerOrders(deps.db, customer.id)
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
    customer: { firstName: customer.firstName, lastName: customer.lastName, email: customer.email },
  }
}

/**
 * placeOrder: one transaction that re-prices the cart on the server, freezes every design and its
 * measurement profile into the order, spends vouchers with a guarded update, takes stock, marks
 * the designs ordered (1 → 2) and empties the cart. Idempotent by `idempotencyKey` (same key and
 * body: the first order again; still running: 409; other body: 422); without a key a double
 * submit finds the cart already ordered (the designs move 1 → 2 only once).
 */
export async function placeOrder(
  context: ShirtContext,
  input: PlaceOrderInput,
  options: PlaceOrderOptions = {},
): Promise<PlaceOrderAnswer> {
  const { deps, customer } = context
  if (!customer) return { ok: false, code: 'NOT_LOGGED_IN' }
  if (!input.acceptTerms) return { ok: false, code: 'TERMS_REQUIRED' }
  const country = effectiveCountry(context.session)
  const shipping = input.shippingAddress ?? input.billingAddress
  if (shipping.countryCode.toUpperCase() !== country.countryCode)
    return { ok: false, code: 'COUNTRY_MISMATCH' }
  const history = await countCustomerOrders(deps.db, customer.id)
  if (!paymentAllowed(input.paymentMethod, paymentSetting(deps.env, history.paid)))
    return { ok: false, code: 'PAYMENT_UNAVAILABLE' }

  const claim = await claimIdempotencyKey(context, customer.id, input, options)
  if ('answer' in claim) return claim.answer
  const { requestId } = claim

  const catalog = await getCatalog(deps.db)
  const queued = await countQueuedShirts(deps.db)
  const now = deps.now()
  try {
    const placed = await deps.db.transaction(async (db) => {
      // One checkout per customer at a time: a double submit waits here and then finds the cart ordered.
      await lockCustomer(db, customer.id)
      const owner = ownerOf(context)
      const orders = await countCustomerOrders(db, customer.id)
      const priced = await priceCart({
        db,
        catalog,
        owner,
        country,
        locale: context.locale,
        firstOrder: orders.total === 0,
        now,
      })
      const refused = cartRefusal(priced, input, now)
      if (refused) throw new RollBack(refused)
      const hasShirts = priced.lines.some((line) => line.type === 'shirt' || line.type === 'package7')
      const expected = expectedDelivery({
        orderedAt: now,
        hasShirts,
        queuedShirts: queued,
        zone: shippingZone(country),
      })
      if (input.needBy && input.needBy < expected.toISOString().slice(0, 10)) {
        throw new RollBack<CheckoutFailure>({ ok: false, code: 'NEED_BY_TOO_EARLY' })
      }
      const totals = priced.totals
      const orderId = await insertOrder(db, {
        customerId: customer.id,
        paymentMethod: input.paymentMethod,
        deliveryCountryId: country.countryID,
        lang: context.locale,
        itemsCents: totals.itemsCents,
        shippingCents: totals.shippingCents,
        discountCents: totals.discountCents,
        totalCents: totals.totalCents,
        netCents: totals.netCents,
        vat: totals.vat,
        billingAddress: input.billingAddress,
        shippingAddress: shipping,
        firstOrder: orders.total === 0 && hasShirts,
        // Fit first: one shirt of the package is made and tried on before the other six.
        packageStage: priced.lines.some((line) => line.type === 'package7') ? 'first' : null,
        needBy: input.needBy ?? null,
        expectedDelivery: expected.toISOString().slice(0, 10),
        idempotencyKey: input.idempotencyKey ?? null,
        createdAt: now,
      })
      const number = orderNumber(orderId, now)
      await setOrderNumbers(db, orderId, { number, invoiceNumber: invoiceNumber(orderId, now), at: now })

      await spendOrderVouchers(db, priced, orderId, now)

      const { items, orderedShirts } = await orderLines(db, {
        context,
        catalog,
        owner,
        priced,
        orderId,
        now,
        germanTexts: await germanLineTexts(context.locale, () =>
          priceCart({ db, catalog, owner, country, locale: 'de', firstOrder: orders.total === 0, now }),
        ),
      })
      await insertOrderItems(db, items)
      await reserveOrderFabric(db, priced, orderId)
      const moved = await markShirtsOrdered(db, orderedShirts, transitions.order, orderId, now)
      if (moved !== orderedShirts.length)
        throw new RollBack<CheckoutFailure>({ ok: false, code: 'CART_CHANGED' })
      await clearCart(db, owner)

      const nothingToPay = totals.totalCents === 0
      const payment: PaymentStart | null = nothingToPay
        ? { kind: 'paid', method: input.paymentMethod }
        : input.paymentMethod === 'card'
          ? null
          : offlinePayment(input.paymentMethod)
      if (payment?.kind === 'paid')
        await transitionOrder(db, systemActor('checkout'), orderId, { to: orderState.paid }, undefined, now)
      if (requestId !== null) await finishCheckoutRequest(db, requestId, orderId)
      return { orderId, number, totalBrutto: totals.totalCents / 100, totalCents: totals.totalCents, payment }
    })
    // After the commit, never inside it: a slow or failing mail server must not hold the
    // customer's lock nor undo a valid contract (sendOrderMails logs and swallows failures).
    // Sent even when the request passes its deadline meanwhile: the order is committed.
    await runToCompletion(() =>
      sendOrderMails(deps, {
        orderId: placed.orderId,
        customer: { id: customer.id, email: customer.email, firstName: customer.firstName },
        locale: context.locale,
        origin: options.origin ?? deps.env.PUBLIC_ORIGIN ?? 'http://localhost',
      }),
    )
    const payment =
      placed.payment ??
      (await startCardCheckout(
        deps,
        { id: placed.orderId, number: placed.number, totalCents: placed.totalCents, paymentRef: null },
        cardCustomer(context, options),
      ))
    return {
      ok: true,
      replay: false,
      orderId: placed.orderId,
      number: placed.number,
      totalBrutto: placed.totalBrutto,
      payment,
    }
  } catch (error) {
    if (requestId !== null) await releaseCheckoutRequest(deps.db, requestId)
    return answerOfRollBack<CheckoutFailure>(error)
  }
}

async function replayOrder(context: ShirtContext, orderId: number, options: PlaceOrderOptions) {
  const found = await findCustomerOrder(context.deps.db, orderId, context.customer?.id ?? 0)
  if (!found) return { ok: false as const, code: 'IDEMPOTENCY_MISMATCH' as const }
  const { order } = found
  return {
    ok: true as const,
    replay: true,
    orderId: order.id,
    number: order.number ?? '',
    totalBrutto: order.totalCents / 100,
    payment: await paymentOfOrder(context, order, options),
  }
}

/** pay: the customer's own order paid again (its card page reopened); null for another's or none. */
export async function payOrder(context: ShirtContext, orderId: number, options: PlaceOrderOptions) {
  const found = context.customer
    ? await findCustomerOrder(context.deps.db, orderId, context.customer.id)
    : null
  if (!found) return null
  const { order } = found
  return {
    orderId: order.id,
    number: order.number ?? '',
    payment: await paymentOfOrder(context, order, options),
  }
}

type StoredOrder = NonNullable<Awaited<ReturnType<typeof findCustomerOrder>>>['order']

/** How an existing order is paid now: already paid, the bank details, or (again) the card page. */
export async function paymentOfOrder(
  context: ShirtContext,
  order: StoredOrder,
  options: PlaceOrderOptions,
): Promise<PaymentStart> {
  const method = isPaymentMethod(order.paymentMethod) ? order.paymentMethod : 'prepayment'
  if (order.status !== orderState.pending || order.totalCents === 0) return { kind: 'paid', method }
  if (method !== 'card') return offlinePayment(method)
  return startCardCheckout(
    context.deps,
    { id: order.id, number: order.number ?? '', totalCents: order.totalCents, paymentRef: order.paymentRef },
    cardCustomer(context, options),
  )
}

function cardCustomer(context: ShirtContext, options: PlaceOrderOptions) {
  return {
    email: context.customer?.email ?? '',
    locale: context.locale,
    origin: options.origin ?? context.deps.env.PUBLIC_ORIGIN ?? 'http://localhost',
  }
}

export type PlaceOrderAnswer = ({ ok: true; replay: boolean } & PlacedOrder) | CheckoutFailure

/**
 * The idempotency key: same key and body answer the first order again, a key still running 409,
 * another body 422; otherwise the key is claimed for this request (its id, to finish or release).
 */
async function claimIdempotencyKey(
  context: ShirtContext,
  customerId: number,
  input: PlaceOrderInput,
  options: PlaceOrderOptions,
): Promise<{ requestId: number | null } | { answer: PlaceOrderAnswer }> {
  if (!input.idempotencyKey) return { requestId: null }
  const hash = requestHash({ ...input, idempotencyKey: undefined })
  const existing = await findCheckoutRequest(context.deps.db, customerId, input.idempotencyKey)
  const outcome = idempotencyOutcome(
    existing ? { requestHash: existing.requestHash, finished: existing.orderId !== null } : null,
    hash,
  )
  if (outcome === 'mismatch') return { answer: { ok: false, code: 'IDEMPOTENCY_MISMATCH' } }
  if (outcome === 'running') return { answer: { ok: false, code: 'IDEMPOTENCY_RUNNING' } }
  if (outcome === 'replay' && existing?.orderId)
    return { answer: await replayOrder(context, existing.orderId, options) }
  const requestId = await claimCheckoutRequest(context.deps.db, customerId, input.idempotencyKey, hash)
  if (requestId === null) {
    // Another request claimed the key between our read and insert.
    const again = await findCheckoutRequest(context.deps.db, customerId, input.idempotencyKey)
    if (again?.requestHash !== hash) return { answer: { ok: false, code: 'IDEMPOTENCY_MISMATCH' } }
    if (again.orderId) return { answer: await replayOrder(context, again.orderId, options) }
    return { answer: { ok: false, code: 'IDEMPOTENCY_RUNNING' } }
  }
  return { requestId }
}

/**
 * What the priced cart refuses before anything is written, under the customer's lock: each its
 * rule's code, some with the cart as it now stands; null when the order may go ahead.
 */
function cartRefusal(priced: PricedCart, input: PlaceOrderInput, now: Date): CheckoutFailure | null {
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
    const missing = designs.find((design) => !design.measureId)
    if (missing) return { ok: false, code: 'MEASURE_MISSING', shirtId: missing.id }
    // A profile changed on one design after the package went into the cart.
    if (line.packageShirts && packageProfilesDiffer(line.packageShirts.map((design) => design.measureId)))
      return { ok: false, code: 'PACKAGE_MEASURE' }
  }
  if (
    input.expectedTotal !== undefined &&
    Math.round(input.expectedTotal * 100) !== priced.totals.totalCents
  ) {
    return { ok: false, code: 'PRICE_CHANGED', cart: priced.view }
  }
  return null
}

/** Vouchers: the guarded update is the guarantee; losing it rolls the whole order back. */
async function spendOrderVouchers(db: Db, priced: PricedCart, orderId: number, now: Date) {
  for (const use of priced.totals.vouchers) {
    if (use.amountCents <= 0) continue
    const voucher = priced.vouchers.find((candidate) => candidate.code === use.code)
    if (!voucher || !(await spendVoucher(db, voucher.id, use.amountCents, now))) {
      throw new RollBack<CheckoutFailure>({ ok: false, code: 'VOUCHER_SPENT' })
    }
    await insertRedemption(db, voucher.id, orderId, use.amountCents)
  }
}

/**
 * Stock: every shirt of the order takes its fabric off the bolt (core/catalog/stock.ts), each
 * fabric with one guarded update in fabric-id order; a fabric without enough metres rolls the
 * whole order back with FABRIC_OUT_OF_STOCK, so parallel orders never oversell a bolt.
 */
async function reserveOrderFabric(db: Db, priced: PricedCart, orderId: number) {
  const shirts = priced.lines.flatMap((line) => {
    if (line.type === 'shirt' && line.shirt) return [{ fabricId: line.shirt.fabricId, amount: line.amount }]
    if (line.type === 'package7')
      return (line.packageShirts ?? []).map((member) => ({ fabricId: member.fabricId, amount: 1 }))
    return []
  })
  for (const [fabricId, centimetres] of fabricNeeds(shirts)) {
    if (!(await reserveFabric(db, orderId, fabricId, metresOf(centimetres)))) {
      throw new RollBack<CheckoutFailure>({ ok: false, code: 'FABRIC_OUT_OF_STOCK', fabricId })
    }
  }
}
