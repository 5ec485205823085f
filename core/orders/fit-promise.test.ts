import { describe, expect, it } from 'vitest'
import {
  declineReasons,
  type FitPromiseCase,
  fitPromiseEnds,
  fitPromiseRefusal,
  fitPromiseRefusals,
  isDeclineReason,
} from './fit-promise.ts'

const delivered = new Date('2026-11-02T10:00:00Z')
const day = (n: number) => new Date(delivered.getTime() + n * 86_400_000)
const request = (change: Partial<FitPromiseCase> = {}, order: Partial<FitPromiseCase['order']> = {}) => ({
  order: { firstOrder: true, status: 'delivered' as const, deliveredAt: delivered, ...order },
  shirtId: null,
  firstShirtId: 41,
  reportedAt: day(3),
  used: false,
  ...change,
})

describe('fitPromiseRefusal', () => {
  it.each([
    ['the first shirt, three days after delivery', request(), null],
    ['the first shirt named by its design', request({ shirtId: 41 }), null],
    ['reported on the 30th day', request({ reportedAt: day(30) }), null],
    [
      'reported a minute after the 30th day',
      request({ reportedAt: new Date(day(30).getTime() + 60_000) }),
      'TOO_LATE',
    ],
    ['shipped, not yet marked delivered', request({}, { status: 'shipped', deliveredAt: null }), null],
    ['a second order', request({}, { firstOrder: false }), 'NOT_FIRST_ORDER'],
    ['another shirt of the first order', request({ shirtId: 42 }), 'NOT_FIRST_SHIRT'],
    [
      'the first design was deleted, another named',
      request({ shirtId: 42, firstShirtId: null }),
      'NOT_FIRST_SHIRT',
    ],
    ['still in production', request({}, { status: 'in_production', deliveredAt: null }), 'NOT_RECEIVED'],
    ['paid, waiting for the workshop', request({}, { status: 'paid', deliveredAt: null }), 'NOT_RECEIVED'],
    ['cancelled', request({}, { status: 'cancelled', deliveredAt: null }), 'NOT_RECEIVED'],
    [
      'sent back for a refund',
      request({}, { status: 'refund_requested', deliveredAt: null }),
      'NOT_RECEIVED',
    ],
    ['granted once already', request({ used: true }), 'ALREADY_USED'],
    ['too late and used: lateness is told first', request({ used: true, reportedAt: day(40) }), 'TOO_LATE'],
    [
      'a second order, late and used: not the first order',
      request({ used: true, reportedAt: day(40) }, { firstOrder: false }),
      'NOT_FIRST_ORDER',
    ],
  ] as const)('%s → %s', (_name, input, refusal) => {
    expect(fitPromiseRefusal(input)).toBe(refusal)
  })

  it('ends 30 days after delivery to the millisecond', () => {
    expect(fitPromiseEnds(delivered).toISOString()).toBe('2026-12-02T10:00:00.000Z')
  })

  it('every refusal of the rule is a reason staff can decline with', () => {
    for (const reason of fitPromiseRefusals) expect(isDeclineReason(reason)).toBe(true)
    expect(new Set(declineReasons).size).toBe(declineReasons.length)
    expect(isDeclineReason('SOMETHING')).toBe(false)
  })
})
