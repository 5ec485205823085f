import { Form, useNavigation } from 'react-router'
import { carriers } from '#core/admin/order-schemas.ts'
import { orderState } from '#core/orders/transitions.ts'
import { buttonClass } from '../components/button.tsx'
import { useTranslation } from '../i18n/react.tsx'
import type { AdminOrder, OrderActionData } from './types.ts'

/**
 * The steps the order may take now and the role may do: one small form each, with the version the
 * page was read at (a second staff member's stale form gets 409 ORDER_STALE). 'Mark as shipped'
 * asks for carrier and tracking number; every step says whether it mails the customer.
 */
export function OrderSteps({ order, actionData }: { order: AdminOrder; actionData: OrderActionData }) {
  const { t } = useTranslation()
  const busy = useNavigation().state === 'submitting'
  const refused = actionData && !actionData.ok && actionData.intent !== 'note' ? actionData : null
  const typed = refused?.values ?? {}
  const done = actionData?.ok && actionData.intent === 'step' ? actionData.status : null
  return (
    <section aria-labelledby="order-steps" className="rounded-sm border border-chalk bg-white p-3">
      <h2 id="order-steps" className="mb-2 font-medium">
        {t('admin.order.steps')}
      </h2>
      {refused ? (
        <p role="alert" className="mb-3 rounded-sm border-l-4 border-danger bg-linen px-3 py-2">
          {t(`admin.errors.${refused.field === 'trackingNumber' ? 'trackingNumber' : refused.reason}`)}
        </p>
      ) : null}
      {done ? (
        <p role="status" className="mb-3 rounded-sm border-l-4 border-success bg-linen px-3 py-2">
          {t('admin.order.moved', { status: t(`admin.status.${done}`) })}
        </p>
      ) : null}
      {order.steps.length === 0 ? <p className="text-muted">{t('admin.order.noSteps')}</p> : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        {order.steps.map((step) => (
          <Form
            key={step.to}
            method="post"
            className={
              step.to === orderState.shipped
                ? 'grid gap-2 rounded-sm border border-chalk p-2 sm:grid-cols-[auto_1fr_auto] sm:items-end'
                : ''
            }
          >
            <input type="hidden" name="intent" value="step" />
            <input type="hidden" name="status" value={step.to} />
            <input type="hidden" name="version" value={order.version} />
            {step.to === orderState.shipped ? (
              <>
                <label>
                  <span className="block text-xs text-muted">{t('admin.order.carrier')}</span>
                  <select
                    name="carrier"
                    required
                    defaultValue={typed.carrier ?? 'DHL'}
                    className="min-h-11 w-full rounded-sm border border-chalk bg-white px-2"
                  >
                    {carriers.map((carrier) => (
                      <option key={carrier}>{carrier}</option>
                    ))}
                  </select>
                </label>
                <label>
                  <span className="block text-xs text-muted">{t('admin.order.trackingNumber')}</span>
                  <input
                    name="trackingNumber"
                    required
                    minLength={4}
                    maxLength={40}
                    autoComplete="off"
                    inputMode="text"
                    defaultValue={typed.trackingNumber ?? ''}
                    aria-invalid={refused?.field === 'trackingNumber' ? true : undefined}
                    className="min-h-11 w-full rounded-sm border border-chalk bg-white px-2"
                  />
                </label>
              </>
            ) : null}
            <button
              type="submit"
              disabled={busy}
              className={buttonClass(
                'button',
                step.to === orderState.cancelled || step.to === orderState.refund_requested
                  ? 'secondary'
                  : 'primary',
                'w-full sm:w-auto',
              )}
            >
              {t(`admin.step.${step.to}`)}
            </button>
            <p className="text-xs text-muted sm:col-span-3">
              {step.mails ? t('admin.order.mails') : t('admin.order.noMail')}
              {step.to === orderState.refund_requested
                ? ` ${order.order.paymentMethod === 'card' ? t('admin.order.refundCard') : t('admin.order.refundManual')}`
                : ''}
            </p>
          </Form>
        ))}
      </div>
      {order.shipment ? (
        <p className="mt-3">
          {t('admin.order.shipment', {
            carrier: order.shipment.carrier,
            tracking: order.shipment.trackingNumber,
          })}
          {order.shipment.url ? (
            <>
              {' '}
              <a href={order.shipment.url} rel="noreferrer noopener" target="_blank">
                {t('admin.order.track')}
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      {order.refundRef ? (
        <p className="mt-1">{t('admin.order.refundRef', { ref: order.refundRef })}</p>
      ) : null}
      {order.order.status === orderState.refund_failed && order.refundFailure ? (
        <p className="mt-1">{t('admin.order.refundFailure', { reason: order.refundFailure })}</p>
      ) : null}
      <p className="mt-3 text-xs text-muted">{t('admin.order.mailPolicy')}</p>
    </section>
  )
}
