import { Link } from 'react-router'
import { useTranslation } from '../i18n/react.tsx'

/** Numbered page links with previous/next; the current page is marked for screen readers. */
export function Pagination({
  page,
  pages,
  href,
}: {
  page: number
  pages: number
  href: (page: number) => string
}) {
  const { t } = useTranslation()
  if (pages <= 1) return null
  const numbers = Array.from({ length: pages }, (_, index) => index + 1).filter(
    (number) => number === 1 || number === pages || Math.abs(number - page) <= 2,
  )
  const item = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-sm border px-3 no-underline'
  return (
    <nav aria-label={t('fabrics.pagination')} className="mt-10">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 ? (
          <li>
            <Link to={href(page - 1)} className={`${item} border-chalk hover:bg-linen`} rel="prev">
              {t('common.previous')}
            </Link>
          </li>
        ) : null}
        {numbers.map((number, index) => (
          <li key={number} className="flex items-center gap-2">
            {index > 0 && number - (numbers[index - 1] ?? number) > 1 ? (
              <span aria-hidden="true">…</span>
            ) : null}
            <Link
              to={href(number)}
              aria-current={number === page ? 'page' : undefined}
              className={`${item} tabular ${number === page ? 'border-ink bg-ink text-paper' : 'border-chalk hover:bg-linen'}`}
            >
              <span className="sr-only">{t('common.page', { page: number })}</span>
              <span aria-hidden="true">{number}</span>
            </Link>
          </li>
        ))}
        {page < pages ? (
          <li>
            <Link to={href(page + 1)} className={`${item} border-chalk hover:bg-linen`} rel="next">
              {t('common.next')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
