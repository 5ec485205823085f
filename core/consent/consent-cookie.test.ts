import { describe, expect, it } from 'vitest'
import { consentSettings } from '#config/consent.ts'
import { consentSetCookie, hasCurrentConsent, isConsentChoice } from './consent-cookie.ts'

const now = new Date('2026-11-26T12:00:00Z')
const id = '7d3c2f44-1b0a-4c55-9a1e-0f6f3f8a2b10'
const header = (setCookie: string) => setCookie.split(';')[0] ?? ''
const stored = (value: object) => `cc_cookie=${encodeURIComponent(JSON.stringify(value))}`
const valid = {
  categories: ['necessary'],
  revision: consentSettings.revision,
  consentId: id,
  consentTimestamp: now.toISOString(),
  lastConsentTimestamp: now.toISOString(),
}

describe('hasCurrentConsent: the decision the library would accept', () => {
  it.each([
    ['no cookie header', undefined, false],
    ['another cookie only', 'nf_session=abc', false],
    ['a decision of this revision', stored(valid), true],
    ['beside other cookies', `nf_lang=fr; ${stored(valid)}; nf_session=abc`, true],
    ['an older revision (asked again)', stored({ ...valid, revision: consentSettings.revision - 1 }), false],
    ['no consent id', stored({ ...valid, consentId: '' }), false],
    ['no categories', stored({ ...valid, categories: 'all' }), false],
    ['no second timestamp', stored({ ...valid, lastConsentTimestamp: undefined }), false],
    ['not JSON', 'cc_cookie=%7Bnot-json', false],
    ['a broken escape', 'cc_cookie=%E0%A4%A', false],
    ['JSON but no object', stored([1, 2]), false],
  ])('%s: %s', (_, cookie, expected) => {
    expect(hasCurrentConsent(cookie)).toBe(expected)
  })
})

describe('consentSetCookie: what the banner form stores', () => {
  it.each([
    ['all', ['necessary', 'analytics', 'marketing']],
    ['necessary', ['necessary']],
  ] as const)('%s stores the categories %j, which count as a current decision', (choice, categories) => {
    const cookie = consentSetCookie({ choice, consentId: id, locale: 'fr', now, secure: false })
    expect(hasCurrentConsent(header(cookie))).toBe(true)
    const value = JSON.parse(decodeURIComponent(header(cookie).slice('cc_cookie='.length)))
    expect(value).toMatchObject({
      categories,
      revision: consentSettings.revision,
      consentId: id,
      languageCode: 'fr',
    })
    expect(value.services).toEqual({ necessary: [], analytics: [], marketing: [] })
  })

  it.each([
    [false, 'cc_cookie=', 'Path=/', 'SameSite=Lax', 'expires=Tue, 25 May 2027 12:00:00 GMT'],
    [true, 'Secure'],
  ])('secure %s: the attributes the library sets', (secure, ...parts) => {
    const cookie = consentSetCookie({ choice: 'necessary', consentId: id, locale: 'de', now, secure })
    for (const part of parts) expect(cookie).toContain(part)
    if (!secure) expect(cookie).not.toContain('Secure')
  })

  it.each([
    ['all', true],
    ['necessary', true],
    ['custom', false],
    ['', false],
    [undefined, false],
  ])('%s is a choice of the form: %s', (value, expected) => {
    expect(isConsentChoice(value)).toBe(expected)
  })
})
