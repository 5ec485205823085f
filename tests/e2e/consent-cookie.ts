import { randomUUID } from 'node:crypto'
import { consentSettings } from '#config/consent.ts'

/**
 * A consent cookie as vanilla-cookieconsent writes it, for journeys that must not meet the banner
 * (it would cover buttons and screenshots) and for the revision test.
 */
export function consentCookie(
  baseURL: string,
  options: { categories?: string[]; revision?: number } = {},
): { name: string; value: string; url: string; expires: number } {
  const now = new Date()
  const expires = now.getTime() + consentSettings.cookieLifetimeDays * 86_400_000
  const value = {
    categories: options.categories ?? ['necessary'],
    revision: options.revision ?? consentSettings.revision,
    data: null,
    consentTimestamp: now.toISOString(),
    consentId: randomUUID(),
    services: { necessary: [], analytics: [], marketing: [] },
    languageCode: 'de',
    lastConsentTimestamp: now.toISOString(),
    expirationTime: expires,
  }
  return {
    name: consentSettings.cookieName,
    value: encodeURIComponent(JSON.stringify(value)),
    url: baseURL,
    expires: Math.floor(expires / 1000),
  }
}

/** Reads the consent cookie of a browser context back into its JSON value. */
export function parseConsentCookie(
  raw: string | undefined,
): { categories: string[]; revision: number } | null {
  return raw ? (JSON.parse(decodeURIComponent(raw)) as { categories: string[]; revision: number }) : null
}
