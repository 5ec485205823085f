import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { serve } from '@hono/node-server'
import autocannon from 'autocannon'
import { sql } from 'drizzle-orm'
import pino from 'pino'
import type { ServerBuild } from 'react-router'
import { createFileStore } from '#server/storage/create-file-store.ts'
import { parseEnv } from '../../config/env.server.ts'
import { FabricQuerySchema, findFabrics } from '../../core/catalog/fabric-list.ts'
import { createDatabaseLimiter } from '../../core/limits/database-limiter.ts'
import { newCsrfToken, newSessionToken, sessionIdFromToken } from '../../core/sessions/tokens.ts'
import { openDatabase } from '../../db/client.ts'
import { analyzeDatabase } from '../../db/maintenance.ts'
import { updateSession } from '../../db/queries/sessions.ts'
import { catalogFabrics, catalogTranslations, sessions, shirts } from '../../db/schema/index.ts'
import { catalogData } from '../../db/seed/catalog/index.ts'
import { seedCatalog } from '../../db/seed/catalog-seed.ts'
import { seedShop } from '../../db/seed/shop-seed.ts'
import { createApp } from '../../server/app.ts'
import { withJobQueue } from '../../server/jobs/queue.ts'
import { benchMedia } from './media.ts'
import { benchSearch } from './search.ts'
import { benchShop } from './shop.ts'
import { benchPages } from './ssr-pages.ts'

/**
 * `npm run bench`: the server's speed figures (docs/performance.md), measured in one run on one database.
 * PGlite by default; PostgreSQL too when DATABASE_URL is set. Prints a Markdown report.
 * BENCH_ONLY=shirt measures only the shirt.php loads (a quick check while tuning them),
 * BENCH_ONLY=pages only the guests' page loads (needs `npm run build`), BENCH_ONLY=cart
 * only the cart and checkout figures (cart.php list included), BENCH_ONLY=search only the fabric
 * filter and the shop search on 10,000 fabrics.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 8)
const shirtOnly = process.env.BENCH_ONLY === 'shirt'
const pagesOnly = process.env.BENCH_ONLY === 'pages'
const cartOnly = process.env.BENCH_ONLY === 'cart'
const searchOnly = process.env.BENCH_ONLY === 'search'

async function listen(handler: http.RequestListener | ((request: Request) => Promise<Response> | Response)) {
  if (handler.length === 2) {
    const server = http.createServer(handler as http.RequestListener)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    return { port: (server.address() as AddressInfo).port, close: () => server.close() }
  }
  const server = serve({
    fetch: handler as (request: Request) => Promise<Response>,
    port: 0,
    hostname: '127.0.0.1',
  })
  await new Promise((resolve) => server.once('listening', resolve))
  return { port: (server.address() as AddressInfo).port, close: () => server.close() }
}

type LoadOptions = {
  method?: 'GET' | 'POST'
  headers?: Record<string, string>
  body?: string
  requests?: autocannon.Request[]
  /** One connection per entry, each sending these requests (a visitor with a cookie of their own). */
  perConnection?: autocannon.Request[][]
}

async function load(url: string, { perConnection, ...options }: LoadOptions, duration: number) {
  if (perConnection) {
    const results = await Promise.all(
      perConnection.map((requests) => autocannon({ url, connections: 1, duration, requests })),
    )
    return {
      requests: results.reduce((sum, result) => sum + result.requests.total, 0),
      seconds: Math.max(...results.map((result) => result.duration)),
      p99: Math.max(...results.map((result) => result.latency.p99)),
      errors: results.reduce((sum, result) => sum + result.errors + result.non2xx, 0),
    }
  }
  const result = await autocannon({ url, connections: 10, duration, ...options })
  return {
    requests: result.requests.total,
    seconds: result.duration,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  }
}

