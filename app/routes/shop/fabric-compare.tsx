import { Link } from 'react-router'
import { pageUrl } from '#config/locale-path.ts'
import { getCatalog } from '#core/catalog/catalog-cache.ts'
import { compareFabrics, compareMax } from '#core/catalog/fabric-compare.ts'
import { ButtonLink } from '../../components/button.tsx'
import { CompareColumns } from '../../components/fabrics/compare-columns.tsx'
import { compareOnlySearch } from '../../components/fabrics/compare-links.ts'
import { PageIntro } from '../../components/page-intro.tsx'
import { shopContext } from '../../context.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { messagesMeta, requestLocale } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import { useLocalePath } from '../../lib/use-locale.ts'
import type { Route } from './+types/fabric-compare'

/**
 * /stoffe/vergleich?ids=1001,1002: up to four fabrics side by side. The address is the
 * comparison (shareable); unknown ids are dropped and more than four trimmed, each with a note,
 * never an error. Not indexed (config/pages.ts isNoIndexPath); the canonical address carries no ids.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext)
  const { locale } = requestLocale(request)
  const catalog = await getCatalog(shop.deps.db)
  const comparison = compareFabrics(
    catalog,
    pageUrl(request).searchParams.get('ids'),
    locale,
    shop.deliveryCountry.VAT,
  )
  return { meta: messagesMeta(request, 'fabricCompare'), ...comparison }
}

export const meta = routeMeta

export default function FabricComparePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const to = useLocalePath()
  const { fabrics, unknown, trimmed, ids } = loaderData
  const listHref = `${to('/stoffe')}${compareOnlySearch(ids)}`
  return (
    <div>
      <p className="mb-6 text-sm">
        <Link to={listHref} className="link">
          {t('fabrics.backToFabrics')}
        </Link>
      </p>
      <PageIntro title={t('pages.fabricCompare.title')} lead={t('fabrics.compare.lead')} />
      {unknown.length || trimmed ? (
        <div role="status" className="mb-6 space-y-1 rounded-sm border-l-4 border-thread bg-linen px-4 py-3">
          {unknown.length ? (
            <p>{t('fabrics.compare.unknown', { count: unknown.length, ids: unknown.join(', ') })}</p>
          ) : null}
          {trimmed ? <p>{t('fabrics.compare.trimmed', { max: compareMax })}</p> : null}
        </div>
      ) : null}
      {fabrics.length === 0 ? (
        <div className="rounded-sm bg-linen p-6">
          <p>{t('fabrics.compare.empty')}</p>
          <ButtonLink to={to('/stoffe')} className="mt-4">
            {t('fabrics.compare.browse')}
          </ButtonLink>
        </div>
      ) : (
        <>
          {fabrics.length > 2 ? (
            <p className="mb-3 text-sm text-ink-soft lg:hidden">{t('fabrics.compare.swipeHint')}</p>
          ) : null}
          <CompareColumns fabrics={fabrics} />
          {fabrics.length < compareMax ? (
            <p className="mt-6">
              <Link to={listHref} className="link">
                {t('fabrics.compare.addMore')}
              </Link>
            </p>
          ) : null}
        </>
      )}
    </div>
  )
}
