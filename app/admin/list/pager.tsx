import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonClass } from '../../components/button.tsx'
import { listHref } from './url.ts'

/** Previous / page n of m / next, the filters kept in the address. */
export function Pager({
  path,
  typed,
  page,
  pages,
}: {
  path: string
  typed: Record<string, string>
  page: number
  pages: number
}) {
  const { t } = useTranslation()
  if (pages <= 1) return null
  const label = t('admin.orders.page', { page, pages })
  return (
    <nav aria-label={label} className="flex items-center gap-3">
      {page > 1 ? (
        <Link
          to={listHref(path, typed, { page: page - 1 })}
          rel="prev"
          className={buttonClass('sm', 'secondary')}
        >
          {t('admin.orders.previous')}
        </Link>
      ) : null}
      <span>{label}</span>
      {page < pages ? (
        <Link
          to={listHref(path, typed, { page: page + 1 })}
          rel="next"
          className={buttonClass('sm', 'secondary')}
        >
          {t('admin.orders.next')}
        </Link>
      ) : null}
    </nav>
  )
}
