import { searchContent } from '../../app/content/search-content.server.ts'
import type { Locale } from '../../config/locales.ts'
import { ensureSearchIndex, searchShop } from '../../core/search/search.ts'
import type { Db } from '../../db/client.ts'
import { analyzeDatabase } from '../../db/maintenance.ts'

/** What customers type, in the four languages: words, synonyms, typos, a query that finds nothing. */
const queries: [string, Locale][] = [
  ['blau oxford', 'de'],
  ['Haifisch', 'de'],
  ['popelin', 'de'],
  ['Manschettenknöpfe', 'de'],
  ['Leinen bügelfrei', 'de'],
  ['cufflinks', 'en'],
  ['Manschettenknöpfe', 'en'],
  ['blue oxford', 'en'],
  ['linnen', 'en'],
  ['chemise lin', 'fr'],
  ['col requin', 'fr'],
  ['popeline', 'fr'],
  ['cuello button down', 'es'],
  ['camisa lino', 'es'],
  ['gemelos', 'es'],
  ['zylinderhut', 'de'],
  ['bench fabric', 'en'],
  ['Benchstoff', 'de'],
]

/**
 * The shop search's p95 over `runs` queries on the database as it is (the bench adds 10,000
 * fabrics first): the index is rebuilt once, then every query is one round of searchShop.
 */
export async function benchSearch(db: Db, runs = 400) {
  const content = await searchContent()
  const startedIndex = performance.now()
  await ensureSearchIndex(db, content, { force: true })
  const indexMs = performance.now() - startedIndex
  await analyzeDatabase(db)
  const deps = { db, now: () => new Date() }
  // Warm-up: the first queries of each kind plan and cache.
  for (const [query, locale] of queries) await searchShop(deps, { query, locale }, content)
  const times: number[] = []
  const perQuery = new Map<string, number[]>()
  for (let run = 0; run < runs; run++) {
    const [query, locale] = queries[run % queries.length] as [string, Locale]
    const started = performance.now()
    await searchShop(deps, { query, locale }, content)
    const ms = performance.now() - started
    times.push(ms)
    const key = `${locale} ${query}`
    perQuery.set(key, [...(perQuery.get(key) ?? []), ms])
  }
  times.sort((a, b) => a - b)
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
  const slowest = [...perQuery]
    .map(([query, values]) => ({ query, median: median(values) }))
    .sort((a, b) => b.median - a.median)[0]
  return {
    runs,
    indexMs,
    p50: times[Math.floor(times.length * 0.5)] ?? 0,
    p95: times[Math.floor(times.length * 0.95)] ?? 0,
    slowest: slowest ? `${slowest.query} (median ${slowest.median.toFixed(1)} ms)` : '',
  }
}
