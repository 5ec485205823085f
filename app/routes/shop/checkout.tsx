import { useEffect, useRef, useState } from 'react'
import { Link, useFetcher } from 'react-router'
import { findCountry } from '#config/countries.ts'
import { addressFieldErrors, OrderAddressSchema } from '#core/addresses/rules.ts'
import { listAddresses } from '#core/addresses/use-cases.ts'
import type { CartView } from '#core/cart/cart.ts'
import { formatPrice } from '#core/format.ts'
import { withMeasuringReturn } from '#core/measures/measuring-return.ts'
import { checkoutSummary } from '#core/orders/place-order.ts'
import { knownEmailChoice } from '#core/sessions/use-cases.ts'
import { LinePicture, WithdrawalNote } from '../../cart/cart-lines.tsx'
import {
  type CheckoutFormRefusal,
  checkoutAction,
  isGuestCheckout,
} from '../../cart/checkout-action.server.ts'
import { clearCheckoutDraft, readCheckoutDraft, writeCheckoutDraft } from '../../cart/checkout-draft.ts'
import { type CheckoutAddress, checkoutAddressFields, orderAddress } from '../../cart/checkout-form.ts'
import { formAddress, SavedAddressPicker } from '../../cart/saved-address-picker.tsx'
import { Button, ButtonLink } from '../../components/button.tsx'
import { FormAlert, TextField } from '../../components/form-field.tsx'
import { PageIntro } from '../../components/page-intro.tsx'
import { shopContext } from '../../context.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { requireCustomer } from '../../lib/guards.server.ts'
import { messagesMeta, requestLocale } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import { useFocusFirstError } from '../../lib/use-focus-first-error.ts'
import { useLocale, useLocalePath } from '../../lib/use-locale.ts'
import { OrderSummary } from '../../orders/order-summary.tsx'
import { cartStore } from '../../state/cart-store.ts'
import type { Route } from './+types/checkout'

/** /checkout [checkout]: login required; addresses, shipping, payment, review. */
export async function loader(args: Route.LoaderArgs) {
  const shop = args.context.get(shopContext)
  // 'Als Gast bestellen' (?guest=1): the same page with an e-mail field and no address book.
  const guest = isGuestCheckout(args.request, shop.session?.customer ?? null)
  const customer = guest ? null : requireCustomer(args)
  const { locale } = requestLocale(args.request)
  const loaded = shop.session
  const summary = loaded
    ? await checkoutSummary({ deps: shop.deps, session: loaded.session, customer, locale }, { guest })
    : null
  const countryId = summary?.ok ? summary.cart.total.deliveryCountry.countryID : 0
  return {
    meta: messagesMeta(args.request, 'checkout'),
    customerId: customer?.id ?? 0,
    guest,
    // The address this browser gave last (an earlier guest order, a registration).
    guestEmail: guest ? (loaded?.session.choices[knownEmailChoice] ?? '') : '',
    summary: summary?.ok ? summary : null,
    // The order's idempotency key, also for the form post before hydration (a second tap is the same order).
    idempotencyKey: crypto.randomUUID(),
    ...(customer
      ? await bookAddresses(shop.deps, customer.id, countryId)
      : { addresses: [], otherCountries: false }),
  }
}

/** The address book's entries in the order's delivery country, and whether others were left out. */
async function bookAddresses(
  deps: Parameters<typeof listAddresses>[0],
  customerId: number,
  countryId: number,
) {
  const all = await listAddresses(deps, customerId)
  const addresses = all.filter((address) => address.countryId === countryId)
  return { addresses, otherCountries: addresses.length < all.length }
}

export async function action(args: Route.ActionArgs) {
  return checkoutAction(args)
}

export const meta = routeMeta

type Address = CheckoutAddress
type AddressErrors = Partial<Record<keyof Address, string>>
const addressFields = checkoutAddressFields
const optionalFields = new Set<keyof Address>(['company', 'addition'])

/** The server's rule for order addresses (core), checked in the browser before sending. */
function validate(address: Address, countryCode: string, t: (key: string) => string): AddressErrors {
  const parsed = OrderAddressSchema.safeParse(orderAddress(address, countryCode))
  if (parsed.success) return {}
  const errors: AddressErrors = {}
  for (const [field, key] of Object.entries(addressFieldErrors(parsed.error))) {
    if ((addressFields as readonly string[]).includes(field))
      errors[field as keyof Address] = t(`dashboard.addressErrors.${key}`)
  }
  return errors
}

