import { desc, gte, sql } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { searchDocuments, searchIndexState, searchMisses } from '../schema/index.ts'

/** A document to index, its texts still plain (core/search/documents.ts). */
export type SearchDocumentRow = {
  locale: string
  kind: 'fabric' | 'accessory' | 'guide' | 'part'
  ref: string
  title: string
  summary: string
  href: string
  weighted: { a: string; b: string; c: string }
  trigrams: string
  /** 'german', 'english', 'french' or 'spanish'. */
  config: string
}

const batchSize = 400

/**
 * Replaces the index when `stamp` (what it is built from) differs from the stored one. The state
 * row is locked by the upsert: an instance that starts the same rebuild at once waits, then finds
 * the stamp current and leaves the index alone. Returns whether it rebuilt.
 */
export async function replaceSearchIndex(
  db: Db,
  stamp: string,
  documents: () => readonly SearchDocumentRow[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(searchIndexState)
      .values({ id: 1, stamp })
      .onConflictDoUpdate({
        target: searchIndexState.id,
        set: { stamp, indexedAt: sql`now()` },
        setWhere: sql`${searchIndexState.stamp} <> excluded.stamp`,
      })
      .returning({ id: searchIndexState.id })
    if (claimed.length === 0) return false
    await tx.delete(searchDocuments)
    const rows = documents()
    for (let start = 0; start < rows.length; start += batchSize) {
      await tx.insert(searchDocuments).values(
        rows.slice(start, start + batchSize).map((row) => {
          const config = sql`${row.config}::regconfig`
          return {
            locale: row.locale,
            kind: row.kind,
            ref: row.ref,
            title: row.title,
            summary: row.summary,
            href: row.href,
            document: sql`setweight(to_tsvector(${config}, unaccent(${row.weighted.a})), 'A') || setweight(to_tsvector(${config}, unaccent(${row.weighted.b})), 'B') || setweight(to_tsvector(${config}, unaccent(${row.weighted.c})), 'C')`,
            trigrams: row.trigrams,
          }
        }),
      )
    }
    return true
  })
}

/** The stamp the index was built from; null before the first build. */
export async function readSearchIndexStamp(db: Db): Promise<string | null> {
  const rows = await db.select({ stamp: searchIndexState.stamp }).from(searchIndexState)
  return rows[0]?.stamp ?? null
}

export type SearchCandidateRow = {
  kind: 'fabric' | 'accessory' | 'guide' | 'part'
  ref: string
  title: string
  summary: string
  href: string
  rank: number
  similarity: number
}

/**
 * At most this many matching rows are ranked: a word found in thousands of fabrics ('Baumwolle'
 * in a catalog of 10,000) would otherwise rank all of them for every search (p95 over 200 ms in
 * `npm run bench`); the 80 shown come from the first ones found.
 */
const matchLimit = 600

/**
 * Documents of one language whose stemmed words match `tsquery` (alternatives, prefixes) and,
 * with `typos`, those whose title resembles `fuzzy` (pg_trgm's word similarity), best `limit` by a
 * first rough score; core/search/ranking.ts orders them finally. The trigram match costs more
 * than the words' (an index of every title's trigrams): core asks for it only when the words
 * alone found little.
 */
export async function findSearchCandidates(
  db: Db,
  input: { locale: string; config: string; tsquery: string; fuzzy: string; typos: boolean; limit: number },
): Promise<SearchCandidateRow[]> {
  type Row = Omit<SearchCandidateRow, 'rank' | 'similarity'> & {
    rank: number | string
    similarity: number | string
  }
  const statement = sql`
    with q as (select to_tsquery(${input.config}::regconfig, unaccent(${input.tsquery})) as query),
    matched as (
      (select d.id from ${searchDocuments} d, q
        where d.locale = ${input.locale} and d.document @@ q.query
        limit ${matchLimit})
      ${
        input.typos
          ? sql`union (select d.id from ${searchDocuments} d
              where ${input.fuzzy} <% d.trigrams and (d.locale || '') = ${input.locale}
              limit ${matchLimit})`
          : sql``
      }
    )
    select kind, ref, title, summary, href, rank, similarity from (
      select d.id, d.kind, d.ref, d.title, d.summary, d.href,
        ts_rank(d.document, q.query, 1) as rank,
        word_similarity(${input.fuzzy}, d.trigrams) as similarity
      from ${searchDocuments} d join matched m on m.id = d.id, q
    ) ranked
    order by rank + similarity desc, id
    limit ${input.limit}
  `
  // The planner estimates the trigram index dearer than reading every row of the table (40 to 200
  // ms with 10,000 fabrics); without sequential scans in this one transaction it takes the index.
  // The language is compared as an expression so that its b-tree is no way round the index either.
  const result = input.typos
    ? await db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`)
        return tx.execute(statement)
      })
    : await db.execute(statement)
  return (result as unknown as { rows: Row[] }).rows.map((row) => ({
    kind: row.kind,
    ref: row.ref,
    title: row.title,
    summary: row.summary,
    href: row.href,
    rank: Number(row.rank),
    similarity: Number(row.similarity),
  }))
}

/** Counts a query that found nothing on `day` (YYYY-MM-DD). */
export async function recordSearchMiss(db: Db, day: string, query: string): Promise<void> {
  await db
    .insert(searchMisses)
    .values({ day, query, count: 1 })
    .onConflictDoUpdate({
      target: [searchMisses.day, searchMisses.query],
      set: { count: sql`${searchMisses.count} + 1` },
    })
}

/** The queries that found nothing most often since `since` (YYYY-MM-DD), most frequent first. */
export async function listFrequentSearchMisses(
  db: Db,
  since: string,
  limit: number,
): Promise<{ query: string; count: number }[]> {
  const total = sql<number>`sum(${searchMisses.count})::int`
  return db
    .select({ query: searchMisses.query, count: total })
    .from(searchMisses)
    .where(gte(searchMisses.day, since))
    .groupBy(searchMisses.query)
    .orderBy(desc(total), searchMisses.query)
    .limit(limit)
}
