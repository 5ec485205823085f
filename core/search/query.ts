import type { Locale } from '#config/locales.ts'
import { synonymsOf } from './synonyms.ts'

/** PostgreSQL's text search configuration for each language (stemming and stop words). */
export const textSearchConfig: Record<Locale, 'german' | 'english' | 'french' | 'spanish'> = {
  de: 'german',
  en: 'english',
  fr: 'french',
  es: 'spanish',
}

/** Longer queries are cut: nobody types more into a shop's search box, and the index is not a text store. */
export const maxQueryLength = 100

/** Lower case, Unicode-normalised, single spaces, at most maxQueryLength characters. */
export function normaliseQuery(raw: string): string {
  return raw.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim().slice(0, maxQueryLength).trim()
}

/** Without accents and umlaut dots, as `unaccent` folds them ('Manschettenknöpfe' → 'manschettenknopfe'). */
export function foldAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
}

/** The words of a normalised query: letters and digits only, so they are safe inside a tsquery. */
export function queryWords(normalised: string): string[] {
  return normalised.match(/[\p{L}\p{N}]+/gu) ?? []
}

/**
 * Words that name what nearly every page of the shop is about: 'chemise lin' means linen, and
 * 'chemise' alone would rank every guide page above the linen fabrics. They count only when they
 * are all that was typed.
 */
const genericWords: Record<Locale, ReadonlySet<string>> = {
  de: new Set(['hemd', 'hemden', 'masshemd', 'masshemden']),
  en: new Set(['shirt', 'shirts']),
  fr: new Set(['chemise', 'chemises']),
  es: new Set(['camisa', 'camisas']),
}

export type SearchTerms = {
  /** What the visitor typed, normalised (stored for the back office when nothing was found). */
  normalised: string
  /** For `to_tsquery`: every word and its synonyms, alternatives of each other, as prefixes. */
  tsquery: string
  /** For the trigram match against titles (typos): the typed words without accents. */
  fuzzy: string
  /** The typed words that count, without accents (generic ones left out when others remain). */
  words: string[]
}

/**
 * The terms of a search in one language, or null when nothing searchable was typed. Words are
 * alternatives (`|`): a document with more of them ranks higher (core/search/ranking.ts), so
 * 'chemise lin' still finds the linen fabrics whose names do not say 'chemise'.
 */
export function searchTermsOf(raw: string, locale: Locale): SearchTerms | null {
  const normalised = normaliseQuery(raw)
  const typed = queryWords(foldAccents(normalised))
  if (typed.length === 0) return null
  const specific = typed.filter((word) => !genericWords[locale].has(word))
  const words = specific.length > 0 ? specific : typed
  const expanded = new Set<string>()
  for (const word of words) {
    expanded.add(word)
    for (const synonym of synonymsOf(word, locale))
      for (const part of queryWords(foldAccents(synonym))) expanded.add(part)
  }
  const tsquery = [...expanded].map((word) => (word.length >= 3 ? `${word}:*` : word)).join(' | ')
  return { normalised, tsquery, fuzzy: words.join(' '), words }
}
