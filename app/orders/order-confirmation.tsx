import { useEffect } from 'react'
import type { OrderDetail } from '#core/orders/read-orders.ts'
import { ButtonLink } from '../components/button.tsx'
import { PageIntro } from '../components/page-intro.tsx'
import { useTranslation } from '../i18n/react.tsx'
import { useLocalePath } from '../lib/use-locale.ts'
import { cartStore } from '../state/cart-store.ts'
import { OrderDetailView } from './order-detail.tsx'

/**
 * The page a placed order lands on (/checkout-success after the payment step, /order-completed
 * for transfer and invoice): the number, the order, and the ways on. The header's cart count is
 * asked again, since the order emptied the cart.
 */
export function OrderConfirmation({
  page,
  order,
  loggedIn,
}: {
  page: 'checkoutSuccess' | 'orderCompleted'
  order: OrderDetail | null
  loggedIn: boolean
}) {
  const { t } = useTranslation()
  const to = useLocalePath()
  useEffect(() => {
    void cartStore().refreshCount(true)
  }, [])
  return (
    <div>
      <PageIntro title={t(`pages.${page}.title`)} lead={t(`pages.${page}.lead`)}>
        {order ? (
          <p className="mt-3 text-lg font-medium">{t('orders.completedNumber', { number: order.number })}</p>
        ) : null}
      </PageIntro>
      {order ? (
        <OrderDetailView order={order} />
      ) : (
        <p>{t(loggedIn ? 'orders.notFound' : 'orders.loginToSee')}</p>
      )}
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink to={to('/dashboard/orders')}>{t('orders.toOrders')}</ButtonLink>
        <ButtonLink to={to('/')} variant="secondary">
          {t('errors.backHome')}
        </ButtonLink>
      </div>
    </div>
  )
}
