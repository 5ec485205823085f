import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { accountTokens } from '../schema/index.ts'

export type AccountTokenPurpose = (typeof accountTokens.$inferSelect)['purpose']
export type AccountTokenRow = typeof accountTokens.$inferSelect

export async function insertAccountToken(db: Db, values: typeof accountTokens.$inferInsert) {
  await db.insert(accountTokens).values(values)
}

export async function findAccountToken(db: Db, purpose: AccountTokenPurpose, tokenHash: string) {
  const rows = await db
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, purpose)))
    .limit(1)
  return rows[0] ?? null
}

/** Marks the token used unless it already was; false means someone else used it first. */
export async function useAccountToken(db: Db, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(accountTokens)
    .set({ usedAt: at })
    .where(and(eq(accountTokens.id, id), isNull(accountTokens.usedAt)))
    .returning({ id: accountTokens.id })
  return rows.length === 1
}

/** A new link makes the older ones of the same purpose worthless. */
export async function retireAccountTokens(
  db: Db,
  customerId: number,
  purpose: AccountTokenPurpose,
  at: Date,
) {
  await db
    .update(accountTokens)
    .set({ usedAt: at })
    .where(
      and(
        eq(accountTokens.customerId, customerId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    )
}

export async function latestAccountToken(db: Db, customerId: number, purpose: AccountTokenPurpose) {
  const rows = await db
    .select({ createdAt: accountTokens.createdAt })
    .from(accountTokens)
    .where(and(eq(accountTokens.customerId, customerId), eq(accountTokens.purpose, purpose)))
    .orderBy(accountTokens.createdAt)
  return rows.at(-1) ?? null
}

/**
 * The login a confirmation link grants, once, to the session that registered: true for the one
 * request that takes it (the row forgets the session), false for any other session or a second try.
 */
export async function takeConfirmLogin(db: Db, id: number, sessionId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(accountTokens)
    .set({ sessionId: null, usedAt: sql`coalesce(${accountTokens.usedAt}, ${now})` })
    .where(
      and(eq(accountTokens.id, id), eq(accountTokens.sessionId, sessionId), gt(accountTokens.expiresAt, now)),
    )
    .returning({ id: accountTokens.id })
  return rows.length === 1
}
