import type { Locale } from '#config/locales.ts'
import { readCookie } from '#core/sessions/cookie.ts'

/**
 * The back office speaks German and English. The staff member chooses in the admin header
 * (`?ui=en`), which sets its own cookie: the shop's language cookie stays untouched, so the
 * storefront keeps the language the staff member browses it in.
 */
export const adminLocales = ['de', 'en'] as const satisfies readonly Locale[]
export type AdminLocale = (typeof adminLocales)[number]
export const adminLanguageCookie = 'admin_lang'

export function isAdminLocale(value: string | null | undefined): value is AdminLocale {
  return value === 'de' || value === 'en'
}

/** The cookie's choice, else the browser's first of German or English, else German. */
export function adminLocale(request: Request): AdminLocale {
  const chosen = readCookie(request.headers.get('cookie'), adminLanguageCookie)
  if (isAdminLocale(chosen)) return chosen
  const accepted = (request.headers.get('accept-language') ?? '').toLowerCase()
  const de = accepted.indexOf('de')
  const en = accepted.indexOf('en')
  return en >= 0 && (de < 0 || en < de) ? 'en' : 'de'
}

/**
 * Path '/': a cookie on '/admin' is not sent with React Router's data request for the overview
 * ('/admin.data'), and a client-side step back to the overview then fell back to English.
 */
export function serializeAdminLanguageCookie(locale: AdminLocale, secure: boolean): string {
  return `${adminLanguageCookie}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? '; Secure' : ''}`
}
