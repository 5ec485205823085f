import { useEffect, useState, useSyncExternalStore } from 'react'
import { Link } from 'react-router'
import { findCountry } from '#config/countries.ts'
import type { CartView } from '#core/cart/cart.ts'
import { listCart } from '#core/cart/cart.ts'
import { formatPrice } from '#core/format.ts'
import { cartAction } from '../../cart/cart-action.server.ts'
import { CartFields } from '../../cart/cart-fields.tsx'
import { cartFormData, cartItemFields } from '../../cart/cart-form.ts'
import type { CartActionAnswer } from '../../cart/cart-intent.ts'
import { CartLine, type Profile } from '../../cart/cart-line.tsx'
import { TotalsBlock } from '../../cart/cart-lines.tsx'
import { cartRefusalKey } from '../../cart/cart-refusal.ts'
import { CountryForm, VoucherForms } from '../../cart/cart-summary.tsx'
import { PackageNotices } from '../../cart/package-notices.tsx'
import { useCartFetcher } from '../../cart/use-cart-fetcher.ts'
import { Button, ButtonLink } from '../../components/button.tsx'
import { PageIntro } from '../../components/page-intro.tsx'
import { showToast, toastLife } from '../../components/toast/toast-store.ts'
import { shopContext } from '../../context.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { postJson } from '../../lib/http.ts'
import { messagesMeta, requestLocale } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import { useLocale, useLocalePath } from '../../lib/use-locale.ts'
import { cartStore } from '../../state/cart-store.ts'
import { acceptDeliveryCountry } from '../../state/delivery-country.ts'
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
    // A personal page (never cached): the login hint beside the checkout button is for guests only.
    loggedIn: Boolean(loaded?.customer),
  }
}

/** Every change of the cart, by its `intent` (app/cart/cart-intent.ts). */
export async function action(args: Route.ActionArgs) {
  return cartAction(args)
}

export const meta = routeMeta

