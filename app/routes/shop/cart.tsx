import { useEffect, useState, useSyncExternalStore } from 'react'
import { Link, useSearchParams } from 'react-router'
import { countries } from '#config/countries.ts'
import type { CartItemView, CartView } from '#core/cart/cart.ts'
import { listCart } from '#core/cart/cart.ts'
import { formatPrice } from '#core/format.ts'
import { LinePicture, TotalsBlock, WithdrawalNote } from '../../cart/cart-lines.tsx'
import { cartRefusalKey } from '../../cart/cart-refusal.ts'
import { undoItemFor } from '../../cart/cart-undo.ts'
import { PackageNotices, PackageProblem } from '../../cart/package-notices.tsx'
import { Button, ButtonLink } from '../../components/button.tsx'
import { PageIntro } from '../../components/page-intro.tsx'
import { showToast, toastLife } from '../../components/toast/toast-store.ts'
import { shopContext } from '../../context.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { postJson } from '../../lib/http.ts'
import { messagesMeta, requestLocale } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import { useLocale, useLocalePath } from '../../lib/use-locale.ts'
import { useRootData } from '../../lib/use-root-data.ts'
import { rememberCartShirt } from '../../measuring/cart-return.ts'
import { cartStore } from '../../state/cart-store.ts'
import { useDeliveryCountry } from '../../state/delivery-country.ts'
import type { Route } from './+types/cart'

