// First: NODE_ENV for the libraries is settled before React loads (server/node-env.ts).
import './node-env.ts'
import fs from 'node:fs'
import type { Server } from 'node:http'
import path from 'node:path'
import { serve } from '@hono/node-server'
import type { ServerBuild } from 'react-router'
import { ConfigError, parseEnv } from '#config/env.server.ts'
import { hashPassword } from '#core/accounts/passwords.ts'
import { invalidateCatalog } from '#core/catalog/catalog-cache.ts'
import { demoAdminAdvice, demoAdminStillOpens } from '#core/demo/demo-admin.ts'
import { seedDemoContent } from '#core/demo/seed-demo-content.ts'
import { analyzeDatabase } from '#db/maintenance.ts'
import { catalogChannel, listenForNotifications } from '#db/notifications.ts'
import { catalogData } from '#db/seed/catalog/index.ts'
import { seedCatalog } from '#db/seed/catalog-seed.ts'
import { demoAccounts, demoCustomerEmail, type SeedAccount, seedDatabase } from '#db/seed/seed.ts'
import { seedShop } from '#db/seed/shop-seed.ts'
import { limitImageMemory } from '../media/image-memory.ts'
import { createApp } from './app.ts'
import {
  DatabaseStartError,
  databaseOptions,
  databaseVariable,
  describeDatabase,
  openDatabaseAtStart,
} from './database-start.ts'
import { createReadiness } from './health/readiness.ts'
import { trackConnections } from './http/graceful-stop.ts'
import { sweepStaleSpools } from './http/multipart.ts'
import { withJobQueue } from './jobs/queue.ts'
import { createLimiter } from './limits/create-limiter.ts'
import { createLogger } from './logger.ts'
import { defaultPreviewUrls, warmMediaInChild } from './media-warmup.ts'
import { givenNodeEnv } from './node-env.ts'
import { startSearchIndex } from './search-warmup.ts'
import { createFileStore } from './storage/create-file-store.ts'

/** How long requests in flight may run after SIGTERM before their connections are cut. */
const shutdownGraceMs = 8_000
/**
 * An open connection that owes no answer is closed after this long without a byte: a keep-alive
 * client that has just had an answer sends its next request within it, and that one is answered.
 */
const quietMs = 1_000
/** How long running jobs may finish once requests are done (within the platform's 10 s). */
const jobsGraceMs = 1_500

