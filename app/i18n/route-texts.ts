import type { Locale } from '#config/locales.ts'

/**
 * Texts per route (docs/decisions/025-texts-per-route.md): a page loads `base` (what the root, the
 * header, the footer and the banner say) and the file of its route pattern, not the whole shop's
 * texts. scripts/route-texts.ts writes the table after the client build; the server serves the files.
 */

/** The file name of a route pattern's texts (FNV-1a of the pattern, as the build names it). */
export function routeTextsName(pattern: string) {
  let hash = 0x811c9dc5
  for (let index = 0; index < pattern.length; index++) {
    hash ^= pattern.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return `r-${hash.toString(36)}`
}

/** URL of one file of texts; `version` is the build's, so that a new build is fetched anew. */
export function routeTextsUrl(locale: Locale, name: string, version: string) {
  return `/_i18n/${locale}/${name}.json?v=${encodeURIComponent(version)}`
}

/** The files a page of this pattern needs, base first. */
export function routeTextsUrls(locale: Locale, pattern: string, version: string) {
  return [routeTextsUrl(locale, 'base', version), routeTextsUrl(locale, routeTextsName(pattern), version)]
}
