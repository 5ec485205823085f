import type { Country } from '#config/countries.ts'
import type { Db } from '#db/client.ts'
import { lockCustomer } from '#db/queries/cart.ts'
import { reserveFabric } from '#db/queries/fabric-stock.ts'
import {
  claimCheckoutRequest,
  countQueuedShirts,
  findCheckoutRequest,
  finishCheckoutRequest,
  insertOrder,
  insertOrderItems,
  insertRedemption,
  markShirtsOrdered,
  releaseCheckoutRequest,
  setInvoiceNumber,
  setOrderNumber,
  spendVoucher,
  takeInvoiceNumber,
} from '#db/queries/orders.ts'
import type { OrderAddress } from '#db/schema/index.ts'
import { systemActor } from '../admin/audit.ts'
import type { CartView } from '../cart/cart.ts'
import { cartTotals, type PricedLine, shippingZone } from '../cart/rules.ts'
import { fabricNeeds, metresOf } from '../catalog/stock.ts'
import { startCardCheckout } from '../payments/card-checkout.ts'
import { answerOfRollBack, RollBack } from '../result.ts'
import type { ShirtContext } from '../shirts/context.ts'
import { transitions } from '../shirts/order-status.ts'
import { enqueueOrderEffects, enqueueOrderMails } from './order-jobs.ts'
import {
  cardCustomer,
  originOf,
  type PlacedOrder,
  type PlaceOrderOptions,
  replayOrder,
} from './order-payment.ts'
import { offlinePayment, type PaymentStart } from './payment.ts'
import {
  expectedDelivery,
  idempotencyOutcome,
  invoiceNumber,
  invoiceSeries,
  orderNumber,
  type PaymentMethod,
} from './rules.ts'
import { transitionOrder } from './transition-order.ts'
import { orderState } from './transitions.ts'

/** The refusals of committing itself, whatever way the order came (cart or team). */
export type CommitFailure = {
  ok: false
  code:
    | 'PRICE_CHANGED'
    | 'NEED_BY_TOO_EARLY'
    | 'VOUCHER_SPENT'
    | 'FABRIC_OUT_OF_STOCK'
    | 'CART_CHANGED'
    | 'IDEMPOTENCY_RUNNING'
    | 'IDEMPOTENCY_MISMATCH'
  fabricId?: number
  cart?: CartView
}

export type OrderItemDraft = Parameters<typeof insertOrderItems>[1][number]

/**
 * What one way of ordering puts into the order, gathered under the customer's lock by its own
 * rules (a refusal is thrown as a RollBack with the way's own failure).
 */
export type GatheredOrder = {
  /** The order's lines priced on the server: the order's totals come from these alone. */
  lines: readonly PricedLine[]
  /** Vouchers the customer applied, spent as payment of this order. */
  vouchers: readonly { id: number; code: string; balanceCents: number }[]
  /** The customer's first order (with shirts, it carries the first-order goodwill). */
  firstOrder: boolean
  /** Fit first: one shirt of a package is made and tried on before the other six. */
  packageStage: 'first' | null
  /** Every shirt's fabric, taken off the bolt. */
  fabric: readonly { fabricId: number; amount: number }[]
  /** The lines as the order keeps them (designs and measurements frozen) and the designs to mark ordered. */
  freezeLines: (db: Db, orderId: number) => Promise<{ items: OrderItemDraft[]; orderedShirts: number[] }>
  /** What else the way moves with the order, in the same transaction (the cart emptied, the team ordered). */
  settle: (db: Db, orderId: number) => Promise<void>
  /** The cart as it now stands, shown with PRICE_CHANGED. */
  cart?: CartView
  /** A remake under the fit promise: the order whose shirt it makes again. */
  remakeOf?: number
}

export type CommitOrderInput = {
  paymentMethod: PaymentMethod
  billingAddress: OrderAddress
  shippingAddress: OrderAddress
  country: Country
  needBy?: string
  /** The total (euro) the customer saw when clicking; a different server total answers PRICE_CHANGED. */
  expectedTotal?: number
  /** Same key and body: the first order again; still running: IDEMPOTENCY_RUNNING; other body: IDEMPOTENCY_MISMATCH. */
  idempotency?: { key: string; requestHash: string }
}

export type CommitOrderOptions = PlaceOrderOptions & {
  /** A team's order: its members hear of it too. */
  team?: boolean
  /** A guest's order: its confirmation mail carries the guest link with this token. */
  guestToken?: string
}

export type CommitAnswer = { ok: true; replay: boolean } & PlacedOrder

