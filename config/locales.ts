/** The four interface languages. German is the default and has no prefix. */
export const locales = ['de', 'en', 'fr', 'es'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'de'

/**
 * `iso` and `ogLocale` are the specification's (hreflang, og:locale); `format` is how dates and
 * numbers are written: British English, since the shop writes British spelling ('3 December 2026',
 * not 'December 3, 2026').
 */
export const localeSettings: Record<
  Locale,
  { code: Locale; iso: string; format: string; name: string; ogLocale: string }
> = {
  de: { code: 'de', iso: 'de-DE', format: 'de-DE', name: 'Deutsch', ogLocale: 'de_DE' },
  en: { code: 'en', iso: 'en-US', format: 'en-GB', name: 'English', ogLocale: 'en_US' },
  fr: { code: 'fr', iso: 'fr-FR', format: 'fr-FR', name: 'Français', ogLocale: 'fr_FR' },
  es: { code: 'es', iso: 'es-ES', format: 'es-ES', name: 'Español', ogLocale: 'es_ES' },
}

/** The Intl locale of dates, times and numbers in a language; any other tag stays as it is. */
export function formatLocale(locale: string): string {
  return isLocale(locale) ? localeSettings[locale].format : locale
}

/** Only the supported values are accepted. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** The switcher cycles de → en → fr → es → de. */
export function nextLocale(current: Locale): Locale {
  const index = locales.indexOf(current)
  return locales[(index + 1) % locales.length] as Locale
}

/** Cookie that remembers the chosen language: 365 days, path /. */
export const languageCookie = { name: 'i18n_redirected', maxAgeSeconds: 365 * 24 * 60 * 60 } as const

/**
 * The language cookie's Set-Cookie: `Secure` whenever the page was served over HTTPS, and
 * `HttpOnly`: only the server reads it (the root loader tells the page whether it is set).
 */
export function serializeLanguageCookie(locale: Locale, secure: boolean): string {
  const parts = [
    `${languageCookie.name}=${locale}`,
    'Path=/',
    `Max-Age=${languageCookie.maxAgeSeconds}`,
    'SameSite=Lax',
    'HttpOnly',
  ]
  if (secure) parts.push('Secure')
  return parts.join('; ')
}
/** Browser storage key of the language preference. */
export const languageStorageKey = 'lang'

/** Request header in which the page tells the API the language it shows (server/http/locale.ts). */
export const pageLocaleHeader = 'X-Shop-Locale'
