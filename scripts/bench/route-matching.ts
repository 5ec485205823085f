import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pino from 'pino'
import type { RouteObject, ServerBuild } from 'react-router'
import { parseEnv } from '../../config/env.server.ts'
import { localizePath } from '../../config/locale-path.ts'
import { locales } from '../../config/locales.ts'
import { pages } from '../../config/pages.ts'
import { createDatabaseLimiter } from '../../core/limits/database-limiter.ts'
import { openDatabase } from '../../db/client.ts'
import { catalogData } from '../../db/seed/catalog/index.ts'
import { seedCatalog } from '../../db/seed/catalog-seed.ts'
import { seedShop } from '../../db/seed/shop-seed.ts'
import { createApp } from '../../server/app.ts'
import { withJobQueue } from '../../server/jobs/queue.ts'
import { createFileStore } from '../../server/storage/create-file-store.ts'

/**
 * `bash scripts/with-node.sh node scripts/bench/route-matching.ts` (after `npm run build`): what
 * share of a guest's page render goes to finding the route. Times React Router's own matcher over
 * the build's route tree for every page address in all four languages (and a few unmatched ones),
 * then a whole render of `/` and `/stoffe` through the app without the page cache, in the same
 * process. A document request matches at least twice (the server runtime picks the routes, the
 * static handler matches again).
 * RENDERS (default 300) and MATCH_ROUNDS (default 200) set the repetitions.
 */
const renders = Number(process.env.RENDERS ?? 300)
const matchRounds = Number(process.env.MATCH_ROUNDS ?? 200)

const build = (await import(path.resolve('build/server/index.js'))) as ServerBuild

/** The build's flat manifest as the nested tree React Router matches against. */
function routeTree(): RouteObject[] {
  const children = new Map<string | undefined, RouteObject[]>()
  for (const route of Object.values(build.routes)) {
    if (!route) continue
    const list = children.get(route.parentId) ?? []
    list.push({ id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive })
    children.set(route.parentId, list)
  }
  const attach = (route: RouteObject): RouteObject =>
    route.index ? route : { ...route, children: (children.get(route.id) ?? []).map(attach) }
  return (children.get(undefined) ?? []).map(attach)
}

type Matcher = { update(routes: RouteObject[]): void; match(url: string): unknown }
/**
 * The matcher React Router's server (the static handler) and the browser's router use: the tree is
 * flattened and ranked once when the handler or the router is created, then each address is
 * tested against the ranked branches in turn. Not exported by the package, so loaded by its file.
 */
const { V6RegExMatcher } = (await import(
  path.resolve('node_modules/react-router/dist/production/lib/router/matcher.js')
)) as { V6RegExMatcher: new (basename: string) => Matcher }

const sample = (pagePath: string) => pagePath.replace(/:[a-zA-Z]+/, '1')
const urls = [
  ...locales.flatMap((locale) => pages.map((page) => localizePath(`/${sample(page.path)}`, locale))),
  '/xx/stoffe',
  '/de/stoffe',
  '/gibt-es-nicht',
  '/admin/orders/1',
]
const tree = routeTree()
const matcher = new V6RegExMatcher('/')
const rankStart = process.hrtime.bigint()
for (let round = 0; round < 50; round++) matcher.update(tree)
const rankMs = Number(process.hrtime.bigint() - rankStart) / 1e6 / 50
for (let round = 0; round < 50; round++) for (const url of urls) matcher.match(url)
const matchStart = process.hrtime.bigint()
for (let round = 0; round < matchRounds; round++) for (const url of urls) matcher.match(url)
const perMatchUs = Number(process.hrtime.bigint() - matchStart) / 1000 / (matchRounds * urls.length)
const homeStart = process.hrtime.bigint()
for (let round = 0; round < matchRounds * 10; round++) matcher.match('/')
const homeUs = Number(process.hrtime.bigint() - homeStart) / 1000 / (matchRounds * 10)
const fabricsStart = process.hrtime.bigint()
for (let round = 0; round < matchRounds * 10; round++) matcher.match('/stoffe')
const fabricsUs = Number(process.hrtime.bigint() - fabricsStart) / 1000 / (matchRounds * 10)
console.log(`routes in the build (with root): ${Object.keys(build.routes).length}`)
console.log(`flatten and rank (once per handler and per browser start): ${rankMs.toFixed(2)} ms`)
console.log(
  `match: ${perMatchUs.toFixed(1)} µs per address on average (${urls.length} addresses × ${matchRounds}); / ${homeUs.toFixed(1)} µs, /stoffe ${fabricsUs.toFixed(1)} µs`,
)
const matchOf: Record<string, number> = { '/': homeUs, '/stoffe': fabricsUs }

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nf-route-bench-'))
const database = await openDatabase({ dataDir })
await seedCatalog(database.db, catalogData)
await seedShop(database.db, { demo: false })
const env = parseEnv({
  NODE_ENV: 'production',
  TOKEN_ENCRYPTION_KEY: 'bench-only token encryption key, never for a shop',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  PAGE_CACHE_ENTRIES: '0',
})
const app = createApp({
  deps: withJobQueue({
    db: database.db,
    env,
    logger: pino({ level: 'silent' }),
    now: () => new Date(),
    limiter: createDatabaseLimiter(database.db, () => new Date()),
    files: createFileStore(env),
  }),
  build: { version: 'bench', builtAt: new Date().toISOString() },
  getBuild: async () => build,
  mode: 'production',
})
const bindings = { incoming: { socket: { remoteAddress: '127.0.0.1' } } }
const renderFigures: Record<string, number> = {}
for (const page of ['/', '/stoffe']) {
  for (let round = 0; round < 30; round++) await (await app.request(page, {}, bindings)).text()
  const start = process.hrtime.bigint()
  for (let round = 0; round < renders; round++) {
    const response = await app.request(page, {}, bindings)
    if (response.status !== 200) throw new Error(`${page} answered ${response.status}`)
    await response.text()
  }
  renderFigures[page] = Number(process.hrtime.bigint() - start) / 1000 / renders
}
await database.close()
fs.rmSync(dataDir, { recursive: true, force: true })

for (const [page, us] of Object.entries(renderFigures)) {
  const match = matchOf[page] ?? perMatchUs
  console.log(
    `render ${page}: ${(us / 1000).toFixed(2)} ms; its match ${((match / us) * 100).toFixed(3)} %, two matches ${(((2 * match) / us) * 100).toFixed(3)} %`,
  )
}
