import { useState } from 'react'
import type { OrderDetail } from '#core/orders/read-orders.ts'
import { orderState } from '#core/orders/transitions.ts'
import { Button } from '../components/button.tsx'
import { FormAlert } from '../components/form-field.tsx'
import { useTranslation } from '../i18n/react.tsx'
import { postJson } from '../lib/http.ts'

type PayAnswer = { success: boolean; payment?: { kind: string; url?: string } }

/**
 * A card/PayPal order still waiting for its money: 'Jetzt bezahlen' reopens the provider's page
 * (the server reuses an open session, so a second click never opens a second payment).
 */
export function CardPayment({ order }: { order: OrderDetail }) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  const [note, setNote] = useState<string | null>(null)
  const [alert, setAlert] = useState<string | null>(null)
  if (order.paymentMethod !== 'card' || order.status !== orderState.pending || order.total.totalBrutto === 0)
    return null

  async function pay() {
    setBusy(true)
    setAlert(null)
    try {
      const response = await postJson('/api/checkout.php', { action: 'pay', orderId: order.orderId })
      const body = (await response.json()) as PayAnswer
      if (body.payment?.kind === 'redirect' && body.payment.url) {
        window.location.assign(body.payment.url)
        return
      }
      if (body.payment?.kind === 'processing' || body.payment?.kind === 'paid')
        setNote(t('orders.paymentProcessing'))
      else setAlert(t('orders.payFailed'))
    } catch {
      setAlert(t('orders.payFailed'))
    }
    setBusy(false)
  }

  return (
    <div className="rounded-sm border-l-4 border-thread bg-linen px-4 py-3" data-testid="card-payment">
      <FormAlert message={alert} />
      <p>{note ?? t('orders.cardPending')}</p>
      {note ? null : (
        <Button className="mt-3" onClick={pay} disabled={busy} aria-busy={busy}>
          {t('orders.payNow')}
        </Button>
      )}
    </div>
  )
}