function useCart(initial: CartView | null) {
  const store = cartStore
  const state = useSyncExternalStore(
    (listener) => store().subscribe(listener),
    () => store().getState(),
    () => null,
  )
  return { cart: state?.cart ?? initial, state }
}

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  const to = useLocalePath()
  const { cart, state } = useCart(loaderData.cart)
  const [priceNotice, setPriceNotice] = useState(loaderData.priceChanged)
  const warning = state?.warning ?? (priceNotice ? 'PRICE_CHANGED' : null)
  const [measuring, setMeasuring] = useState(false)
  const [profiles, setProfiles] = useState<Profile[]>([])
  // A refused voucher is said beside its field: the hydrated page's fetcher, or the posted form's answer.
  const [voucherRefusal, setVoucherRefusal] = useState<string | null>(voucherRefusalOf(actionData))
  const fetcher = useCartFetcher((answer) => {
    if (answer.intent === 'apply-voucher') setVoucherRefusal(voucherRefusalOf(answer))
    if (!answer.ok) {
      if (answer.intent === 'apply-voucher') return
      showToast({
        kind: 'error',
        title: t('cart.errorTitle'),
        message: t(cartRefusalKey(answer.reason)),
        group: 'br',
      })
      return
    }
    const country = answer.countryId ? findCountry(answer.countryId) : undefined
    if (country) acceptDeliveryCountry(country)
    if (answer.removed) announceRemoval(answer.removed)
  })
  const busy = measuring || fetcher.state !== 'idle'

  useEffect(() => {
    void cartStore().fetchCart()
    void cartStore().refreshCount(true)
    void postJson('/api/measures.php', { action: 'list' })
      .then((response) => response.json())
      .then((body: { measures?: Profile[] }) => setProfiles(body.measures ?? []))
      .catch(() => setProfiles([]))
  }, [])

  /** A removed line's toast offers an undo for a few seconds (it puts the same item back). */
  function announceRemoval({ name, undo }: NonNullable<Extract<CartActionAnswer, { ok: true }>['removed']>) {
    showToast({
      kind: 'success',
      title: t('cart.removed', { name }),
      message: undo?.type === 'shirt' ? t('cart.movedBack') : '',
      group: 'br',
      life: toastLife.undo,
      action: undo
        ? {
            label: t('cart.undo'),
            run: () =>
              fetcher.submit(cartFormData('undo-remove', cartItemFields(undo)), {
                method: 'post',
                action: to('/cart'),
              }),
          }
        : undefined,
    })
  }

  async function assignMeasure(shirtId: number, measureId: number) {
    setMeasuring(true)
    const response = await postJson('/api/shirt.php', { action: 'measures', shirtId, measureId }).catch(
      () => null,
    )
    setMeasuring(false)
    if (!response?.ok) {
      showToast({ kind: 'error', title: t('cart.errorTitle'), message: t('cart.genericError'), group: 'br' })
    }
    await cartStore().fetchCart()
  }

  const items = cart?.items ?? []
  const missingMeasure = items.some(
    (item) =>
      (item.type === 'shirt' && !item.design?.measure) ||
      (item.type === 'package7' && item.designs?.some((design) => !design.measure)),
  )

  return (
    <div>
      <PageIntro title={t('pages.cart.title')} lead={t('pages.cart.lead')} />
      <PackageNotices cart={cart} />
      <PostedAnswer answer={actionData} />
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
                  fetcher={fetcher}
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
              <CountryForm cart={cart} busy={busy} fetcher={fetcher} />
              <p className="mb-5 text-xs text-ink-soft">{t('cart.countryHint')}</p>
              <TotalsBlock total={cart.total} />
              {cart.total.deliveryCountry.countryCode === 'DE' && cart.total.shippingBrutto > 0 ? (
                <p className="mt-3 text-xs text-ink-soft">
                  {t('cart.freeFrom', { amount: formatPrice(150, locale) })}
                </p>
              ) : null}
              <VoucherForms
                cart={cart}
                busy={busy}
                fetcher={fetcher}
                error={voucherRefusal && t(voucherRefusal)}
              />
              {missingMeasure ? (
                <p className="mt-5 rounded-sm border-l-4 border-thread bg-linen px-3 py-2 text-sm">
                  {t('cart.measureMissing')}
                </p>
              ) : null}
              <ButtonLink to={to('/checkout')} size="full" className="mt-5">
                {t('cart.checkout')}
              </ButtonLink>
              {!loaderData.loggedIn ? (
                <p className="mt-2 text-xs text-ink-soft">{t('cart.loginHint')}</p>
              ) : null}
              <p className="mt-3 text-xs text-ink-soft">{t('cart.delivery')}</p>
            </div>
          </aside>
        </div>
      )}
    </div>
  )
}

/** The message key of a refused voucher, beside its field. */
function voucherRefusalOf(answer: CartActionAnswer | undefined) {
  if (!answer || answer.ok || answer.intent !== 'apply-voucher') return null
  return answer.reason === 'VOUCHER_THROTTLED' ? 'cart.voucherThrottled' : 'cart.voucherInvalid'
}

/**
 * The answer to a cart form posted without JavaScript (a hydrated page says it in a toast): a
 * refusal, or a removed line with the button that puts it back.
 */
function PostedAnswer({ answer }: { answer: CartActionAnswer | undefined }) {
  const { t } = useTranslation()
  const to = useLocalePath()
  if (!answer || answer.intent === 'apply-voucher') return null
  if (!answer.ok)
    return (
      <p role="alert" className="mb-6 rounded-sm border-l-4 border-danger bg-linen px-4 py-3">
        {t(cartRefusalKey(answer.reason))}
      </p>
    )
  if (!answer.removed) return null
  const { name, undo } = answer.removed
  return (
    <div
      role="status"
      className="mb-6 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-sm bg-linen px-4 py-3"
    >
      <p>
        {t('cart.removed', { name })} {undo?.type === 'shirt' ? t('cart.movedBack') : ''}
      </p>
      {undo ? (
        <form method="post" action={to('/cart')}>
          <CartFields intent="undo-remove" fields={cartItemFields(undo)} />
          <button type="submit" className="link min-h-11">
            {t('cart.undo')}
          </button>
        </form>
      ) : null}
    </div>
  )
}
