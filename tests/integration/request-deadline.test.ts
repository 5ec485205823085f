import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { runAbandonable, runToCompletion, WorkAbandonedError } from '../../db/abandoned-work.ts'
import type { Database } from '../../db/client.ts'
import { cartItems, products, productVariants, rateLimits } from '../../db/schema/index.ts'
import { shopCalls } from '../support/shop-calls.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

/**
 * A request that runs past REQUEST_TIMEOUT_MS is answered 503 with Retry-After and the reason
 * REQUEST_TIMEOUT while its work is still stuck (here: behind a lock another connection holds),
 * and what it would have done next is never done (server/http/deadline.ts, db/abandoned-work.ts).
 */
let database: Database
/** The shop with its default deadline (30 s), for the steps around the stuck request. */
let app: ReturnType<typeof createTestApp>['app']
/** The same shop with a deadline of 1 s, for the request that gets stuck. */
let hurried: ReturnType<typeof createTestApp>['app']
let warnings: ReturnType<typeof vi.spyOn>
const { cart } = shopCalls(
  () => app,
  () => database.db,
)
const { cart: hurriedCart } = shopCalls(
  () => hurried,
  () => database.db,
)

beforeAll(async () => {
  database = await useTestDatabase()
  app = createTestApp(database.db).app
  const short = createTestApp(database.db, { REQUEST_TIMEOUT_MS: '1000' })
  hurried = short.app
  warnings = vi.spyOn(short.deps.logger, 'warn')
})

/**
 * Holds every session read up until `release()`: PGlite runs one transaction at a time; on
 * PostgreSQL the transaction locks the sessions table.
 */
async function holdTheSessions() {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  let held = () => {}
  const holding = new Promise<void>((resolve) => {
    held = resolve
  })
  let open = true
  const done = database.db
    .transaction(async (tx) => {
      if (database.kind === 'postgres') await tx.execute(sql`lock table sessions in access exclusive mode`)
      else await tx.execute(sql`select 1`)
      held()
      await released
    })
    .finally(() => {
      open = false
    })
  await holding
  return {
    isHeld: () => open,
    release: async () => {
      release()
      await done
    },
  }
}

describe('the request deadline', () => {
  it('answers 503 REQUEST_TIMEOUT while the work is stuck, and the rest of the work is not done', async () => {
    const [stays] = await database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.slug, 'kragenstaebchen-messing'))
    const [tie] = await database.db
      .select({ productId: productVariants.productId, variantId: productVariants.id })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(eq(products.slug, 'seidenkrawatte-uni'))
    const jar = new CookieJar()
    const first = await cart(jar, {
      action: 'add',
      item: { type: 'product', productId: stays?.id, amount: 1 },
    })
    expect(first.status, JSON.stringify(first.body)).toBe(200)

    const lock = await holdTheSessions()
    let answer: Awaited<ReturnType<typeof hurriedCart>>
    let answeredWhileHeld: boolean
    try {
      answer = await hurriedCart(jar, { action: 'add', item: { type: 'product', ...tie, amount: 1 } })
      answeredWhileHeld = lock.isHeld()
    } finally {
      await lock.release()
    }
    expect(answeredWhileHeld).toBe(true)
    expect(answer.status).toBe(503)
    expect(answer.headers.get('retry-after')).toBe('5')
    expect(answer.body.reason).toBe('REQUEST_TIMEOUT')

    // The abandoned add met the refusal of its next statement (server/app.ts logs where it
    // stopped): the tie was never put into the cart, and the shop answers at once again.
    await vi.waitFor(() =>
      expect(warnings).toHaveBeenCalledWith(expect.anything(), 'work past the deadline stopped'),
    )
    const next = await cart(jar, { action: 'list' })
    expect(next.status, JSON.stringify(next.body)).toBe(200)
    expect(next.body.data.items.map((item: { productId: number }) => item.productId)).toEqual([stays?.id])
    expect(
      await database.db
        .select()
        .from(cartItems)
        .where(eq(cartItems.productId, tie?.productId ?? 0)),
    ).toEqual([])
  })

  it('answers a page with the 503 page and Retry-After', async () => {
    const jar = new CookieJar()
    await cart(jar, { action: 'list' })
    const lock = await holdTheSessions()
    let response: Response
    let answeredWhileHeld: boolean
    try {
      response = await hurried.request('/', { headers: { cookie: jar.header() } })
      answeredWhileHeld = lock.isHeld()
    } finally {
      await lock.release()
    }
    expect(answeredWhileHeld).toBe(true)
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('5')
    expect(await response.text()).toContain('503')
  })
})

describe('abandoned work', () => {
  it('refuses its next statement and rolls its transaction back', async () => {
    const abandon = new AbortController()
    const key = `abandoned-${Date.now()}`
    const work = runAbandonable(abandon.signal, () =>
      database.db.transaction(async (tx) => {
        await tx.insert(rateLimits).values({ scope: 'test', key, points: 1, expiresAt: new Date() })
        abandon.abort()
        await tx
          .insert(rateLimits)
          .values({ scope: 'test', key: `${key}-2`, points: 1, expiresAt: new Date() })
      }),
    )
    await expect(work).rejects.toBeInstanceOf(WorkAbandonedError)
    const left = await database.db.select().from(rateLimits).where(eq(rateLimits.scope, 'test'))
    expect(left.filter((row) => row.key.startsWith(key))).toEqual([])
  })

  it('lets work that must follow a commit run to its end', async () => {
    const abandon = new AbortController()
    abandon.abort()
    await expect(
      runAbandonable(abandon.signal, () =>
        runToCompletion(async () => await database.db.execute(sql`select 1`)),
      ),
    ).resolves.toBeDefined()
  })

  it('lets work outside an aborted scope run', async () => {
    const abandon = new AbortController()
    abandon.abort()
    await expect(
      runAbandonable(abandon.signal, async () => await database.db.execute(sql`select 1`)),
    ).rejects.toBeInstanceOf(WorkAbandonedError)
    await expect(database.db.execute(sql`select 1`)).resolves.toBeDefined()
  })
})