/** Errors of fields the visitor has fixed since the last check disappear; the others stay. */
function clearFixed(
  errors: AddressErrors,
  address: Address,
  countryCode: string,
  t: (key: string) => string,
): AddressErrors {
  const now = validate(address, countryCode, t)
  const next: AddressErrors = {}
  for (const field of Object.keys(errors) as (keyof Address)[]) {
    if (now[field]) next[field] = now[field]
  }
  return next
}

function sameAddress(a: Address, b: Address) {
  return addressFields.every((field) => a[field].trim() === b[field].trim())
}

const noPaymentMethods: readonly string[] = []

function newKey() {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`
}

export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  const to = useLocalePath()
  // The order goes to this route's action (as the form post before hydration does); a placed
  // order answers with the redirect to the next page, a refusal with what went wrong.
  const fetcher = useFetcher<CheckoutFormRefusal>()
  const summary = loaderData.summary
  const [cart, setCart] = useState<CartView | null>(summary?.cart ?? null)
  const blank = {
    firstName: summary?.customer?.firstName ?? '',
    lastName: summary?.customer?.lastName ?? '',
    company: '',
    street: '',
    addition: '',
    postalCode: '',
    city: '',
  }
  // The address book's entries in the delivery country (the loader's); the defaults fill the forms at first.
  const saved = loaderData.addresses
  const savedBilling = saved.find((address) => address.defaultBilling) ?? saved[0] ?? null
  const savedShipping = saved.find((address) => address.defaultShipping) ?? savedBilling
  const shipsElsewhere = savedShipping !== null && savedShipping.addressId !== savedBilling?.addressId
  // A form post sent before hydration that was refused comes back with what was typed.
  const posted = actionData?.values
  const [billing, setBilling] = useState<Address>(
    posted?.billing ?? (savedBilling ? formAddress(savedBilling) : blank),
  )
  const [shipping, setShipping] = useState<Address>(
    posted?.shipping ?? (shipsElsewhere && savedShipping ? formAddress(savedShipping) : { ...blank }),
  )
  const [same, setSame] = useState(posted?.same ?? !shipsElsewhere)
  const methods: readonly string[] = summary?.paymentMethods ?? noPaymentMethods
  const [payment, setPayment] = useState(
    posted && methods.includes(posted.payment) ? posted.payment : (methods[0] ?? 'prepayment'),
  )
  const [terms, setTerms] = useState(posted?.terms ?? false)
  const [guestEmail, setGuestEmail] = useState(posted?.email || loaderData.guestEmail)
  const [needBy, setNeedBy] = useState(posted?.needBy ?? '')
  const [errors, setErrors] = useState<{
    billing: AddressErrors
    shipping: AddressErrors
    terms?: string
    needBy?: string
    email?: string
  }>(() => ({
    email: actionData?.errors.email ? t(`account.errors.${actionData.errors.email}`) : undefined,
    billing: errorTexts(actionData?.errors.billing, t),
    shipping: errorTexts(actionData?.errors.shipping, t),
    terms: actionData?.errors.terms ? t('checkout.termsRequired') : undefined,
    needBy: actionData?.errors.needBy ? t('checkout.needByTooEarly') : undefined,
  }))
  const [alert, setAlert] = useState<string | null>(
    actionData ? t(actionData.reason ? refusalAlert(actionData.reason) : 'checkout.fixErrors') : null,
  )
  // Counts failed submits: each one moves the focus to the first field in error (or the alert).
  const [failures, setFailures] = useState(actionData ? 1 : 0)
  const formBox = useRef<HTMLFormElement>(null)
  useFocusFirstError(formBox, failures)
  const busy = fetcher.state !== 'idle'
  const key = useRef<string>(loaderData.idempotencyKey)
  // 'Adresse speichern': offered for an address that is not in the book, on for the first one.
  const [saveAddress, setSaveAddress] = useState(posted?.saveAddress ?? saved.length === 0)
  const [restored, setRestored] = useState(false)
  const customerId = loaderData.customerId

  // The draft of this browser session comes back after leaving checkout (also with Back).
  useEffect(() => {
    const draft = posted ? null : readCheckoutDraft(window.sessionStorage, customerId)
    if (draft) {
      setBilling(draft.billing)
      setShipping(draft.shipping)
      setSame(draft.same)
      if (methods.includes(draft.payment)) setPayment(draft.payment)
      setNeedBy(draft.needBy)
      setSaveAddress(draft.saveAddress)
    }
    setRestored(true)
  }, [customerId, methods, posted])

  useEffect(() => {
    if (!restored) return
    writeCheckoutDraft(window.sessionStorage, {
      customerId,
      billing,
      shipping,
      same,
      payment,
      needBy,
      saveAddress,
    })
  }, [restored, customerId, billing, shipping, same, payment, needBy, saveAddress])

  // The action's answer: a refusal (what the fields and the alert say, a new key for the next
  // try, the draft kept again), or the order placed while the page follows the redirect (the
  // cart count is empty now).
  const draft = { customerId, billing, shipping, same, payment, needBy, saveAddress }
  const latestDraft = useRef(draft)
  latestDraft.current = draft
  const answered = useRef<CheckoutFormRefusal | null>(null)
  useEffect(() => {
    const refused = fetcher.data
    if (fetcher.state === 'loading' && !refused) void cartStore().refreshCount(true)
    if (fetcher.state !== 'idle' || !refused || answered.current === refused) return
    answered.current = refused
    writeCheckoutDraft(window.sessionStorage, latestDraft.current)
    key.current = newKey()
    if (refused.cart) setCart(refused.cart)
    setErrors({
      billing: errorTexts(refused.errors.billing, t),
      shipping: errorTexts(refused.errors.shipping, t),
      terms: refused.errors.terms ? t('checkout.termsRequired') : undefined,
      needBy: refused.errors.needBy ? t('checkout.needByTooEarly') : undefined,
      email: refused.errors.email ? t(`account.errors.${refused.errors.email}`) : undefined,
    })
    setAlert(t(refused.reason ? refusalAlert(refused.reason) : 'checkout.fixErrors'))
    setFailures((count) => count + 1)
  }, [fetcher.state, fetcher.data, t])

  if (!summary || !cart || cart.items.length === 0) {
    return (
      <div>
        <PageIntro title={t('pages.checkout.title')} lead={t('checkout.emptyCart')} />
        <ButtonLink to={to('/cart')}>{t('checkout.backToCart')}</ButtonLink>
      </div>
    )
  }
  const countryCode = cart.total.deliveryCountry.countryCode
  const billingInBook = saved.some((address) => sameAddress(formAddress(address), billing))
  const country = findCountry(cart.total.deliveryCountry.countryID)
  const countryName = country?.name[locale] ?? cart.total.deliveryCountry.countryCode
  const missingMeasure = cart.items.some(
    (item) =>
      (item.type === 'shirt' && !item.design?.measure) ||
      (item.type === 'package7' && item.designs?.some((design) => !design.measure)),
  )
  const expected = new Date(`${summary.expectedDelivery}T12:00:00Z`).toLocaleDateString(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  })

  /** The core's address rules checked in the browser first; then the form goes to the action. */
  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const next = {
      email:
        loaderData.guest && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(guestEmail.trim())
          ? t(guestEmail.trim() ? 'account.errors.emailInvalid' : 'account.errors.emailRequired')
          : undefined,
      billing: validate(billing, countryCode, t),
      shipping: same ? {} : validate(shipping, countryCode, t),
      terms: terms ? undefined : t('checkout.termsRequired'),
      needBy: needBy && needBy < (summary?.expectedDelivery ?? '') ? t('checkout.needByTooEarly') : undefined,
    }
    setErrors(next)
    const invalid =
      Object.keys(next.billing).length > 0 ||
      Object.keys(next.shipping).length > 0 ||
      next.terms ||
      next.needBy ||
      next.email
    if (invalid) {
      setAlert(t('checkout.fixErrors'))
      setFailures((count) => count + 1)
      return
    }
    setAlert(null)
    // The draft goes with the order; a refusal writes it again with the next change.
    clearCheckoutDraft(window.sessionStorage)
    fetcher.submit(event.currentTarget, { method: 'post' })
  }

  return (
    <div>
      <PageIntro title={t('pages.checkout.title')} lead={t('pages.checkout.lead')} />
      <ol
        aria-label={t('checkout.steps')}
        className="mb-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink-soft"
      >
        {(['stepAddress', 'stepShipping', 'stepPayment', 'stepReview'] as const).map((step, index) => (
          <li key={step}>
            <a href={`#${step}`} className="no-underline hover:underline">
              <span className="mr-1 inline-flex h-6 w-6 items-center justify-center rounded-full border border-ink text-xs text-ink">
                {index + 1}
              </span>
              {t(`checkout.${step}`)}
            </a>
          </li>
        ))}
      </ol>
      <form
        ref={formBox}
        method="post"
        action={loaderData.guest ? `${to('/checkout')}?guest=1` : undefined}
        onSubmit={submit}
        noValidate
        className="space-y-10"
      >
        <FormAlert message={alert} />
        <input type="hidden" name="idempotencyKey" value={key.current} />
        <input type="hidden" name="expectedTotal" value={cart.total.totalBrutto} />
        <section id="stepAddress" aria-labelledby="h-address" className="scroll-mt-6">
          <h2 id="h-address" className="mb-4 text-2xl">
            1. {t('checkout.billing')}
          </h2>
          {loaderData.guest ? (
            <div className="mb-6 space-y-3">
              <p className="rounded-sm bg-linen px-4 py-3 text-sm">
                {t('checkout.guest.note')}{' '}
                <Link
                  to={`${to('/login')}?redirectTo=${encodeURIComponent(to('/checkout'))}`}
                  className="link"
                >
                  {t('checkout.guest.login')}
                </Link>
              </p>
              <TextField
                className="max-w-md"
                label={t('account.emailLabel')}
                name="email"
                type="email"
                autoComplete="email"
                required
                value={guestEmail}
                onChange={(event) => {
                  setGuestEmail(event.target.value)
                  setErrors((current) => ({ ...current, email: undefined }))
                }}
                hint={t('checkout.guest.emailHint')}
                error={errors.email}
              />
            </div>
          ) : null}
          <SavedAddressPicker
            addresses={saved}
            initial={savedBilling?.addressId ?? null}
            hiddenOther={loaderData.otherCountries}
            countryName={countryName}
            onPick={(address) => {
              setBilling(formAddress(address))
              setErrors((current) => ({ ...current, billing: {} }))
            }}
          />
          <AddressFields
            prefix="billing"
            value={billing}
            onChange={(next) => {
              setBilling(next)
              setErrors((current) => ({
                ...current,
                billing: clearFixed(current.billing, next, countryCode, t),
              }))
            }}
            errors={errors.billing}
            countryName={countryName}
          />
          <label className="mt-5 flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              className="h-5 w-5 accent-ink"
              name="sameAddress"
              checked={same}
              onChange={(event) => setSame(event.target.checked)}
            />
            {t('checkout.sameAddress')}
          </label>
          {billingInBook || loaderData.guest ? null : (
            <label className="mt-2 flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                className="h-5 w-5 accent-ink"
                name="saveAddress"
                checked={saveAddress}
                onChange={(event) => setSaveAddress(event.target.checked)}
              />
              {t('checkout.saveAddress')}
            </label>
          )}
          {same ? null : (
            <div className="mt-5">
              <h3 className="mb-3 text-xl">{t('checkout.shippingAddress')}</h3>
              <SavedAddressPicker
                addresses={saved}
                initial={shipsElsewhere ? (savedShipping?.addressId ?? null) : null}
                hiddenOther={false}
                countryName={countryName}
                onPick={(address) => {
                  setShipping(formAddress(address))
                  setErrors((current) => ({ ...current, shipping: {} }))
                }}
              />
              <AddressFields
                prefix="shipping"
                value={shipping}
                onChange={(next) => {
                  setShipping(next)
                  setErrors((current) => ({
                    ...current,
                    shipping: clearFixed(current.shipping, next, countryCode, t),
                  }))
                }}
                errors={errors.shipping}
                countryName={countryName}
              />
            </div>
          )}
        </section>

        <section id="stepShipping" aria-labelledby="h-shipping" className="scroll-mt-6">
          <h2 id="h-shipping" className="mb-4 text-2xl">
            2. {t('checkout.shippingMethod')}
          </h2>
          <div className="rounded-sm border border-chalk p-4">
            <p className="flex flex-wrap justify-between gap-2">
              <span>{t('checkout.dhl')}</span>
              <span className="tabular-nums">
                {cart.total.shippingBrutto === 0
                  ? t('cart.shippingFree')
                  : formatPrice(cart.total.shippingBrutto, locale)}
              </span>
            </p>
            <p className="mt-2 font-medium">{t('checkout.expected', { date: expected })}</p>
          </div>
          <TextField
            className="mt-4 max-w-xs"
            label={t('checkout.needBy')}
            name="needBy"
            type="date"
            min={summary.expectedDelivery}
            value={needBy}
            onChange={(event) => setNeedBy(event.target.value)}
            hint={t('checkout.needByHint')}
            error={errors.needBy}
          />
        </section>

        <section id="stepPayment" aria-labelledby="h-payment" className="scroll-mt-6">
          <h2 id="h-payment" className="mb-4 text-2xl">
            3. {t('checkout.payment')}
          </h2>
          <fieldset className="space-y-3">
            <legend className="sr-only">{t('checkout.payment')}</legend>
            {summary.paymentMethods.map((method) => (
              <label
                key={method}
                className={`flex cursor-pointer gap-3 rounded-sm border p-4 ${payment === method ? 'border-ink' : 'border-chalk'}`}
              >
                <input
                  type="radio"
                  name="payment"
                  value={method}
                  checked={payment === method}
                  onChange={() => setPayment(method)}
                  className="mt-1 h-5 w-5 shrink-0 accent-ink"
                />
                <span>
                  <span className="block font-medium">{t(`checkout.${method}`)}</span>
                  <span className="block text-sm text-ink-soft">{t(`checkout.${method}Hint`)}</span>
                </span>
              </label>
            ))}
          </fieldset>
        </section>

        <section id="stepReview" aria-labelledby="h-review" className="scroll-mt-6">
          <h2 id="h-review" className="mb-2 text-2xl">
            4. {t('checkout.review')}
          </h2>
          <p className="mb-4 text-sm text-ink-soft">{t('checkout.reviewHint')}</p>
          <ul className="divide-y divide-chalk border-y border-chalk">
            {cart.items.map((item) => (
              <li key={item.itemId} className="flex gap-4 py-4">
                <LinePicture design={item.design ?? item.designs?.[0]} image={item.image} label={item.name} />
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap justify-between gap-x-4">
                    <span className="font-serif text-lg">
                      {item.amount > 1 ? `${item.amount} × ` : ''}
                      {item.name}
                    </span>
                    <span className="tabular-nums">{formatPrice(item.lineBrutto, locale)}</span>
                  </p>
                  <p className="text-sm">{item.description}</p>
                  {item.designs ? (
                    <ol className="mt-1 list-decimal pl-5 text-sm">
                      {item.designs.map((design) => (
                        <li key={design.shirtId}>
                          {design.summary}
                          {design.measure ? ` · ${t('cart.measure', { name: design.measure.name })}` : ''}
                        </li>
                      ))}
                    </ol>
                  ) : null}
                  {item.type === 'shirt' ? (
                    item.design?.measure ? (
                      <p className="text-sm">{t('cart.measure', { name: item.design.measure.name })}</p>
                    ) : (
                      <p className="text-sm text-danger">
                        {t('checkout.missingMeasure')}{' '}
                        <Link
                          to={withMeasuringReturn(to('/massnehmen/neu'), {
                            path: '/checkout',
                            shirtId: item.design?.shirtId ?? null,
                          })}
                          className="link"
                        >
                          {t('cart.addMeasure')}
                        </Link>
                      </p>
                    )
                  ) : null}
                  <WithdrawalNote item={item} />
                </div>
              </li>
            ))}
          </ul>
          {cart.total.firstOrderGoodwill ? (
            <p className="mt-4 rounded-sm bg-linen px-4 py-3 text-sm">{t('cart.goodwill')}</p>
          ) : null}
          <p className="mt-4 text-sm">
            {t('checkout.withdrawalNotice')}{' '}
            <Link to={to('/widerruf')} className="link">
              {t('checkout.withdrawalLink')}
            </Link>
          </p>
          <OrderSummary total={cart.total} className="mt-6">
            <p className="mt-3 text-sm">{t('checkout.expected', { date: expected })}</p>
            <label className="mt-5 flex gap-3">
              <input
                type="checkbox"
                className="mt-1 h-5 w-5 shrink-0 accent-ink"
                name="acceptTerms"
                checked={terms}
                onChange={(event) => {
                  setTerms(event.target.checked)
                  if (event.target.checked) setErrors((current) => ({ ...current, terms: undefined }))
                }}
                aria-invalid={errors.terms ? true : undefined}
                aria-describedby={errors.terms ? 'terms-error' : undefined}
              />
              <span>
                {t('checkout.terms')}{' '}
                <Link to={to('/agb')} className="link" target="_blank">
                  {t('checkout.termsLink')}
                </Link>{' '}
                ·{' '}
                <Link to={to('/datenschutz')} className="link" target="_blank">
                  {t('checkout.privacyLink')}
                </Link>
              </span>
            </label>
            {errors.terms ? (
              <p id="terms-error" className="mt-1 text-sm text-danger">
                {errors.terms}
              </p>
            ) : null}
            <Button type="submit" size="full" className="mt-5" disabled={busy || missingMeasure}>
              {busy ? t('checkout.placing') : t('checkout.orderButton')}
            </Button>
          </OrderSummary>
          <p className="mt-4 text-sm">
            <Link to={to('/cart')} className="link">
              {t('checkout.backToCart')}
            </Link>
          </p>
        </section>
      </form>
    </div>
  )
}

