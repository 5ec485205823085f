import { describe, expect, it } from 'vitest'
import {
  endOfBerlinDay,
  euroToCents,
  newVoucherCode,
  normalizeVoucherCode,
  voucherCodes,
  voucherExpiry,
  voucherState,
  voucherUsable,
} from './rules.ts'

describe('voucher codes', () => {
  it('are at least 16 characters from an unambiguous alphabet and differ', () => {
    const codes = new Set(Array.from({ length: 500 }, () => newVoucherCode()))
    expect(codes.size).toBe(500)
    for (const code of codes) {
      expect(normalizeVoucherCode(code)).toMatch(/^[A-HJKMNP-Z2-9]{20}$/)
    }
  })
  it('normalises what customers type', () => {
    expect(normalizeVoucherCode(' abcde-fghjk ')).toBe('ABCDEFGHJK')
    expect(normalizeVoucherCode('DEMO-GUTSCHEIN-50')).toBe('DEMOGUTSCHEIN50')
  })
  it.each([
    ['DEMO-TEST-20', 'DEMOTEST20'],
    ['ABCDE-FGHJK-MNPQR-STUVW', 'ABCDEFGHJKMNPQRSTUVW'],
  ])('keeps %s as issued beside its lookup form %s', (issued, code) => {
    expect(voucherCodes(issued)).toEqual({ code, issuedCode: issued })
  })
})

describe('voucherUsable', () => {
  const now = new Date('2026-11-22T10:00:00Z')
  it.each([
    ['unknown', null, false],
    ['active with balance', { balanceCents: 100, status: 'active', expiresAt: null }, true],
    ['used up', { balanceCents: 0, status: 'active', expiresAt: null }, false],
    ['unpaid', { balanceCents: 5000, status: 'pending', expiresAt: null }, false],
    ['expired', { balanceCents: 5000, status: 'active', expiresAt: new Date('2026-11-21T00:00:00Z') }, false],
    [
      'valid until later',
      { balanceCents: 5000, status: 'active', expiresAt: new Date('2029-12-31T00:00:00Z') },
      true,
    ],
  ])('%s → %s', (_name, voucher, usable) => {
    expect(voucherUsable(voucher, now)).toBe(usable)
  })
  it('expires three years after the end of the year of purchase', () => {
    expect(voucherExpiry(new Date('2026-03-01T00:00:00Z')).toISOString()).toBe('2029-12-31T23:59:59.000Z')
  })
})

describe('voucherState (back office)', () => {
  const at = new Date('2026-11-26T12:00:00Z')
  it.each([
    ['void wins', { balanceCents: 100, status: 'void', expiresAt: null }, 'void'],
    ['pending (unpaid gift)', { balanceCents: 100, status: 'pending', expiresAt: null }, 'pending'],
    ['spent', { balanceCents: 0, status: 'active', expiresAt: null }, 'spent'],
    [
      'expired',
      { balanceCents: 100, status: 'active', expiresAt: new Date('2026-11-26T11:59:59Z') },
      'expired',
    ],
    [
      'active',
      { balanceCents: 100, status: 'active', expiresAt: new Date('2026-11-27T00:00:00Z') },
      'active',
    ],
  ])('%s → %s', (_name, voucher, state) => {
    expect(voucherState(voucher, at)).toBe(state)
  })
})

describe('euroToCents', () => {
  it.each([
    ['50', 5000],
    ['49,90', 4990],
    ['49.9', 4990],
    ['0,01', 1],
    [' 20 ', 2000],
    ['0.1', 10],
    ['12.345', null],
    ['-5', null],
    ['1.000,00', null],
    ['abc', null],
    ['', null],
    ['1e3', null],
  ])('%s → %s', (input, cents) => {
    expect(euroToCents(input)).toBe(cents)
  })
})

describe('endOfBerlinDay', () => {
  it.each([
    ['2027-01-31', '2027-01-31T22:59:59.000Z'],
    ['2027-07-31', '2027-07-31T21:59:59.000Z'],
  ])('%s → %s', (day, iso) => {
    expect(endOfBerlinDay(day).toISOString()).toBe(iso)
  })
})
