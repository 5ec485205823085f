import { defaultLocale, isLocale, type Locale } from '#config/locales.ts'
import type { AppContext } from './types.ts'

/** The visitor's language for API answers and mails: the session's, else the language cookie. */
export function requestLocaleOf(c: AppContext): Locale {
  const cookieLang = c.req.header('cookie')?.match(/(?:^|;\s*)i18n_redirected=([a-z]{2})/)?.[1]
  const lang = c.get('session')?.session.lang ?? cookieLang
  return isLocale(lang) ? lang : defaultLocale
}
