import { describe, expect, it } from 'vitest'
import {
  accountLink,
  hashAccountToken,
  isWellFormedAccountToken,
  newAccountToken,
  tokenState,
} from './tokens.ts'

const now = new Date('2026-11-22T10:00:00Z')
const later = new Date('2026-11-22T11:00:00Z')

describe('emailed links', () => {
  it.each([
    ['no row', null, 'unknown'],
    ['fresh', { expiresAt: later, usedAt: null }, 'valid'],
    ['expired', { expiresAt: now, usedAt: null }, 'expired'],
    ['used', { expiresAt: later, usedAt: now }, 'used'],
    ['used and expired', { expiresAt: now, usedAt: now }, 'used'],
  ] as const)('%s → %s', (_name, row, expected) => {
    expect(tokenState(row, now)).toBe(expected)
  })

  it('stores only a hash and accepts only well-formed tokens', () => {
    const { token, hash } = newAccountToken()
    expect(hash).toBe(hashAccountToken(token))
    expect(hash).not.toContain(token)
    expect(isWellFormedAccountToken(token)).toBe(true)
    expect(isWellFormedAccountToken(`${token}x`)).toBe(false)
    expect(isWellFormedAccountToken("' or 1=1 --")).toBe(false)
    expect(isWellFormedAccountToken(undefined)).toBe(false)
  })

  it.each([
    ['de', 'https://shop.example/password-recovery?token=abc'],
    ['en', 'https://shop.example/en/password-recovery?token=abc'],
    ['fr', 'https://shop.example/fr/password-recovery?token=abc'],
  ] as const)('links in %s', (locale, url) => {
    expect(accountLink('https://shop.example/', locale, '/password-recovery', { token: 'abc' })).toBe(url)
  })
})
