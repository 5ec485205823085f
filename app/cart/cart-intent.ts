import { z } from 'zod'
import type { CartError, CartView } from '#core/cart/cart.ts'
import type { CartNotice } from '#core/cart/texts.ts'

export { cartFormData, cartItemFields } from './cart-form.ts'

/**
 * The cart's one form contract, read by the /cart route's action and written by every form that
 * changes the cart (cart page, product page, …): an `intent` field says what the post does, the
 * other fields carry its input. The same names serve a plain form post without JavaScript and
 * the hydrated page's fetcher, so both reach the same action.
 */
const id = z.coerce.number().int().positive().max(2_147_483_647)
const itemId = z.string().trim().min(1).max(32)
const amount = z.coerce.number().int().min(-1_000_000).max(1_000_000)
const code = z.string().trim().min(1).max(64)
const text = (max: number) => z.string().trim().max(max).optional()

/** What an `add` (or the undo of a removal) puts into the cart; the fields sit beside `intent`. */
export const CartItemSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('shirt'), shirtId: id }),
  z.object({
    type: z.literal('product'),
    productId: id,
    variantId: id.optional(),
    amount: amount.default(1),
  }),
  z.object({
    type: z.literal('voucher'),
    /** Euros; the whole-euro range is the core's rule (VOUCHER_VALUE). */
    value: z.coerce.number().min(0).max(1_000_000),
    recipientName: text(80),
    message: text(500),
    /** One of the giver's designs that comes with the voucher (gift a shirt). */
    shirtId: id.optional(),
  }),
  z.object({ type: z.literal('samples'), fabricIds: z.array(id).min(1).max(20) }),
  z.object({ type: z.literal('package7'), shirtIds: z.array(id).min(1).max(20) }),
])
export type CartItemInput = z.input<typeof CartItemSchema>

export const CartIntentSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('add'), item: CartItemSchema }),
  z.object({ intent: z.literal('set-quantity'), itemId, amount }),
  z.object({ intent: z.literal('remove'), itemId }),
  z.object({ intent: z.literal('undo-remove'), item: CartItemSchema }),
  z.object({ intent: z.literal('apply-voucher'), code }),
  z.object({ intent: z.literal('remove-voucher'), code }),
  z.object({ intent: z.literal('set-country'), countryId: id }),
])
export type CartIntent = z.output<typeof CartIntentSchema>
export type CartIntentName = CartIntent['intent']

const listFields = ['fabricIds', 'shirtIds'] as const
const itemFields = [
  'type',
  'shirtId',
  'productId',
  'variantId',
  'amount',
  'value',
  'recipientName',
  'message',
] as const

/** A posted form as the schema's input: empty fields are missing, the item's fields become `item`. */
function cartFormInput(form: FormData) {
  const one = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' && value.trim() !== '' ? value : undefined
  }
  const item: Record<string, unknown> = Object.fromEntries(itemFields.map((name) => [name, one(name)]))
  for (const name of listFields)
    item[name] = form.getAll(name).filter((value): value is string => typeof value === 'string')
  return {
    intent: one('intent'),
    itemId: one('itemId'),
    amount: one('amount'),
    code: one('code'),
    countryId: one('countryId'),
    item,
  }
}

export function parseCartForm(form: FormData) {
  return CartIntentSchema.safeParse(cartFormInput(form))
}

/** What the cart's action answers a form post or a fetcher, in the page's data. */
export type CartActionAnswer =
  | {
      ok: true
      intent: CartIntentName
      data: CartView
      notice?: CartNotice
      /** A removed line: its name and the item that puts it back (undo-remove). */
      removed?: { name: string; undo: CartItemInput | null }
      /** The voucher's gift shirt, now one of the visitor's designs in the cart. */
      giftShirtId?: number
      countryId?: number
    }
  | {
      ok: false
      intent: CartIntentName | null
      /** The rule that refused (the page says it in the visitor's language, app/cart/cart-refusal.ts). */
      reason: CartError | 'BAD_INTENT' | 'BAD_INPUT'
    }
