import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEnv } from '../../config/env.server.ts'
import { createDatabaseLimiter } from '../../core/limits/database-limiter.ts'
import type { Limiter, LimitRule } from '../../core/limits/limiter.ts'
import { type Database, openDatabase } from '../../db/client.ts'
import { createLimiter } from '../../server/limits/create-limiter.ts'
import { createRedisLimiter } from '../../server/limits/redis-limiter.ts'
import { useTestDatabase } from '../support/test-db.ts'

/**
 * Both stores of the limiter against the same expectations: an atomic count under 40 parallel
 * attempts, Retry-After until the window's end, reward and reset. The database store runs on
 * PGlite, or on PostgreSQL with DATABASE_URL (then also from two connection pools, as two
 * instances would); the Redis store on the local Redis (127.0.0.1:6379), under a key prefix of
 * its own for each run.
 */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
let database: Database
let clock = new Date('2026-11-26T10:00:00Z')
const rule = (points: number, windowMs = 60_000): LimitRule => ({
  scope: `test-${randomUUID()}`,
  points,
  windowMs,
})

beforeAll(async () => {
  database = await useTestDatabase()
})

/** The expectations every store meets; `wait` lets `ms` (or a little more) pass. */
function storeContract(name: string, make: () => Limiter, wait: (ms: number) => Promise<void>) {
  describe(name, () => {
    let limiter: Limiter
    beforeAll(() => {
      limiter = make()
    })
    afterAll(() => limiter.close())

    it('allows exactly the limit of 40 parallel attempts, then answers the wait', async () => {
      const limit = rule(7)
      const decisions = await Promise.all(Array.from({ length: 40 }, () => limiter.consume(limit, 'k')))
      expect(decisions.filter((decision) => decision.allowed)).toHaveLength(7)
      const refused = decisions.find((decision) => !decision.allowed)
      expect(refused?.remaining).toBe(0)
      expect(refused?.retryAfterSeconds).toBeGreaterThan(50)
      expect(refused?.retryAfterSeconds).toBeLessThanOrEqual(60)
      // Each attempt saw its own count: exactly one crossed the limit (the login lock mail's trigger).
      const counts = decisions.map((decision) => decision.consumed).sort((a, b) => a - b)
      expect(counts).toEqual(Array.from({ length: 40 }, (_, index) => index + 1))
    })

    it('counts keys and scopes apart, and tells the attempts left', async () => {
      const limit = rule(3)
      expect(await limiter.consume(limit, 'a')).toMatchObject({ allowed: true, remaining: 2 })
      expect(await limiter.consume(limit, 'a')).toMatchObject({ allowed: true, remaining: 1 })
      expect(await limiter.consume(limit, 'b')).toMatchObject({ allowed: true, remaining: 2 })
      expect(await limiter.consume(rule(3), 'a')).toMatchObject({ allowed: true, remaining: 2 })
    })

    it('gives attempts back on reward (never below zero) and forgets a key on reset', async () => {
      const limit = rule(2)
      await limiter.reward(limit, 'k')
      await limiter.consume(limit, 'k')
      await limiter.consume(limit, 'k')
      expect((await limiter.consume(limit, 'k')).allowed).toBe(false)
      await limiter.reward(limit, 'k', 2)
      expect((await limiter.consume(limit, 'k')).allowed).toBe(true)
      expect((await limiter.consume(limit, 'k')).allowed).toBe(false)
      await limiter.reset(limit, 'k')
      expect(await limiter.consume(limit, 'k')).toMatchObject({ allowed: true, remaining: 1 })
    })

    it('starts over when the window has ended; refused attempts do not move its end', async () => {
      const limit = rule(1, 1000)
      expect((await limiter.consume(limit, 'k')).allowed).toBe(true)
      await wait(600)
      expect((await limiter.consume(limit, 'k')).allowed).toBe(false)
      expect((await limiter.consume(limit, 'k')).allowed).toBe(false)
      // 1.2 s after the first attempt, 0.6 s after the refused ones: a new window.
      await wait(600)
      expect((await limiter.consume(limit, 'k')).allowed).toBe(true)
    })
  })
}

storeContract(
  'database store',
  () => createDatabaseLimiter(database.db, () => clock),
  async (ms) => {
    clock = new Date(clock.getTime() + ms)
  },
)

storeContract(
  'Redis store (rate-limiter-flexible)',
  () => createRedisLimiter(new Redis(redisUrl), `nf-test-${randomUUID()}`),
  (ms) => new Promise((resolve) => setTimeout(resolve, ms + 50)),
)

describe.runIf(process.env.DATABASE_URL)('database store on PostgreSQL, two instances', () => {
  it('shares one count between two connection pools', async () => {
    const second = await openDatabase({ url: process.env.DATABASE_URL, migrate: false })
    try {
      const now = () => new Date()
      const one = createDatabaseLimiter(database.db, now)
      const two = createDatabaseLimiter(second.db, now)
      const limit = rule(10)
      const decisions = await Promise.all(
        Array.from({ length: 60 }, (_, index) => (index % 2 ? one : two).consume(limit, 'shared')),
      )
      expect(decisions.filter((decision) => decision.allowed)).toHaveLength(10)
    } finally {
      await second.close()
    }
  })
})

describe('Redis out of reach', () => {
  it('counts in the database instead, atomically, and says so each time (nf_rate_limit_fallbacks_total)', async () => {
    const env = parseEnv({
      NODE_ENV: 'test',
      DATA_DIR: '/tmp/nf-test-unused',
      REDIS_URL: 'redis://127.0.0.1:1',
    })
    const limiter = createLimiter({
      env,
      db: database.db,
      logger: pino({ level: 'silent' }),
      now: () => clock,
      onFallback: () => fallbacks++,
    })
    let fallbacks = 0
    try {
      const limit = rule(3)
      const decisions = await Promise.all(Array.from({ length: 10 }, () => limiter.consume(limit, 'k')))
      expect(decisions.filter((decision) => decision.allowed)).toHaveLength(3)
      expect(fallbacks).toBe(10)
    } finally {
      await limiter.close()
    }
  })
})
