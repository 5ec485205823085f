import { z } from 'zod'
import type { Locale } from '#config/locales.ts'
import {
  deleteGuestWithoutOrders,
  findCustomerByEmail,
  findOrderCustomer,
  turnGuestIntoAccount,
  upsertGuestCustomer,
} from '#db/queries/customers.ts'
import { ensureOneStandardProfile } from '#db/queries/measures.ts'
import { findOrderByGuestToken } from '#db/queries/orders.ts'
import { claimSessionDesigns } from '#db/queries/shirts.ts'
import { hashPassword, normaliseEmail } from '../accounts/passwords.ts'
import { isWeakPassword, type MailContext, sendConfirmation } from '../accounts/register.ts'
import { email, passwordRules } from '../accounts/schemas.ts'
import { hashAccountToken, isWellFormedAccountToken, newAccountToken } from '../accounts/tokens.ts'
import type { Deps } from '../deps.ts'
import { confirmReturnedPayment } from '../payments/card-checkout.ts'
import { sealGuestOrderToken } from '../secrets/kept-links.ts'
import type { SessionRecord } from '../sessions/rules.ts'
import { rememberEmail, rotateSession, startSession } from '../sessions/use-cases.ts'
import type { ShirtContext } from '../shirts/context.ts'
import type { PlaceOrderOptions } from './order-payment.ts'
import { type PlaceOrderAnswer, type PlaceOrderInput, placeOrder } from './place-order.ts'
import { loadOrderDetail } from './read-orders.ts'
import { orderState } from './transitions.ts'

/** What a guest gives beyond the addresses: the address the confirmation goes to. */
export const GuestCheckoutSchema = z.object({ email })

/** The one field of 'Konto anlegen' after a guest's order (messages: account.errors.*). */
export const GuestAccountSchema = z.object({
  password: z
    .string({ error: 'passwordRequired' })
    .min(passwordRules.min, 'passwordTooShort')
    .max(passwordRules.max, 'passwordTooLong'),
})

export type GuestOrderAnswer =
  | (PlaceOrderAnswer & { ok: false })
  | (Extract<PlaceOrderAnswer, { ok: true }> & { guestToken: string | null })

/**
 * 'Als Gast bestellen' (docs/decisions/024): the session's cart, with its designs and measurement
 * profiles, ordered under a guest row that stands for the guest (the address and name given), by
 * the one commit of every order. The order gets an unguessable link, shown after the order and
 * mailed with the confirmation; only it opens the order's page. A double submit of the same
 * checkout finds the same guest row, so the idempotency key answers the first order again.
 */
export async function placeGuestOrder(
  context: ShirtContext,
  guestEmail: string,
  input: PlaceOrderInput,
  options: PlaceOrderOptions = {},
): Promise<GuestOrderAnswer> {
  if (context.customer) return { ok: false, code: 'NOT_LOGGED_IN' }
  if (!input.acceptTerms) return { ok: false, code: 'TERMS_REQUIRED' }
  const address = normaliseEmail(guestEmail)
  const customer = await upsertGuestCustomer(context.deps.db, {
    sessionId: context.session.id,
    email: address,
    salutation: input.billingAddress.salutation || null,
    firstName: input.billingAddress.firstName,
    lastName: input.billingAddress.lastName,
    lang: context.locale,
    at: context.deps.now(),
  })
  const { token, hash } = newAccountToken()
  const answer = await placeOrder(context, input, options, {
    customer,
    token,
    tokenHash: hash,
    tokenSealed: sealGuestOrderToken(context.deps.env, token),
  })
  if (!answer.ok) {
    // A refused order leaves no guest row behind: it would keep a name and an address for nothing.
    await deleteGuestWithoutOrders(context.deps.db, customer.id)
    return answer
  }
  // The next login form of this browser starts with the address.
  await rememberEmail(context.deps, context.session, address)
  // A replay (double submit) answers the first order, whose link went with the first answer and
  // its mail; the token made for this request went nowhere.
  return { ...answer, guestToken: answer.replay ? null : token }
}

/** The order behind a guest link and its guest row; null for an unknown or malformed link. */
async function guestOrderOf(deps: Deps, token: string) {
  if (!isWellFormedAccountToken(token)) return null
  const found = await findOrderByGuestToken(deps.db, hashAccountToken(token))
  if (!found) return null
  const customer = await findOrderCustomer(deps.db, found.customerId)
  return customer ? { orderId: found.orderId, customer } : null
}

