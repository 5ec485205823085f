import { defaultLocale, isLocale, type Locale, languageCookie, pageLocaleHeader } from '#config/locales.ts'
import type { AppContext } from './types.ts'

/** Everything a request says about the language of the page that sent it. */
export type LocaleSources = {
  /** The page's own word: the X-Shop-Locale header (or an explicit `lang` of the call). */
  page?: string | null | undefined
  /** The Referer header as sent. */
  referer?: string | null | undefined
  /** The shop's own origin for this request; a Referer from elsewhere says nothing. */
  origin: string
  session?: string | null | undefined
  cookie?: string | null | undefined
}

const localePrefix = /^\/([a-z]{2})(?:\/|$)/

/**
 * The language of the shop page a Referer names: its prefix (/en, /fr, /es), German for a page
 * without one. Null for another origin, for the API's own paths and for anything unreadable.
 */
export function refererLocale(referer: string | null | undefined, origin: string): Locale | null {
  if (!referer) return null
  let url: URL
  try {
    url = new URL(referer)
  } catch {
    return null
  }
  if (url.origin !== origin || url.pathname.startsWith('/api/')) return null
  const prefix = localePrefix.exec(url.pathname)?.[1]
  if (isLocale(prefix)) return prefix
  return prefix ? null : defaultLocale
}

/**
 * The one language rule of every API answer, toast text and mail (the product rule: a visitor on
 * /fr reads French however they arrived): the page's explicit language, else the Referer's page
 * on the shop's own origin, else the session's, else the language cookie, else German.
 */
export function chooseRequestLocale(sources: LocaleSources): Locale {
  if (isLocale(sources.page)) return sources.page
  const fromReferer = refererLocale(sources.referer, sources.origin)
  if (fromReferer) return fromReferer
  if (isLocale(sources.session)) return sources.session
  if (isLocale(sources.cookie)) return sources.cookie
  return defaultLocale
}

const cookiePattern = new RegExp(`(?:^|;\\s*)${languageCookie.name}=([a-z]{2})`)

/**
 * The visitor's language for this request (chooseRequestLocale). `explicit` is a `lang` the call
 * itself carries (catalog, service, withdrawal forms); it counts as the page's word.
 */
export function requestLocaleOf(c: AppContext, explicit?: unknown): Locale {
  return chooseRequestLocale({
    page: isLocale(explicit) ? explicit : c.req.header(pageLocaleHeader),
    referer: c.req.header('referer'),
    origin: c.get('origin'),
    session: c.get('session')?.session.lang,
    cookie: c.req.header('cookie')?.match(cookiePattern)?.[1],
  })
}
