import { defaultLocale, isLocale, type Locale } from '#config/locales.ts'

/** Splits '/en/agb' into en + '/agb'; a path without prefix is German. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname)
  if (match && isLocale(match[1]) && match[1] !== defaultLocale) {
    return { locale: match[1], path: match[2] || '/' }
  }
  return { locale: defaultLocale, path: pathname || '/' }
}

/**
 * Whether the optional first segment of the route tree (app/routes.ts `:lang?`) is a language
 * prefix: none (German), or en, fr, es. React Router matches addresses without regard to case, as
 * the table with one copy per language did, so `/EN/agb` is served too (in German: splitLocale
 * reads prefixes in lower case only). German's own prefix and anything else is an unknown address.
 */
export function isLanguageSegment(segment: string | undefined): boolean {
  if (segment === undefined) return true
  const lower = segment.toLowerCase()
  return isLocale(lower) && lower !== defaultLocale
}

/** The same page in another language: '/agb' → '/en/agb'; '/' → '/en'. */
export function localizePath(path: string, locale: Locale): string {
  const clean = path.startsWith('/') ? path : `/${path}`
  if (locale === defaultLocale) return clean
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`
}

/**
 * Where a visitor without a language prefix belongs: the stored language (cookie or browser
 * storage) when it is not German, else the language of the host they came to.
 * Returns null when the current path is right.
 */
export function languageRedirectTarget(input: {
  pathname: string
  search: string
  storedLocale: string | null | undefined
  hostLocale: Locale | null
}): string | null {
  const { locale, path } = splitLocale(input.pathname)
  // The back office has one route tree; its language is the staff member's setting (admin/locale.ts).
  if (locale !== defaultLocale || isAdminPath(input.pathname)) return null
  const wanted = isLocale(input.storedLocale) ? input.storedLocale : input.hostLocale
  if (!wanted || wanted === defaultLocale) return null
  return localizePath(path, wanted) + input.search
}

/**
 * The page URL a loader serves. Client navigations fetch `/agb.data` (and `/_.data` for the home
 * page, as React Router names the data of an address ending in a slash; `/_root.data` before it);
 * rules that look at the path must see `/agb`.
 */
export function pageUrl(request: Request): URL {
  const url = new URL(request.url)
  if (url.pathname.endsWith('.data')) {
    url.pathname =
      url.pathname === '/_root.data'
        ? '/'
        : url.pathname.endsWith('/_.data')
          ? url.pathname.slice(0, -'_.data'.length)
          : url.pathname.replace(/\.data$/, '')
    url.searchParams.delete('_routes')
  }
  return url
}

/** The back office: /admin and below, never with a language prefix. */
export function isAdminPath(pathname: string): boolean {
  return /^\/admin(\/|\.data$|$)/.test(pathname)
}
