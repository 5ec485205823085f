import { describe, expect, it } from 'vitest'
import { type StepOrder, stepRefusal } from './step-rules.ts'

const now = new Date('2026-11-26T10:00:00Z')
const order = (over: Partial<StepOrder> = {}): StepOrder => ({
  status: 'in_production',
  packageStage: null,
  firstDeliveredAt: null,
  fitConfirmedAt: null,
  openComplaint: false,
  version: 3,
  paidAt: now,
  ...over,
})
const tracked = { carrier: 'DHL', trackingNumber: '00340434161094042557' }

describe('back-office order steps', () => {
  it.each([
    ['shipped with tracking', order(), { to: 'shipped', version: 3, ...tracked }, null],
    ['no version given (API without check)', order(), { to: 'shipped', ...tracked }, null],
    ['someone changed it since', order(), { to: 'shipped', version: 2, ...tracked }, 'ORDER_STALE'],
    ['shipped without tracking', order(), { to: 'shipped', version: 3 }, 'TRACKING_REQUIRED'],
    ['shipped without carrier', order(), { to: 'shipped', trackingNumber: 'X123' }, 'TRACKING_REQUIRED'],
    ['skipping production', order({ status: 'paid' }), { to: 'shipped', ...tracked }, 'BAD_TRANSITION'],
    ['refund after cancel', order({ status: 'cancelled' }), { to: 'refunded' }, null],
    ['refund of unpaid', order({ status: 'cancelled', paidAt: null }), { to: 'refunded' }, 'NOT_PAID'],
    ['refund after delivery', order({ status: 'delivered' }), { to: 'refunded' }, null],
    ['refund twice', order({ status: 'refunded' }), { to: 'refunded' }, 'BAD_TRANSITION'],
  ] as const)('%s', (_name, state, step, refusal) => {
    expect(stepRefusal(state, step, now)).toBe(refusal)
  })
})
