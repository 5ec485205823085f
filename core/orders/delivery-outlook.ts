import { type ShippingZone, transitWorkingDays } from './rules.ts'
import { type OrderState, orderState, receivedStates } from './transitions.ts'
import { addWorkingDays, berlinDay } from './working-days.ts'

/**
 * What the order page promises about delivery: the date planned at the order until the parcel
 * leaves; then the day it was shipped and that day plus the carrier's usual days; then the day
 * it arrived. A shipped order never repeats the date planned weeks before.
 */
export type DeliveryOutlook =
  | { kind: 'planned'; on: string }
  | { kind: 'onTheWay'; shippedOn: string; arrivesBy: string; transitDays: number }
  | { kind: 'arrived'; on: string }

export function deliveryOutlook(order: {
  status: string
  expectedDelivery: string
  shippedAt: Date | null
  deliveredAt: Date | null
  zone: ShippingZone
}): DeliveryOutlook {
  // Days as the workshop in Berlin counts them.
  const day = (date: Date) => berlinDay(date).toISOString().slice(0, 10)
  if (order.status === orderState.delivered && order.deliveredAt)
    return { kind: 'arrived', on: day(order.deliveredAt) }
  if (order.shippedAt && receivedStates.includes(order.status as OrderState)) {
    const transitDays = transitWorkingDays[order.zone]
    return {
      kind: 'onTheWay',
      shippedOn: day(order.shippedAt),
      arrivesBy: day(addWorkingDays(order.shippedAt, transitDays)),
      transitDays,
    }
  }
  return { kind: 'planned', on: order.expectedDelivery }
}