/** What PGlite and pg's Pool both offer: a parameterised query answering its rows. */
type DriverClient = {
  query: (sql: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>
}

/**
 * The loads of one database run interleaved in short rounds (bare, fetchSelected, updateShirt,
 * bare, …), so that other work on the machine weighs on all of them alike; each figure is the
 * whole run's requests per second, its p99 the mean of the rounds' p99.
 */
async function interleaved(loads: { url: string; options: LoadOptions }[]) {
  const rounds = 3
  const totals = loads.map(() => ({ requests: 0, seconds: 0, p99s: [] as number[], errors: 0 }))
  // Warm-up (JIT, caches, database buffers): one second each, not counted.
  for (const { url, options } of loads) await load(url, options, 1)
  for (let round = 0; round < rounds; round++) {
    for (const [index, { url, options }] of loads.entries()) {
      const slice = await load(url, options, Math.max(1, Math.round(seconds / rounds)))
      const total = totals[index] as (typeof totals)[number]
      total.requests += slice.requests
      total.seconds += slice.seconds
      total.p99s.push(slice.p99)
      total.errors += slice.errors
    }
  }
  return totals.map((total) => ({
    rps: Math.round(total.requests / total.seconds),
    p99: Math.round(total.p99s.reduce((sum, value) => sum + value, 0) / total.p99s.length),
    errors: total.errors,
  }))
}

/** The figures of a run that measured only some of the loads (BENCH_ONLY). */
function skipped(kind: 'pglite' | 'postgres', pages: Awaited<ReturnType<typeof benchPages>> | null) {
  return {
    kind,
    pages,
    bare: null,
    fetchSelected: null,
    updateShirt: null,
    updateShared: null,
    fabricsP95: null,
    search: null,
    media: null,
    shop: null,
  }
}

async function benchDatabase(kind: 'pglite' | 'postgres') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nf-bench-'))
  const database = await openDatabase(kind === 'postgres' ? { url: process.env.DATABASE_URL } : { dataDir })
  await seedCatalog(database.db, catalogData)
  await seedShop(database.db, { demo: false })
  const token = newSessionToken()
  const sessionId = sessionIdFromToken(token)
  const now = new Date()
  await database.db.insert(sessions).values({
    id: sessionId,
    csrfToken: newCsrfToken(),
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + 86_400_000),
  })
  const [shirt] = await database.db
    .insert(shirts)
    .values({ sessionId, fabricId: 1001, templateId: 1 })
    .returning({ id: shirts.id })
  const shirtId = shirt?.id as number
  const env = parseEnv({
    NODE_ENV: 'production',
    TOKEN_ENCRYPTION_KEY: 'bench-only token encryption key, never for a shop',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
  })
  const deps = withJobQueue({
    db: database.db,
    env,
    files: createFileStore(env),
    logger: pino({ level: 'silent' }),
    now: () => new Date(),
    limiter: createDatabaseLimiter(database.db, () => new Date()),
  })
  /** 10,000 fabrics, then the catalog filter's and the shop search's figures on them. */
  async function benchCatalog() {
    // 10,000 fabrics for the catalog filter (generated for the benchmark).
    const existing = await database.db.select({ total: sql<number>`count(*)` }).from(catalogFabrics)
    const base = 100_000
    const colours = ['white', 'light-blue', 'blue', 'navy', 'pink', 'grey'] as const
    const patterns = ['uni', 'stripes', 'checks', 'herringbone', 'dots'] as const
    for (let start = 0; start < 10_000 - Number(existing[0]?.total ?? 0); start += 500) {
      const batch = Array.from({ length: 500 }, (_, index) => {
        const id = base + start + index
        return {
          id,
          number: `BENCH-${id}`,
          colour: colours[id % colours.length] as string,
          hex: '#dfe8f2',
          pattern: patterns[id % patterns.length] as string,
          weave: id % 3 === 0 ? 'twill' : 'poplin',
          weightGsm: 100 + (id % 80),
          nonIron: id % 2 === 0,
          priceGroup: (['A', 'B', 'C', 'D'] as const)[id % 4] as 'A',
          stock: id % 7,
          origin: 'Italien',
          sort: id,
          searchText: `bench fabric ${id}`,
        }
      })
      await database.db.insert(catalogFabrics).values(batch).onConflictDoNothing()
      await database.db
        .insert(catalogTranslations)
        .values(
          batch.map((row) => ({
            kind: 'fabric' as const,
            refId: row.id,
            locale: 'de',
            name: `Benchstoff ${row.id}`,
          })),
        )
        .onConflictDoNothing()
    }
    await analyzeDatabase(database.db)
    const fabricTimes: number[] = []
    for (let run = 0; run < 200; run++) {
      const query = FabricQuerySchema.parse({
        colours: [colours[run % colours.length]],
        patterns: run % 2 ? ['stripes'] : undefined,
        nonIron: run % 3 === 0,
        page: 1 + (run % 5),
        sort: run % 2 ? 'price-asc' : 'recommended',
      })
      const started = performance.now()
      await findFabrics(deps, query, 'de', 19)
      fabricTimes.push(performance.now() - started)
    }
    fabricTimes.sort((a, b) => a - b)
    const fabricsP95 = fabricTimes[Math.floor(fabricTimes.length * 0.95)] ?? 0
    const search = await benchSearch(database.db)
    return { fabricsP95, search }
  }
  if (searchOnly) {
    const { fabricsP95, search } = await benchCatalog()
    await database.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
    return { ...skipped(kind, null), fabricsP95, search }
  }
  // The guests' pages on the seeded catalog, before the 10,000 bench fabrics below.
  const pages = shirtOnly || cartOnly ? null : await benchPages(database.db, dataDir, interleaved)
  if (pagesOnly) {
    await database.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
    return skipped(kind, pages)
  }
  const app = createApp({
    deps,
    build: { version: 'bench', builtAt: now.toISOString() },
    getBuild: async () => ({}) as ServerBuild,
    mode: 'production',
  })
  const shop = await listen(app.fetch)
  if (cartOnly) {
    const shopFigures = await benchShop(database.db, shop.port, interleaved)
    shop.close()
    await database.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
    return { ...skipped(kind, pages), shop: shopFigures }
  }
  // Create the design through the API, so it has every part of template 1.
  const cookie = `nf_session=${token}`
  const created = await fetch(`http://127.0.0.1:${shop.port}/api/shirt.php`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ action: 'create' }),
  }).then((response) => response.json() as Promise<{ shirtId: number }>)
  // Through the query module: the session read by 'create' is kept in memory on PGlite.
  await updateSession(database.db, sessionId, { selectedShirtId: created.shirtId })

  // The physical limit: a bare node:http server doing only the two indexed reads (session, then
  // shirt) with the driver itself (PGlite's or pg's `query`), not through drizzle or the shop's
  // query functions, so the share below is what the shop's own layers cost.
  const driver = (database.db as unknown as { $client: DriverClient }).$client
  const bare = await listen((_request, response) => {
    void (async () => {
      const { rows: sessionRows } = await driver.query(
        'select selected_shirt_id from sessions where id = $1',
        [sessionId],
      )
      const { rows } = await driver.query('select id, fabric_id from shirts where id = $1', [
        sessionRows[0]?.selected_shirt_id ?? shirtId,
      ])
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ success: true, shirt: rows[0] }))
    })()
  })
  const headers = { cookie, 'content-type': 'application/json' }
  // Each connection alternates between two collars, so every call really changes the design.
  const collarChanges = (requestHeaders: Record<string, string>) =>
    [1, 6].map((partId) => ({
      method: 'POST' as const,
      headers: requestHeaders,
      body: JSON.stringify({
        action: 'updateShirt',
        selectedParts: { categoryId: 1, partId, selected: true },
      }),
    }))
  // Ten visitors, each with a design of their own, as a shop sees them; one design hammered by all
  // ten connections measures its row lock instead.
  const visitors = await Promise.all(
    Array.from({ length: 10 }, async () => {
      const answer = await fetch(`http://127.0.0.1:${shop.port}/api/shirt.php`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'create' }),
      })
      return answer.headers
        .getSetCookie()
        .map((header) => header.split(';')[0])
        .join('; ')
    }),
  )
  const [bareResult, fetchSelected, updateShared, updateShirt] = await interleaved([
    { url: `http://127.0.0.1:${bare.port}/`, options: {} },
    {
      url: `http://127.0.0.1:${shop.port}/api/shirt.php`,
      options: { method: 'POST', headers, body: JSON.stringify({ action: 'fetchSelected' }) },
    },
    {
      url: `http://127.0.0.1:${shop.port}/api/shirt.php`,
      options: { requests: collarChanges(headers) },
    },
    {
      url: `http://127.0.0.1:${shop.port}/api/shirt.php`,
      options: { perConnection: visitors.map((visitor) => collarChanges({ ...headers, cookie: visitor })) },
    },
  ])
  if (!bareResult || !fetchSelected || !updateShared || !updateShirt) throw new Error('missing bench result')
  if (shirtOnly) {
    shop.close()
    bare.close()
    await database.close()
    return {
      kind,
      pages,
      bare: bareResult,
      fetchSelected,
      updateShirt,
      updateShared,
      fabricsP95: null,
      search: null,
      media: null,
      shop: null,
    }
  }

  const { fabricsP95, search } = await benchCatalog()

  const post = (body: unknown) =>
    fetch(`http://127.0.0.1:${shop.port}/api/shirt.php`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((response) => response.json())
  const shopFigures = await benchShop(database.db, shop.port, interleaved)
  const media =
    kind === 'pglite' ? await benchMedia(`http://127.0.0.1:${shop.port}`, created.shirtId, post) : null
  shop.close()
  bare.close()
  await database.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
  return {
    kind,
    pages,
    bare: bareResult,
    fetchSelected,
    updateShirt,
    updateShared,
    fabricsP95,
    search,
    media,
    shop: shopFigures,
  }
}

