import { Link } from 'react-router'
import type { Permitted } from '#core/access/permissions.ts'
import type { adminCustomerList } from '#core/admin/customers/read.ts'
import { formatDate } from '#core/format.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { type AdminColumn, AdminTable, type SortedTableProps } from '../list/admin-table.tsx'

type List = Permitted<ReturnType<typeof adminCustomerList>>
type Row = List['customers'][number]

const path = '/admin/customers'

function Flags({ row }: { row: Row }) {
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
      {row.guest ? (
        <span className="rounded-full border border-ink-soft px-2 py-0.5 text-xs">{t('admin.guest')}</span>
      ) : row.confirmed ? null : (
        <span className="text-xs text-muted">{t('admin.customers.unconfirmed')}</span>
      )}
    </>
  )
}

/** The accounts: cards on a phone, a sortable table from tablet width; the name links to the account. */
export function CustomerTable({ list, locale, sorting }: SortedTableProps<List>) {
  const { t } = useTranslation()
  if (list.customers.length === 0) return null
  const name = (row: Row) => (
    <>
      <Link to={`${path}/${row.customerId}`} className="font-medium">
        {row.name || row.email}
      </Link>
      <Flags row={row} />
    </>
  )
  const columns: AdminColumn<Row>[] = [
    {
      header: t('admin.customers.name'),
      sort: 'name',
      cell: (row) => <span className="flex flex-wrap items-center gap-2">{name(row)}</span>,
    },
    { header: t('admin.customers.email'), sort: 'email', className: 'break-all', cell: (row) => row.email },
    {
      header: t('admin.customers.since'),
      sort: 'created',
      className: 'whitespace-nowrap',
      cell: (row) => formatDate(row.createdAt, locale),
    },
    { header: t('admin.customers.orders'), align: 'right', cell: (row) => row.orders },
  ]
  return (
    <AdminTable
      rows={list.customers}
      rowKey={(row) => row.customerId}
      columns={columns}
      sorting={{ path, ...sorting }}
      card={(row) => (
        <>
          <p className="flex flex-wrap items-center gap-2">{name(row)}</p>
          <p className="truncate text-muted">{row.email}</p>
          <p className="text-muted">
            {formatDate(row.createdAt, locale)} · {t('admin.customers.orders')}: {row.orders}
          </p>
        </>
      )}
    />
  )
}
