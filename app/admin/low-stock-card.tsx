import { Link } from 'react-router'
import type { Permitted } from '#core/access/permissions.ts'
import type { adminOverview } from '#core/admin/overview.ts'
import { useTranslation } from '../i18n/react.tsx'
import { formatMetres } from './fabric-format.ts'
import type { AdminLocale } from './locale.ts'

type LowStock = Permitted<ReturnType<typeof adminOverview>>['lowStock']

/**
 * The overview's 'fabrics low in stock': the offered fabrics under the limit, fewest metres
 * first, with the shelf they lie on; the admin follows the link to all of them.
 */
export function LowStockCard({
  lowStock,
  locale,
  linked,
}: {
  lowStock: LowStock
  locale: AdminLocale
  linked: boolean
}) {
  const { t } = useTranslation()
  return (
    <section className="rounded-sm border border-chalk bg-white p-3" aria-labelledby="overview-low-stock">
      <h2 id="overview-low-stock" className="mb-2 font-medium">
        {t('admin.overview.lowStock')}
      </h2>
      {lowStock.fabrics.length === 0 ? (
        <p className="text-muted">{t('admin.overview.lowStockNone', { metres: lowStock.below })}</p>
      ) : (
        <ul className="grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
          {lowStock.fabrics.map((fabric) => {
            const text = t('admin.overview.lowStockItem', {
              number: fabric.number,
              stock: formatMetres(fabric.stock, locale),
            })
            return (
              <li key={fabric.id} className="flex min-h-10 items-center justify-between gap-2">
                {linked ? <Link to={`/admin/fabrics/${fabric.id}`}>{text}</Link> : <span>{text}</span>}
                <span className="text-xs text-muted">{fabric.shelf ?? ''}</span>
              </li>
            )
          })}
        </ul>
      )}
      {linked && lowStock.fabrics.length > 0 ? (
        <p className="mt-2">
          <Link to="/admin/fabrics?low=1">{t('admin.overview.lowStockAll')}</Link>
        </p>
      ) : null}
    </section>
  )
}
