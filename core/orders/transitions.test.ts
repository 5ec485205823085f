import { describe, expect, it } from 'vitest'
import {
  canMove,
  effectsOf,
  isStaffStep,
  type OrderState,
  orderStates,
  refundKeyOf,
  staffTarget,
  transitionChanges,
  transitionRefusal,
} from './transitions.ts'

/** Every edge of the table; every pair not listed here must be refused. */
const edges: [OrderState, OrderState][] = [
  ['pending', 'paid'],
  ['pending', 'cancelled'],
  ['paid', 'in_production'],
  ['paid', 'cancelled'],
  ['in_production', 'shipped'],
  ['shipped', 'delivered'],
  ['delivered', 'refund_requested'],
  ['cancelled', 'refund_requested'],
  ['refund_requested', 'refunded'],
  ['refund_requested', 'refund_failed'],
  ['refund_failed', 'refund_requested'],
]
const allPairs = orderStates.flatMap((from) =>
  orderStates.map((to) => [from, to] as [OrderState, OrderState]),
)
const isEdge = (from: OrderState, to: OrderState) => edges.some(([a, b]) => a === from && b === to)

describe('order transition table', () => {
  it.each(allPairs.map(([from, to]) => [from, to, isEdge(from, to)] as const))(
    '%s → %s: %s',
    (from, to, allowed) => {
      expect(canMove(from, to)).toBe(allowed)
    },
  )

  it('never refunds without a request first, and a refunded order is final', () => {
    for (const from of orderStates) {
      if (from !== 'refund_requested') expect(canMove(from, 'refunded')).toBe(false)
      expect(canMove('refunded', from)).toBe(false)
    }
  })
})

describe('staff steps', () => {
  it.each([
    ['refunded', 'refund_requested'],
    ['refund_requested', 'refund_requested'],
    ['shipped', 'shipped'],
    ['paid', 'paid'],
  ] as const)('staff asking for %s request %s', (asked, target) => {
    expect(staffTarget(asked)).toBe(target)
  })

  it.each(orderStates.map((to) => [to, to !== 'refunded' && to !== 'refund_failed'] as const))(
    'staff may choose %s: %s (only the provider answers a refund)',
    (to, allowed) => {
      expect(isStaffStep(to)).toBe(allowed)
    },
  )
})

describe('transition refusals', () => {
  const order = { status: 'in_production' as OrderState, version: 3, paidAt: new Date() }
  const tracked = { carrier: 'DHL', trackingNumber: '00340434161094042557' }
  it.each([
    ['shipped with tracking', order, { to: 'shipped', ...tracked }, true, 3, null],
    [
      'no version given (system steps, API without check)',
      order,
      { to: 'shipped', ...tracked },
      true,
      undefined,
      null,
    ],
    ['someone changed it since', order, { to: 'shipped', ...tracked }, true, 2, 'ORDER_STALE'],
    ['stale wins over a bad step', order, { to: 'paid' }, false, 2, 'ORDER_STALE'],
    ['not in the table', order, { to: 'paid' }, false, 3, 'BAD_TRANSITION'],
    ['shipped without tracking', order, { to: 'shipped' }, true, 3, 'TRACKING_REQUIRED'],
    [
      'shipped without carrier',
      order,
      { to: 'shipped', trackingNumber: 'X123' },
      true,
      3,
      'TRACKING_REQUIRED',
    ],
    ['refund of a paid order', { ...order, status: 'cancelled' }, { to: 'refund_requested' }, true, 3, null],
    [
      'refund of an unpaid order',
      { ...order, status: 'cancelled', paidAt: null },
      { to: 'refund_requested' },
      true,
      3,
      'NOT_PAID',
    ],
  ] as const)('%s', (_name, state, event, allowed, version, refusal) => {
    expect(transitionRefusal(state, event, allowed, version)).toBe(refusal)
  })
})

describe('what a step writes and what follows it', () => {
  const now = new Date('2026-11-28T10:00:00Z')
  it.each([
    ['paid', {}, { paidAt: now }],
    [
      'shipped',
      { carrier: 'DHL', trackingNumber: 'T1' },
      { carrier: 'DHL', trackingNumber: 'T1', shippedAt: now },
    ],
    ['refund_requested', {}, { refundKey: 'refund-order-7', refundFailure: null }],
    ['refunded', { refundRef: 're_1' }, { refundedAt: now, refundRef: 're_1', refundFailure: null }],
    ['refund_failed', { failure: 'card expired' }, { refundFailure: 'card expired' }],
    ['delivered', {}, {}],
  ] as const)('%s writes its columns', (to, details, columns) => {
    expect(transitionChanges(7, { to, ...details }, now)).toEqual(columns)
  })

  it.each([
    ['pending', []],
    ['paid', [{ kind: 'gift-vouchers-mail', orderId: 7 }]],
    ['in_production', []],
    ['shipped', [{ kind: 'step-mail', orderId: 7, to: 'shipped' }]],
    ['delivered', []],
    ['cancelled', [{ kind: 'step-mail', orderId: 7, to: 'cancelled' }]],
    ['refund_requested', [{ kind: 'refund', orderId: 7 }]],
    ['refunded', [{ kind: 'step-mail', orderId: 7, to: 'refunded' }]],
    ['refund_failed', []],
  ] as const)('after %s: %j', (to, effects) => {
    expect(effectsOf({ orderId: 7, to })).toEqual(effects)
  })

  it('the refund key is one per order, so every retry is the same refund', () => {
    expect(refundKeyOf(42)).toBe('refund-order-42')
    expect(refundKeyOf(42)).toBe(refundKeyOf(42))
  })
})
