import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { fitFeedback, measureProfiles, type StoredFitChange } from '../schema/index.ts'

export type StoredFitFeedback = typeof fitFeedback.$inferSelect

/** Records the ratings of (order, profile); a second rating replaces the first while it is only proposed. */
export async function upsertProposedFitFeedback(
  db: Db,
  values: {
    orderId: number
    customerId: number
    measureId: number
    ratings: Record<string, number>
    changes: StoredFitChange[]
    now: Date
  },
): Promise<StoredFitFeedback | null> {
  const rows = await db
    .insert(fitFeedback)
    .values({ ...values, createdAt: values.now })
    .onConflictDoUpdate({
      target: [fitFeedback.orderId, fitFeedback.measureId],
      set: { ratings: values.ratings, changes: values.changes, createdAt: values.now },
      setWhere: eq(fitFeedback.status, 'proposed'),
    })
    .returning()
  // No row: the feedback for this order and profile was applied already.
  return rows[0] ?? null
}

/** Every fit rating of a customer (the data export). */
export async function listCustomerFitFeedback(db: Db, customerId: number) {
  return db
    .select()
    .from(fitFeedback)
    .where(eq(fitFeedback.customerId, customerId))
    .orderBy(asc(fitFeedback.id))
}

export async function listOrderFitFeedback(db: Db, orderId: number, customerId: number) {
  return db
    .select()
    .from(fitFeedback)
    .where(and(eq(fitFeedback.orderId, orderId), eq(fitFeedback.customerId, customerId)))
    .orderBy(asc(fitFeedback.id))
}

/** Claims a proposed feedback for applying; null when it is unknown, another's or applied already. */
export async function claimFitFeedback(db: Db, feedbackId: number, customerId: number, now: Date) {
  const rows = await db
    .update(fitFeedback)
    .set({ status: 'applied', decidedAt: now })
    .where(
      and(
        eq(fitFeedback.id, feedbackId),
        eq(fitFeedback.customerId, customerId),
        eq(fitFeedback.status, 'proposed'),
      ),
    )
    .returning()
  return rows[0] ?? null
}

export async function findFitFeedback(db: Db, feedbackId: number, customerId: number) {
  const rows = await db
    .select()
    .from(fitFeedback)
    .where(and(eq(fitFeedback.id, feedbackId), eq(fitFeedback.customerId, customerId)))
    .limit(1)
  return rows[0] ?? null
}

export async function setAppliedMeasure(db: Db, feedbackId: number, measureId: number) {
  await db.update(fitFeedback).set({ appliedMeasureId: measureId }).where(eq(fitFeedback.id, feedbackId))
}

/** The version that replaced `measureId`, if any (versions link back through previous_id). */
export async function findNextVersionId(db: Db, measureId: number): Promise<number | null> {
  const rows = await db
    .select({ id: measureProfiles.id })
    .from(measureProfiles)
    .where(eq(measureProfiles.previousId, measureId))
    .limit(1)
  return rows[0]?.id ?? null
}
