import http from 'node:http'
import { getRequestListener } from '@hono/node-server'
import type { ServerBuild } from 'react-router'
import { createServer as createViteServer } from 'vite'
import { parseEnv } from '#config/env.server.ts'
import { hashPassword } from '#core/accounts/passwords.ts'
import { openDatabase } from '#db/client.ts'
import { catalogData } from '#db/seed/catalog/index.ts'
import { seedCatalog } from '#db/seed/catalog-seed.ts'
import { demoAccounts, seedDatabase } from '#db/seed/seed.ts'
import { createApp } from './app.ts'
import { databaseOptions } from './database-start.ts'
import { withJobQueue } from './jobs/queue.ts'
import { createLimiter } from './limits/create-limiter.ts'
import { createLogger } from './logger.ts'
import { createFileStore } from './storage/create-file-store.ts'

/**
 * `npm run dev`: the same Hono app, with Vite serving modules and hot reload in front of it. On
 * PGlite it has the demo accounts unless SHOP_DEMO=0 says otherwise.
 */
const env = parseEnv({
  ...(process.env.DATABASE_URL ? {} : { SHOP_DEMO: '1' }),
  ...process.env,
  NODE_ENV: 'development',
})
const logger = createLogger(env.LOG_LEVEL)
const database = await openDatabase(databaseOptions(env, logger))
await seedCatalog(database.db, catalogData)
await seedDatabase({ db: database.db, accounts: env.demo ? demoAccounts : [], hashPassword })
const now = () => new Date()
const deps = withJobQueue({
  db: database.db,
  env,
  files: createFileStore(env),
  logger,
  now,
  limiter: createLimiter({ env, db: database.db, logger, now }),
})
const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'custom' })
const app = createApp({
  deps,
  build: { version: 'dev', builtAt: new Date().toISOString() },
  getBuild: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
  mode: 'development',
})
await deps.jobs.startWorker()
const listener = getRequestListener(app.fetch)
http
  .createServer((req, res) => vite.middlewares(req, res, () => listener(req, res)))
  .listen(env.PORT, env.BIND, () =>
    logger.info({ port: env.PORT, bind: env.BIND }, 'development server ready'),
  )
