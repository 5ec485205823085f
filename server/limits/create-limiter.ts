import { Redis } from 'ioredis'
import type { Logger } from 'pino'
import type { Env } from '#config/env.server.ts'
import { createDatabaseLimiter, sweepExpiredRateLimits } from '#core/limits/database-limiter.ts'
import type { Limiter } from '#core/limits/limiter.ts'
import type { Db } from '#db/client.ts'
import { createRedisLimiter } from './redis-limiter.ts'

/**
 * The shop's limiter: Redis when REDIS_URL is set (several instances, one shared count), the
 * database otherwise (also correct across instances on one PostgreSQL). While Redis cannot be
 * reached, the database counts instead, so a Redis outage neither fails requests nor lifts limits.
 */
export function createLimiter(input: {
  env: Env
  db: Db
  logger: Logger
  now: () => Date
  /** Called each time the database counts because Redis failed (`nf_rate_limit_fallbacks_total`). */
  onFallback?: () => void
}): Limiter {
  if (!input.env.REDIS_URL) return withHourlySweep(createDatabaseLimiter(input.db, input.now), input)
  const client = new Redis(input.env.REDIS_URL, { maxRetriesPerRequest: 2 })
  client.on('error', (error) => input.logger.warn({ err: error }, 'redis (rate limits) error'))
  const database = withHourlySweep(createDatabaseLimiter(input.db, input.now), input)
  return withFallback(
    createRedisLimiter(client, input.env.REDIS_KEY_PREFIX),
    database,
    input.logger,
    input.onFallback,
  )
}

/** Runs each call on `primary`; when that throws (a store failure, not a refusal), on `fallback`. */
export function withFallback(
  primary: Limiter,
  fallback: Limiter,
  logger: Logger,
  onFallback: () => void = () => {},
): Limiter {
  async function guarded<T>(run: (limiter: Limiter) => Promise<T>): Promise<T> {
    try {
      return await run(primary)
    } catch (error) {
      logger.warn({ err: error }, 'rate limit store failed: counting in the database')
      onFallback()
      return run(fallback)
    }
  }
  return {
    consume: (rule, key) => guarded((limiter) => limiter.consume(rule, key)),
    reward: (rule, key, points) => guarded((limiter) => limiter.reward(rule, key, points)),
    reset: (rule, key) => guarded((limiter) => limiter.reset(rule, key)),
    async close() {
      await Promise.all([primary.close(), fallback.close()])
    },
  }
}

/** Counters of ended windows mean nothing: they are deleted once an hour while the limiter lives. */
function withHourlySweep(limiter: Limiter, input: { db: Db; logger: Logger; now: () => Date }): Limiter {
  const timer = setInterval(() => {
    sweepExpiredRateLimits(input.db, input.now()).catch((error: unknown) =>
      input.logger.warn({ err: error }, 'rate limit sweep failed'),
    )
  }, 3_600_000)
  timer.unref()
  return {
    ...limiter,
    async close() {
      clearInterval(timer)
      await limiter.close()
    },
  }
}
