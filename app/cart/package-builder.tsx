import { useCallback, useEffect, useMemo, useState } from 'react'
import { Link } from 'react-router'
import { formatPrice } from '#core/format.ts'
import { Button, ButtonLink } from '../components/button.tsx'
import { listShirts, type ShirtListItem } from '../designer/my-shirts/my-shirts-api.ts'
import { useTranslation } from '../i18n/react.tsx'
import { useLocale, useLocalePath } from '../lib/use-locale.ts'
import { cartStore, refreshCartCount } from '../state/cart-store.ts'
import { deliveryCountryEvent } from '../state/delivery-country.ts'
import { candidateBlock, type PackageOffer, summarizeSelection } from './package-selection.ts'

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; shirts: ShirtListItem[] }

/** Designs already inside a package line of the cart (they cannot join a second one). */
function packagedIds(): Set<number> {
  const items = cartStore().getState().cart?.items ?? []
  return new Set(
    items.flatMap((item) => (item.type === 'package7' ? (item.designs ?? []).map((d) => d.shirtId) : [])),
  )
}

/**
 * The 7-shirt package builder on /7er: seven designs from 'Meine Hemden' (open or in
 * the cart), the count, the package price against the single prices, the one-profile rule with a
 * way to fix it, and 'In den Warenkorb' (cart.php add package7).
 */
