import { and, eq, lt, sql } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { rateLimits } from '../schema/index.ts'

/**
 * Counts `points` for (scope, key) and answers the new count and the end of its window, in one
 * statement: the row lock of ON CONFLICT DO UPDATE orders parallel attempts, on PGlite and on
 * PostgreSQL, across processes. A window that has ended starts over with these points.
 */
export async function addRateLimitPoints(
  db: Db,
  input: { scope: string; key: string; points: number; now: Date; expiresAt: Date },
) {
  const ended = sql`${rateLimits.expiresAt} <= ${input.now.toISOString()}::timestamptz`
  const rows = await db
    .insert(rateLimits)
    .values({ scope: input.scope, key: input.key, points: input.points, expiresAt: input.expiresAt })
    .onConflictDoUpdate({
      target: [rateLimits.scope, rateLimits.key],
      set: {
        points: sql`case when ${ended} then excluded.points else ${rateLimits.points} + excluded.points end`,
        expiresAt: sql`case when ${ended} then excluded.expires_at else ${rateLimits.expiresAt} end`,
      },
    })
    .returning({ points: rateLimits.points, expiresAt: rateLimits.expiresAt })
  const row = rows[0]
  if (!row) throw new Error('rate limit upsert returned no row')
  return row
}

/** Gives points back (never below zero); nothing to do when the key has no count. */
export async function subtractRateLimitPoints(db: Db, scope: string, key: string, points: number) {
  await db
    .update(rateLimits)
    .set({ points: sql`greatest(0, ${rateLimits.points} - ${points})` })
    .where(and(eq(rateLimits.scope, scope), eq(rateLimits.key, key)))
}

export async function deleteRateLimit(db: Db, scope: string, key: string) {
  await db.delete(rateLimits).where(and(eq(rateLimits.scope, scope), eq(rateLimits.key, key)))
}

/** Housekeeping: counters whose window has ended mean nothing any more. */
export async function deleteExpiredRateLimits(db: Db, now: Date) {
  await db.delete(rateLimits).where(lt(rateLimits.expiresAt, now))
}
