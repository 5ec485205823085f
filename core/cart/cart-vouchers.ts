import { addCartVoucher, findVoucherByCode, removeCartVoucher } from '#db/queries/cart.ts'
import { findVoucherGiftDesign } from '#db/queries/orders.ts'
import { findGiftCopy } from '#db/queries/shirts.ts'
import { consumeEach, type LimitRule } from '../limits/limiter.ts'
import { limits } from '../limits/rules.ts'
import type { Ok } from '../result.ts'
import type { ShirtContext } from '../shirts/context.ts'
import { ownerOf } from '../shirts/context.ts'
import { insertDesignCopy } from '../shirts/copy-design.ts'
import { orderStatus } from '../shirts/order-status.ts'
import { normalizeVoucherCode, voucherUsable } from '../vouchers/rules.ts'
import type { CartFailure } from './cart-view.ts'

/**
 * applyVoucher (code): one answer for unknown, unpaid, used and expired codes; wrong codes are
 * counted per session, per account and per client address (`limits.voucher*`), and past any of
 * them the visitor waits. The balance is only taken when the order is placed.
 */
export async function applyVoucher(
  context: ShirtContext,
  rawCode: string,
  clientAddress: string,
): Promise<(Ok & { giftShirtId?: number }) | CartFailure> {
  const { deps, session, customer } = context
  const now = deps.now()
  const counted: [LimitRule, string][] = [[limits.voucherSession, session.id]]
  if (customer) counted.push([limits.voucherAccount, String(customer.id)])
  counted.push([limits.voucherAddress, clientAddress])
  // Counted before the code is looked up, so parallel guesses beyond a limit are never checked.
  const refused = await consumeEach(deps.limiter, counted)
  if (refused) return { ok: false, code: 'VOUCHER_THROTTLED', retryAfter: refused.retryAfterSeconds }
  const voucher = await findVoucherByCode(deps.db, normalizeVoucherCode(rawCode))
  if (!voucher || !voucherUsable(voucher, now)) return { ok: false, code: 'VOUCHER_INVALID' }
  // A valid code does not count.
  await Promise.all(counted.map(([rule, key]) => deps.limiter.reward(rule, key)))
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