export function PackageBuilder({
  offer,
  descriptions,
}: {
  offer: PackageOffer & { vatRate: number }
  descriptions: Record<number, string>
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const to = useLocalePath()
  const price = (value: number) => formatPrice(value, locale)
  const [load, setLoad] = useState<Load>({ state: 'loading' })
  const [packaged, setPackaged] = useState<Set<number>>(new Set())
  const [chosen, setChosen] = useState<number[]>([])
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<{ ok: true } | { ok: false; message: string } | null>(null)

  const refresh = useCallback(async () => {
    const [listed] = await Promise.all([listShirts([0, 1]), cartStore().fetchCart()])
    if (!listed.ok) return setLoad({ state: 'failed' })
    const inPackage = packagedIds()
    setPackaged(inPackage)
    setLoad({ state: 'ready', shirts: listed.shirts })
    // A design that left the list or went into a package leaves the choice too.
    const available = new Set(listed.shirts.map((shirt) => shirt.shirtId))
    setChosen((current) => current.filter((id) => available.has(id) && !inPackage.has(id)))
  }, [])

  useEffect(() => {
    void refresh()
    // Another delivery country re-prices the single prices (the loader re-prices the package).
    const onCountry = () => void refresh()
    window.addEventListener(deliveryCountryEvent, onCountry)
    return () => window.removeEventListener(deliveryCountryEvent, onCountry)
  }, [refresh])

  const shirts = load.state === 'ready' ? load.shirts : []
  const byId = useMemo(() => new Map(shirts.map((shirt) => [shirt.shirtId, shirt])), [shirts])
  const chosenShirts = chosen.map((id) => byId.get(id)).filter((shirt): shirt is ShirtListItem => !!shirt)
  const summary = summarizeSelection(chosenShirts, offer)
  const full = chosen.length >= offer.size

  function toggle(shirtId: number) {
    setOutcome(null)
    setChosen((current) =>
      current.includes(shirtId)
        ? current.filter((id) => id !== shirtId)
        : current.length < offer.size
          ? [...current, shirtId]
          : current,
    )
  }

  async function addPackage() {
    setBusy(true)
    setOutcome(null)
    const result = await cartStore().act({ action: 'add', item: { type: 'package7', shirtIds: chosen } })
    if (result.ok) {
      await refreshCartCount()
      setChosen([])
      setOutcome({ ok: true })
      await refresh()
    } else {
      const key = `packageBuilder.errors.${result.reason ?? 'generic'}`
      setOutcome({ ok: false, message: t(key, { defaultValue: t('packageBuilder.errors.generic') }) })
    }
    setBusy(false)
  }

  return (
    <section
      aria-labelledby="package-builder"
      className="my-10 rounded-sm border border-chalk bg-linen/60 p-4 sm:p-6"
      data-testid="package-builder"
    >
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <div className="max-w-2xl">
          <h2 id="package-builder" className="text-2xl sm:text-3xl">
            {t('packageBuilder.title')}
          </h2>
          <p className="mt-1 text-ink-soft">{t('packageBuilder.lead')}</p>
        </div>
        <ButtonLink to={to('/hemdendesigner')} variant="secondary" size="sm">
          {t('packageBuilder.newDesign')}
        </ButtonLink>
      </div>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          {load.state === 'loading' ? (
            <p className="py-6 text-ink-soft">{t('packageBuilder.loading')}</p>
          ) : load.state === 'failed' ? (
            <div role="alert" className="rounded-sm border-l-4 border-danger bg-paper px-4 py-3">
              <p>{t('packageBuilder.loadFailed')}</p>
              <Button size="sm" variant="secondary" className="mt-3" onClick={() => void refresh()}>
                {t('packageBuilder.retry')}
              </Button>
            </div>
          ) : shirts.length === 0 ? (
            <p className="rounded-sm bg-paper px-4 py-6">
              {t('packageBuilder.empty')}{' '}
              <Link to={to('/hemdendesigner')} className="link">
                {t('packageBuilder.newDesign')}
              </Link>
            </p>
          ) : (
            <fieldset>
              <legend className="mb-3 text-sm font-semibold">{t('packageBuilder.listLabel')}</legend>
              <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
                {shirts.map((shirt) => {
                  const block = candidateBlock(shirt, offer, packaged)
                  const position = chosen.indexOf(shirt.shirtId)
                  const selected = position >= 0
                  const disabled = busy || block !== null || (!selected && full)
                  const name = t('packageBuilder.shirt', { id: shirt.shirtId })
                  const inputId = `package-shirt-${shirt.shirtId}`
                  return (
                    <li key={shirt.shirtId}>
                      <label
                        htmlFor={inputId}
                        className={`flex h-full gap-3 rounded-sm border bg-paper p-3 ${selected ? 'border-ink ring-1 ring-ink' : 'border-chalk'} ${disabled && !selected ? 'opacity-60' : selected ? 'cursor-pointer' : 'cursor-pointer hover:border-thread'}`}
                      >
                        <input
                          id={inputId}
                          type="checkbox"
                          className="mt-1 h-5 w-5 shrink-0 accent-ink"
                          checked={selected}
                          disabled={disabled && !selected}
                          onChange={() => toggle(shirt.shirtId)}
                          aria-describedby={`${inputId}-info`}
                        />
                        <span
                          aria-hidden="true"
                          className="h-14 w-14 shrink-0 rounded-sm border border-chalk bg-linen bg-cover bg-center"
                          style={{
                            backgroundImage: shirt.fabricId
                              ? `url(/media/samples/${shirt.fabricId}.jpg)`
                              : undefined,
                          }}
                        />
                        <span className="min-w-0 flex-1 text-sm">
                          <span className="flex flex-wrap items-baseline justify-between gap-x-2">
                            <span className="font-semibold">{name}</span>
                            <span className="tabular">{price(shirt.priceBrutto)}</span>
                          </span>
                          {descriptions[shirt.shirtId] ? (
                            <span className="mt-0.5 line-clamp-2 leading-snug">
                              {descriptions[shirt.shirtId]}
                            </span>
                          ) : null}
                          <span id={`${inputId}-info`} className="mt-0.5 block text-ink-soft">
                            {shirt.measure
                              ? t('packageBuilder.measure', { name: shirt.measure.name })
                              : t('packageBuilder.noMeasure')}
                            {shirt.orderStatus === 1 && !block ? ` · ${t('packageBuilder.inCart')}` : ''}
                            {block ? (
                              <span className="block text-thread-dark">
                                {t(`packageBuilder.blocked.${block}`, { group: shirt.priceGroup ?? '–' })}
                              </span>
                            ) : null}
                          </span>
                          {position === 0 ? (
                            <span className="mt-1 inline-block rounded-full bg-ink px-2 py-0.5 text-xs text-paper">
                              {t('packageBuilder.fitShirt')}
                            </span>
                          ) : null}
                        </span>
                      </label>
                    </li>
                  )
                })}
              </ul>
              {/* On a phone the summary sits below the list: the count stays in view while choosing. */}
              <div className="sticky bottom-0 z-10 -mx-4 mt-3 flex items-center sm:-mx-6 justify-between gap-3 border-t border-chalk bg-paper px-4 py-2 text-sm lg:hidden">
                <span className="font-semibold" aria-hidden="true">
                  {summary.count}/{offer.size}
                </span>
                <a href="#package-summary" className="link min-h-11 content-center">
                  {t('packageBuilder.jump')}
                </a>
              </div>
            </fieldset>
          )}
        </div>

        <aside
          id="package-summary"
          className="space-y-4 rounded-sm border border-chalk bg-paper p-5 lg:sticky lg:top-6 lg:self-start"
        >
          <div>
            <p className="text-lg font-semibold" aria-live="polite" data-testid="package-count">
              {t('packageBuilder.count', { count: summary.count, size: offer.size })}
            </p>
            <div className="mt-2 flex gap-1" aria-hidden="true">
              {Array.from({ length: offer.size }, (_, i) => (
                <span
                  // biome-ignore lint/suspicious/noArrayIndexKey: seven fixed slots
                  key={i}
                  className={`h-2 flex-1 rounded-full ${i < summary.count ? 'bg-ink' : 'bg-chalk'}`}
                />
              ))}
            </div>
            <p className="mt-2 text-sm text-ink-soft">
              {summary.remaining > 0
                ? t('packageBuilder.remaining', { count: summary.remaining })
                : t('packageBuilder.complete')}
            </p>
          </div>
          <dl className="space-y-1 border-t border-chalk pt-3 text-sm">
            <div className="flex justify-between gap-3">
              <dt>{t('packageBuilder.singles')}</dt>
              <dd className="tabular">{price(summary.singlesBrutto)}</dd>
            </div>
            <div className="flex justify-between gap-3 text-base font-semibold">
              <dt>{t('packageBuilder.packagePrice')}</dt>
              <dd className="tabular">{price(summary.packageBrutto)}</dd>
            </div>
            {summary.surchargesBrutto > 0 ? (
              <p className="text-xs text-ink-soft">
                {t('packageBuilder.surcharges', {
                  base: price(offer.priceBrutto),
                  amount: price(summary.surchargesBrutto),
                })}
              </p>
            ) : null}
          </dl>
          {summary.savingBrutto !== null ? (
            <p className="text-right text-lg font-semibold text-success" data-testid="package-saving">
              {t('packageBuilder.saving', { amount: price(summary.savingBrutto) })}
            </p>
          ) : null}
          <p className="text-xs text-ink-soft">
            {offer.vatRate > 0
              ? t('packageBuilder.vatNote', { rate: offer.vatRate })
              : t('packageBuilder.noVatNote')}{' '}
            <Link to={to('/zahlung-versand')} className="link">
              {t('packageBuilder.shipping')}
            </Link>
          </p>

          {summary.problem === 'PACKAGE_MEASURE' ? (
            <div role="alert" className="rounded-sm border-l-4 border-danger bg-linen px-3 py-2 text-sm">
              <p>
                {t('packageBuilder.profileConflict', {
                  names: summary.profiles.map((profile) => profile.name).join(', '),
                })}
              </p>
              <Link to={to('/meine-hemden')} className="link mt-1 inline-block">
                {t('packageBuilder.profileFix')}
              </Link>
            </div>
          ) : summary.withoutProfile > 0 ? (
            <div className="rounded-sm border-l-4 border-thread bg-linen px-3 py-2 text-sm">
              <p>{t('packageBuilder.withoutProfile', { count: summary.withoutProfile })}</p>
              <Link to={to('/meine-hemden')} className="link mt-1 inline-block">
                {t('packageBuilder.profileFix')}
              </Link>
            </div>
          ) : null}

          <Button size="full" disabled={!summary.ready || busy} onClick={() => void addPackage()}>
            {busy ? t('packageBuilder.adding') : t('packageBuilder.add')}
          </Button>
          <div role="status" className="text-sm">
            {outcome?.ok ? (
              <p className="text-success">
                {t('packageBuilder.added')}{' '}
                <Link to={to('/cart')} className="link">
                  {t('packageBuilder.toCart')}
                </Link>
              </p>
            ) : outcome ? (
              <p className="text-danger">{outcome.message}</p>
            ) : null}
          </div>
          <p className="border-t border-chalk pt-3 text-xs leading-relaxed text-ink-soft">
            {t('packageBuilder.fitFirst')}
          </p>
        </aside>
      </div>
    </section>
  )
}
