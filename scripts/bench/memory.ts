import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pino from 'pino'
import type { ServerBuild } from 'react-router'
import sharp from 'sharp'
import { localizePath } from '#config/locale-path.ts'
import { createFileStore } from '#server/storage/create-file-store.ts'
import { parseEnv } from '../../config/env.server.ts'
import { locales } from '../../config/locales.ts'
import { pages } from '../../config/pages.ts'
import { getCatalog } from '../../core/catalog/catalog-cache.ts'
import { createDatabaseLimiter } from '../../core/limits/database-limiter.ts'
import { openDatabase } from '../../db/client.ts'
import { catalogData } from '../../db/seed/catalog/index.ts'
import { seedCatalog } from '../../db/seed/catalog-seed.ts'
import { seedShop } from '../../db/seed/shop-seed.ts'
import { limitImageMemory } from '../../media/image-memory.ts'
import { createApp } from '../../server/app.ts'
import { createPageCache } from '../../server/http/page-cache.ts'
import { withJobQueue } from '../../server/jobs/queue.ts'
import { defaultPreviewUrls, warmMediaInChild } from '../../server/media-warmup.ts'

/**
 * `npm run bench:memory`: what holds the server's memory on PGlite, stage by stage
 * as server/main.ts starts (database, build, media warm-up), then after every guest page in four
 * languages and every fabric page has been served once (the page cache full). Prints
 * process.memoryUsage() after each stage, with a garbage collection first (node --expose-gc).
 */
const gc = (globalThis as { gc?: () => void }).gc
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0)
function measure(stage: string, note = '') {
  gc?.()
  const usage = process.memoryUsage()
  // Each row as soon as it is known: on a busy host the whole run takes minutes.
  console.log(
    `| ${stage} | ${mb(usage.rss)} | ${mb(usage.heapTotal)} | ${mb(usage.heapUsed)} | ${mb(usage.external)} | ${mb(usage.arrayBuffers)} | ${note} |`,
  )
}

const env = parseEnv({
  NODE_ENV: 'production',
  TOKEN_ENCRYPTION_KEY: 'bench-only token encryption key, never for a shop',
  DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'nf-memory-')),
  LOG_LEVEL: 'silent',
  ...Object.fromEntries(Object.entries(process.env).filter(([key]) => key.startsWith('PAGE_CACHE_'))),
})
console.log(
  `\n## npm run bench:memory (${new Date().toISOString()}, ${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(1)})\n`,
)
console.log(
  `MALLOC_ARENA_MAX=${process.env.MALLOC_ARENA_MAX ?? '(unset)'}, sharp ${process.env.BENCH_SHARP_DEFAULTS === '1' ? 'defaults' : 'limited'}\n`,
)
console.log('| stage | RSS MB | JS heap total MB | JS heap used MB | external MB | array buffers MB | note |')
console.log('|---|---|---|---|---|---|---|')
// BENCH_SHARP_DEFAULTS=1 leaves libvips as it comes, to compare with the shop's limits.
if (process.env.BENCH_SHARP_DEFAULTS !== '1') limitImageMemory()
measure('started, nothing loaded')
const database = await openDatabase({ dataDir: env.dataDir })
await seedCatalog(database.db, catalogData)
await seedShop(database.db, { demo: true })
measure('PGlite open, catalog and shop seeded')
const build = (await import(path.resolve('build/server/index.js'))) as ServerBuild
const logger = pino({ level: 'silent' })
const deps = withJobQueue({
  db: database.db,
  env,
  files: createFileStore(env),
  logger,
  now: () => new Date(),
  limiter: createDatabaseLimiter(database.db, () => new Date()),
})
const pageCache = createPageCache({
  maxEntries: env.PAGE_CACHE_ENTRIES,
  maxBytes: env.PAGE_CACHE_MB * 1024 * 1024,
  maxAgeMs: env.PAGE_CACHE_MAX_AGE_SECONDS * 1000,
})
const app = createApp({
  deps,
  build: { version: 'memory', builtAt: new Date().toISOString() },
  getBuild: async () => build,
  mode: 'production',
  pageCache,
})
await app.request('/')
measure('build loaded, one page served')
await warmMediaInChild(deps, logger, await defaultPreviewUrls(deps))
const cache = sharp.cache() as unknown as { memory: { current: number }; items: { current: number } }
measure(
  'media warm-up done',
  `sharp cache ${mb(cache.memory.current * 1024 * 1024)} MB in ${cache.items.current} operations, concurrency ${sharp.concurrency()}`,
)
const catalog = await getCatalog(database.db)
const paths = [
  ...pages
    .filter((page) => page.sameForGuests)
    .flatMap((page) =>
      page.path.includes(':') ? [] : locales.map((locale) => localizePath(`/${page.path}`, locale)),
    ),
  ...locales.flatMap((locale) =>
    [...catalog.fabrics.keys()].map((id) => localizePath(`/stoffe/${id}`, locale)),
  ),
]
for (const pagePath of paths) await app.request(pagePath)
let stats = pageCache.stats()
measure(
  `${paths.length} guest pages served once`,
  `page cache ${stats.entries} pages, ${mb(stats.bytes)} MB (limit ${env.PAGE_CACHE_ENTRIES} pages, ${env.PAGE_CACHE_MB} MB)`,
)
for (const pagePath of paths) await app.request(pagePath)
stats = pageCache.stats()
measure(
  'the same pages served again',
  `page cache ${stats.entries} pages, ${mb(stats.bytes)} MB, ${stats.hits} hits`,
)
await database.close()
fs.rmSync(env.dataDir, { recursive: true, force: true })
process.exit(0)
