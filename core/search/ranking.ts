/** The four groups of the results page. */
export const searchKinds = ['fabric', 'accessory', 'guide', 'part'] as const
export type SearchKind = (typeof searchKinds)[number]

/** One row the database found: its full-text rank and its title's trigram similarity to the query. */
export type SearchCandidate = {
  kind: SearchKind
  ref: string
  title: string
  summary: string
  href: string
  /** ts_rank of the weighted document (0 when only the trigrams matched). */
  rank: number
  /** word_similarity of the typed words to the title and keywords, 0…1. */
  similarity: number
}

export type SearchHit = Omit<SearchCandidate, 'rank' | 'similarity'> & { score: number }

/** Below this a trigram match is noise ('hemd' resembles half the titles a little). */
export const minSimilarity = 0.5

/**
 * How well a candidate answers the query: the full-text rank (stemmed words, title weighted
 * above keywords above body), plus the title's similarity when it is close enough to count as a
 * typo, plus a little for a title that contains every typed word. Something to buy or choose (a fabric, an accessory, a collar) goes before a
 * guide page that matches as well, all the more when its name is exactly the query: 'Krawatte'
 * means the tie before the page about tie knots, 'Gemelos' the cufflinks before the glossary's term.
 * Pure, so the relevance table can be reasoned about without a database.
 */
export function scoreCandidate(candidate: SearchCandidate, typedWords: readonly string[]): number {
  const fuzzy = candidate.similarity >= minSimilarity ? candidate.similarity : 0
  const title = foldForTitle(candidate.title)
  const allInTitle = typedWords.length > 0 && typedWords.every((word) => title.includes(word))
  const exactTitle =
    typedWords.length > 0 &&
    title
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .join(' ') === typedWords.join(' ')
  const catalog = candidate.kind !== 'guide'
  return candidate.rank + fuzzy * 0.8 + (allInTitle ? 0.3 : 0) + (catalog ? 0.25 + (exactTitle ? 0.3 : 0) : 0)
}

function foldForTitle(text: string) {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
}

/** Fewer full-text matches than this, and the search looks for typos too. */
export const typoMatchBelow = 5

/** Whether the words alone found too little, so that titles resembling the query count too. */
export function needsTypoMatch(candidates: readonly SearchCandidate[]): boolean {
  return candidates.length < typoMatchBelow
}

/** Candidates best first (ties by title, so the order is the same on every run); noise dropped. */
export function rankCandidates(
  candidates: readonly SearchCandidate[],
  typedWords: readonly string[],
): SearchHit[] {
  return candidates
    .map((candidate) => ({ candidate, score: scoreCandidate(candidate, typedWords) }))
    .filter(
      ({ candidate, score }) => score > 0 && (candidate.rank > 0 || candidate.similarity >= minSimilarity),
    )
    .sort((a, b) => b.score - a.score || a.candidate.title.localeCompare(b.candidate.title))
    .map(({ candidate: { rank: _rank, similarity: _similarity, ...hit }, score }) => ({ ...hit, score }))
}

/** How many results each group shows at most. */
export const groupLimits: Record<SearchKind, number> = { fabric: 12, accessory: 8, guide: 8, part: 8 }

export type SearchGroup = { kind: SearchKind; hits: SearchHit[] }

/**
 * The ranked hits in their groups (empty groups left out), each group best first, the groups in
 * the order of their best hit: 'Haifisch' shows the collars first, 'chemise lin' the fabrics.
 */
export function groupHits(hits: readonly SearchHit[]): SearchGroup[] {
  const order = [...new Set(hits.map((hit) => hit.kind))]
  return order.map((kind) => ({
    kind,
    hits: hits.filter((hit) => hit.kind === kind).slice(0, groupLimits[kind]),
  }))
}

/**
 * Whether a query that found nothing may be kept for the back office: only what looks like words
 * someone looks for in a shop, never an address, a number or a long text that might identify them.
 */
export function isStorableMiss(normalised: string): boolean {
  return (
    normalised.length >= 2 &&
    normalised.length <= 60 &&
    !/[@/\\]/.test(normalised) &&
    !/\d{4,}/.test(normalised) &&
    normalised.split(' ').length <= 6
  )
}