/** /cart [default]: the priced cart, rendered on the server and kept fresh by the cart store. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext)
  const { locale } = requestLocale(request)
  const loaded = shop.session
  const listed = loaded
    ? await listCart({ deps: shop.deps, session: loaded.session, customer: loaded.customer, locale })
    : null
  return {
    meta: messagesMeta(request, 'cart'),
    cart: listed?.view ?? null,
    // Without a session nothing can be in the cart: the page shows it empty at once, and the
    // client's later answer (also empty) does not move the footer (no layout shift, CLS).
    knownEmpty: !loaded,
    priceChanged: listed?.notice === 'PRICE_CHANGED',
  }
}

export const meta = routeMeta

type Profile = { measureId: number; set_name: string }

function useCart(initial: CartView | null) {
  const store = cartStore
  const state = useSyncExternalStore(
    (listener) => store().subscribe(listener),
    () => store().getState(),
    () => null,
  )
  return { cart: state?.cart ?? initial, state }
}

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  const to = useLocalePath()
  const { auth } = useRootData()
  const delivery = useDeliveryCountry(auth)
  const { cart, state } = useCart(loaderData.cart)
  const [priceNotice, setPriceNotice] = useState(loaderData.priceChanged)
  const warning = state?.warning ?? (priceNotice ? 'PRICE_CHANGED' : null)
  const [busy, setBusy] = useState(false)
  const [profiles, setProfiles] = useState<Profile[]>([])
  const [code, setCode] = useState('')
  const [codeError, setCodeError] = useState<string | null>(null)
  // Back from the wizard (?massprofil=id): the new profile may go to the other shirts without one.
  const [params, setParams] = useSearchParams()
  const newProfile = Number(params.get('massprofil')) || null

  useEffect(() => {
    void cartStore().fetchCart()
    void cartStore().refreshCount(true)
    void postJson('/api/measures.php', { action: 'list' })
      .then((response) => response.json())
      .then((body: { measures?: Profile[] }) => setProfiles(body.measures ?? []))
      .catch(() => setProfiles([]))
  }, [])

  async function act(body: Record<string, unknown>, success?: string) {
    setBusy(true)
    const result = await cartStore().act(body)
    setBusy(false)
    if (!result.ok) {
      showToast({
        kind: 'error',
        title: t('cart.errorTitle'),
        message: t(cartRefusalKey(result.reason)),
        group: 'br',
      })
      return false
    }
    if (success) showToast({ kind: 'success', title: t('cart.successTitle'), message: success, group: 'br' })
    return true
  }

  /** Removes a line; the toast offers an undo for a few seconds (it adds the same item again). */
  async function remove(item: CartItemView) {
    if (!(await act({ action: 'remove', itemId: item.itemId }))) return
    const undo = undoItemFor(item)
    showToast({
      kind: 'success',
      title: t('cart.removed', { name: item.name }),
      message: item.type === 'shirt' ? t('cart.movedBack') : '',
      group: 'br',
      life: toastLife.undo,
      action: undo
        ? { label: t('cart.undo'), run: () => void act({ action: 'add', item: undo }) }
        : undefined,
    })
  }

  async function assignMeasure(shirtId: number, measureId: number) {
    setBusy(true)
    const response = await postJson('/api/shirt.php', { action: 'measures', shirtId, measureId }).catch(
      () => null,
    )
    setBusy(false)
    if (!response?.ok) {
      showToast({ kind: 'error', title: t('cart.errorTitle'), message: t('cart.genericError'), group: 'br' })
    }
    await cartStore().fetchCart()
  }

  async function chooseCountry(countryId: number) {
    setBusy(true)
    const result = await delivery.choose(countryId)
    setBusy(false)
    if (!result.ok)
      showToast({ kind: 'error', title: t('cart.errorTitle'), message: t('cart.updateFailed'), group: 'br' })
  }

  async function applyCode(event: React.FormEvent) {
    event.preventDefault()
    if (!code.trim()) return setCodeError(t('cart.voucherInvalid'))
    setBusy(true)
    const result = await cartStore().act({ action: 'applyVoucher', code })
    setBusy(false)
    if (result.ok) {
      setCode('')
      setCodeError(null)
    } else {
      setCodeError(t(result.reason === 'VOUCHER_THROTTLED' ? 'cart.voucherThrottled' : 'cart.voucherInvalid'))
    }
  }

  const items = cart?.items ?? []
  const unmeasured = items.flatMap((item) =>
    item.type === 'shirt' && item.design && !item.design.measure ? [item.design.shirtId] : [],
  )

  function closeAssignOthers() {
    setParams(
      (current) => {
        current.delete('massprofil')
        return current
      },
      { replace: true },
    )
  }

  async function assignOthers(measureId: number) {
    for (const shirtId of unmeasured) await assignMeasure(shirtId, measureId)
    closeAssignOthers()
  }
  const missingMeasure = items.some(
    (item) =>
      (item.type === 'shirt' && !item.design?.measure) ||
      (item.type === 'package7' && item.designs?.some((design) => !design.measure)),
  )

  return (
    <div>
      <PageIntro title={t('pages.cart.title')} lead={t('pages.cart.lead')} />
      <PackageNotices cart={cart} />
      {newProfile && unmeasured.length > 0 ? (
        <section
          aria-labelledby="assign-others"
          className="mb-6 rounded-sm border-l-4 border-thread bg-linen px-4 py-3"
        >
          <p id="assign-others" role="status">
            {t('cart.assignOthersQuestion', { count: unmeasured.length })}
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Button size="sm" disabled={busy} onClick={() => void assignOthers(newProfile)}>
              {t('cart.assignOthersYes')}
            </Button>
            <Button size="sm" variant="secondary" disabled={busy} onClick={closeAssignOthers}>
              {t('cart.assignOthersNo')}
            </Button>
          </div>
        </section>
      ) : null}
      {warning ? (
        <div
          role="status"
          data-testid="cart-warning"
          className="mb-6 flex items-start justify-between gap-4 rounded-sm border-l-4 border-thread bg-linen px-4 py-3"
        >
          <p>{t(warning === 'PRICE_CHANGED' ? 'cart.priceChanged' : 'cart.vatWarning')}</p>
          <button
            type="button"
            className="link text-sm"
            onClick={() => {
              setPriceNotice(false)
              cartStore().dismissWarning()
            }}
          >
            {t('cart.dismiss')}
          </button>
        </div>
      ) : null}
      {state?.error && !cart ? (
        <div role="alert" className="mb-6 rounded-sm border-l-4 border-danger bg-linen px-4 py-3">
          <p>{t('cart.genericError')}</p>
          <Button size="sm" variant="secondary" className="mt-3" onClick={() => void cartStore().fetchCart()}>
            {t('cart.retry')}
          </Button>
        </div>
      ) : null}
      {!cart && !loaderData.knownEmpty ? (
        <p className="py-8 text-ink-soft">{t('cart.loading')}</p>
      ) : !cart || items.length === 0 ? (
        <section className="rounded-sm bg-linen px-6 py-10 text-center" aria-labelledby="cart-empty">
          <h2 id="cart-empty" className="text-2xl">
            {t('cart.emptyTitle')}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-ink-soft">{t('cart.emptyLead')}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <ButtonLink to={to('/hemdendesigner')}>{t('cart.design')}</ButtonLink>
            <ButtonLink to={to('/shop')} variant="secondary">
              {t('cart.accessories')}
            </ButtonLink>
          </div>
        </section>
      ) : (
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <section aria-label={t('cart.itemsLabel')} className="min-w-0">
            <ul className="divide-y divide-chalk border-y border-chalk">
              {items.map((item) => (
                <CartLine
                  key={item.itemId}
                  item={item}
                  busy={busy}
                  profiles={profiles}
                  onAmount={(amount) => void act({ action: 'update', itemId: item.itemId, amount })}
                  onRemove={() => void remove(item)}
                  onMeasure={(shirtId, measureId) => void assignMeasure(shirtId, measureId)}
                />
              ))}
            </ul>
            {cart.total.firstOrderGoodwill ? (
              <p className="mt-6 rounded-sm bg-linen px-4 py-3 text-sm">
                <Link to={to('/erstbestellerkulanz')} className="link">
                  {t('cart.goodwill')}
                </Link>
              </p>
            ) : null}
          </section>
          <aside className="space-y-6 lg:sticky lg:top-6 lg:self-start" aria-labelledby="cart-summary">
            <div className="rounded-sm border border-chalk p-5">
              <h2 id="cart-summary" className="mb-4 text-xl">
                {t('cart.summary')}
              </h2>
              <label htmlFor="cart-country" className="mb-1 block text-sm font-medium">
                {t('cart.country')}
              </label>
              <select
                id="cart-country"
                className="mb-1 min-h-11 w-full rounded-sm border border-chalk bg-paper px-3"
                value={cart.total.deliveryCountry.countryID}
                disabled={busy}
                onChange={(event) => void chooseCountry(Number(event.target.value))}
              >
                {[...countries]
                  .sort((a, b) => a.name[locale].localeCompare(b.name[locale], locale))
                  .map((country) => (
                    <option key={country.countryID} value={country.countryID}>
                      {country.name[locale]}
                    </option>
                  ))}
              </select>
              <p className="mb-5 text-xs text-ink-soft">{t('cart.countryHint')}</p>
              <TotalsBlock total={cart.total} />
              {cart.total.deliveryCountry.countryCode === 'DE' && cart.total.shippingBrutto > 0 ? (
                <p className="mt-3 text-xs text-ink-soft">
                  {t('cart.freeFrom', { amount: formatPrice(150, locale) })}
                </p>
              ) : null}
              <form className="mt-5 border-t border-chalk pt-4" onSubmit={applyCode} noValidate>
                <label htmlFor="voucher-code" className="mb-1 block text-sm font-medium">
                  {t('cart.voucherLabel')}
                </label>
                <div className="flex gap-2">
                  <input
                    id="voucher-code"
                    value={code}
                    onChange={(event) => setCode(event.target.value)}
                    autoComplete="off"
                    aria-invalid={codeError ? true : undefined}
                    aria-describedby={codeError ? 'voucher-error' : undefined}
                    className="min-h-11 min-w-0 flex-1 rounded-sm border border-chalk bg-paper px-3 uppercase"
                  />
                  <Button type="submit" size="button" variant="secondary" disabled={busy}>
                    {t('cart.voucherApply')}
                  </Button>
                </div>
                {codeError ? (
                  <p id="voucher-error" role="alert" className="mt-1 text-sm text-danger">
                    {codeError}
                  </p>
                ) : null}
                {cart.total.vouchers.map((voucher) => (
                  <p key={voucher.code} className="mt-2 flex items-center justify-between gap-2 text-sm">
                    <span>
                      {voucher.code} ·{' '}
                      {t('cart.voucherRemaining', { amount: formatPrice(voucher.remaining, locale) })}
                    </span>
                    <button
                      type="button"
                      className="link"
                      disabled={busy}
                      onClick={() => void act({ action: 'removeVoucher', code: voucher.code })}
                    >
                      {t('cart.voucherRemove', { code: voucher.code })}
                    </button>
                  </p>
                ))}
              </form>
              {missingMeasure ? (
                <p className="mt-5 rounded-sm border-l-4 border-thread bg-linen px-3 py-2 text-sm">
                  {t('cart.measureMissing')}
                </p>
              ) : null}
              <ButtonLink to={to('/checkout')} size="full" className="mt-5">
                {t('cart.checkout')}
              </ButtonLink>
              {!auth.isAuth ? <p className="mt-2 text-xs text-ink-soft">{t('cart.loginHint')}</p> : null}
              <p className="mt-3 text-xs text-ink-soft">{t('cart.delivery')}</p>
            </div>
          </aside>
        </div>
      )}
    </div>
  )
}

