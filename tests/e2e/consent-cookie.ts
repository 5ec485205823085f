import { randomUUID } from 'node:crypto'
import { consentSettings } from '#config/consent.ts'
import { consentCookieValue } from '#core/consent/consent-cookie.ts'

/**
 * A consent cookie as vanilla-cookieconsent writes it, for journeys that must not meet the banner
 * (it would cover buttons and screenshots) and for the revision test.
 */
export function consentCookie(
  baseURL: string,
  options: { categories?: string[]; revision?: number } = {},
): { name: string; value: string; url: string; expires: number } {
  const { value, expires } = consentCookieValue({
    categories: options.categories ?? ['necessary'],
    consentId: randomUUID(),
    locale: 'de',
    now: new Date(),
    revision: options.revision,
  })
  return {
    name: consentSettings.cookieName,
    value,
    url: baseURL,
    expires: Math.floor(expires.getTime() / 1000),
  }
}

/** Reads the consent cookie of a browser context back into its JSON value. */
export function parseConsentCookie(
  raw: string | undefined,
): { categories: string[]; revision: number } | null {
  return raw ? (JSON.parse(decodeURIComponent(raw)) as { categories: string[]; revision: number }) : null
}
