import { useLocation } from 'react-router'
import { pageUrl } from '#config/locale-path.ts'
import { findFabrics } from '#core/catalog/fabric-list.ts'
import { comparedFabricsOf } from '../../components/fabrics/compare.server.ts'
import { comparedIdsOf, compareOnlySearch } from '../../components/fabrics/compare-links.ts'
import { CompareTray } from '../../components/fabrics/compare-tray.tsx'
import { FabricCard } from '../../components/fabrics/fabric-card.tsx'
import { FabricFilters } from '../../components/fabrics/fabric-filters.tsx'
import { fabricQueryFromSearch } from '../../components/fabrics/fabric-query.server.ts'
import { searchWithPage } from '../../components/fabrics/fabric-query.ts'
import { PageIntro } from '../../components/page-intro.tsx'
import { Pagination } from '../../components/pagination.tsx'
import { shopContext } from '../../context.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { messagesMeta, requestLocale } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import { navBreadcrumb } from '../../lib/structured-data.server.ts'
import type { Route } from './+types/fabrics'

/**
 * /stoffe: the fabric collection with the catalog's filters, 24 a page; `?compare=` carries the
 * fabrics chosen for /stoffe/vergleich (the tray under the list).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext)
  const { locale, t } = requestLocale(request)
  const params = pageUrl(request).searchParams
  const query = fabricQueryFromSearch(params)
  const vatRate = shop.deliveryCountry.VAT
  const [result, compared] = await Promise.all([
    findFabrics(shop.deps, { ...query, pageSize: 24 }, locale, vatRate),
    comparedFabricsOf(shop.deps, params, locale, vatRate),
  ])
  return {
    meta: messagesMeta(request, 'fabrics'),
    query,
    compared,
    ...result,
    structuredData: [navBreadcrumb(request, context, [{ name: t('nav.fabrics'), path: '/stoffe' }])],
  }
}

export const meta = routeMeta

export default function FabricsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const location = useLocation()
  const params = new URLSearchParams(location.search)
  const resetTo = `${location.pathname}${compareOnlySearch(comparedIdsOf(location.search))}`
  return (
    <div>
      <PageIntro title={t('pages.fabrics.title')} lead={t('pages.fabrics.lead')} />
      <div className="grid gap-10 lg:grid-cols-[16rem_1fr]">
        <aside aria-label={t('fabrics.filterTitle')}>
          <details className="group lg:hidden">
            <summary className="flex min-h-11 cursor-pointer items-center justify-between rounded-sm border border-chalk px-4 font-medium">
              {t('fabrics.filterTitle')}
            </summary>
            <div className="pt-4">
              <FabricFilters query={loaderData.query} resetTo={resetTo} compare={params.get('compare')} />
            </div>
          </details>
          <div className="hidden lg:block">
            <FabricFilters query={loaderData.query} resetTo={resetTo} compare={params.get('compare')} />
          </div>
        </aside>
        <section aria-live="polite">
          <p className="tabular mb-4 text-sm text-ink-soft">
            {t('fabrics.results', { count: loaderData.total })}
          </p>
          {loaderData.fabrics.length === 0 ? (
            <p className="rounded-sm bg-linen p-6">{t('fabrics.emptyHint')}</p>
          ) : (
            <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-4">
              {loaderData.fabrics.map((fabric) => (
                <li key={fabric.fabricId} id={`fabric-${fabric.fabricId}`} className="scroll-mt-24">
                  <FabricCard fabric={fabric} compare />
                </li>
              ))}
            </ul>
          )}
          <CompareTray fabrics={loaderData.compared} />
          <Pagination
            page={loaderData.page}
            pages={loaderData.pages}
            href={(page) => `${location.pathname}${searchWithPage(params, page)}`}
          />
        </section>
      </div>
    </div>
  )
}
