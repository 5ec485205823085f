import { orderState } from '#core/orders/transitions.ts'
import { ButtonLink } from '../../components/button.tsx'
import { PageIntro } from '../../components/page-intro.tsx'
import { useTranslation } from '../../i18n/react.tsx'
import { messagesMeta } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import { useLocalePath } from '../../lib/use-locale.ts'
import { CardPayment } from '../../orders/card-payment.tsx'
import { PaymentInstructions } from '../../orders/order-detail.tsx'
import { orderFromQuery } from '../../orders/order-loader.server.ts'
import type { Route } from './+types/order-error'

/**
 * /order/error: a payment provider sent the customer back without payment. The order stays
 * pending (nothing was charged); it can still be paid by transfer, or the customer returns to the cart.
 */
export async function loader(args: Route.LoaderArgs) {
  return { meta: messagesMeta(args.request, 'orderError'), ...(await orderFromQuery(args)) }
}

export const meta = routeMeta

export default function OrderErrorPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const to = useLocalePath()
  const { order } = loaderData
  return (
    <div>
      <PageIntro title={t('pages.orderError.title')} lead={t('pages.orderError.lead')}>
        {order ? (
          <p className="mt-3 text-lg font-medium">{t('orders.completedNumber', { number: order.number })}</p>
        ) : null}
      </PageIntro>
      {order && order.status === orderState.pending ? (
        <div className="space-y-4">
          <CardPayment order={order} />
          <PaymentInstructions order={order} />
        </div>
      ) : null}
      <div className="mt-8 flex flex-wrap gap-3">
        {order ? (
          <ButtonLink to={`${to('/dashboard/orders')}?order=${order.orderId}`}>
            {t('orders.toOrder')}
          </ButtonLink>
        ) : null}
        <ButtonLink to={to('/cart')} variant="secondary">
          {t('checkout.backToCart')}
        </ButtonLink>
      </div>
    </div>
  )
}
