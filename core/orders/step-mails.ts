import { isLocale } from '#config/locales.ts'
import { findCustomerById } from '#db/queries/customers.ts'
import type { Deps } from '../deps.ts'
import { addresseeOf } from '../email/addressee.ts'
import { sendMail } from '../email/contract.ts'
import { mailTeamShipped } from '../teams/team-mails.ts'
import { orderPageLink } from './order-mail-data.ts'
import { orderMailReader } from './order-mail-reader.ts'
import { trackingUrl } from './tracking.ts'
import { type OrderState, orderState } from './transitions.ts'

type StepMailDeps = Pick<Deps, 'db' | 'env' | 'logger' | 'jobs'>

/**
 * Tells the customer, in the order's language, that the order was shipped (carrier, tracking
 * number, the carrier's page), cancelled or refunded (transitions.ts `mailedSteps`), with the
 * order's page by the one rule (orderPageLink: a guest's own link). Runs as the step's job: a
 * failure throws, so the queue tries again.
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
    /** A guest's order: its link's token, kept sealed with the order (null for an account's). */
    guestTokenSealed: string | null
  },
) {
  const customer = await findCustomerById(deps.db, order.customerId)
  if (!customer) return
  const locale = isLocale(order.lang) ? order.lang : 'de'
  const reader = orderMailReader(deps.env, customer, order.guestTokenSealed)
  const common = {
    ...addresseeOf(customer),
    number: order.number,
    ordersUrl: orderPageLink(order.origin, locale, reader),
    guest: reader.guest,
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
