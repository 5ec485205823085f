import { data, type RouterContextProvider } from 'react-router'
import {
  addToCart,
  applyVoucher,
  type CartFailure,
  listCart,
  removeCartItem,
  removeVoucher,
  setCartCountry,
  updateCartItem,
} from '#core/cart/cart.ts'
import { cartRefusalKind } from '#core/cart/refusals.ts'
import { errorStatus } from '#core/result.ts'
import { serializeSessionCookie } from '#core/sessions/cookie.ts'
import { guestSessionDays } from '#core/sessions/rules.ts'
import { startSession } from '#core/sessions/use-cases.ts'
import type { ShirtContext } from '#core/shirts/context.ts'
import { shopContext } from '../context.ts'
import { requestLocale } from '../lib/page.server.ts'
import { type CartActionAnswer, type CartIntent, type CartItemInput, parseCartForm } from './cart-intent.ts'
import { undoItemFor } from './cart-undo.ts'

type Args = { request: Request; context: Readonly<RouterContextProvider> }

/**
 * The cart's one action (/cart): every form that changes the cart posts here with an `intent`,
 * whether sent by the browser without JavaScript (the cart page renders the answer) or by a
 * hydrated page's fetcher. Each intent is one use case of core/cart; a guest's first post starts
 * the session that will hold the cart.
 */
export async function cartAction(args: Args) {
  const shop = args.context.get(shopContext)
  const parsed = parseCartForm(await args.request.formData())
  if (!parsed.success) {
    const intentIssue = parsed.error.issues.some((issue) => issue.path[0] === 'intent')
    const answer: CartActionAnswer = {
      ok: false,
      intent: null,
      reason: intentIssue ? 'BAD_INTENT' : 'BAD_INPUT',
    }
    return data(answer, { status: 400 })
  }
  const headers = new Headers()
  if (!shop.session) {
    const started = await startSession(shop.deps)
    headers.append('Set-Cookie', serializeSessionCookie(started.token, shop.secure, guestSessionDays))
    // The page's loaders run after this action in the same request: they see the new session's cart.
    shop.session = started.loaded
  }
  const { session, customer } = shop.session
  const context: ShirtContext = {
    deps: shop.deps,
    session,
    customer,
    locale: requestLocale(args.request).locale,
  }
  const input = parsed.data
  const done = await runIntent(context, input, shop.clientAddress)
  if (!done.ok) {
    if (done.retryAfter) headers.set('Retry-After', String(done.retryAfter))
    const answer: CartActionAnswer = { ok: false, intent: input.intent, reason: done.code }
    return data(answer, { status: errorStatus[cartRefusalKind[done.code]], headers })
  }
  const listed = await listCart(context)
  const { ok: _ok, ...extra } = done
  const answer: CartActionAnswer = {
    ok: true,
    intent: input.intent,
    data: listed.view,
    ...(listed.notice ? { notice: listed.notice } : {}),
    ...extra,
  }
  return data(answer, { headers })
}

type Done =
  | {
      ok: true
      removed?: { name: string; undo: CartItemInput | null }
      giftShirtId?: number
      countryId?: number
    }
  | CartFailure

async function runIntent(context: ShirtContext, input: CartIntent, clientAddress: string): Promise<Done> {
  switch (input.intent) {
    case 'add':
    case 'undo-remove':
      return addToCart(context, input.item)
    case 'set-quantity':
      return updateCartItem(context, input.itemId, input.amount)
    case 'remove': {
      // The line as the visitor saw it: its name for the notice and what puts it back.
      const line = (await listCart(context)).view.items.find((item) => item.itemId === input.itemId)
      const result = await removeCartItem(context, input.itemId)
      if (!result.ok || !line) return result
      return { ok: true, removed: { name: line.name, undo: undoItemFor(line) } }
    }
    case 'apply-voucher': {
      const result = await applyVoucher(context, input.code, clientAddress)
      if (!result.ok) return result
      return result.giftShirtId ? { ok: true, giftShirtId: result.giftShirtId } : { ok: true }
    }
    case 'remove-voucher':
      return removeVoucher(context, input.code)
    case 'set-country': {
      const result = await setCartCountry(context, input.countryId)
      return result.ok ? { ok: true, countryId: input.countryId } : result
    }
  }
}
