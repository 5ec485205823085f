import './node-env.ts'
import { Hono } from 'hono'
import { parseEnv } from '#config/env.server.ts'
import { primeCatalog } from '#core/catalog/catalog-cache.ts'
import { buildSnapshot, type CatalogRows } from '#core/catalog/snapshot.ts'
import type { Deps } from '#core/deps.ts'
import type { Db } from '#db/client.ts'
import { limitImageMemory } from '../media/image-memory.ts'
import { mediaApi } from './api/media.ts'
import type { AppEnv } from './http/types.ts'
import { createLogger } from './logger.ts'
import { warmMedia } from './media-warmup.ts'
import { createFileStore } from './storage/create-file-store.ts'

/**
 * The media warm-up's own process (server/media-warmup.ts, `warmMediaInChild`): it draws the
 * pictures into the shop's store (the data directory or the bucket) from the catalog the server
 * sends, and exits, so that the memory sharp's renders leave behind goes with it. It opens no
 * database: PGlite belongs to the server's process, and the pictures need only the catalog.
 */
export type WarmupRequest = { rows: CatalogRows; urls: string[] }

// The server gone (stopped, or killed): nothing is left to warm for.
process.on('disconnect', () => process.exit(0))

process.once('message', async ({ rows, urls }: WarmupRequest) => {
  const env = parseEnv(process.env)
  const logger = createLogger(env.LOG_LEVEL)
  limitImageMemory()
  const files = createFileStore(env)
  // Never queried: every reading of the catalog finds the primed snapshot.
  const db = {} as Db
  primeCatalog(db, buildSnapshot(rows))
  const deps = { db, env, files, logger } as unknown as Deps
  const app = new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set('deps', deps)
      await next()
    })
    .route('/', mediaApi())
  const figures = await warmMedia(app, logger, urls)
  process.send?.(figures, () => process.exit(0))
})
