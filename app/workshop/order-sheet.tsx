import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useRevalidator } from 'react-router'
import type { staffOrderSheet } from '#core/orders/staff-orders.ts'
import { Button } from '../components/button.tsx'
import { FormAlert } from '../components/form-field.tsx'
import { showToast } from '../components/toast/toast-store.ts'
import { formatNumber } from '../lib/format.ts'
import { postJson } from '../lib/http.ts'
import { useLocale, useLocalePath } from '../lib/use-locale.ts'
import { OrderDetailView } from '../orders/order-detail.tsx'

type Sheet = NonNullable<Awaited<ReturnType<typeof staffOrderSheet>>>

/**
 * One order for the workshop: the steps it may take next, what to make (every design in one line
 * with the profile it is cut to), the profiles' measurements, then the order as the customer sees it.
 */
export function OrderSheet({ sheet }: { sheet: Sheet }) {
  const { t } = useTranslation()
  const to = useLocalePath()
  const locale = useLocale()
  const revalidator = useRevalidator()
  const [busy, setBusy] = useState(false)
  const [alert, setAlert] = useState<string | null>(null)
  const { order } = sheet
  // Shipping needs carrier and tracking number, a refund the money step: both live in /admin.
  const steps = sheet.nextStates.filter((state) => state !== 'shipped' && state !== 'refunded')
  const designs = order.items.flatMap((item) =>
    item.type === 'voucher'
      ? []
      : [
          ...(item.design
            ? [{ key: `${item.itemId}`, summary: item.design.summary, measure: item.measure?.name }]
            : []),
          ...(item.designs ?? []).map((design, index) => ({
            key: `${item.itemId}-${index}`,
            summary: design.summary,
            measure: design.measure?.name,
          })),
        ],
  )

  async function move(status: string) {
    setBusy(true)
    setAlert(null)
    const response = await postJson('/api/admin/orders.php', {
      action: 'setStatus',
      orderId: order.orderId,
      status,
    }).catch(() => null)
    setBusy(false)
    if (!response?.ok) {
      setAlert(t('workshop.moveFailed'))
      return
    }
    showToast({
      kind: 'success',
      title: t('designer.toastSuccess'),
      message: t('workshop.moved', { number: order.number, status: t(`orders.${status}`) }),
      group: 'br',
    })
    revalidator.revalidate()
  }

  return (
    <div className="space-y-8">
      <p className="flex flex-wrap justify-between gap-3 text-sm">
        <Link to={to('/dashboard/werkstatt')} className="link">
          {t('workshop.back')}
        </Link>
        <a href={`/admin/orders/${order.orderId}/sheet.pdf`} className="link">
          {t('workshop.sheetPdf')}
        </a>
        <a href={`/admin/orders/${order.orderId}`} className="link">
          {t('workshop.openInAdmin')}
        </a>
      </p>
      {sheet.customer ? (
        <p>
          <span className="text-ink-soft">{t('workshop.customer')}: </span>
          {sheet.customer.name} ·{' '}
          <a className="link" href={`mailto:${sheet.customer.email}`}>
            {sheet.customer.email}
          </a>
        </p>
      ) : null}
      <section aria-labelledby="workshop-next" className="rounded-sm border border-chalk p-4">
        <h2 id="workshop-next" className="mb-3 text-xl">
          {t('workshop.next')}
        </h2>
        <FormAlert message={alert} />
        {steps.length > 0 ? (
          <div className="flex flex-wrap gap-3">
            {steps.map((state) => (
              <Button
                key={state}
                variant={state === 'cancelled' ? 'secondary' : 'primary'}
                disabled={busy}
                onClick={() => move(state)}
              >
                {t(`workshop.move.${state}`)}
              </Button>
            ))}
          </div>
        ) : sheet.nextStates.length > 0 ? (
          <p>
            <a href={`/admin/orders/${order.orderId}`} className="link">
              {t('workshop.openInAdmin')}
            </a>
          </p>
        ) : (
          <p className="text-ink-soft">
            {order.fitFirst?.release === 'awaiting-fit' || order.fitFirst?.release === 'complaint'
              ? t('workshop.waitingForFit')
              : t('workshop.final')}
          </p>
        )}
      </section>
      {designs.length > 0 ? (
        <section aria-labelledby="workshop-make">
          <h2 id="workshop-make" className="mb-3 text-xl">
            {t('workshop.make')}
          </h2>
          <ol className="list-decimal space-y-2 pl-5">
            {designs.map((design) => (
              <li key={design.key}>
                {design.summary}
                {design.measure ? (
                  <span className="text-ink-soft"> · {t('cart.measure', { name: design.measure })}</span>
                ) : null}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {sheet.measures.length > 0 ? (
        <section aria-labelledby="workshop-measures">
          <h2 id="workshop-measures" className="mb-3 text-xl">
            {t('workshop.measures')}
          </h2>
          <div className="grid gap-6 sm:grid-cols-2">
            {sheet.measures.map((profile) => (
              <table key={profile.measureId} className="w-full text-sm">
                <caption className="mb-1 text-left font-medium">{profile.name}</caption>
                <tbody className="divide-y divide-chalk border-y border-chalk">
                  {profile.values.map(({ field, unit, value }) => (
                    <tr key={field}>
                      <th scope="row" className="py-1.5 text-left font-normal text-ink-soft">
                        {t(`measures.fields.${field}`)}
                      </th>
                      <td className="tabular py-1.5 text-right">
                        {value === null
                          ? '–'
                          : `${formatNumber(Number(value), locale)} ${t(`measures.units.${unit}`)}`}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ))}
          </div>
        </section>
      ) : null}
      <OrderDetailView order={order} staff />
    </div>
  )
}