function AddressFields({
  prefix,
  value,
  onChange,
  errors,
  countryName,
}: {
  prefix: string
  value: Address
  onChange: (next: Address) => void
  errors: AddressErrors
  countryName: string
}) {
  const { t } = useTranslation()
  const autocomplete: Record<keyof Address, string> = {
    firstName: 'given-name',
    lastName: 'family-name',
    company: 'organization',
    street: 'address-line1',
    addition: 'address-line2',
    postalCode: 'postal-code',
    city: 'address-level2',
  }
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {addressFields.map((field) => (
        <TextField
          key={field}
          className={field === 'street' || field === 'company' || field === 'addition' ? 'sm:col-span-2' : ''}
          label={t(`checkout.${field}`)}
          name={`${prefix}-${field}`}
          autoComplete={`${prefix === 'shipping' ? 'shipping' : 'billing'} ${autocomplete[field]}`}
          value={value[field]}
          required={!optionalFields.has(field)}
          onChange={(event) => onChange({ ...value, [field]: event.target.value })}
          error={errors[field]}
        />
      ))}
      <p className="text-sm text-ink-soft sm:col-span-2">
        {t('checkout.countryFixed', { country: countryName })}
      </p>
    </div>
  )
}

/** A refused form post's field errors (keys of dashboard.addressErrors) as texts. */
function errorTexts(keys: Partial<Record<keyof Address, string>> | undefined, t: (key: string) => string) {
  const texts: AddressErrors = {}
  for (const [field, key] of Object.entries(keys ?? {}))
    texts[field as keyof Address] = t(`dashboard.addressErrors.${key}`)
  return texts
}

/** What the page says about a refused order, by the action's `reason` (checkout.errors.*). */
function refusalAlert(reason: string) {
  // A package that broke since the cart was shown is single lines now, at their own prices.
  if (brokenPackageReasons.has(reason)) return `cart.packageBroken.${reason}`
  return checkoutReasons.has(reason) ? `checkout.errors.${reason}` : 'checkout.failed'
}

const brokenPackageReasons = new Set(['PACKAGE_COUNT', 'PACKAGE_FABRIC', 'PACKAGE_DUPLICATE'])

/** The refusals of placeOrder the page explains (checkout.errors.* in the messages). */
const checkoutReasons = new Set([
  'TERMS_REQUIRED',
  'EMPTY_CART',
  'MEASURE_MISSING',
  'PACKAGE_MEASURE',
  'PRICE_CHANGED',
  'PAYMENT_UNAVAILABLE',
  'COUNTRY_MISMATCH',
  'VOUCHER_SPENT',
  'OUT_OF_STOCK',
  'FABRIC_OUT_OF_STOCK',
  'CART_CHANGED',
  'IDEMPOTENCY_RUNNING',
  'NEED_BY_TOO_EARLY',
  'NOT_LOGGED_IN',
  'UNKNOWN_ADDRESS',
])
