import type { Db } from '#db/client.ts'
import { insertAuditEntry, listAuditEntries } from '#db/queries/audit.ts'
import type { Actor, SignedInActor } from '../access/actor.ts'
import { forbidden, may } from '../access/permissions.ts'
import type { Deps } from '../deps.ts'

/** Who did an audited write: a staff member, or the shop itself (no account, a `system:` name). */
export type AuditActor = SignedInActor | { id: null; email: string }

/**
 * The shop acting on its own: a payment provider's webhook, the checkout, a refund, the demo seed,
 * or the operator's command line (`npm run admin:create`).
 */
export function systemActor(
  name: 'payment-provider' | 'checkout' | 'refund' | 'demo-seed' | 'command-line',
): AuditActor {
  return { id: null, email: `system:${name}` }
}

export type AuditRecord = {
  action: string
  entityType: string
  entityId: string | number
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
}

/** Writes the entry on the handle of the caller's transaction (never on its own connection). */
export async function recordAudit(tx: Db, actor: AuditActor, record: AuditRecord) {
  await insertAuditEntry(tx, {
    actorId: actor.id,
    actorEmail: actor.email,
    action: record.action,
    entityType: record.entityType,
    entityId: String(record.entityId),
    before: record.before,
    after: record.after,
  })
}

export const auditPageSize = 50

/** One page of the audit log for the admin, newest first. */
export async function auditPage(deps: Pick<Deps, 'db'>, actor: Actor, page: number) {
  if (!may(actor, 'audit.read')) return forbidden
  const { rows, total } = await listAuditEntries(deps.db, {
    limit: auditPageSize,
    offset: (page - 1) * auditPageSize,
  })
  return {
    entries: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    page,
    pages: Math.max(1, Math.ceil(total / auditPageSize)),
  }
}
