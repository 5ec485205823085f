import { data, redirect } from 'react-router'
import { localizePath, pageUrl } from '#config/locale-path.ts'
import { fieldErrors as accountFieldErrors } from '#core/accounts/schemas.ts'
import {
  type AddressErrorKey,
  AddressSchema,
  addressFieldErrors,
  OrderAddressSchema,
} from '#core/addresses/rules.ts'
import type { CartView } from '#core/cart/cart.ts'
import { GuestCheckoutSchema, placeGuestOrder } from '#core/orders/guest-order.ts'
import { orderAddressFrom } from '#core/orders/order-addresses.ts'
import { guestOrderPath } from '#core/orders/order-mail-data.ts'
import { checkoutSummary, placeOrder } from '#core/orders/place-order.ts'
import { isPaymentMethod } from '#core/orders/rules.ts'
import { shopContext } from '../context.ts'
import { requireCustomer } from '../lib/guards.server.ts'
import { requestLocale } from '../lib/page.server.ts'
import {
  type CheckoutAddress,
  checkoutAddressFields,
  orderAddress,
  pageAfterOrder,
  postedAddress,
} from './checkout-form.ts'

type Args = Parameters<typeof requireCustomer>[0]

export type CheckoutFormValues = {
  /** A guest's order: the address the confirmation goes to (empty for a customer's). */
  email: string
  billing: CheckoutAddress
  shipping: CheckoutAddress
  same: boolean
  payment: string
  needBy: string
  saveAddress: boolean
  terms: boolean
}
type FieldErrors = Partial<Record<keyof CheckoutAddress, AddressErrorKey>>
export type CheckoutFormRefusal = {
  values: CheckoutFormValues
  errors: {
    billing: FieldErrors
    shipping: FieldErrors
    terms?: true
    needBy?: true
    /** A guest's address, as a key of account.errors. */
    email?: string
  }
  /** placeOrder's refusal (checkout.errors.*), or null when only fields are wrong. */
  reason: string | null
  /** The cart as it now stands, when the refusal changed it (new prices, a package undone). */
  cart?: CartView
}

function fieldErrors(address: CheckoutAddress, countryCode: string) {
  const parsed = OrderAddressSchema.safeParse(orderAddress(address, countryCode))
  if (parsed.success) return { address: parsed.data, errors: {} }
  const errors: FieldErrors = {}
  for (const [field, key] of Object.entries(addressFieldErrors(parsed.error)))
    if ((checkoutAddressFields as readonly string[]).includes(field))
      errors[field as keyof CheckoutAddress] = key
  return { address: null, errors }
}

/**
 * The checkout's order button, a real form post: before hydration the browser sends it, after
 * hydration the page's fetcher; both place the order through the core's address schema and
 * placeOrder (the rules of /api/checkout.php). A refusal renders the page again with what was
 * typed and where it went wrong. 'Adresse speichern' goes into the book with the order, in its
 * transaction.
 */
