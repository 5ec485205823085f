import { and, count, eq, gt, isNull, lt } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { botChallenges, feedback, feedbackFiles } from '../schema/index.ts'

export type NewFeedback = typeof feedback.$inferInsert
export type NewFeedbackFile = typeof feedbackFiles.$inferInsert

export async function insertBotChallenge(db: Db, values: typeof botChallenges.$inferInsert) {
  await db.insert(botChallenges).values(values)
}

export async function findBotChallenge(db: Db, id: string) {
  const rows = await db.select().from(botChallenges).where(eq(botChallenges.id, id)).limit(1)
  return rows[0] ?? null
}

/**
 * Spends a challenge for this session: false when it belongs to another session, is spent or
 * has expired. One UPDATE, so two requests racing with the same answer cannot both win.
 */
export async function spendBotChallenge(db: Db, id: string, sessionId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(botChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(botChallenges.id, id),
        eq(botChallenges.sessionId, sessionId),
        isNull(botChallenges.usedAt),
        gt(botChallenges.expiresAt, now),
      ),
    )
    .returning({ id: botChallenges.id })
  return rows.length === 1
}

/** Challenges of a session that could still be answered (a flood guard counts them). */
export async function countOpenBotChallenges(db: Db, sessionId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ open: count() })
    .from(botChallenges)
    .where(
      and(
        eq(botChallenges.sessionId, sessionId),
        isNull(botChallenges.usedAt),
        gt(botChallenges.expiresAt, now),
      ),
    )
  return row?.open ?? 0
}

export async function deleteExpiredBotChallenges(db: Db, before: Date) {
  await db.delete(botChallenges).where(lt(botChallenges.expiresAt, before))
}

/** The feedback row and its file rows in one transaction. */
export async function insertFeedback(
  db: Db,
  values: NewFeedback,
  files: Omit<NewFeedbackFile, 'feedbackId'>[],
) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(feedback).values(values).returning({ id: feedback.id })
    if (!row) throw new Error('feedback insert returned no row')
    if (files.length > 0)
      await tx.insert(feedbackFiles).values(files.map((file) => ({ ...file, feedbackId: row.id })))
    return row.id
  })
}

/** One attachment with the owner facts needed for the access check. */
export async function findFeedbackFile(db: Db, fileId: string) {
  const rows = await db
    .select({
      file: feedbackFiles,
      sessionId: feedback.sessionId,
      customerId: feedback.customerId,
    })
    .from(feedbackFiles)
    .innerJoin(feedback, eq(feedback.id, feedbackFiles.feedbackId))
    .where(eq(feedbackFiles.id, fileId))
    .limit(1)
  return rows[0] ?? null
}

export async function findFeedback(db: Db, id: number) {
  const rows = await db.select().from(feedback).where(eq(feedback.id, id)).limit(1)
  const files = await db.select().from(feedbackFiles).where(eq(feedbackFiles.feedbackId, id))
  return rows[0] ? { ...rows[0], files } : null
}