/** A gathered order, or the order that was placed already by the same submit. */
export type Gathered = GatheredOrder | { replayOf: number }

type Customer = NonNullable<ShirtContext['customer']>

/** Who orders, in which language: the customer's own request, or the workshop's remake for them. */
export type OrderingContext = Pick<ShirtContext, 'deps' | 'locale'> & { customer: Customer }

/**
 * commitOrder: the one way an order is written. In one transaction under the customer's lock:
 * gather what is ordered, total it, write the order with its numbers and frozen lines, spend the
 * vouchers, take the fabric off the bolt, mark the designs ordered, settle the rest and decide how
 * payment starts (nothing to pay, bank details, or the card page after the commit). Idempotent by
 * key; without one a double submit finds its designs already ordered (they move 1 → 2 only once).
 */
export async function commitOrder<F extends { ok: false; code: string }>(
  context: OrderingContext,
  input: CommitOrderInput,
  gather: (db: Db) => Promise<Gathered>,
  options: CommitOrderOptions = {},
): Promise<CommitAnswer | CommitFailure | F> {
  const { deps, customer } = context
  const claim = await claimIdempotencyKey(context, input.idempotency, options)
  if ('answer' in claim) return claim.answer
  const { requestId } = claim
  const queued = await countQueuedShirts(deps.db)
  const now = deps.now()
  try {
    const placed = await deps.db.transaction(async (db) => {
      // One order per customer at a time: a double submit waits here and then finds it placed.
      await lockCustomer(db, customer.id)
      const gathered = await gather(db)
      if ('replayOf' in gathered) return { replay: true as const, orderId: gathered.replayOf }
      const totals = cartTotals(gathered.lines, input.country, gathered.vouchers)
      if (input.expectedTotal !== undefined && Math.round(input.expectedTotal * 100) !== totals.totalCents)
        throw new RollBack<CommitFailure>({
          ok: false,
          code: 'PRICE_CHANGED',
          ...(gathered.cart ? { cart: gathered.cart } : {}),
        })
      const hasShirts = gathered.lines.some((line) => line.type === 'shirt' || line.type === 'package7')
      const expected = expectedDelivery({
        orderedAt: now,
        hasShirts,
        queuedShirts: queued,
        zone: shippingZone(input.country),
      })
      if (input.needBy && input.needBy < expected.toISOString().slice(0, 10))
        throw new RollBack<CommitFailure>({ ok: false, code: 'NEED_BY_TOO_EARLY' })
      const orderId = await insertOrder(db, {
        customerId: customer.id,
        paymentMethod: input.paymentMethod,
        deliveryCountryId: input.country.countryID,
        lang: context.locale,
        itemsCents: totals.itemsCents,
        shippingCents: totals.shippingCents,
        discountCents: totals.discountCents,
        totalCents: totals.totalCents,
        netCents: totals.netCents,
        vat: totals.vat,
        billingAddress: input.billingAddress,
        shippingAddress: input.shippingAddress,
        firstOrder: gathered.firstOrder && hasShirts,
        packageStage: gathered.packageStage,
        needBy: input.needBy ?? null,
        expectedDelivery: expected.toISOString().slice(0, 10),
        idempotencyKey: input.idempotency?.key ?? null,
        remakeOfOrderId: gathered.remakeOf ?? null,
        createdAt: now,
      })
      const number = orderNumber(orderId, now)
      await setOrderNumber(db, orderId, number)
      await spendVouchers(db, gathered.vouchers, totals.vouchers, orderId, now)
      const { items, orderedShirts } = await gathered.freezeLines(db, orderId)
      await insertOrderItems(db, items)
      await reserveOrderFabric(db, gathered.fabric, orderId)
      const moved = await markShirtsOrdered(db, orderedShirts, transitions.order, orderId, now)
      if (moved !== orderedShirts.length)
        throw new RollBack<CommitFailure>({ ok: false, code: 'CART_CHANGED' })
      await gathered.settle(db, orderId)
      // The invoice is issued with the order, its number taken last: the counter stays locked
      // from here to the commit only, and a rollback before it gives the number back.
      const invoiceSequence = await takeInvoiceNumber(db, invoiceSeries)
      await setInvoiceNumber(db, orderId, invoiceNumber(invoiceSequence, now), now)

      const payment: PaymentStart | null =
        totals.totalCents === 0
          ? { kind: 'paid', method: input.paymentMethod }
          : input.paymentMethod === 'card'
            ? null
            : offlinePayment(input.paymentMethod)
      const origin = originOf(context, options)
      if (payment?.kind === 'paid') {
        const paid = { to: orderState.paid }
        const step = await transitionOrder(db, systemActor('checkout'), orderId, paid, undefined, now)
        if (step.ok) await enqueueOrderEffects(deps, db, step.effects, origin)
      }
      // The mails are jobs of this transaction: they exist exactly when the order does, and no
      // mail server is waited for in the customer's request.
      await enqueueOrderMails(deps, db, {
        orderId,
        origin,
        team: options.team === true,
        ...(options.guestToken ? { guestToken: options.guestToken } : {}),
      })
      if (requestId !== null) await finishCheckoutRequest(db, requestId, orderId)
      return { replay: false as const, orderId, number, totalCents: totals.totalCents, payment }
    })
    if (placed.replay) return await replayOrThrow(context, placed.orderId, options)
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
      totalBrutto: placed.totalCents / 100,
      payment,
    }
  } catch (error) {
    if (requestId !== null) await releaseCheckoutRequest(deps.db, requestId)
    return answerOfRollBack<CommitFailure | F>(error)
  }
}

