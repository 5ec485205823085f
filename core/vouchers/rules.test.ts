import { describe, expect, it } from 'vitest'
import { newVoucherCode, normalizeVoucherCode, voucherExpiry, voucherUsable } from './rules.ts'

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
