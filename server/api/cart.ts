import { Hono } from 'hono'
import { z } from 'zod'
import {
  addToCart,
  applyVoucher,
  type CartAnswer,
  type CartError,
  type CartFailure,
  countCart,
  listCart,
  removeCartItem,
  removeVoucher,
  setCartCountry,
  updateCartItem,
} from '#core/cart/cart.ts'
import { cartRefusalKind } from '#core/cart/refusals.ts'
import { cartNotices } from '#core/cart/texts.ts'
import type { ShirtContext } from '#core/shirts/context.ts'
import { readJson } from '../http/body.ts'
import { fail, ok } from '../http/envelope.ts'
import { clientAddress } from '../http/request-info.ts'
import type { AppContext, AppEnv } from '../http/types.ts'
import { shirtContext } from './shirt.ts'

const id = z.coerce.number().int().positive().max(2_147_483_647)
const itemId = z.string().trim().min(1).max(32)
const code = z.string().trim().min(1).max(64)
const text = (max: number) => z.string().trim().max(max).optional()

const ItemSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('shirt'), shirtId: id }),
  z.object({
    type: z.literal('product'),
    productId: id,
    variantId: id.optional(),
    amount: z.number().int().min(-1_000_000).max(1_000_000).optional().default(1),
  }),
  z.object({
    type: z.literal('voucher'),
    value: z.number().min(0).max(1_000_000),
    recipientName: text(80),
    message: text(500),
    /** One of the giver's designs that comes with the voucher (gift a shirt). */
    shirtId: id.optional(),
  }),
  z.object({ type: z.literal('samples'), fabricIds: z.array(id).max(20) }),
  z.object({ type: z.literal('package7'), shirtIds: z.array(id).max(20) }),
])

export const CartActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('list') }),
  z.object({ action: z.literal('num') }),
  z.object({ action: z.literal('add'), item: ItemSchema }),
  z.object({ action: z.literal('update'), itemId, amount: z.number().int().min(-1_000_000).max(1_000_000) }),
  z.object({ action: z.literal('remove'), itemId }),
  z.object({ action: z.literal('applyVoucher'), code }),
  z.object({ action: z.literal('removeVoucher'), code }),
  z.object({ action: z.literal('setDeliveryCountry'), countryId: id }),
])

/** The API's message for each refusal, naming the field (its status: core/cart/refusals.ts). */
const messages: Record<CartError, string> = {
  NOT_FOUND: 'itemId: no such item in the cart',
  AMOUNT_RANGE: 'amount: between 1 and 20',
  FIXED_AMOUNT: 'amount: this item comes once',
  UNKNOWN_PRODUCT: 'productId: no such product',
  VARIANT_REQUIRED: 'variantId: choose one of the product’s variants',
  OUT_OF_STOCK: 'amount: not enough in stock',
  FABRIC_OUT_OF_STOCK: "shirtId: not enough of the design's fabric is left in stock",
  VOUCHER_VALUE: 'value: whole euros from 25 to 500',
  SAMPLES: 'fabricIds: 1 to 6 different fabrics',
  UNKNOWN_FABRIC: 'fabricIds: no such fabric',
  PACKAGE_COUNT: 'shirtIds: the package holds exactly 7 designs',
  PACKAGE_FABRIC: 'shirtIds: the package takes fabrics of price groups A and B',
  PACKAGE_MEASURE: 'shirtIds: all designs of the package use one measurement profile',
  PACKAGE_DUPLICATE: 'shirtIds: a design is already in a package',
  ALREADY_ORDERED: 'shirtId: this design is already ordered',
  STATUS_CONFLICT: 'itemId: the design is not in the cart',
  VOUCHER_INVALID: 'code: this voucher code cannot be used',
  VOUCHER_THROTTLED: 'code: too many wrong codes, please try again later',
  UNKNOWN_COUNTRY: 'countryId: we do not deliver to this country',
  CART_FULL: 'item: the cart holds at most 50 lines',
  UNKNOWN_SHIRT: 'shirtId: no such design',
  PACKAGE_MEMBER: 'itemId: this design is in the 7-shirt package; remove the package to take it out',
}

function failWith(c: AppContext, failure: CartFailure) {
  if (failure.retryAfter) c.header('Retry-After', String(failure.retryAfter))
  // `reason` names the rule that failed so that the interface can say it in the visitor's language.
  return fail(c, cartRefusalKind[failure.code], messages[failure.code], { reason: failure.code })
}

/** The spec's message of a listed cart ('No items in the cart' …) and its machine `notice`. */
function listedNotice(listed: CartAnswer) {
  return listed.notice ? { message: cartNotices[listed.notice], notice: listed.notice } : { message: 'OK' }
}

async function answer(
  c: AppContext,
  context: ShirtContext,
  message?: string,
  extra: Record<string, unknown> = {},
) {
  const listed = await listCart(context)
  return ok(c, { ...listedNotice(listed), ...(message ? { message } : {}), ...extra, data: listed.view })
}

/** /api/cart.php: every action of docs/api.md. */
export const cartApi = new Hono<AppEnv>().post('/cart.php', async (c) => {
  const input = await readJson(c, CartActionSchema)
  const context = await shirtContext(c)
  switch (input.action) {
    case 'list': {
      const listed = await listCart(context)
      return ok(c, { ...listedNotice(listed), data: listed.view })
    }
    case 'num':
      return ok(c, { num: await countCart(context) })
    case 'add': {
      const result = await addToCart(context, input.item)
      return result.ok ? answer(c, context, 'Added to cart') : failWith(c, result)
    }
    case 'update': {
      const result = await updateCartItem(context, input.itemId, input.amount)
      return result.ok ? answer(c, context, 'Cart updated') : failWith(c, result)
    }
    case 'remove': {
      const result = await removeCartItem(context, input.itemId)
      return result.ok ? answer(c, context, 'Removed from cart') : failWith(c, result)
    }
    case 'applyVoucher': {
      const result = await applyVoucher(context, input.code, clientAddress(c, context.deps.env))
      if (!result.ok) return failWith(c, result)
      return result.giftShirtId
        ? answer(c, context, 'Voucher applied; its shirt is in the cart', { giftShirtId: result.giftShirtId })
        : answer(c, context, 'Voucher applied')
    }
    case 'removeVoucher': {
      const result = await removeVoucher(context, input.code)
      return result.ok ? answer(c, context, 'Voucher removed') : failWith(c, result)
    }
    case 'setDeliveryCountry': {
      const result = await setCartCountry(context, input.countryId)
      return result.ok ? answer(c, context, 'Delivery country set') : failWith(c, result)
    }
  }
})
