import { describe, expect, it } from 'vitest'
import {
  expectedDelivery,
  idempotencyOutcome,
  invoiceNumber,
  orderNumber,
  paymentAllowed,
  requestHash,
} from './rules.ts'
import { addWorkingDays, easterSunday, isWorkingDay } from './working-days.ts'

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
    ['2026-12-23', 1, '2026-12-28'], // 24, 25, 26 (Saturday) and 27 (Sunday) are off
    ['2026-12-30', 1, '2027-01-04'], // 31 December, 1 January and the weekend are off
    ['2026-11-26', 21, '2026-12-29'], // an order to France over Christmas: not Friday 25 December
    ['2027-03-24', 2, '2027-03-30'], // Good Friday 26 March, Easter Monday 29 March 2027
    ['2027-03-05', 1, '2027-03-09'], // 8 March, Frauentag in Berlin
    ['2026-05-13', 1, '2026-05-15'], // Ascension Day 14 May 2026
    ['2026-05-22', 1, '2026-05-26'], // Whit Monday 25 May 2026
    ['2026-09-30', 3, '2026-10-05'], // 3 October is a Saturday in 2026: nothing extra
    ['2026-11-26T23:30:00Z', 1, '2026-11-30'], // 00:30 on Friday in Berlin: Friday is the start day
  ])('%s + %i → %s', (start, days, end) => {
    expect(
      addWorkingDays(new Date(start.length > 10 ? start : `${start}T12:00:00Z`), days)
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

describe('the workshop calendar', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
  ])('Easter %i is %s', (year, day) => {
    expect(easterSunday(year).toISOString().slice(0, 10)).toBe(day)
  })
  it.each([
    ['2026-12-24', false],
    ['2026-12-25', false],
    ['2026-12-31', false],
    ['2027-01-01', false],
    ['2026-04-03', false], // Good Friday
    ['2026-10-05', true],
    ['2026-11-27', true],
    ['2026-11-28', false], // Saturday
  ])('%s is a working day: %s', (day, working) => {
    expect(isWorkingDay(new Date(`${day}T00:00:00Z`))).toBe(working)
  })
})
