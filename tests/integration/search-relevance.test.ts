import { beforeAll, describe, expect, it } from 'vitest'
import type { Locale } from '#config/locales.ts'
import {
  ensureSearchIndex,
  frequentSearchMisses,
  type SearchContent,
  searchShop,
} from '#core/search/search.ts'
import type { Database } from '#db/client.ts'
import { searchContent } from '../../app/content/search-content.server.ts'
import { useTestDatabase } from '../support/test-db.ts'

let deps: { db: Database['db']; now: () => Date }
let content: SearchContent

beforeAll(async () => {
  const database = await useTestDatabase()
  deps = { db: database.db, now: () => new Date('2026-11-29T12:00:00Z') }
  content = await searchContent()
  await ensureSearchIndex(database.db, content, { force: true })
})

type Case = {
  query: string
  locale: Locale
  /** The result that must be first (1) or among the first three (3). */
  within: 1 | 3
  kind: 'fabric' | 'accessory' | 'guide' | 'part'
  /** The expected result's title, or its address. */
  title?: RegExp
  href?: RegExp
}

/**
 * What a customer types and what must come first or among the first three, in the four languages:
 * stemming ('chemises' finds 'chemise'), accents ('algodon'), synonyms ('Haifisch', 'Manschettenknöpfe'
 * on /en) and typos ('popelin', 'oxfort', 'linnen').
 */
const cases: Case[] = [
  { query: 'blau oxford', locale: 'de', within: 3, kind: 'fabric', title: /oxford.*blau|blau.*oxford/i },
  { query: 'Haifisch', locale: 'de', within: 1, kind: 'part', title: /^Haifisch$/ },
  { query: 'Haifischkragen', locale: 'de', within: 3, kind: 'guide', href: /^\/kragen\/haifisch-kragen$/ },
  { query: 'Manschettenknöpfe', locale: 'de', within: 1, kind: 'accessory', title: /Manschettenknöpfe/ },
  { query: 'manschettenknoepfe', locale: 'de', within: 3, kind: 'accessory', title: /Manschettenknöpfe/ },
  { query: 'Krawatte', locale: 'de', within: 3, kind: 'accessory', title: /krawatte/i },
  { query: 'Einstecktuch', locale: 'de', within: 3, kind: 'accessory', title: /Einstecktuch/ },
  { query: 'Leinen', locale: 'de', within: 3, kind: 'fabric', title: /Leinen/ },
  { query: 'popelin', locale: 'de', within: 3, kind: 'fabric', title: /Popeline/ },
  { query: 'Button-down', locale: 'de', within: 3, kind: 'part', title: /Button-down/ },
  { query: 'Kragenstäbchen', locale: 'de', within: 3, kind: 'accessory', title: /Kragenstäbchen/ },
  { query: 'Fliege', locale: 'de', within: 3, kind: 'accessory', title: /Fliege/ },
  { query: 'Umschlagmanschette', locale: 'de', within: 3, kind: 'part', title: /Umschlag/ },
  { query: 'Ärmellänge messen', locale: 'de', within: 3, kind: 'guide' },
  { query: 'cufflinks', locale: 'en', within: 1, kind: 'accessory', title: /cufflinks/i },
  { query: 'Manschettenknöpfe', locale: 'en', within: 1, kind: 'accessory', title: /cufflinks/i },
  { query: 'Haifisch', locale: 'en', within: 3, kind: 'part', title: /^Cutaway collar$/ },
  { query: 'cutaway collar', locale: 'en', within: 3, kind: 'part', title: /cutaway/i },
  { query: 'blue oxford', locale: 'en', within: 3, kind: 'fabric', title: /oxford/i },
  { query: 'linen', locale: 'en', within: 3, kind: 'fabric', title: /linen/i },
  { query: 'linnen', locale: 'en', within: 3, kind: 'fabric', title: /linen/i },
  { query: 'oxfort', locale: 'de', within: 3, kind: 'fabric', title: /oxford/i },
  { query: 'bow tie', locale: 'en', within: 3, kind: 'accessory', title: /bow tie/i },
  { query: 'pocket square', locale: 'en', within: 3, kind: 'accessory', title: /pocket square/i },
  { query: 'french cuff', locale: 'en', within: 3, kind: 'part', title: /french/i },
  { query: 'chemise lin', locale: 'fr', within: 3, kind: 'fabric', title: /lin/i },
  {
    query: 'boutons de manchette',
    locale: 'fr',
    within: 1,
    kind: 'accessory',
    title: /Boutons de manchette/,
  },
  { query: 'cufflinks', locale: 'fr', within: 3, kind: 'accessory', title: /Boutons de manchette/ },
  { query: 'Haifisch', locale: 'fr', within: 3, kind: 'part', title: /^Col italien$/ },
  { query: 'col requin', locale: 'fr', within: 3, kind: 'guide', href: /^\/fr\/kragen\/haifisch-kragen$/ },
  { query: 'cravate', locale: 'fr', within: 3, kind: 'accessory', title: /Cravate/ },
  { query: 'popeline', locale: 'fr', within: 3, kind: 'fabric', title: /popeline/i },
  { query: 'noeud papillon', locale: 'fr', within: 3, kind: 'accessory', title: /papillon/i },
  { query: 'cuello button down', locale: 'es', within: 3, kind: 'part', title: /abotonado|button/i },
  { query: 'gemelos', locale: 'es', within: 1, kind: 'accessory', title: /Gemelos/ },
  { query: 'Manschettenknöpfe', locale: 'es', within: 1, kind: 'accessory', title: /Gemelos/ },
  { query: 'camisa lino', locale: 'es', within: 3, kind: 'fabric', title: /lino/i },
  { query: 'algodon', locale: 'es', within: 3, kind: 'fabric' },
  { query: 'corbata', locale: 'es', within: 3, kind: 'accessory', title: /Corbata/ },
  { query: 'pajarita', locale: 'es', within: 3, kind: 'accessory', title: /Pajarita/ },
  { query: 'cuello italiano', locale: 'es', within: 3, kind: 'part', title: /italiano/i },
]

describe('search relevance', () => {
  it('covers at least 30 queries in each of the four languages together', () => {
    expect(cases.length).toBeGreaterThanOrEqual(30)
    expect(new Set(cases.map((entry) => entry.locale)).size).toBe(4)
  })

  it.each(cases)('$locale "$query" → $kind within the first $within', async (entry) => {
    const outcome = await searchShop(deps, { query: entry.query, locale: entry.locale }, content)
    const top = outcome.hits.slice(0, entry.within)
    const found = top.some(
      (hit) =>
        hit.kind === entry.kind &&
        (!entry.title || entry.title.test(hit.title)) &&
        (!entry.href || entry.href.test(hit.href)),
    )
    expect(
      found,
      JSON.stringify(
        outcome.hits.slice(0, 8).map((hit) => [hit.kind, hit.title, hit.href, hit.score.toFixed(2)]),
      ),
    ).toBe(true)
  })

  it('links every result to its page in the language searched in', async () => {
    const outcome = await searchShop(deps, { query: 'oxford', locale: 'fr' }, content)
    expect(outcome.hits.length).toBeGreaterThan(0)
    for (const hit of outcome.hits) expect(hit.href).toMatch(/^\/fr\//)
  })

  it('counts a query that found nothing, per day, and nothing else about it', async () => {
    await searchShop(deps, { query: 'Zylinderhut  ', locale: 'de' }, content)
    await searchShop(deps, { query: 'zylinderhut', locale: 'en' }, content)
    const misses = await frequentSearchMisses(deps)
    expect(misses).toContainEqual({ query: 'zylinderhut', count: 2 })
  })
})