const runs = [await benchDatabase('pglite')]
if (process.env.DATABASE_URL) runs.push(await benchDatabase('postgres'))

const pct = (part: number, whole: number) => `${Math.round((part / whole) * 100)} %`
const pct1 = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)} %`
console.log(
  `\n## npm run bench (${seconds} s per load in 3 interleaved rounds, 10 connections, ${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(1)})\n`,
)
if (runs.some((run) => run.pages)) {
  console.log(
    '| database | guest page load | req/s | share of the same bytes from a buffer | p99 ms | errors |',
  )
  console.log('|---|---|---|---|---|---|')
  for (const { kind, pages } of runs) {
    for (const page of pages ?? []) {
      const row = (label: string, figure: { rps: number; p99: number; errors: number }) =>
        console.log(
          `| ${kind} | ${page.path} ${label} | ${figure.rps} | ${pct1(figure.rps, page.buffer.rps)} | ${figure.p99} | ${figure.errors} |`,
        )
      row(`(${Math.round(page.bytes / 1024)} KB) from a buffer, bare node:http`, page.buffer)
      row('from the page cache', page.cached)
      row('rendered (PAGE_CACHE_ENTRIES=0)', page.uncached)
      row('with a guest session cookie, page cache on', page.guestSession)
    }
  }
  console.log('')
}
if (pagesOnly) process.exit(0)
if (!cartOnly && !searchOnly) {
  console.log('| database | call | req/s | share of bare | p99 ms | errors |')
  console.log('|---|---|---|---|---|---|')
}
for (const run of runs) {
  if (!run.bare || !run.fetchSelected || !run.updateShirt || !run.updateShared) continue
  console.log(
    `| ${run.kind} | bare node:http, 2 indexed reads with the driver | ${run.bare.rps} | 100 % | ${run.bare.p99} | ${run.bare.errors} |`,
  )
  console.log(
    `| ${run.kind} | shirt.php fetchSelected | ${run.fetchSelected.rps} | ${pct(run.fetchSelected.rps, run.bare.rps)} | ${run.fetchSelected.p99} | ${run.fetchSelected.errors} |`,
  )
  console.log(
    `| ${run.kind} | shirt.php updateShirt, 10 visitors each on their own design | ${run.updateShirt.rps} | ${pct(run.updateShirt.rps, run.bare.rps)} | ${run.updateShirt.p99} | ${run.updateShirt.errors} |`,
  )
  console.log(
    `| ${run.kind} | shirt.php updateShirt, all 10 connections on one design | ${run.updateShared.rps} | ${pct(run.updateShared.rps, run.bare.rps)} | ${run.updateShared.p99} | ${run.updateShared.errors} |`,
  )
}
if (!cartOnly) {
  console.log('\n| database | catalog fabrics, 10,000 fabrics, filtered page | p95 ms |')
  console.log('|---|---|---|')
  for (const run of runs)
    console.log(`| ${run.kind} | findFabrics (200 queries) | ${run.fabricsP95?.toFixed(1) ?? '–'} |`)
  console.log(
    '\n| database | shop search, 10,000 fabrics and all content pages in 4 languages | index build ms | p50 ms | p95 ms | slowest query |',
  )
  console.log('|---|---|---|---|---|---|')
  for (const { kind, search } of runs)
    if (search)
      console.log(
        `| ${kind} | searchShop (${search.runs} queries, 4 languages) | ${search.indexMs.toFixed(0)} | ${search.p50.toFixed(1)} | ${search.p95.toFixed(1)} | ${search.slowest} |`,
      )
}
if (searchOnly) process.exit(0)
console.log('\n| database | cart and checkout | figure |')
console.log('|---|---|---|')
for (const { kind, shop } of runs) {
  if (!shop) continue
  console.log(
    `| ${kind} | bare node:http, the cart list's 4 reads | ${shop.bare.rps} req/s, p99 ${shop.bare.p99} ms |`,
  )
  console.log(
    `| ${kind} | cart.php list, 20 designs | ${shop.cartList.rps} req/s (${pct(shop.cartList.rps, shop.bare.rps)} of bare), p99 ${shop.cartList.p99} ms, ${shop.cartList.errors} errors |`,
  )
  console.log(
    `| ${kind} | placeOrder (design with profile + accessory, 30 in a row) | p50 ${shop.placeOrderP50.toFixed(0)} ms, p95 ${shop.placeOrderP95.toFixed(0)} ms |`,
  )
  console.log(
    `| ${kind} | 100 concurrent checkouts, one single-use voucher | ${shop.race.orders} order, ${shop.race.refused} refused (409: ${shop.race.messages.join('; ')}), ${shop.race.redemptions} redemption, balance ${shop.race.balanceCents} ct |`,
  )
}
const media = runs[0]?.media
if (media) {
  console.log('\n| preview | figure |')
  console.log('|---|---|')
  console.log(
    `| first render of a layer (median of ${media.layers}: the design's layers, then its fabric layers in another fabric) | ${media.firstMs.toFixed(1)} ms (p90 ${media.firstP90Ms.toFixed(1)} ms) |`,
  )
  console.log(
    `| ahead at start: ${media.shapes} part outlines rasterised / shading layer (mean, WebP and PNG) | ${media.shapesMs.toFixed(0)} ms in all / ${media.shadeMs.toFixed(0)} ms each |`,
  )
  console.log(`| cached layer answer (median) | ${media.cachedMs.toFixed(2)} ms |`)
  console.log(`| whole stack, WebP | ${media.stackWebpKb.toFixed(0)} KB |`)
  console.log(`| whole stack, PNG | ${media.stackPngKb.toFixed(0)} KB |`)
  console.log(
    `| design thumbnail, first render (PNG), then WebP | ${media.thumbnailFirstMs.toFixed(0)} ms, ${media.thumbnailWebpMs.toFixed(0)} ms |`,
  )
  console.log(
    `| design thumbnail size, PNG / WebP | ${media.thumbnailPngKb.toFixed(0)} KB / ${media.thumbnailWebpKb.toFixed(0)} KB |`,
  )
}
process.exit(0)
