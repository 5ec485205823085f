import type { Db } from '#db/client.ts'
import {
  addRateLimitPoints,
  deleteExpiredRateLimits,
  deleteRateLimit,
  subtractRateLimitPoints,
} from '#db/queries/rate-limits.ts'
import { decide, type Limiter } from './limiter.ts'

/**
 * The limiter on the shop's own database (PGlite or PostgreSQL): correct across instances that
 * share one PostgreSQL, because each attempt is one atomic upsert. `now` is the shop's clock.
 */
export function createDatabaseLimiter(db: Db, now: () => Date): Limiter {
  return {
    async consume(rule, key) {
      const at = now()
      const row = await addRateLimitPoints(db, {
        scope: rule.scope,
        key,
        points: 1,
        now: at,
        expiresAt: new Date(at.getTime() + rule.windowMs),
      })
      return decide(rule, row.points, row.expiresAt, at)
    },
    async reward(rule, key, points = 1) {
      await subtractRateLimitPoints(db, rule.scope, key, points)
    },
    async reset(rule, key) {
      await deleteRateLimit(db, rule.scope, key)
    },
    async close() {},
  }
}

/** Counters of ended windows mean nothing; a long-running limiter deletes them now and then. */
export function sweepExpiredRateLimits(db: Db, now: Date): Promise<void> {
  return deleteExpiredRateLimits(db, now)
}
