import { isLocale } from '#config/locales.ts'
import { findCustomerById } from '#db/queries/customers.ts'
import type { Deps } from '../deps.ts'
import { addresseeOf } from '../email/addressee.ts'
import { sendMail } from '../email/contract.ts'
import { mailTeamShipped } from '../teams/team-mails.ts'
import { shopLink } from './order-mail-data.ts'
import { trackingUrl } from './tracking.ts'
import { type OrderState, orderState } from './transitions.ts'

type StepMailDeps = Pick<Deps, 'db' | 'logger' | 'jobs'>

/**
 * Tells the customer, in the order's language, that the order was shipped (carrier, tracking
 * number, the carrier's page), cancelled or refunded (transitions.ts `mailedSteps`). Runs as the
 * step's job: a failure throws, so the queue tries again.
 */
export async function sendOrderStepMail(
  deps: StepMailDeps,
  order: {
    orderId: number
    customerId: number
    number: string
    lang: string
    to: OrderState
    carrier: string | null
    trackingNumber: string | null
    origin: string
  },
) {
  const customer = await findCustomerById(deps.db, order.customerId)
  if (!customer) return
  const locale = isLocale(order.lang) ? order.lang : 'de'
  const common = {
    ...addresseeOf(customer),
    number: order.number,
    ordersUrl: shopLink(order.origin, locale, '/dashboard/orders'),
  }
  if (order.to === orderState.shipped && order.carrier && order.trackingNumber) {
    await sendMail(deps, {
      to: customer.email,
      locale,
      template: 'orderShipped',
      data: {
        ...common,
        carrier: order.carrier,
        trackingNumber: order.trackingNumber,
        trackingUrl: trackingUrl(order.carrier, order.trackingNumber),
      },
    })
    await mailTeamShipped(deps, { orderId: order.orderId, number: order.number }, order.origin)
  } else if (order.to === orderState.cancelled) {
    await sendMail(deps, { to: customer.email, locale, template: 'orderCancelled', data: common })
  } else if (order.to === orderState.refunded) {
    await sendMail(deps, { to: customer.email, locale, template: 'orderRefunded', data: common })
  }
}
