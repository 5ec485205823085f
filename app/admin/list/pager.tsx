import { Link } from 'react-router'
import { buttonClass } from '../../components/button.tsx'
import { useTranslation } from '../../i18n/react.tsx'
import { listHref } from './url.ts'

/**
 * Previous / page n of m / next for a list the server pages; the filters stay in the address
 * (`params`), `name` is the page parameter (a page with two lists pages each by its own).
 */
export function Pager({
  path,
  params,
  name = 'page',
  page,
  pages,
}: {
  path: string
  params: Record<string, string>
  name?: string
  page: number
  pages: number
}) {
  const { t } = useTranslation()
  if (pages <= 1) return null
  const label = t('admin.list.page', { page, pages })
  return (
    <nav aria-label={label} className="flex items-center gap-3">
      {page > 1 ? (
        <Link
          to={listHref(path, params, { [name]: page - 1 })}
          rel="prev"
          className={buttonClass('sm', 'secondary')}
        >
          {t('admin.list.previous')}
        </Link>
      ) : null}
      <span>{label}</span>
      {page < pages ? (
        <Link
          to={listHref(path, params, { [name]: page + 1 })}
          rel="next"
          className={buttonClass('sm', 'secondary')}
        >
          {t('admin.list.next')}
        </Link>
      ) : null}
    </nav>
  )
}
