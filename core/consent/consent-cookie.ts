import { type ConsentCategory, consentSettings } from '#config/consent.ts'
import type { Locale } from '#config/locales.ts'
import { readCookie } from '../sessions/cookie.ts'

/**
 * The consent cookie as vanilla-cookieconsent writes and reads it (JSON, URI-encoded), so a choice
 * made in the banner's server-rendered form, before its script runs or without JavaScript, is the
 * same decision the library would have stored: it reads it on the next page and asks no more.
 */
export const consentChoices = ['all', 'necessary'] as const
export type ConsentChoice = (typeof consentChoices)[number]

export function isConsentChoice(value: unknown): value is ConsentChoice {
  return (consentChoices as readonly unknown[]).includes(value)
}

const categoriesOf: Record<ConsentChoice, readonly ConsentCategory[]> = {
  all: consentSettings.categories,
  necessary: ['necessary'],
}

/** True when the request carries a decision of the current revision (the library would not ask). */
export function hasCurrentConsent(cookieHeader: string | null | undefined): boolean {
  const raw = readCookie(cookieHeader, consentSettings.cookieName)
  if (!raw) return false
  let stored: unknown
  try {
    stored = JSON.parse(decodeURIComponent(raw))
  } catch {
    return false
  }
  if (typeof stored !== 'object' || stored === null) return false
  const { revision, consentId, categories, consentTimestamp, lastConsentTimestamp } = stored as Record<
    string,
    unknown
  >
  // The library's own test: an id, both timestamps, a list of categories and this revision.
  return (
    revision === consentSettings.revision &&
    typeof consentId === 'string' &&
    consentId.length > 0 &&
    Array.isArray(categories) &&
    typeof consentTimestamp === 'string' &&
    typeof lastConsentTimestamp === 'string'
  )
}

/**
 * The cookie's value as the library writes it (URI-encoded JSON) and when it expires. The revision
 * is the current one unless a test asks for an older decision.
 */
export function consentCookieValue(input: {
  categories: readonly string[]
  consentId: string
  locale: Locale
  now: Date
  revision?: number
}): { value: string; expires: Date } {
  const expires = new Date(input.now.getTime() + consentSettings.cookieLifetimeDays * 86_400_000)
  const stored = {
    categories: input.categories,
    revision: input.revision ?? consentSettings.revision,
    data: null,
    consentTimestamp: input.now.toISOString(),
    consentId: input.consentId,
    services: Object.fromEntries(consentSettings.categories.map((category) => [category, []])),
    languageCode: input.locale,
    lastConsentTimestamp: input.now.toISOString(),
    expirationTime: expires.getTime(),
  }
  return { value: encodeURIComponent(JSON.stringify(stored)), expires }
}

/** The Set-Cookie header of a decision, with the library's name, lifetime, path and SameSite. */
export function consentSetCookie(input: {
  choice: ConsentChoice
  consentId: string
  locale: Locale
  now: Date
  secure: boolean
}): string {
  const { value, expires } = consentCookieValue({ ...input, categories: categoriesOf[input.choice] })
  const parts = [
    `${consentSettings.cookieName}=${value}`,
    `expires=${expires.toUTCString()}`,
    'Path=/',
    'SameSite=Lax',
  ]
  if (input.secure) parts.push('Secure')
  return parts.join('; ')
}
