import type { Redis } from 'ioredis'
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'
import type { Limiter, LimitRule } from '#core/limits/limiter.ts'

/**
 * The limiter on Redis (REDIS_URL): rate-limiter-flexible counts with one Lua script per attempt
 * (INCRBY plus the window's expiry), so every instance sharing the Redis sees one count. Keys are
 * `<prefix>:<scope>:<key>`; each rule gets its own RateLimiterRedis, made on first use.
 */
export function createRedisLimiter(client: Redis, prefix = 'nf-limit'): Limiter {
  const byScope = new Map<string, RateLimiterRedis>()
  const limiterFor = (rule: LimitRule) => {
    let limiter = byScope.get(rule.scope)
    if (!limiter) {
      limiter = new RateLimiterRedis({
        storeClient: client,
        keyPrefix: `${prefix}:${rule.scope}`,
        points: rule.points,
        duration: Math.ceil(rule.windowMs / 1000),
      })
      byScope.set(rule.scope, limiter)
    }
    return limiter
  }
  return {
    async consume(rule, key) {
      try {
        const res = await limiterFor(rule).consume(key, 1)
        return {
          allowed: true,
          remaining: res.remainingPoints,
          consumed: res.consumedPoints,
          retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
        }
      } catch (error) {
        // A refusal arrives as a rejected RateLimiterRes; anything else is a Redis failure.
        if (!(error instanceof RateLimiterRes)) throw error
        return {
          allowed: false,
          remaining: 0,
          consumed: error.consumedPoints,
          retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)),
        }
      }
    },
    async reward(rule, key, points = 1) {
      const limiter = limiterFor(rule)
      const current = await limiter.get(key)
      // Never below zero, like the database store.
      const back = Math.min(points, current?.consumedPoints ?? 0)
      if (back > 0) await limiter.reward(key, back)
    },
    async reset(rule, key) {
      await limiterFor(rule).delete(key)
    },
    async close() {
      // quit() waits for answers a client that never connected would never get.
      if (client.status === 'ready') await client.quit()
      else client.disconnect()
    },
  }
}
