import { count, desc } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { auditLog } from '../schema/index.ts'

export type AuditEntry = typeof auditLog.$inferInsert

/** Call inside the transaction of the write it records. */
export async function insertAuditEntry(db: Db, entry: AuditEntry) {
  await db.insert(auditLog).values(entry)
}

/** One page of the log, newest first, and how many entries there are in all. */
export async function listAuditEntries(db: Db, page: { limit: number; offset: number }) {
  const rows = await db
    .select({
      id: auditLog.id,
      actorEmail: auditLog.actorEmail,
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .orderBy(desc(auditLog.id))
    .limit(page.limit)
    .offset(page.offset)
  const [total] = await db.select({ value: count() }).from(auditLog)
  return { rows, total: total?.value ?? 0 }
}
