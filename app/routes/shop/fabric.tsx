import { Link, useLocation } from 'react-router'
import { findCountryByCode } from '#config/countries.ts'
import { pageUrl } from '#config/locale-path.ts'
import { currentSampleSet } from '#core/cart/cart.ts'
import { cartLimits } from '#core/cart/rules.ts'
import { getCatalog } from '#core/catalog/catalog-cache.ts'
import { fabricDetail } from '#core/catalog/catalog-views.ts'
import { formatPrice } from '#core/format.ts'
import { breadcrumbData, fabricProductData, homeStep } from '#core/seo/structured-data.ts'
import { fabricSamplesPrice } from '#core/sessions/rules.ts'
import { isRemembered } from '#core/wishlist/wishlist.ts'
import { ButtonLink } from '../../components/button.tsx'
import { comparedFabricsOf } from '../../components/fabrics/compare.server.ts'
import { comparedIdsOf, compareOnlySearch } from '../../components/fabrics/compare-links.ts'
import { CompareToggle } from '../../components/fabrics/compare-toggle.tsx'
import { CompareTray } from '../../components/fabrics/compare-tray.tsx'
import { SampleButton } from '../../components/fabrics/sample-button.tsx'
import { WishlistToggle } from '../../components/wishlist/wishlist-toggle.tsx'
import { shopContext } from '../../context.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { pageNotFound, requestLocale } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import { structuredDataPlace } from '../../lib/structured-data.server.ts'
import { useLocale, useLocalePath } from '../../lib/use-locale.ts'
import type { Route } from './+types/fabric'

/** /stoffe/{id}: one fabric with composition, weight, care and origin; unknown ids are a 404. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext)
  const { locale, t } = requestLocale(request)
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : 0
  const catalog = await getCatalog(shop.deps.db)
  const vatRate = shop.deliveryCountry.VAT
  const fabric = id ? fabricDetail(catalog, id, locale, vatRate) : null
  if (!fabric) pageNotFound(request)
  const loaded = shop.session
  const shirtContext = loaded
    ? { deps: shop.deps, session: loaded.session, customer: loaded.customer, locale }
    : null
  const remembered = shirtContext
    ? await isRemembered(shirtContext, { kind: 'fabric', refId: fabric.fabricId })
    : false
  const samples = {
    fabricIds: shirtContext ? await currentSampleSet(shirtContext) : [],
    priceBrutto: fabricSamplesPrice({ deliveryCountryId: shop.deliveryCountry.countryID }),
    max: cartLimits.samplesMax,
  }
  const place = structuredDataPlace(request, context)
  const path = `/stoffe/${fabric.fabricId}`
  const description = `${fabric.name}: ${fabric.composition}, ${fabric.weightGsm} g/m². ${t('pages.fabrics.description')}`
  return {
    meta: {
      title: `${fabric.name} (${fabric.number})`,
      description,
    },
    fabric,
    remembered,
    samples,
    compared: await comparedFabricsOf(shop.deps, pageUrl(request).searchParams, locale, vatRate),
    structuredData: [
      // The shirt cut from it, at the price and stock the page states (fabricProductData says why).
      fabricProductData(place, fabric, {
        description,
        pattern: t(`fabrics.patterns.${fabric.pattern}`),
        category: t('nav.fabrics'),
      }),
      breadcrumbData(place, [
        homeStep,
        { name: t('nav.fabrics'), path: '/stoffe' },
        { name: fabric.name, path },
      ]),
    ],
  }
}

export const meta = routeMeta

export default function FabricPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const to = useLocalePath()
  const locale = useLocale()
  const location = useLocation()
  const { fabric, remembered, samples, compared } = loaderData
  const rows = [
    [t('fabrics.number'), fabric.number],
    [t('fabrics.composition'), fabric.composition],
    [t('fabrics.weightLabel'), t('fabrics.weight', { weight: fabric.weightGsm })],
    [t('fabrics.weave'), t(`fabrics.weaves.${fabric.weave}`)],
    [t('fabrics.pattern'), t(`fabrics.patterns.${fabric.pattern}`)],
    [t('fabrics.weightClass'), t(`fabrics.weightClasses.${fabric.weightClass}`)],
    [t('fabrics.opacity'), t(`fabrics.opacities.${fabric.opacity}`)],
    [t('fabrics.stretch'), t(`fabrics.stretches.${fabric.stretch}`)],
    [t('fabrics.season'), t(`fabrics.seasons.${fabric.season}`)],
    [t('fabrics.care'), fabric.care],
    // The weaving country by its name in the page's language, never its ISO code ('PT').
    [t('fabrics.origin'), findCountryByCode(fabric.origin)?.name[locale] ?? fabric.origin],
  ]
  return (
    <div>
      <p className="mb-6 text-sm">
        <Link to={`${to('/stoffe')}${compareOnlySearch(comparedIdsOf(location.search))}`} className="link">
          {t('fabrics.backToFabrics')}
        </Link>
      </p>
      <div className="grid gap-10 md:grid-cols-2">
        <img
          src={fabric.image}
          alt={t('fabrics.sampleAlt', { name: fabric.name })}
          width={512}
          height={512}
          className="aspect-square w-full rounded-sm border border-chalk object-cover"
        />
        <div>
          <h1 className="text-[2.1rem] sm:text-5xl">{fabric.name}</h1>
          <p className="mt-3 flex flex-wrap gap-2 text-sm">
            {fabric.nonIron ? (
              <span className="rounded-full bg-linen px-3 py-1">{t('fabrics.nonIron')}</span>
            ) : null}
            {fabric.oekoTex ? (
              <span className="rounded-full bg-linen px-3 py-1">{t('fabrics.oekoTex')}</span>
            ) : null}
            {fabric.inStock ? null : (
              <span className="rounded-full bg-danger/10 px-3 py-1 text-danger">{t('fabrics.soldOut')}</span>
            )}
          </p>
          <p className="tabular mt-6 text-2xl">
            {t('fabrics.shirtFrom', { price: formatPrice(fabric.priceBrutto, locale) })}{' '}
            <span className="text-sm text-ink-soft">{t('fabrics.priceNote')}</span>
          </p>
          <dl className="mt-6 divide-y divide-chalk border-y border-chalk">
            {rows.map(([label, value]) => (
              <div key={label} className="grid grid-cols-[10rem_1fr] gap-4 py-3 text-[0.95rem]">
                <dt className="font-medium">{label}</dt>
                <dd className="text-ink-soft">{value}</dd>
              </div>
            ))}
          </dl>
          {fabric.inStock ? (
            <ButtonLink to={`${to('/hemdendesigner')}?fabric=${fabric.fabricId}`} size="lg" className="mt-8">
              {t('fabrics.designWith')}
            </ButtonLink>
          ) : null}
          <div className="mt-6">
            <SampleButton
              key={fabric.fabricId}
              fabricId={fabric.fabricId}
              fabricName={fabric.name}
              samples={samples}
            />
          </div>
          <div className="mt-6">
            <CompareToggle fabricId={fabric.fabricId} fabricName={fabric.name} />
          </div>
          <div className="mt-6">
            {/* Remounted per fabric: a client navigation to another fabric starts from its own state. */}
            <WishlistToggle
              key={fabric.fabricId}
              item={{ kind: 'fabric', id: fabric.fabricId }}
              initial={remembered}
            />
          </div>
        </div>
      </div>
      <CompareTray fabrics={compared} />
    </div>
  )
}