/** The order a double submit placed already: it belongs to this customer, so it is there. */
async function replayOrThrow(context: OrderingContext, orderId: number, options: PlaceOrderOptions) {
  const replayed = await replayOrder(context, orderId, options)
  if (!replayed) throw new Error(`order ${orderId} placed by this customer is gone`)
  return replayed
}

/**
 * The idempotency key: same key and body answer the first order again, a key still running 409,
 * another body 422; otherwise the key is claimed for this request (its id, to finish or release).
 */
async function claimIdempotencyKey(
  context: OrderingContext,
  idempotency: CommitOrderInput['idempotency'],
  options: PlaceOrderOptions,
): Promise<{ requestId: number | null } | { answer: CommitAnswer | CommitFailure }> {
  if (!idempotency) return { requestId: null }
  const { db } = context.deps
  const customerId = context.customer.id
  const { key, requestHash: hash } = idempotency
  const mismatch = { answer: { ok: false, code: 'IDEMPOTENCY_MISMATCH' } } as const
  const replay = async (orderId: number) => {
    const replayed = await replayOrder(context, orderId, options)
    return replayed ? { answer: replayed } : mismatch
  }
  const existing = await findCheckoutRequest(db, customerId, key)
  const outcome = idempotencyOutcome(
    existing ? { requestHash: existing.requestHash, finished: existing.orderId !== null } : null,
    hash,
  )
  if (outcome === 'mismatch') return mismatch
  if (outcome === 'running') return { answer: { ok: false, code: 'IDEMPOTENCY_RUNNING' } }
  if (outcome === 'replay' && existing?.orderId) return replay(existing.orderId)
  const requestId = await claimCheckoutRequest(db, customerId, key, hash)
  if (requestId === null) {
    // Another request claimed the key between our read and insert.
    const again = await findCheckoutRequest(db, customerId, key)
    if (again?.requestHash !== hash) return mismatch
    if (again.orderId) return replay(again.orderId)
    return { answer: { ok: false, code: 'IDEMPOTENCY_RUNNING' } }
  }
  return { requestId }
}

/** Vouchers: the guarded update is the guarantee; losing it rolls the whole order back. */
async function spendVouchers(
  db: Db,
  vouchers: GatheredOrder['vouchers'],
  uses: ReturnType<typeof cartTotals>['vouchers'],
  orderId: number,
  now: Date,
) {
  for (const use of uses) {
    if (use.amountCents <= 0) continue
    const voucher = vouchers.find((candidate) => candidate.code === use.code)
    if (!voucher || !(await spendVoucher(db, voucher.id, use.amountCents, now))) {
      throw new RollBack<CommitFailure>({ ok: false, code: 'VOUCHER_SPENT' })
    }
    await insertRedemption(db, voucher.id, orderId, use.amountCents)
  }
}

/**
 * Stock: every shirt of the order takes its fabric off the bolt (core/catalog/stock.ts), each
 * fabric with one guarded update in fabric-id order; a fabric without enough metres rolls the
 * whole order back with FABRIC_OUT_OF_STOCK, so parallel orders never oversell a bolt.
 */
async function reserveOrderFabric(db: Db, shirts: GatheredOrder['fabric'], orderId: number) {
  for (const [fabricId, centimetres] of fabricNeeds(shirts)) {
    if (!(await reserveFabric(db, orderId, fabricId, metresOf(centimetres)))) {
      throw new RollBack<CommitFailure>({ ok: false, code: 'FABRIC_OUT_OF_STOCK', fabricId })
    }
  }
}
