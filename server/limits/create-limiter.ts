import { Redis } from 'ioredis'
import type { Logger } from 'pino'
import type { Env } from '#config/env.server.ts'
import { createDatabaseLimiter } from '#core/limits/database-limiter.ts'
import type { Limiter } from '#core/limits/limiter.ts'
import type { Db } from '#db/client.ts'
import { createRedisLimiter } from './redis-limiter.ts'

/**
 * The shop's limiter: Redis when REDIS_URL is set (several instances, one shared count), the
 * database otherwise (also correct across instances on one PostgreSQL).
 */
export function createLimiter(input: { env: Env; db: Db; logger: Logger; now: () => Date }): Limiter {
  if (!input.env.REDIS_URL) return createDatabaseLimiter(input.db, input.now)
  const client = new Redis(input.env.REDIS_URL, { maxRetriesPerRequest: 2 })
  client.on('error', (error) => input.logger.warn({ err: error }, 'redis (rate limits) error'))
  return createRedisLimiter(client)
}
