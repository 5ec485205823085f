import { describe, expect, it } from 'vitest'
import {
  addWorkingDays,
  canMove,
  expectedDelivery,
  idempotencyOutcome,
  invoiceNumber,
  orderNumber,
  paymentAllowed,
  requestHash,
} from './rules.ts'

describe('order state transitions', () => {
  it.each([
    ['pending', 'paid', true],
    ['pending', 'cancelled', true],
    ['paid', 'in_production', true],
    ['in_production', 'shipped', true],
    ['shipped', 'delivered', true],
    ['pending', 'shipped', false],
    ['in_production', 'cancelled', false],
    ['delivered', 'pending', false],
    ['cancelled', 'paid', false],
  ] as const)('%s → %s: %s', (from, to, allowed) => {
    expect(canMove(from, to)).toBe(allowed)
  })
})

describe('numbers', () => {
  it('orders and invoices are sequential and readable', () => {
    expect(orderNumber(42, new Date('2026-11-22T10:00:00Z'))).toBe('NF-2026-000042')
    expect(invoiceNumber(7, new Date('2027-01-02T10:00:00Z'))).toBe('RE-2027-000007')
  })
})

describe('payment methods', () => {
  const none = { paidOrders: 0, demo: false, card: false }
  it.each([
    ['prepayment', none, true],
    ['invoice', none, false],
    ['invoice', { ...none, paidOrders: 1 }, true],
    ['card', none, false],
    ['card', { ...none, card: true }, true],
    ['demo', { ...none, paidOrders: 5 }, false],
    ['demo', { ...none, demo: true }, true],
  ] as const)('%s with %o → %s', (method, setting, allowed) => {
    expect(paymentAllowed(method, setting)).toBe(allowed)
  })
})

describe('working days and expected delivery', () => {
  it.each([
    ['2026-11-20', 1, '2026-11-23'], // Friday + 1 → Monday
    ['2026-11-23', 5, '2026-11-30'],
    ['2026-11-22', 0, '2026-11-22'],
  ])('%s + %i → %s', (start, days, end) => {
    expect(
      addWorkingDays(new Date(`${start}T12:00:00Z`), days)
        .toISOString()
        .slice(0, 10),
    ).toBe(end)
  })
  it('shirts take production plus shipping; a queue adds days', () => {
    const orderedAt = new Date('2026-11-23T09:00:00Z')
    const de = expectedDelivery({ orderedAt, hasShirts: true, queuedShirts: 0, zone: 'DE' })
    expect(de.toISOString().slice(0, 10)).toBe(addWorkingDays(orderedAt, 18).toISOString().slice(0, 10))
    const busy = expectedDelivery({ orderedAt, hasShirts: true, queuedShirts: 80, zone: 'DE' })
    expect(busy.getTime()).toBeGreaterThan(de.getTime())
    const accessories = expectedDelivery({ orderedAt, hasShirts: false, queuedShirts: 500, zone: 'EU' })
    expect(accessories.toISOString().slice(0, 10)).toBe(
      addWorkingDays(orderedAt, 7).toISOString().slice(0, 10),
    )
  })
})

describe('idempotency', () => {
  it('hashes bodies independent of key order', () => {
    expect(requestHash({ a: 1, b: [1, { c: 2, d: 3 }] })).toBe(requestHash({ b: [1, { d: 3, c: 2 }], a: 1 }))
    expect(requestHash({ a: 1 })).not.toBe(requestHash({ a: 2 }))
  })
  it.each([
    [null, 'h', 'new'],
    [{ requestHash: 'h', finished: true }, 'h', 'replay'],
    [{ requestHash: 'h', finished: false }, 'h', 'running'],
    [{ requestHash: 'h', finished: true }, 'x', 'mismatch'],
  ] as const)('%j with %s → %s', (existing, hash, outcome) => {
    expect(idempotencyOutcome(existing, hash)).toBe(outcome)
  })
})
