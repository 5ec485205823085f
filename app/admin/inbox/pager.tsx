import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonClass } from '../../components/button.tsx'

/** Previous and next for a list paged on the server; the filters stay in the query. */
export function Pager({
  path,
  filters,
  page,
  pages,
}: {
  path: string
  filters: Record<string, string>
  page: number
  pages: number
}) {
  const { t } = useTranslation()
  if (pages <= 1) return null
  const href = (to: number) => {
    const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== ''))
    query.set('page', String(to))
    return `${path}?${query}`
  }
  const label = t('admin.inbox.page', { page, pages })
  return (
    <nav aria-label={label} className="flex items-center gap-3">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className={buttonClass('sm', 'secondary')}>
          {t('admin.inbox.previous')}
        </Link>
      ) : null}
      <span>{label}</span>
      {page < pages ? (
        <Link to={href(page + 1)} rel="next" className={buttonClass('sm', 'secondary')}>
          {t('admin.inbox.next')}
        </Link>
      ) : null}
    </nav>
  )
}
