import { useEffect, useRef } from 'react'
import { useRevalidator } from 'react-router'
import { getCatalog } from '#core/catalog/catalog-cache.ts'
import { designerCatalog } from '#core/catalog/catalog-views.ts'
import { FabricQuerySchema, findFabrics } from '#core/catalog/fabric-list.ts'
import { effectiveCountry } from '#core/sessions/rules.ts'
import { fetchSelectedWithPreview } from '#core/shirts/read-shirts.ts'
import { defaultTemplateId, templateView } from '#core/shirts/template-view.ts'
import { shopContext } from '../../context.ts'
import { DesignSummary } from '../../designer/design-summary.tsx'
import { DesignerPanel } from '../../designer/designer-panel.tsx'
import { selectedShirtEvent } from '../../designer/my-shirts/use-shirt-actions.ts'
import { NoScriptNotice } from '../../designer/no-script-notice.tsx'
import { ShirtPreview } from '../../designer/shirt-preview.tsx'
import { useDesigner } from '../../designer/use-designer.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { messagesMeta, requestLocale } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import { deliveryCountryEvent } from '../../state/delivery-country.ts'
import { selectedShirtKey } from '../../state/selected-shirt.ts'
import type { Route } from './+types/designer'

/** A small positive id from the query (`?template=`, `?fabric=`), else null. */
function idParam(url: URL, name: string) {
  const value = url.searchParams.get(name) ?? ''
  return /^\d{1,6}$/.test(value) && Number(value) > 0 ? Number(value) : null
}

/**
 * /hemdendesigner: a design with its preview, the catalog and the first fabrics. Which design:
 * - `?template={id}` ('Jetzt anpassen' on /masshemden/{id}): that template;
 * - else the session's current design;
 * - else the default template (in the fabric of `?fabric={id}`, a fabric page's link).
 * A template is shown before it is anyone's design (shirtId 0): the visitor's first change
 * creates the row. So a new visitor gets no session here and the same HTML as every other one.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext)
  const { locale } = requestLocale(request)
  const url = new URL(request.url)
  const session = shop.session?.session ?? null
  const meta = messagesMeta(request, 'designer')
  const vatRate = effectiveCountry(session).VAT
  const catalog = await getCatalog(shop.deps.db)
  const asked = idParam(url, 'template')
  const selected =
    !asked && session && shop.session
      ? await fetchSelectedWithPreview({ deps: shop.deps, session, customer: shop.session.customer, locale })
      : null
  const start = selected?.shirt
    ? null
    : (templateView(
        catalog,
        { templateId: asked ?? defaultTemplateId, fabricId: asked ? null : idParam(url, 'fabric') },
        locale,
        vatRate,
      ) ?? templateView(catalog, { templateId: defaultTemplateId, fabricId: null }, locale, vatRate))
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
    shirt: selected?.shirt ?? start?.shirt ?? null,
    layers: selected?.layers ?? start?.layers ?? [],
    /** Set while the design is a template nobody owns yet. */
    start: start ? { ...start.start, picture: start.picture } : null,
  }
}

export const meta = routeMeta

/** The template a loaded design comes from while nobody owns it yet. */
const startOf = (data: Route.ComponentProps['loaderData']) =>
  data.start ? { templateId: data.start.templateId, fabricId: data.start.fabricId } : null

export default function DesignerPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const designer = useDesigner(
    { shirt: loaderData.shirt, layers: loaderData.layers, busy: false },
    startOf(loaderData),
  )
  const { shirt, layers, busy } = designer.state
  const { categories, fabrics } = loaderData
  const { revalidate } = useRevalidator()

  // New loader data on the same page (another template's link, or the template again after the
  // design was cleared) replaces a design nobody owns yet, never the visitor's own: that one is
  // at least as new on screen as in an answer that may have been asked for before its change.
  const { show } = designer
  const shownData = useRef(loaderData)
  const latestState = useRef(designer.state)
  latestState.current = designer.state
  useEffect(() => {
    if (shownData.current === loaderData) return
    shownData.current = loaderData
    const current = latestState.current
    // Not while a first change is on its way: its answer is about to show the new design.
    if ((current.shirt?.shirtId ?? 0) > 0 || current.busy || !loaderData.shirt) return
    show({ shirt: loaderData.shirt, layers: loaderData.layers, busy: false }, startOf(loaderData))
  }, [loaderData, show])

  useEffect(() => {
    if (shirt && shirt.shirtId > 0) window.localStorage.setItem(selectedShirtKey, String(shirt.shirtId))
  }, [shirt])

  const { reload, clear } = designer
  useEffect(() => {
    // Without a design left, the loader sends the default template again.
    const onSelected = (event: Event) =>
      void ((event as CustomEvent<number>).detail === 0 ? clear() : reload()).then((found) => {
        if (!found) void revalidate()
      })
    const onCountry = () =>
      void reload().then((found) => {
        if (!found) void revalidate()
      })
    window.addEventListener(selectedShirtEvent, onSelected)
    // A new delivery country re-prices the design (its VAT); the loader re-prices the options.
    window.addEventListener(deliveryCountryEvent, onCountry)
    return () => {
      window.removeEventListener(selectedShirtEvent, onSelected)
      window.removeEventListener(deliveryCountryEvent, onCountry)
    }
  }, [reload, clear, revalidate])

  if (!shirt) return <p role="status">{t('common.loading')}</p>
  const picture = loaderData.start?.picture ?? null
  return (
    <div className="mx-auto grid max-w-[90rem] grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <h1 className="sr-only">{t('pages.designer.title')}</h1>
      <NoScriptNotice />
      {/* On phones the preview stays in view, compact, while the options scroll below it. */}
      <div className="min-w-0 max-sm:contents lg:sticky lg:top-4 lg:self-start">
        <div
          data-testid="designer-preview"
          className="max-sm:sticky max-sm:top-0 max-sm:z-20 max-sm:-mx-4 max-sm:border-b max-sm:border-chalk max-sm:bg-paper max-sm:px-4 max-sm:py-2"
        >
          <ShirtPreview
            // A template before its first change shows as its one composed picture; the layers
            // load when a change asks for them.
            layers={picture && shirt.shirtId === 0 && !busy ? [] : layers}
            picture={picture}
            summary={shirt.summary}
            compactOnPhones
          />
        </div>
        <DesignSummary shirt={shirt} busy={busy} onToggleCart={designer.toggleCart} />
      </div>
      <DesignerPanel categories={categories} shirt={shirt} busy={busy} fabrics={fabrics} actions={designer} />
    </div>
  )
}
