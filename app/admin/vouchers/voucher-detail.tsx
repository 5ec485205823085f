import { Form, Link } from 'react-router'
import type { AdminVoucherDetail } from '#core/admin/vouchers/read.ts'
import { formatDate, formatPrice } from '#core/format.ts'
import { buttonClass } from '../../components/button.tsx'
import { useTranslation } from '../../i18n/react.tsx'
import type { AdminLocale } from '../locale.ts'

/** One voucher looked up by code: value, balance, use, validity, origin, redemptions, deactivation. */
export function VoucherDetail({ voucher, locale }: { voucher: AdminVoucherDetail; locale: AdminLocale }) {
  const { t } = useTranslation()
  const money = (cents: number) => formatPrice(cents / 100, locale)
  const fact = (label: string, value: string) => (
    <div>
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  )
  return (
    <section aria-labelledby="voucher-detail" className="space-y-3 rounded-sm border border-ink bg-white p-3">
      <h2 id="voucher-detail" className="flex flex-wrap items-center gap-2 font-medium">
        <span className="font-mono text-base">{t('admin.vouchers.detail', { code: voucher.code })}</span>
        <span className="rounded-full border border-ink-soft px-2 py-0.5 text-xs">
          {t(`admin.vouchers.states.${voucher.state}`)}
        </span>
      </h2>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {fact(t('admin.vouchers.initial'), money(voucher.initialCents))}
        {fact(t('admin.vouchers.balance'), money(voucher.balanceCents))}
        {fact(
          t('admin.vouchers.use'),
          t(voucher.singleUse ? 'admin.vouchers.single' : 'admin.vouchers.multi'),
        )}
        {fact(
          t('admin.vouchers.expires'),
          voucher.expiresAt ? formatDate(voucher.expiresAt, locale) : t('admin.vouchers.noExpiry'),
        )}
      </dl>
      {voucher.purchaseOrder ? (
        <p>
          <Link to={`/admin/orders/${voucher.purchaseOrder.orderId}`}>
            {t('admin.vouchers.boughtWith', {
              number: voucher.purchaseOrder.number ?? voucher.purchaseOrder.orderId,
            })}
          </Link>
          {voucher.recipientName
            ? ` · ${t('admin.vouchers.recipient', { name: voucher.recipientName })}`
            : null}
        </p>
      ) : null}
      {voucher.note ? <p className="whitespace-pre-line text-muted">{voucher.note}</p> : null}
      <h3 className="font-medium">{t('admin.vouchers.redemptions')}</h3>
      {voucher.redemptions.length === 0 ? (
        <p className="text-muted">{t('admin.vouchers.noRedemptions')}</p>
      ) : (
        <table className="w-full border-collapse">
          <thead>
            <tr className="border-b border-chalk text-left text-xs text-muted">
              <th className="py-1 pr-2 font-medium">{t('admin.vouchers.order')}</th>
              <th className="py-1 pr-2 font-medium">{t('admin.vouchers.date')}</th>
              <th className="py-1 text-right font-medium">{t('admin.vouchers.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {voucher.redemptions.map((entry) => (
              <tr key={entry.orderId} className="border-b border-chalk">
                <td className="py-1 pr-2">
                  <Link to={`/admin/orders/${entry.orderId}`}>{entry.number ?? `#${entry.orderId}`}</Link>
                </td>
                <td className="py-1 pr-2">{formatDate(entry.at, locale)}</td>
                <td className="py-1 text-right tabular-nums">{money(entry.amountCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {voucher.state !== 'void' ? (
        <Form method="post" className="flex flex-wrap items-center gap-3 border-t border-chalk pt-3">
          <input type="hidden" name="intent" value="deactivate" />
          <input type="hidden" name="voucherId" value={voucher.voucherId} />
          <button type="submit" className={buttonClass('sm', 'danger')}>
            {t('admin.vouchers.deactivate')}
          </button>
          <span className="text-xs text-muted">{t('admin.vouchers.deactivateHint')}</span>
        </Form>
      ) : null}
    </section>
  )
}
