import { findOrderById } from '#db/queries/orders.ts'
import type { Deps } from '../deps.ts'
import { executeRefund } from '../payments/execute-refund.ts'
import { mailGiftVouchersOfOrder } from './order-mails.ts'
import { sendOrderStepMail } from './step-mails.ts'
import type { OrderEffect } from './transitions.ts'

/**
 * Runs the effects of committed order steps (transitions.ts `effectsOf`), one after the other,
 * including the ones they lead to (a refund's mail). Each effect reads the order as it is now, so
 * running one twice sends what is true, and a refund already answered is not sent again. The one
 * place that decides how effects run: a job queue takes them from here.
 */
export async function runOrderEffects(deps: Deps, effects: readonly OrderEffect[], origin: string) {
  const queue = [...effects]
  for (let effect = queue.shift(); effect; effect = queue.shift()) {
    if (effect.kind === 'refund') {
      queue.push(...(await executeRefund(deps, effect.orderId)).effects)
      continue
    }
    const order = await findOrderById(deps.db, effect.orderId)
    if (!order) continue
    if (effect.kind === 'gift-vouchers-mail') await mailGiftVouchersOfOrder(deps, order)
    else
      await sendOrderStepMail(deps, {
        orderId: order.id,
        customerId: order.customerId,
        number: order.number ?? '',
        lang: order.lang,
        to: effect.to,
        carrier: order.carrier,
        trackingNumber: order.trackingNumber,
        origin,
      })
  }
}
