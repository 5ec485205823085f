import { consentSettings } from '#config/consent.ts'
import { pageUrl } from '#config/locale-path.ts'
import { isLocale, type Locale, languageCookie } from '#config/locales.ts'
import { isTrackingParam } from '#config/pages.ts'
import { hasCurrentConsent } from '#core/consent/consent-cookie.ts'
import { readCookie } from '#core/sessions/cookie.ts'
import { pageOfPath } from './cache-policy.ts'

/**
 * Pages that every visitor gets alike: rendered once per key and catalog generation, then
 * answered from memory, to guests with or without a session and to logged-in customers. The CSP
 * nonce is the only per-request part of such a page; it is cut out when the page is stored and the
 * request's own is put back in when it is sent. Such a page is rendered without the session
 * (server/ssr.ts: only its delivery country, which is part of the key of a page priced by it) and
 * without any cookie but the two the key holds; what a visitor owns (login state, cart count) is
 * fetched by the page after load (app/components/client-startup.tsx).
 */
export type PageCacheLimits = {
  /** Most pages kept (0: no cache); the least recently used goes first. */
  maxEntries: number
  /** Most bytes of HTML kept, counted as UTF-16 string length × 2 (what the heap holds). */
  maxBytes: number
  /** A page older than this is rendered again (stock taken by orders, the footer's year). */
  maxAgeMs: number
}

export type StoredPage = {
  status: number
  headers: [string, string][]
  /** The HTML split where the nonce stood. */
  parts: string[]
  bytes: number
  storedAt: number
  generation: number
}

export type PageCacheStats = {
  entries: number
  bytes: number
  hits: number
  misses: number
  stored: number
  evicted: number
}

export type PageCache = ReturnType<typeof createPageCache>

export function createPageCache(limits: PageCacheLimits, now: () => number = Date.now) {
  const entries = new Map<string, StoredPage>()
  let bytes = 0
  const counts = { hits: 0, misses: 0, stored: 0, evicted: 0 }

  const remove = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    bytes -= entry.bytes
  }

  return {
    enabled: limits.maxEntries > 0 && limits.maxBytes > 0,

    /** The stored page for this key when it was rendered from this catalog generation and is fresh. */
    lookup(key: string, generation: number): StoredPage | null {
      const entry = entries.get(key)
      if (!entry || entry.generation !== generation || now() - entry.storedAt > limits.maxAgeMs) {
        if (entry) remove(key)
        counts.misses++
        return null
      }
      // Map order is the recency order: the page moves to the end.
      entries.delete(key)
      entries.set(key, entry)
      counts.hits++
      return entry
    },

    /** Keeps a page rendered with `nonce`; a page too big for the whole cache is not kept. */
    store(
      key: string,
      generation: number,
      page: { status: number; headers: Headers; html: string; nonce: string },
    ): StoredPage {
      const entry: StoredPage = {
        status: page.status,
        headers: [...page.headers],
        parts: page.html.split(page.nonce),
        bytes: page.html.length * 2,
        storedAt: now(),
        generation,
      }
      remove(key)
      if (entry.bytes > limits.maxBytes || limits.maxEntries < 1) return entry
      entries.set(key, entry)
      bytes += entry.bytes
      counts.stored++
      for (const oldest of entries.keys()) {
        if (entries.size <= limits.maxEntries && bytes <= limits.maxBytes) break
        remove(oldest)
        counts.evicted++
      }
      return entry
    },

    clear() {
      entries.clear()
      bytes = 0
    },

    stats(): PageCacheStats {
      return { entries: entries.size, bytes, ...counts }
    },
  }
}

/** The stored page as this request's answer, with its own nonce. */
export function answerFromStore(page: StoredPage, nonce: string): Response {
  return new Response(page.parts.join(nonce), { status: page.status, headers: page.headers })
}

/**
 * Whether a fresh answer may be stored: a complete page (200, HTML) that sets no cookie. A
 * redirect, an error page or anything with Set-Cookie is sent once and forgotten.
 */
export function isStorableAnswer(response: Response): boolean {
  return (
    response.status === 200 &&
    (response.headers.get('content-type') ?? '').startsWith('text/html') &&
    !response.headers.has('set-cookie')
  )
}

/**
 * The key of a request that may be answered from the cache, or null. Only a GET of a whole page
 * marked `sameForGuests` in config/pages.ts qualifies; a page that also `showsOwnState` only for a
 * visitor without a session. The key holds everything else the render reads from the request: the
 * address (host, path, query without tracking parameters, which the page is rendered without:
 * pageRequestForCache), the shop's origin, the language cookie and the host's language (both decide
 * the language redirect of app/root.tsx), whether the visitor is a bot (bots get the page without
 * streaming), whether they have made their cookie decision (the banner is server HTML until they
 * have) and, for a page `pricedByDeliveryCountry`, the delivery country: one entry per country.
 */
export function guestPageKey(input: {
  request: Request
  hasSession: boolean
  /** The country that prices the page: the session's choice, else the shop's home country. */
  deliveryCountryId: number
  origin: string
  hostLocale: Locale | null
  isBot: boolean
}): string | null {
  const { request } = input
  if (request.method !== 'GET') return null
  const url = new URL(request.url)
  // Client navigations' loader data (`/stoffe.data`): small, and read with the session.
  if (url.pathname !== pageUrl(request).pathname) return null
  const page = pageOfPath(url.pathname)
  if (!page?.sameForGuests) return null
  if (input.hasSession && page.showsOwnState) return null
  const stored = readCookie(request.headers.get('cookie'), languageCookie.name)
  return JSON.stringify([
    addressWithoutTracking(url).href,
    input.origin,
    isLocale(stored) ? stored : '',
    input.hostLocale ?? '',
    input.isBot,
    // A visitor who has decided gets the page without the banner's server box (app/root.tsx).
    hasCurrentConsent(request.headers.get('cookie')),
    page.pricedByDeliveryCountry ? input.deliveryCountryId : 0,
  ])
}

/** The address without tracking parameters (config/pages.ts); the same URL when it has none. */
function addressWithoutTracking(url: URL): URL {
  const names = [...url.searchParams.keys()]
  if (!names.some(isTrackingParam)) return url
  const clean = new URL(url)
  for (const name of names) if (isTrackingParam(name)) clean.searchParams.delete(name)
  return clean
}

/** The cookies a cacheable page's render may read: those the key holds (language, cookie decision). */
const sharedCookies = [languageCookie.name, consentSettings.cookieName]

/**
 * The request a cacheable page is rendered from: without tracking parameters, so the stored page
 * (its links, the consent box's way back) carries no visitor's campaign tag to the next one, and
 * without any cookie but the language and the cookie decision, so nothing of the visitor's session
 * (or any other cookie) can reach a page that others will be sent.
 */
export function pageRequestForCache(request: Request): Request {
  const url = new URL(request.url)
  const header = request.headers.get('cookie')
  const kept = sharedCookies.flatMap((name) => {
    const value = readCookie(header, name)
    return value === undefined ? [] : [`${name}=${value}`]
  })
  const headers = new Headers(request.headers)
  if (kept.length > 0) headers.set('cookie', kept.join('; '))
  else headers.delete('cookie')
  return new Request(addressWithoutTracking(url), { method: request.method, headers, signal: request.signal })
}