export async function checkoutAction(args: Args & { request: Request }) {
  const shop = args.context.get(shopContext)
  // 'Als Gast bestellen' (?guest=1) for a visitor who is not logged in; everyone else logs in first.
  const guest = isGuestCheckout(args.request, shop.session?.customer ?? null)
  const customer = guest ? null : requireCustomer(args)
  const { locale } = requestLocale(args.request)
  const form = await args.request.formData()
  const text = (name: string, max = 100) => {
    const raw = form.get(name)
    return typeof raw === 'string' ? raw.trim().slice(0, max) : ''
  }
  const values: CheckoutFormValues = {
    email: guest ? text('email', 254) : '',
    billing: postedAddress(form, 'billing'),
    shipping: postedAddress(form, 'shipping'),
    same: form.get('sameAddress') === 'on',
    payment: text('payment', 40),
    needBy: text('needBy', 10),
    saveAddress: form.get('saveAddress') === 'on',
    terms: form.get('acceptTerms') === 'on',
  }
  const refuse = (refusal: Omit<CheckoutFormRefusal, 'values'>, status: number) =>
    data({ values, ...refusal } satisfies CheckoutFormRefusal, { status })
  const loaded = shop.session
  if (!loaded) return refuse({ errors: { billing: {}, shipping: {} }, reason: 'EMPTY_CART' }, 409)
  const context = { deps: shop.deps, session: loaded.session, customer, locale }
  const summary = await checkoutSummary(context, { guest })
  if (!summary.ok) return refuse({ errors: { billing: {}, shipping: {} }, reason: summary.code }, 409)
  const countryCode = summary.cart.total.deliveryCountry.countryCode

  const billing = fieldErrors(values.billing, countryCode)
  const shipping = values.same ? { address: null, errors: {} } : fieldErrors(values.shipping, countryCode)
  const errors: CheckoutFormRefusal['errors'] = { billing: billing.errors, shipping: shipping.errors }
  if (!values.terms) errors.terms = true
  const guestInput = guest ? GuestCheckoutSchema.safeParse({ email: values.email }) : null
  if (guestInput && !guestInput.success)
    errors.email = accountFieldErrors(guestInput.error).email ?? 'emailInvalid'
  if (
    values.needBy &&
    (!/^\d{4}-\d{2}-\d{2}$/.test(values.needBy) || values.needBy < summary.expectedDelivery)
  )
    errors.needBy = true
  if (
    !billing.address ||
    (!values.same && !shipping.address) ||
    errors.terms ||
    errors.needBy ||
    errors.email
  )
    return refuse({ errors, reason: null }, 400)
  const payment = values.payment
  if (!isPaymentMethod(payment)) return refuse({ errors, reason: 'PAYMENT_UNAVAILABLE' }, 400)

  const expected = Number(text('expectedTotal', 20))
  const book =
    values.saveAddress && !guest
      ? bookEntry(values.billing, summary.cart.total.deliveryCountry.countryID)
      : null
  const input = {
    billingAddress: orderAddressFrom(billing.address),
    ...(shipping.address ? { shippingAddress: orderAddressFrom(shipping.address) } : {}),
    paymentMethod: payment,
    acceptTerms: true,
    idempotencyKey: text('idempotencyKey') || undefined,
    ...(Number.isFinite(expected) && expected > 0 ? { expectedTotal: expected } : {}),
    ...(values.needBy ? { needBy: values.needBy } : {}),
    ...(book ? { saveToBook: book } : {}),
  }
  const result = guestInput?.success
    ? await placeGuestOrder(context, guestInput.data.email, input, { origin: shop.origin })
    : await placeOrder(context, input, { origin: shop.origin })
  if (!result.ok)
    return refuse(
      { errors, reason: result.code, ...('cart' in result && result.cart ? { cart: result.cart } : {}) },
      409,
    )
  if (!result.replay) shop.countOrder(payment)
  if (result.payment?.kind === 'redirect' && result.payment.url) throw redirect(result.payment.url)
  // A guest goes on to the order's own page (its link), where the account is one click away.
  const guestToken = 'guestToken' in result ? (result.guestToken as string | null) : null
  if (guestToken) throw redirect(localizePath(guestOrderPath(guestToken), locale))
  throw redirect(`${localizePath(pageAfterOrder(result.payment?.kind), locale)}?order=${result.orderId}`)
}

/** A visitor who is not logged in and chose 'Als Gast bestellen' (the checkout's address carries ?guest=1). */
export function isGuestCheckout(request: Request, customer: unknown): boolean {
  return !customer && pageUrl(request).searchParams.get('guest') === '1'
}

/** The billing address as an entry of the address book, in the order's delivery country. */
function bookEntry(address: CheckoutAddress, countryId: number) {
  const { countryCode: _code, ...lines } = orderAddress(address, '')
  const parsed = AddressSchema.safeParse({ ...lines, countryId })
  return parsed.success ? parsed.data : null
}
