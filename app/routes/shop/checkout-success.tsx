import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { ButtonLink } from '../../components/button.tsx'
import { PageIntro } from '../../components/page-intro.tsx'
import { messagesMeta } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import { useLocalePath } from '../../lib/use-locale.ts'
import { OrderDetailView } from '../../orders/order-detail.tsx'
import { orderAfterPayment } from '../../orders/order-loader.server.ts'
import { cartStore } from '../../state/cart-store.ts'
import type { Route } from './+types/checkout-success'

/**
 * /checkout-success: the order is placed; payment by transfer or invoice is still to come, or the
 * customer is back from the card page (the order is settled here if the webhook has not arrived yet).
 */
export async function loader(args: Route.LoaderArgs) {
  return { meta: messagesMeta(args.request, 'checkoutSuccess'), ...(await orderAfterPayment(args)) }
}

export const meta = routeMeta

export default function CheckoutSuccessPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const to = useLocalePath()
  const { order, loggedIn } = loaderData
  useEffect(() => {
    void cartStore().refreshCount(true)
  }, [])
  return (
    <div>
      <PageIntro title={t('pages.checkoutSuccess.title')} lead={t('pages.checkoutSuccess.lead')}>
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
