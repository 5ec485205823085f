import type { Actor } from '../../access/actor.ts'
import { type Forbidden, forbidden, may } from '../../access/permissions.ts'
import { invalidateCatalog, publishCatalogChange } from '../../catalog/catalog-cache.ts'
import type { Deps } from '../../deps.ts'
import { type AuditRecord, recordAudit } from '../audit.ts'

export type CatalogRefusal = 'NOT_FOUND' | 'PART_IS_DEFAULT' | 'PACKAGE_NOT_CHEAPER'
export type CatalogWrite<T> = { ok: true; value: T } | { ok: false; code: CatalogRefusal } | Forbidden

type Tx = Parameters<Parameters<Deps['db']['transaction']>[0]>[0]

/**
 * One back-office catalog write: the change, its audit entry (before and after) and the catalog
 * version bump with its NOTIFY, in one transaction; the designer, /stoffe, /shop, the prices and
 * open carts follow without a restart. `change` answers the audit record, or a refusal. Only
 * the admin changes the catalog.
 */
export async function catalogWrite<T>(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  change: (tx: Tx) => Promise<{ audit: AuditRecord; value: T } | { refused: CatalogRefusal }>,
): Promise<CatalogWrite<T>> {
  if (!may(actor, 'catalog.manage')) return forbidden
  const result = await deps.db.transaction(async (tx) => {
    const done = await change(tx)
    if ('refused' in done) return { ok: false as const, code: done.refused }
    await recordAudit(tx, actor, done.audit)
    await publishCatalogChange(tx)
    return { ok: true as const, value: done.value }
  })
  // The bump inside the transaction notifies every instance at commit; this process's own
  // snapshot (cached per handle, not per transaction) goes now that the change is visible.
  if (result.ok) invalidateCatalog(deps.db)
  return result
}