/** Composition root: configuration, database, logger and the one Hono app (`npm start`). */
async function main() {
  const env = parseEnv({ ...process.env, NODE_ENV: givenNodeEnv })
  const logger = createLogger(env.LOG_LEVEL)
  limitImageMemory()
  const swept = await sweepStaleSpools().catch((error) => {
    logger.warn({ err: error }, 'stale upload folders not swept')
    return 0
  })
  if (swept > 0) logger.info({ swept }, 'removed upload folders a stopped process left behind')
  const buildDir = path.resolve('build')
  const serverEntry = path.join(buildDir, 'server/index.js')
  if (!fs.existsSync(serverEntry))
    throw new Error('No build found: run `npm run build` (npm start does this for you).')
  const build = JSON.parse(fs.readFileSync(path.join(buildDir, 'version.json'), 'utf8')) as {
    version: string
    builtAt: string
    commit?: string
  }
  const serverBuild = (await import(serverEntry)) as ServerBuild

  const files = createFileStore(env)
  if (files.check) {
    // A bucket that cannot be used now would turn every upload into a 503: say so at start.
    try {
      await files.check()
      logger.info({ storage: files.location }, 'object storage reachable')
    } catch (error) {
      logger.fatal(
        { err: error, storage: files.location },
        'object storage cannot be used: check S3_BUCKET, S3_ENDPOINT, S3_REGION and S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY',
      )
      process.exit(1)
    }
  }
  const database = await openDatabaseAtStart(databaseOptions(env, logger), {
    attempts: env.DB_START_ATTEMPTS,
    backoffMs: env.DB_START_BACKOFF_MS,
    logger,
  })
  if (!env.demo && (await demoAdminStillOpens({ db: database.db }))) {
    if (env.production) {
      logger.fatal(`refusing a production start: ${demoAdminAdvice}`)
      await database.close()
      process.exit(1)
    }
    logger.warn(`not a production start, but ${demoAdminAdvice}`)
  }
  const now = () => new Date()
  // Counted once createApp has filled in the metrics (deps.counters, read when Redis fails).
  const limiter = createLimiter({
    env,
    db: database.db,
    logger,
    now,
    onFallback: () => deps.counters?.rateLimitFallback(),
  })
  // Several instances on one PostgreSQL: a catalog change made by any of them reaches this one
  // within a moment (core/catalog/catalog-cache.ts).
  const catalogListener = env.DATABASE_URL
    ? listenForNotifications({
        url: env.DATABASE_URL,
        channel: catalogChannel,
        onNotify: () => invalidateCatalog(database.db),
        logger,
      })
    : null
  const deps = withJobQueue({ db: database.db, env, files, logger, now, limiter })
  const accounts: SeedAccount[] = env.demo ? [...demoAccounts] : []
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    accounts.push({
      email: env.ADMIN_EMAIL,
      password: env.ADMIN_PASSWORD,
      firstName: 'Admin',
      lastName: 'Nadel & Faden',
      salutation: '',
      role: 'admin',
    })
  }
  // Instances starting together on one database seed one after the other: two demo seeds at
  // once each found the demo customer empty, doubled the designs, and one died on the demo
  // order's idempotency key (`npm run load -- --target cluster`).
  await database.oneAtATime('start-up seed', async () => {
    await seedCatalog(database.db, catalogData)
    await seedDatabase({ db: database.db, accounts, hashPassword })
    await seedShop(database.db, { demo: env.demo })
    if (env.demo) await seedDemoContent(deps, { email: demoCustomerEmail })
  })
  await analyzeDatabase(database.db)
  if (database.kind === 'pglite') {
    // No autovacuum in PGlite: keep the planner's statistics fresh while the shop runs.
    setInterval(
      () => void analyzeDatabase(database.db).catch((error) => logger.warn({ err: error }, 'analyze failed')),
      3_600_000,
    ).unref()
  }

  const readiness = createReadiness()
  const app = createApp({
    readiness,
    deps,
    build,
    getBuild: async () => serverBuild,
    mode: 'production',
    clientDir: path.join(buildDir, 'client'),
    databaseStats: database.stats,
  })
  // Every instance works off the jobs (mails, …) of all: each job is claimed by one of them.
  await deps.jobs.startWorker()
  // The search index, in the background: no visitor's search waits for it (decision 026).
  void startSearchIndex(serverBuild, database.db, logger)
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.BIND }, (info) => {
    logger.info(
      {
        port: info.port,
        bind: env.BIND,
        database: database.kind,
        version: build.version,
        production: env.production,
        demo: env.demo,
      },
      'Nadel & Faden is serving',
    )
    if (env.SKIP_MEDIA_WARMUP) {
      readiness.mediaWarm = true
      return
    }
    void defaultPreviewUrls(deps)
      .then((urls) => warmMediaInChild(deps, logger, urls))
      .catch((error) => logger.warn({ err: error }, 'media warm-up stopped'))
      .finally(() => {
        readiness.mediaWarm = true
      })
  })

  // Graceful shutdown (docs/reliability.md): unready and stop accepting; every request read
  // before the connection closes is answered, with `Connection: close`; then the jobs, the
  // database, exit 0, well within the platform's grace period (10 s here; Kubernetes' is 30 s).
  const connections = trackConnections(server as Server)
  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    readiness.stopping = true
    connections.answerLast()
    logger.info({ signal }, 'shutting down')
    const closeAndExit = async () => {
      let forced = false
      const grace = setTimeout(() => {
        forced = true
        logger.warn(
          { graceMs: shutdownGraceMs },
          'requests still running at the end of the grace period: cut',
        )
        connections.cut()
      }, shutdownGraceMs)
      grace.unref()
      await connections.close(Math.max(quietMs, env.SHUTDOWN_DRAIN_MS))
      clearTimeout(grace)
      try {
        // Jobs running now may finish (a mail half sent is sent again later otherwise).
        await deps.jobs.stop(jobsGraceMs)
        await limiter.close()
        await catalogListener?.close()
        await database.close()
      } catch (error) {
        logger.error({ err: error }, 'closing the database failed')
        process.exit(1)
      }
      logger.info('stopped')
      process.exit(forced ? 1 : 0)
    }
    // Behind a keep-alive proxy: keep taking requests for the drain time (each answer closes its
    // connection) so that the proxy moves to another instance before this one stops listening.
    // The drain is set above the proxy's keep-alive timeout: a connection quiet for that long is
    // one the proxy has given up, and closing one quiet for less could race its reuse.
    if (env.SHUTDOWN_DRAIN_MS > 0) setTimeout(() => void closeAndExit(), env.SHUTDOWN_DRAIN_MS)
    else void closeAndExit()
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
}

/**
 * A start that fails is one JSON log line of level fatal, like every other line of the shop, that
 * names the variable to fix; never a value (DATABASE_URL holds a password).
 */
function logStartFailure(error: unknown) {
  const level = process.env.LOG_LEVEL
  const logger = createLogger(level && level !== 'silent' && level in levels ? level : 'info')
  if (error instanceof ConfigError) {
    logger.fatal(
      { variables: error.issues.map((issue) => issue.variable), issues: error.issues },
      'invalid configuration: the shop does not start',
    )
  } else if (error instanceof DatabaseStartError) {
    logger.fatal(
      {
        err: error.cause,
        variable: databaseVariable(process.env.DATABASE_URL),
        database: describeDatabase(process.env.DATABASE_URL),
        attempts: error.attempts,
      },
      'the database cannot be opened: the shop does not start',
    )
  } else {
    logger.fatal({ err: error }, 'start failed')
  }
}

/** pino's level names, for a LOG_LEVEL that may itself be the configuration's fault. */
const levels = { fatal: 1, error: 1, warn: 1, info: 1, debug: 1, trace: 1 }

main().catch((error: unknown) => {
  logStartFailure(error)
  process.exit(1)
})
