import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { adminCustomerList } from '#core/admin/customers/read.ts'
import { formatDate } from '../../lib/format.ts'
import { SortHeader } from '../list/sort-header.tsx'
import type { AdminLocale } from '../locale.ts'

type List = Awaited<ReturnType<typeof adminCustomerList>>
type Sorting = { typed: Record<string, string>; sort: string; dir: 'asc' | 'desc' }

const path = '/admin/customers'

function Flags({ row }: { row: List['customers'][number] }) {
  const { t } = useTranslation()
  return (
    <>
      {row.blocked ? (
        <span className="rounded-full border border-danger px-2 py-0.5 text-xs text-danger">
          {t('admin.customers.blocked')}
        </span>
      ) : null}
      {row.role !== 'customer' ? (
        <span className="rounded-full border border-ink-soft px-2 py-0.5 text-xs">
          {t(`admin.role.${row.role}`)}
        </span>
      ) : null}
      {row.confirmed ? null : <span className="text-xs text-muted">{t('admin.customers.unconfirmed')}</span>}
    </>
  )
}

/** The accounts: cards on a phone, a sortable table from tablet width; the name links to the account. */
export function CustomerTable({
  list,
  locale,
  sorting,
}: {
  list: List
  locale: AdminLocale
  sorting: Sorting
}) {
  const { t } = useTranslation()
  const header = (column: string, label: string, className?: string) => (
    <SortHeader label={t(label)} column={column} path={path} className={className} {...sorting} />
  )
  if (list.customers.length === 0) return null
  return (
    <>
      <ul className="space-y-2 sm:hidden">
        {list.customers.map((row) => (
          <li key={row.customerId} className="rounded-sm border border-chalk bg-white p-3">
            <p className="flex flex-wrap items-center gap-2">
              <Link to={`${path}/${row.customerId}`} className="font-medium">
                {row.name || row.email}
              </Link>
              <Flags row={row} />
            </p>
            <p className="truncate text-muted">{row.email}</p>
            <p className="text-muted">
              {formatDate(row.createdAt, locale)} · {t('admin.customers.orders')}: {row.orders}
            </p>
          </li>
        ))}
      </ul>
      <table className="hidden w-full border-collapse bg-white sm:table">
        <thead>
          <tr className="border-b border-chalk text-left text-xs">
            {header('name', 'admin.customers.name')}
            {header('email', 'admin.customers.email')}
            {header('created', 'admin.customers.since')}
            <th className="px-2 py-2 text-right font-medium text-muted">{t('admin.customers.orders')}</th>
          </tr>
        </thead>
        <tbody>
          {list.customers.map((row) => (
            <tr key={row.customerId} className="border-b border-chalk hover:bg-linen">
              <td className="px-2 py-1.5">
                <span className="flex flex-wrap items-center gap-2">
                  <Link to={`${path}/${row.customerId}`} className="font-medium">
                    {row.name || row.email}
                  </Link>
                  <Flags row={row} />
                </span>
              </td>
              <td className="px-2 py-1.5 break-all">{row.email}</td>
              <td className="px-2 py-1.5 whitespace-nowrap">{formatDate(row.createdAt, locale)}</td>
              <td className="px-2 py-1.5 text-right tabular-nums">{row.orders}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}
