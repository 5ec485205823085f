import { describe, expect, it } from 'vitest'
import { canMoveOrder, mayConfirmFit, type PackageState, packageRelease } from './fit-first.ts'

const delivered = new Date('2026-12-01T10:00:00Z')
const days = (n: number) => new Date(delivered.getTime() + n * 86_400_000)
const order = (change: Partial<PackageState> = {}): PackageState => ({
  status: 'delivered',
  packageStage: 'first',
  firstDeliveredAt: delivered,
  fitConfirmedAt: null,
  openComplaint: false,
  ...change,
})

describe('packageRelease', () => {
  it.each([
    ['an order without a package', order({ packageStage: null }), days(1), 'none'],
    [
      'the fitting shirt still in production',
      order({ status: 'in_production', firstDeliveredAt: null }),
      days(30),
      'first-in-progress',
    ],
    [
      'the fitting shirt shipped',
      order({ status: 'shipped', firstDeliveredAt: null }),
      days(30),
      'first-in-progress',
    ],
    ['delivered a day ago', order(), days(1), 'awaiting-fit'],
    ['delivered 13 days and 23 hours ago', order(), new Date(days(14).getTime() - 3_600_000), 'awaiting-fit'],
    ['delivered 14 days ago', order(), days(14), 'released'],
    ['fit confirmed the same day', order({ fitConfirmedAt: days(0) }), days(0), 'released'],
    ['a complaint is open', order({ openComplaint: true }), days(20), 'complaint'],
    [
      'a complaint is open but the fit was confirmed',
      order({ openComplaint: true, fitConfirmedAt: days(2) }),
      days(3),
      'released',
    ],
    [
      'the six are in the works',
      order({ packageStage: 'rest', status: 'in_production' }),
      days(15),
      'released',
    ],
  ] as const)('%s → %s', (_name, state, now, release) => {
    expect(packageRelease(state, now)).toBe(release)
  })
})

describe('canMoveOrder', () => {
  it.each([
    [
      'a plain order along the states',
      order({ packageStage: null, status: 'paid' }),
      'in_production',
      days(0),
      true,
    ],
    [
      'a plain delivered order never goes back',
      order({ packageStage: null }),
      'in_production',
      days(30),
      false,
    ],
    [
      'the fitting shirt ships as usual',
      order({ status: 'in_production', firstDeliveredAt: null }),
      'shipped',
      days(0),
      true,
    ],
    ['the six wait for the fit', order(), 'in_production', days(3), false],
    ['the six after the confirmation', order({ fitConfirmedAt: days(3) }), 'in_production', days(3), true],
    ['the six after 14 quiet days', order(), 'in_production', days(14), true],
    [
      'the six wait while a complaint is open',
      order({ openComplaint: true }),
      'in_production',
      days(30),
      false,
    ],
    [
      'a package between the two rounds is never cancelled',
      order({ fitConfirmedAt: days(1) }),
      'cancelled',
      days(2),
      false,
    ],
    ['the six, once delivered, are final', order({ packageStage: 'rest' }), 'in_production', days(40), false],
  ] as const)('%s → %s', (_name, state, to, now, allowed) => {
    expect(canMoveOrder(state, to, now)).toBe(allowed)
  })
})

describe('mayConfirmFit', () => {
  it.each([
    ['the fitting shirt delivered', order(), true],
    ['not delivered yet', order({ status: 'shipped', firstDeliveredAt: null }), false],
    ['no package', order({ packageStage: null }), false],
    [
      'the six already released into production',
      order({ packageStage: 'rest', status: 'in_production' }),
      false,
    ],
  ] as const)('%s → %s', (_name, state, allowed) => {
    expect(mayConfirmFit(state)).toBe(allowed)
  })
})
