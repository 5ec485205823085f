import { describe, expect, it } from 'vitest'
import { deliveryOutlook } from './delivery-outlook.ts'

describe('deliveryOutlook', () => {
  const planned = '2026-12-23'
  // Friday 11 December 2026, 23:30 in Berlin: already the 11th there, the 11th in UTC too.
  const shippedAt = new Date('2026-12-11T22:30:00Z')
  it.each([
    [
      'paid: the planned day',
      { status: 'paid', shippedAt: null, deliveredAt: null, zone: 'DE' },
      { kind: 'planned', on: planned },
    ],
    [
      'shipped in Germany: shipped Friday, three working days later is Wednesday',
      { status: 'shipped', shippedAt, deliveredAt: null, zone: 'DE' },
      { kind: 'onTheWay', shippedOn: '2026-12-11', arrivesBy: '2026-12-16', transitDays: 3 },
    ],
    [
      'shipped after midnight in Berlin counts as the next day',
      { status: 'shipped', shippedAt: new Date('2026-12-10T23:30:00Z'), deliveredAt: null, zone: 'EU' },
      { kind: 'onTheWay', shippedOn: '2026-12-11', arrivesBy: '2026-12-21', transitDays: 6 },
    ],
    [
      'delivered: the day it arrived',
      { status: 'delivered', shippedAt, deliveredAt: new Date('2026-12-14T09:00:00Z'), zone: 'DE' },
      { kind: 'arrived', on: '2026-12-14' },
    ],
    [
      'cancelled before shipping: still the planned day',
      { status: 'cancelled', shippedAt: null, deliveredAt: null, zone: 'WORLD' },
      { kind: 'planned', on: planned },
    ],
  ] as const)('%s', (_name, order, outlook) => {
    expect(deliveryOutlook({ ...order, expectedDelivery: planned })).toEqual(outlook)
  })
})
