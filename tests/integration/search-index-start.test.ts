import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { invalidateCatalog, publishCatalogChange } from '#core/catalog/catalog-cache.ts'
import { prepareSearchIndex, type SearchContent, searchShop } from '#core/search/search.ts'
import type { Database } from '#db/client.ts'
import { readSearchIndexStamp } from '#db/queries/search.ts'
import { catalogFabrics } from '#db/schema/index.ts'
import { searchContent } from '../../app/content/search-content.server.ts'
import { useTestDatabase } from '../support/test-db.ts'

/**
 * The search index is built at start, in the background (decision 026): a search that comes
 * before it is ready joins that build and answers as the built index would; after a catalog or
 * content change, searches answer from the index they have while its successor is built, and
 * never offer a fabric taken out of the shop.
 */
let db: Database['db']
let content: SearchContent
const deps = () => ({ db, now: () => new Date('2026-11-29T12:00:00Z') })

beforeAll(async () => {
  db = (await useTestDatabase()).db
  content = await searchContent()
})

const top = async (query: string) =>
  (await searchShop(deps(), { query, locale: 'de' }, content)).hits.map((hit) => hit.title)

describe('the search index at start', () => {
  it('is built by the start-up, and a search before it is ready answers as after', async () => {
    expect(await readSearchIndexStamp(db)).toBeNull()
    const starting = prepareSearchIndex(db, content)
    // Arrives while the start-up builds: joins that build, finds what the built index finds.
    const early = await top('oxford')
    await starting
    expect(await readSearchIndexStamp(db)).not.toBeNull()
    expect(early.length).toBeGreaterThan(0)
    expect(await top('oxford')).toEqual(early)
  })

  it('answers from the index it has while a rebuild after a change runs, even one that fails', async () => {
    await prepareSearchIndex(db, content)
    const before = await top('oxford')
    const stamp = await readSearchIndexStamp(db)
    // New content whose build cannot finish (it throws while the rows are written): a search that
    // waited for the rebuild would fail with it.
    const broken: SearchContent = {
      fingerprint: 'changed-content',
      get entries(): SearchContent['entries'] {
        throw new Error('content unreadable')
      },
    }
    const outcome = await searchShop(deps(), { query: 'oxford', locale: 'de' }, broken)
    expect(outcome.hits.map((hit) => hit.title)).toEqual(before)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(await readSearchIndexStamp(db)).toBe(stamp)
  })

  it('never offers a fabric taken out of the shop, though the index still names it', async () => {
    await prepareSearchIndex(db, content)
    const outcome = await searchShop(deps(), { query: 'oxford', locale: 'de' }, content)
    const fabric = outcome.hits.find((hit) => hit.kind === 'fabric')
    if (!fabric) throw new Error('no fabric found for oxford')
    const fabricId = Number(/\/stoffe\/(\d+)/.exec(fabric.href)?.[1])
    await db.update(catalogFabrics).set({ active: false }).where(eq(catalogFabrics.id, fabricId))
    await publishCatalogChange(db)
    invalidateCatalog(db)
    const after = await searchShop(deps(), { query: 'oxford', locale: 'de' }, content)
    expect(after.hits.map((hit) => hit.href)).not.toContain(fabric.href)
    expect(after.hits.length).toBeGreaterThan(0)
  })
})
