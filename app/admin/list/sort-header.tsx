import { Link } from 'react-router'
import { listHref } from './url.ts'

/** Where a sortable list lives, what its filters hold and how it is sorted now. */
export type Sorting = { path: string; typed: Record<string, string>; sort: string; dir: 'asc' | 'desc' }

/**
 * A column header that sorts the server-paged list: a link (works before hydration), the
 * direction turning on a second click, `aria-sort` on the header cell.
 */
export function SortHeader({
  label,
  column,
  path,
  typed,
  sort,
  dir,
  className = '',
}: Sorting & { label: string; column: string; className?: string }) {
  const active = sort === column
  const next = active && dir === 'desc' ? 'asc' : 'desc'
  return (
    <th
      className={`px-2 py-2 font-medium ${className}`}
      aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <Link
        to={listHref(path, typed, { sort: column, dir: next, page: '' })}
        className="text-muted no-underline hover:underline"
      >
        {label}
        {active ? <span aria-hidden="true">{dir === 'asc' ? ' ▲' : ' ▼'}</span> : null}
      </Link>
    </th>
  )
}
