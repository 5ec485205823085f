import { isAdminPath, splitLocale } from '#config/locale-path.ts'
import type { Locale } from '#config/locales.ts'
import type { I18n } from './i18n.ts'
import { merge, messagesUrl } from './i18n.ts'
import { routeTextsUrl, routeTextsUrls } from './route-texts.ts'

/**
 * The browser's texts, loaded per route (docs/decisions/025-texts-per-route.md): the entry starts
 * with the files the page's HTML preloads; before a navigation renders, the root's client
 * middleware loads the files of the route it goes to (and of its language), so no key is ever shown.
 */
let instance: I18n | null = null
const loads = new Map<string, Promise<void>>()
/** Files of code loaded on demand (`l-…`) this page has used: a new language loads them too. */
const lazyFiles = new Set<string>()

function loadFile(i18n: I18n, locale: Locale, url: string) {
  let load = loads.get(url)
  if (!load) {
    load = fetch(url)
      .then((response) => (response.ok ? (response.json() as Promise<Record<string, unknown>>) : {}))
      .then((texts) => i18n.addMessages(locale, texts))
    // A failed load may be tried again by the next navigation.
    load.catch(() => loads.delete(url))
    loads.set(url, load)
  }
  return load
}

/** The version of the texts the page was built with, or none (development: the whole file). */
function textsVersion() {
  return document.documentElement.dataset.texts || null
}

/** The files this page's HTML preloads (root.tsx), else the whole file of the language. */
export function pageTextUrls(locale: Locale) {
  // As the page wrote them (path and query), the same keys as loadRouteTexts builds.
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-texts]')].map(
    (link) => link.getAttribute('href') ?? '',
  )
  return links.length > 0 ? links : [messagesUrl(locale)]
}

/** Fetches the page's first texts, all at once. */
export async function fetchFirstTexts(urls: string[]) {
  const parts = await Promise.all(
    urls.map((url) =>
      fetch(url).then((response) =>
        response.ok ? (response.json() as Promise<Record<string, unknown>>) : {},
      ),
    ),
  )
  // Deep: two files may each hold a part of one namespace (`nav.shop` in base, `nav.cart` in a route's).
  const texts: Record<string, unknown> = {}
  for (const part of parts) merge(texts, part)
  return texts
}

/** Called by the entry once the first texts are in the instance. */
export function startClientTexts(i18n: I18n, urls: string[]) {
  instance = i18n
  for (const url of urls) loads.set(url, Promise.resolve())
}

/** Loads what a page of `pattern` at `pathname` says, unless it is there already. */
export function loadRouteTexts(pathname: string, pattern: string): Promise<unknown> {
  const i18n = instance
  if (!i18n) return Promise.resolve()
  const locale = isAdminPath(pathname) ? i18n.language : splitLocale(pathname).locale
  const version = textsVersion()
  const urls = version
    ? [
        ...routeTextsUrls(locale, pattern, version),
        ...[...lazyFiles].map((name) => routeTextsUrl(locale, name, version)),
      ]
    : [messagesUrl(locale)]
  return Promise.all(urls.map((url) => loadFile(i18n, locale, url)))
}

/**
 * Code loaded on demand with its texts: `withTexts('my-shirts-list', () => import('./my-shirts-list.tsx'))`.
 * The name is the module's file name; scripts/route-texts.ts names the file after the chunk.
 */
export function withTexts<T>(module: string, load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const name = `l-${module}`
    lazyFiles.add(name)
    const i18n = instance
    const version = textsVersion()
    const texts =
      i18n && version
        ? loadFile(i18n, i18n.language, routeTextsUrl(i18n.language, name, version))
        : Promise.resolve()
    const [loaded] = await Promise.all([load(), texts])
    return loaded
  }
}
