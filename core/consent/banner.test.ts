import { describe, expect, it } from 'vitest'
import { consentSettings } from '#config/consent.ts'
import { bannerPaintedByServer, readConsentFlags } from './banner.ts'
import { consentCookieValue } from './consent-cookie.ts'

const decided = `${consentSettings.cookieName}=${
  consentCookieValue({
    categories: ['necessary'],
    consentId: 'a1',
    locale: 'de',
    now: new Date('2026-11-26T12:00:00Z'),
  }).value
}`

describe('readConsentFlags', () => {
  it.each([
    ['', { disabled: false, debug: false }],
    ['?cc=off', { disabled: true, debug: false }],
    ['?ccdebug=1&cc=off', { disabled: true, debug: true }],
    ['?cc=on&ccdebug=0', { disabled: false, debug: false }],
  ])('%s', (search, expected) => {
    expect(readConsentFlags(search)).toEqual(expected)
  })
})

describe('bannerPaintedByServer', () => {
  it.each([
    ['a first visit', false, null, '', true],
    ['a crawler', true, null, '', false],
    ['a visitor who decided', false, decided, '', false],
    ['?cc=off', false, null, '?cc=off', false],
    ['?ccdebug=1 still asks', false, null, '?ccdebug=1', true],
  ])('%s: %s', (_, isBot, cookieHeader, search, expected) => {
    expect(bannerPaintedByServer({ isBot, cookieHeader, search })).toBe(expected)
  })
})
