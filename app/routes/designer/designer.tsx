import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useRevalidator, useSearchParams } from 'react-router'
import { getCatalog } from '#core/catalog/catalog-cache.ts'
import { designerCatalog } from '#core/catalog/catalog-views.ts'
import { FabricQuerySchema, findFabrics } from '#core/catalog/fabric-list.ts'
import { effectiveCountry } from '#core/sessions/rules.ts'
import { fetchSelectedWithPreview } from '#core/shirts/read-shirts.ts'
import { Button } from '../../components/button.tsx'
import { PageIntro } from '../../components/page-intro.tsx'
import { shopContext } from '../../context.ts'
import { DesignSummary } from '../../designer/design-summary.tsx'
import { DesignerPanel } from '../../designer/designer-panel.tsx'
import { selectedShirtEvent } from '../../designer/my-shirts/use-shirt-actions.ts'
import { ShirtPreview } from '../../designer/shirt-preview.tsx'
import { useDesigner } from '../../designer/use-designer.ts'
import { messagesMeta, requestLocale } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import { deliveryCountryEvent } from '../../state/delivery-country.ts'
import { selectedShirtKey } from '../../state/selected-shirt.ts'
import type { Route } from './+types/designer'

/**
 * /hemdendesigner: the selected design with its preview, the catalog and the first fabrics.
 * Without a design only the start screen shows, so the catalog and fabrics stay out of its HTML
 * and hydration data (about 70 KB); the page revalidates once a design exists.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext)
  const { locale } = requestLocale(request)
  const session = shop.session?.session ?? null
  const meta = messagesMeta(request, 'designer')
  const selected =
    session && shop.session
      ? await fetchSelectedWithPreview({ deps: shop.deps, session, customer: shop.session.customer, locale })
      : null
  if (!selected?.shirt) return { meta, categories: null, fabrics: null, shirt: null, layers: [] }
  const vatRate = effectiveCountry(session).VAT
  const catalog = await getCatalog(shop.deps.db)
  const fabrics = await findFabrics(
    shop.deps,
    FabricQuerySchema.parse({ inStock: true, pageSize: 12 }),
    locale,
    vatRate,
  )
  return {
    meta,
    categories: designerCatalog(catalog, locale, vatRate),
    fabrics: { fabrics: fabrics.fabrics, pages: fabrics.pages },
    shirt: selected.shirt,
    layers: selected.layers,
  }
}

export const meta = routeMeta

export default function DesignerPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const designer = useDesigner({ shirt: loaderData.shirt, layers: loaderData.layers, busy: false })
  const { shirt, layers, busy } = designer.state
  const fabricParam = Number(params.get('fabric')) || undefined
  const { categories, fabrics } = loaderData
  const { revalidate } = useRevalidator()
  const catalogAskedFor = useRef(0)

  // A design made on the start screen: the loader now sends the catalog and fabrics it left out
  // (once per design, so a session without the design cannot make this loop).
  useEffect(() => {
    if (!shirt || categories || catalogAskedFor.current === shirt.shirtId) return
    catalogAskedFor.current = shirt.shirtId
    void revalidate()
  }, [shirt, categories, revalidate])

  useEffect(() => {
    if (shirt) window.localStorage.setItem(selectedShirtKey, String(shirt.shirtId))
  }, [shirt])

  const { reload, clear } = designer
  useEffect(() => {
    const onSelected = (event: Event) =>
      void ((event as CustomEvent<number>).detail === 0 ? clear() : reload())
    const onCountry = () => void reload()
    window.addEventListener(selectedShirtEvent, onSelected)
    // A new delivery country re-prices the design (its VAT); the loader re-prices the options.
    window.addEventListener(deliveryCountryEvent, onCountry)
    return () => {
      window.removeEventListener(selectedShirtEvent, onSelected)
      window.removeEventListener(deliveryCountryEvent, onCountry)
    }
  }, [reload, clear])

  if (!shirt) {
    return (
      <div className="mx-auto max-w-3xl py-10">
        <PageIntro title={t('designer.startTitle')} lead={t('designer.startLead')} />
        <Button size="lg" disabled={busy} onClick={() => designer.create(fabricParam)}>
          {t(fabricParam ? 'designer.startFromFabric' : 'designer.startButton')}
        </Button>
      </div>
    )
  }
  return (
    <div className="mx-auto grid max-w-[90rem] grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <h1 className="sr-only">{t('pages.designer.title')}</h1>
      {/* On phones the preview stays in view, compact, while the options scroll below it. */}
      <div className="min-w-0 max-sm:contents lg:sticky lg:top-4 lg:self-start">
        <div
          data-testid="designer-preview"
          className="max-sm:sticky max-sm:top-0 max-sm:z-20 max-sm:-mx-4 max-sm:border-b max-sm:border-chalk max-sm:bg-paper max-sm:px-4 max-sm:py-2"
        >
          <ShirtPreview layers={layers} summary={shirt.summary} compactOnPhones />
        </div>
        <DesignSummary shirt={shirt} busy={busy} onToggleCart={designer.toggleCart} />
      </div>
      {categories && fabrics ? (
        <DesignerPanel
          categories={categories}
          shirt={shirt}
          busy={busy}
          fabrics={fabrics}
          actions={designer}
        />
      ) : (
        <p role="status">{t('common.loading')}</p>
      )}
    </div>
  )
}
