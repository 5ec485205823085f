import { Link } from 'react-router'
import type { Permitted } from '#core/access/permissions.ts'
import type { adminVoucherList } from '#core/admin/vouchers/read.ts'
import { formatDate, formatPrice } from '#core/format.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { type AdminColumn, AdminTable, type SortedTableProps } from '../list/admin-table.tsx'
import { listHref } from '../list/url.ts'

type List = Permitted<ReturnType<typeof adminVoucherList>>
type Row = List['vouchers'][number]

const path = '/admin/vouchers'

/** The vouchers: the code opens its detail (looked up by code), cards on a phone, a table above. */
export function VoucherTable({ list, locale, sorting }: SortedTableProps<List>) {
  const { t } = useTranslation()
  const money = (cents: number) => formatPrice(cents / 100, locale)
  const open = (code: string) => listHref(path, sorting.typed, { code })
  const expiry = (iso: string | null) => (iso ? formatDate(iso, locale) : t('admin.vouchers.noExpiry'))
  if (list.vouchers.length === 0) return null
  const columns: AdminColumn<Row>[] = [
    {
      header: t('admin.vouchers.code'),
      cell: (voucher) => (
        <>
          <Link to={open(voucher.code)} className="font-mono">
            {voucher.code}
          </Link>
          {voucher.note ? (
            <span className="block max-w-xs truncate text-xs text-muted">{voucher.note}</span>
          ) : null}
        </>
      ),
    },
    { header: t('admin.vouchers.state'), cell: (voucher) => t(`admin.vouchers.states.${voucher.state}`) },
    {
      header: t('admin.vouchers.kind'),
      cell: (voucher) => (
        <>
          {t(`admin.vouchers.kinds.${voucher.kind}`)}
          <span className="block text-xs text-muted">
            {t(voucher.singleUse ? 'admin.vouchers.single' : 'admin.vouchers.multi')}
          </span>
        </>
      ),
    },
    { header: t('admin.vouchers.initial'), align: 'right', cell: (voucher) => money(voucher.initialCents) },
    {
      header: t('admin.vouchers.balance'),
      align: 'right',
      sort: 'balance',
      cell: (voucher) => money(voucher.balanceCents),
    },
    {
      header: t('admin.vouchers.expires'),
      sort: 'expires',
      className: 'whitespace-nowrap',
      cell: (voucher) => expiry(voucher.expiresAt),
    },
    {
      header: t('admin.vouchers.created'),
      sort: 'created',
      className: 'whitespace-nowrap',
      cell: (voucher) => formatDate(voucher.createdAt, locale),
    },
  ]
  return (
    <AdminTable
      rows={list.vouchers}
      rowKey={(voucher) => voucher.voucherId}
      columns={columns}
      sorting={{ path, ...sorting }}
      card={(voucher) => (
        <>
          <p className="flex flex-wrap items-center justify-between gap-2">
            <Link to={open(voucher.code)} className="font-mono font-medium">
              {voucher.code}
            </Link>
            <span className="rounded-full border border-ink-soft px-2 py-0.5 text-xs">
              {t(`admin.vouchers.states.${voucher.state}`)}
            </span>
          </p>
          <p className="tabular-nums">
            {money(voucher.balanceCents)} / {money(voucher.initialCents)} ·{' '}
            {t(`admin.vouchers.kinds.${voucher.kind}`)}
          </p>
          <p className="text-muted">
            {t('admin.vouchers.expires')}: {expiry(voucher.expiresAt)}
          </p>
        </>
      )}
    />
  )
}