function CartLine({
  item,
  busy,
  profiles,
  onAmount,
  onRemove,
  onMeasure,
}: {
  item: CartItemView
  busy: boolean
  profiles: Profile[]
  onAmount: (amount: number) => void
  onRemove: () => void
  onMeasure: (shirtId: number, measureId: number) => void
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const to = useLocalePath()
  const price = (value: number) => formatPrice(value, locale)
  const fixedAmount = item.type === 'package7' || item.type === 'samples'
  return (
    <li className="flex gap-4 py-5" data-testid="cart-line">
      <LinePicture design={item.design ?? item.designs?.[0]} image={item.image} label={item.name} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h3 className="font-serif text-lg">{item.name}</h3>
          <p className="font-medium tabular-nums">{price(item.lineBrutto)}</p>
        </div>
        <p className="mt-1 text-sm text-ink-soft">{item.description}</p>
        {item.message ? (
          <p className="mt-1 text-sm italic">{t('cart.voucherMessage', { message: item.message })}</p>
        ) : null}
        {item.type === 'package7' && item.designs ? (
          <details className="mt-2 text-sm">
            <summary className="cursor-pointer">{t('cart.packageDesigns')}</summary>
            <ol className="mt-2 list-decimal space-y-1 pl-5">
              {item.designs.map((design) => (
                <li key={design.shirtId}>{design.summary}</li>
              ))}
            </ol>
          </details>
        ) : null}
        <PackageProblem problem={item.problem} />
        {item.savingBrutto ? (
          <p className="mt-1 text-sm font-medium text-thread-dark">
            {t('cart.packageSaving', { amount: price(item.savingBrutto) })}
          </p>
        ) : null}
        {item.type === 'shirt' && item.design ? (
          <MeasureChoice design={item.design} profiles={profiles} busy={busy} onMeasure={onMeasure} />
        ) : null}
        <WithdrawalNote item={item} />
        <div className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2">
          {fixedAmount ? null : (
            <fieldset className="flex items-center gap-1">
              <legend className="sr-only">{t('cart.amount')}</legend>
              <button
                type="button"
                className="h-11 w-11 rounded-sm border border-chalk text-lg disabled:opacity-40"
                aria-label={t('cart.decrease', { name: item.name })}
                disabled={busy || item.amount <= 1}
                onClick={() => onAmount(item.amount - 1)}
              >
                −
              </button>
              <span className="w-8 text-center tabular-nums" aria-live="polite">
                {item.amount}
              </span>
              <button
                type="button"
                className="h-11 w-11 rounded-sm border border-chalk text-lg disabled:opacity-40"
                aria-label={t('cart.increase', { name: item.name })}
                disabled={busy || item.amount >= 20}
                onClick={() => onAmount(item.amount + 1)}
              >
                +
              </button>
              {item.amount > 1 ? (
                <span className="ml-2 text-xs text-ink-soft">
                  {t('cart.unitPrice', { price: price(item.priceBrutto) })}
                </span>
              ) : null}
            </fieldset>
          )}
          {item.type === 'shirt' ? (
            <Link
              to={`${to('/meine-hemden')}?hemd=${item.shirtId}`}
              className="link min-h-11 content-center text-sm"
            >
              {t('cart.edit')}
            </Link>
          ) : null}
          <button
            type="button"
            className="link min-h-11 text-sm"
            disabled={busy}
            onClick={onRemove}
            aria-label={t('cart.removeLabel', { name: item.name })}
          >
            {t('cart.remove')}
          </button>
        </div>
      </div>
    </li>
  )
}

function MeasureChoice({
  design,
  profiles,
  busy,
  onMeasure,
}: {
  design: NonNullable<CartItemView['design']>
  profiles: Profile[]
  busy: boolean
  onMeasure: (shirtId: number, measureId: number) => void
}) {
  const { t } = useTranslation()
  const to = useLocalePath()
  const id = `measure-${design.shirtId}`
  return (
    <div className="mt-2 text-sm">
      {profiles.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={id}>{t('cart.measureLabel')}</label>
          <select
            id={id}
            className="min-h-11 rounded-sm border border-chalk bg-paper px-2"
            value={design.measure?.id ?? 0}
            disabled={busy}
            onChange={(event) => onMeasure(design.shirtId, Number(event.target.value))}
          >
            {design.measure ? null : <option value={0}>—</option>}
            {profiles.map((profile) => (
              <option key={profile.measureId} value={profile.measureId}>
                {profile.set_name}
              </option>
            ))}
          </select>
        </div>
      ) : design.measure ? (
        <p>{t('cart.measure', { name: design.measure.name })}</p>
      ) : null}
      {design.measure ? null : (
        <p className="mt-1 text-thread-dark">
          {t('cart.noMeasure')}{' '}
          <Link
            to={to('/massnehmen')}
            className="link"
            onClick={() => rememberCartShirt(window.sessionStorage, design.shirtId)}
          >
            {t('cart.addMeasure')}
          </Link>
        </p>
      )}
    </div>
  )
}
