import { useState } from 'react'
import { formatDate } from '#core/format.ts'
import type { OrderDetail } from '#core/orders/read-orders.ts'
import { orderState } from '#core/orders/transitions.ts'
import { Button, ButtonLink } from '../components/button.tsx'
import { FormAlert } from '../components/form-field.tsx'
import { useTranslation } from '../i18n/react.tsx'
import { postJson } from '../lib/http.ts'
import { useLocale, useLocalePath } from '../lib/use-locale.ts'

/**
 * Fit first (/7er): where the package stands, and once the fitting shirt is delivered the
 * customer's one-click confirmation that releases the other six (or the way to say what is wrong).
 */
export function PackageFit({ order }: { order: OrderDetail }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const to = useLocalePath()
  const [fit, setFit] = useState(order.fitFirst)
  const [busy, setBusy] = useState(false)
  const [alert, setAlert] = useState<string | null>(null)
  if (!fit) return null
  const text = fitText(fit, order.status)
  if (!text) return null

  async function confirm() {
    setBusy(true)
    setAlert(null)
    try {
      const response = await postJson('/api/orders.php', { action: 'confirmFit', orderId: order.orderId })
      const body = (await response.json()) as { success: boolean; order?: OrderDetail }
      if (body.success && body.order?.fitFirst) setFit(body.order.fitFirst)
      else setAlert(t('orders.fitFirst.confirmFailed'))
    } catch {
      setAlert(t('orders.fitFirst.confirmFailed'))
    }
    setBusy(false)
  }

  return (
    <section
      aria-labelledby={`fit-first-${order.orderId}`}
      className="rounded-sm border-l-4 border-thread bg-linen px-4 py-3"
      data-testid="package-fit"
    >
      <h3 id={`fit-first-${order.orderId}`} className="font-serif text-lg">
        {t('orders.fitFirst.title')}
      </h3>
      <FormAlert message={alert} />
      <p className="mt-1" role="status">
        {t(`orders.fitFirst.${text}`, {
          date: fit.autoReleaseAt ? formatDate(fit.autoReleaseAt, locale) : '',
        })}
      </p>
      {fit.mayConfirm ? (
        <div className="mt-3 flex flex-wrap gap-3">
          <Button onClick={confirm} disabled={busy} aria-busy={busy}>
            {t('orders.fitFirst.confirm')}
          </Button>
          <ButtonLink to={`${to('/aftersale')}?order=${order.orderId}`} variant="secondary">
            {t('orders.fitFirst.report')}
          </ButtonLink>
        </div>
      ) : null}
    </section>
  )
}

type FitView = NonNullable<OrderDetail['fitFirst']>

/** Which sentence the stage calls for; nothing once the six are delivered. */
function fitText(fit: FitView, status: string) {
  if (fit.stage === 'rest') return status === orderState.delivered ? null : 'rest'
  if (fit.release === 'first-in-progress') return 'firstInProgress'
  if (fit.release === 'awaiting-fit') return 'awaitingFit'
  if (fit.release === 'complaint') return 'complaint'
  return 'released'
}
