import type { Locale } from '#config/locales.ts'
import { serverT } from '../i18n/server.ts'

/**
 * The consent text as the visitor reads it beside the form, taken from the shop's own texts (never
 * from the request), so the consent record holds exactly what was shown.
 */
export function newsletterConsentText(locale: Locale): string {
  return serverT(locale)('newsletter.consent')
}
