import { createHash } from 'node:crypto'
import type { Logger } from 'pino'
import type { Locale } from '#config/locales.ts'
import type { Db } from '#db/client.ts'
import { listProducts } from '#db/queries/products.ts'
import {
  findSearchCandidates,
  listFrequentSearchMisses,
  readSearchIndexStamp,
  recordSearchMiss,
  replaceSearchIndex,
} from '#db/queries/search.ts'
import { getCatalog } from '../catalog/catalog-cache.ts'
import { type ContentEntry, catalogDocuments, contentDocuments, type SearchDocument } from './documents.ts'
import { searchTermsOf, textSearchConfig } from './query.ts'
import {
  groupHits,
  isStorableMiss,
  needsTypoMatch,
  rankCandidates,
  type SearchGroup,
  type SearchHit,
} from './ranking.ts'

/** How many rows the database hands over for the final ranking. */
const candidateLimit = 80

/** The content the app reads from content/ (Markdown and glossary), with its fingerprint. */
export type SearchContent = { entries: readonly ContentEntry[]; fingerprint: string }

/** A fingerprint of the content entries: the index is rebuilt when a text changes. */
export function contentFingerprint(entries: readonly ContentEntry[]): string {
  const hash = createHash('sha256')
  for (const entry of entries) hash.update(`${entry.locale}\0${entry.key}\0${entry.title}\0${entry.body}\0`)
  return hash.digest('hex').slice(0, 16)
}

/** Per database: the stamp this process last saw current, so a search costs no extra query. */
const indexedStamps = new WeakMap<Db, string>()
const pending = new WeakMap<Db, Promise<void>>()
/** Per database: an index was there (built or found) once, so a search never waits for a rebuild. */
const everIndexed = new WeakSet<Db>()

/**
 * Brings the index up to the catalog version and the content: at start (in the background,
 * `prepareSearchIndex`), and after a back-office change (the catalog cache's version is the
 * signal, on every instance). A build that runs already is joined, never started twice.
 */
export async function ensureSearchIndex(db: Db, content: SearchContent, options: { force?: boolean } = {}) {
  const catalog = await getCatalog(db)
  const stamp = `${catalog.version}:${content.fingerprint}`
  if (!options.force && indexedStamps.get(db) === stamp) return
  const running = pending.get(db)
  if (running) return running
  const work = (async () => {
    const products = await listProducts(db)
    await replaceSearchIndex(db, options.force ? `${stamp}:${Date.now()}` : stamp, () =>
      [...catalogDocuments(catalog, products), ...contentDocuments(content.entries)].map(toRow),
    )
    indexedStamps.set(db, stamp)
    everIndexed.add(db)
  })().finally(() => pending.delete(db))
  pending.set(db, work)
  return work
}

/**
 * The index a search reads now, without waiting for a build whenever one exists: current, or the
 * one built before a catalog or content change (its successor is built in the background, and
 * hits of fabrics no longer offered are dropped, see `searchShop`). Only a database that never
 * had an index (the first start) waits, for the build already running since the start.
 */
async function usableIndex(deps: { db: Db; logger?: Logger }, content: SearchContent) {
  const catalog = await getCatalog(deps.db)
  if (indexedStamps.get(deps.db) === `${catalog.version}:${content.fingerprint}`) return
  const build = ensureSearchIndex(deps.db, content)
  if (everIndexed.has(deps.db) || (await readSearchIndexStamp(deps.db)) !== null) {
    everIndexed.add(deps.db)
    build.catch((error: unknown) => deps.logger?.warn({ err: error }, 'search index rebuild failed'))
    return
  }
  await build
}

/**
 * At start, in the background (server/main.ts): the index is brought up to date before a visitor
 * searches, so nobody waits for it; a search that comes earlier joins this build.
 */
export function prepareSearchIndex(db: Db, content: SearchContent): Promise<void> {
  return ensureSearchIndex(db, content)
}

function toRow(document: SearchDocument) {
  return { ...document, config: textSearchConfig[document.locale] }
}

/** `hits`: every result best first; `groups`: the page's groups, each cut to its limit; `total`: what they show. */
export type SearchOutcome = { query: string; total: number; hits: SearchHit[]; groups: SearchGroup[] }

/**
 * The shop search (decision 026): the visitor's words in the page's language, stemmed and
 * accent-free, plus synonyms and typo tolerance; results grouped. A query that finds nothing is
 * counted for the back office (the words only, per day).
 */
export async function searchShop(
  deps: { db: Db; now: () => Date; logger?: Logger },
  input: { query: string; locale: Locale },
  content: SearchContent,
): Promise<SearchOutcome> {
  const terms = searchTermsOf(input.query, input.locale)
  if (!terms) return { query: '', total: 0, hits: [], groups: [] }
  await usableIndex(deps, content)
  const catalog = await getCatalog(deps.db)
  const query = {
    locale: input.locale,
    config: textSearchConfig[input.locale],
    tsquery: terms.tsquery,
    fuzzy: terms.fuzzy,
    limit: candidateLimit,
  }
  const words = await findSearchCandidates(deps.db, { ...query, typos: false })
  // Typos only when the words found little: the trigram match costs a pass over the language.
  const candidates = needsTypoMatch(words)
    ? await findSearchCandidates(deps.db, { ...query, typos: true })
    : words
  // An index older than the catalog (its successor being built) may still name a fabric taken
  // out of the shop since: such a hit is dropped.
  const hits = rankCandidates(candidates.filter(isOfferedIn(catalog)), terms.words)
  if (hits.length === 0 && isStorableMiss(terms.normalised)) {
    await recordSearchMiss(deps.db, deps.now().toISOString().slice(0, 10), terms.normalised)
  }
  const groups = groupHits(hits)
  const shown = groups.reduce((sum, group) => sum + group.hits.length, 0)
  return { query: terms.normalised, total: shown, hits, groups }
}

/** False for a fabric hit whose fabric the catalog no longer offers; true for everything else. */
function isOfferedIn(catalog: Awaited<ReturnType<typeof getCatalog>>) {
  return (candidate: { ref: string }) => {
    const fabric = /^fabric:(\d+)$/.exec(candidate.ref)
    return !fabric || catalog.fabrics.get(Number(fabric[1]))?.active === true
  }
}

/** The back office's card: the most frequent queries without results in the last `days` days. */
export function frequentSearchMisses(deps: { db: Db; now: () => Date }, days = 30, limit = 10) {
  const since = new Date(deps.now().getTime() - days * 86_400_000).toISOString().slice(0, 10)
  return listFrequentSearchMisses(deps.db, since, limit)
}
