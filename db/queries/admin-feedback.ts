import { and, count, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { feedback, feedbackFiles } from '../schema/index.ts'

/** One page of feedback for the back office, newest first, with each one's attachment count. */
export async function listAdminFeedback(
  db: Db,
  filter: { status?: 'new' | 'done'; limit: number; offset: number },
) {
  const where =
    filter.status === 'new'
      ? isNull(feedback.doneAt)
      : filter.status === 'done'
        ? isNotNull(feedback.doneAt)
        : undefined
  const rows = await db
    .select()
    .from(feedback)
    .where(where)
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(filter.limit)
    .offset(filter.offset)
  const ids = rows.map((row) => row.id)
  const files = ids.length
    ? await db
        .select({ feedbackId: feedbackFiles.feedbackId, files: count() })
        .from(feedbackFiles)
        .where(inArray(feedbackFiles.feedbackId, ids))
        .groupBy(feedbackFiles.feedbackId)
    : []
  const [total] = await db.select({ value: count() }).from(feedback).where(where)
  return {
    rows: rows.map((row) => ({ ...row, files: files.find((f) => f.feedbackId === row.id)?.files ?? 0 })),
    total: total?.value ?? 0,
  }
}

export async function lockFeedback(tx: Db, id: number) {
  const rows = await tx.select().from(feedback).where(eq(feedback.id, id)).for('update')
  return rows[0] ?? null
}

export async function setFeedbackDone(tx: Db, id: number, done: { at: Date; by: number } | null) {
  await tx
    .update(feedback)
    .set({ doneAt: done?.at ?? null, doneBy: done?.by ?? null })
    .where(eq(feedback.id, id))
}

/** Feedback nobody has marked done yet (the overview's card). */
export async function countNewFeedback(db: Db) {
  const [row] = await db
    .select({ value: count() })
    .from(feedback)
    .where(and(isNull(feedback.doneAt)))
  return row?.value ?? 0
}
