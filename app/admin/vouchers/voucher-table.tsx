import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { adminVoucherList } from '#core/admin/vouchers/read.ts'
import { formatDate, formatPrice } from '../../lib/format.ts'
import { SortHeader } from '../list/sort-header.tsx'
import { listHref } from '../list/url.ts'
import type { AdminLocale } from '../locale.ts'

type List = Awaited<ReturnType<typeof adminVoucherList>>
type Sorting = { typed: Record<string, string>; sort: string; dir: 'asc' | 'desc' }

const path = '/admin/vouchers'

/** The vouchers: the code opens its detail (looked up by code), cards on a phone, a table above. */
export function VoucherTable({
  list,
  locale,
  sorting,
}: {
  list: List
  locale: AdminLocale
  sorting: Sorting
}) {
  const { t } = useTranslation()
  const money = (cents: number) => formatPrice(cents / 100, locale)
  const open = (code: string) => listHref(path, sorting.typed, { code })
  const expiry = (iso: string | null) => (iso ? formatDate(iso, locale) : t('admin.vouchers.noExpiry'))
  if (list.vouchers.length === 0) return null
  return (
    <>
      <ul className="space-y-2 sm:hidden">
        {list.vouchers.map((voucher) => (
          <li key={voucher.voucherId} className="rounded-sm border border-chalk bg-white p-3">
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
          </li>
        ))}
      </ul>
      <table className="hidden w-full border-collapse bg-white sm:table">
        <thead>
          <tr className="border-b border-chalk text-left text-xs">
            <th className="px-2 py-2 font-medium text-muted">{t('admin.vouchers.code')}</th>
            <th className="px-2 py-2 font-medium text-muted">{t('admin.vouchers.state')}</th>
            <th className="px-2 py-2 font-medium text-muted">{t('admin.vouchers.kind')}</th>
            <th className="px-2 py-2 text-right font-medium text-muted">{t('admin.vouchers.initial')}</th>
            <SortHeader
              label={t('admin.vouchers.balance')}
              column="balance"
              path={path}
              className="text-right"
              {...sorting}
            />
            <SortHeader label={t('admin.vouchers.expires')} column="expires" path={path} {...sorting} />
            <SortHeader label={t('admin.vouchers.created')} column="created" path={path} {...sorting} />
          </tr>
        </thead>
        <tbody>
          {list.vouchers.map((voucher) => (
            <tr key={voucher.voucherId} className="border-b border-chalk hover:bg-linen">
              <td className="px-2 py-1.5">
                <Link to={open(voucher.code)} className="font-mono">
                  {voucher.code}
                </Link>
                {voucher.note ? (
                  <span className="block max-w-xs truncate text-xs text-muted">{voucher.note}</span>
                ) : null}
              </td>
              <td className="px-2 py-1.5">{t(`admin.vouchers.states.${voucher.state}`)}</td>
              <td className="px-2 py-1.5">
                {t(`admin.vouchers.kinds.${voucher.kind}`)}
                <span className="block text-xs text-muted">
                  {t(voucher.singleUse ? 'admin.vouchers.single' : 'admin.vouchers.multi')}
                </span>
              </td>
              <td className="px-2 py-1.5 text-right tabular-nums">{money(voucher.initialCents)}</td>
              <td className="px-2 py-1.5 text-right tabular-nums">{money(voucher.balanceCents)}</td>
              <td className="px-2 py-1.5 whitespace-nowrap">{expiry(voucher.expiresAt)}</td>
              <td className="px-2 py-1.5 whitespace-nowrap">{formatDate(voucher.createdAt, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}