/**
 * The guest's order page, by its link only (never by the order number): the order as stored, and
 * whether it is still a guest's (then 'Konto anlegen' is offered). Once the order belongs to an
 * account, the page only says so: the account's login shows it.
 */
export async function guestOrderPage(deps: Deps, token: string) {
  const found = await guestOrderOf(deps, token)
  if (!found) return { ok: false as const, code: 'GUEST_ORDER_UNKNOWN' as const }
  if (!found.customer.guestSince) return { ok: false as const, code: 'GUEST_ORDER_CLAIMED' as const }
  const order = await loadOrderDetail(deps.db, found.orderId, found.customer.id, deps.now())
  if (!order) return { ok: false as const, code: 'GUEST_ORDER_UNKNOWN' as const }
  // Back from the card page before the provider's webhook: settled here, as /checkout-success does.
  if (
    order.paymentMethod === 'card' &&
    order.status === orderState.pending &&
    (await confirmReturnedPayment(deps, found.orderId))
  ) {
    const paid = await loadOrderDetail(deps.db, found.orderId, found.customer.id, deps.now())
    if (paid) return { ok: true as const, order: paid, email: found.customer.email }
  }
  return { ok: true as const, order, email: found.customer.email }
}

export type GuestAccountResult =
  | { ok: true; token: string; lifetimeDays: number; customerId: number }
  | {
      ok: false
      code: 'GUEST_ORDER_UNKNOWN' | 'GUEST_ORDER_CLAIMED' | 'ACCOUNT_EXISTS' | 'PASSWORD_TOO_COMMON'
    }

/** Days the session of a fresh account lives after its last use (as a login without 'remember me'). */
const accountSessionDays = 1

/**
 * 'Konto anlegen' after a guest's order, one click: the guest row becomes the account with this
 * password, so the order (and any other order of the row) is the account's at once; the designs
 * and profiles of the session that ordered, and of this browser's session, move to it; this
 * browser is logged in under a new session id. The address was typed, not proven: the account
 * waits for its confirmation (the link goes out now) before a password login elsewhere, as a
 * registration's does (docs/decisions/008, 024). An address that has an account already is refused
 * (ACCOUNT_EXISTS: log in instead), told only to whoever holds this order's link.
 */
export async function accountFromGuestOrder(
  deps: Deps,
  opener: SessionRecord | null,
  token: string,
  password: string,
  mail: MailContext,
): Promise<GuestAccountResult> {
  const found = await guestOrderOf(deps, token)
  if (!found) return { ok: false, code: 'GUEST_ORDER_UNKNOWN' }
  const { customer } = found
  const orderingSession = customer.guestSessionId
  if (!customer.guestSince || !orderingSession) return { ok: false, code: 'GUEST_ORDER_CLAIMED' }
  if (isWeakPassword(password, customer.email)) return { ok: false, code: 'PASSWORD_TOO_COMMON' }
  const passwordHash = await hashPassword(password)
  if (await findCustomerByEmail(deps.db, customer.email)) return { ok: false, code: 'ACCOUNT_EXISTS' }
  const now = deps.now()
  const session = opener ?? (await startSession(deps, { lang: mail.locale })).loaded.session
  const done = await deps.db
    .transaction(async (db) => {
      const turned = await turnGuestIntoAccount(db, customer.id, { passwordHash, pendingSince: now, at: now })
      if (!turned) return null
      const rotated = await rotateSession({ ...deps, db }, session, {
        customerId: customer.id,
        customerGeneration: customer.sessionGeneration,
        adminLogin: false,
        lifetimeDays: accountSessionDays,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + accountSessionDays * 86_400_000),
      })
      for (const sessionId of new Set([orderingSession, rotated.session.id])) {
        await claimSessionDesigns(db, sessionId, customer.id)
        await ensureOneStandardProfile(db, { sessionId, customerId: customer.id })
      }
      return rotated.token
    })
    // An account for the address written since the check (a registration at the same moment).
    .catch(async (error: unknown) => {
      if (await findCustomerByEmail(deps.db, customer.email)) return 'taken' as const
      throw error
    })
  if (done === 'taken') return { ok: false, code: 'ACCOUNT_EXISTS' }
  if (!done) {
    const again = await findOrderCustomer(deps.db, customer.id)
    return { ok: false, code: again?.guestSince ? 'ACCOUNT_EXISTS' : 'GUEST_ORDER_CLAIMED' }
  }
  await sendConfirmation(deps, customer, null, { ...mail, locale: mail.locale as Locale, redirectTo: null })
  return { ok: true, token: done, lifetimeDays: accountSessionDays, customerId: customer.id }
}
