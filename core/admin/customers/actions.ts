import type { z } from 'zod'
import { isLocale } from '#config/locales.ts'
import { lockCustomerBlock, setCustomerBlock } from '#db/queries/admin-customers.ts'
import { findCustomerById } from '#db/queries/customers.ts'
import type { Actor } from '../../access/actor.ts'
import { type Forbidden, forbidden, may } from '../../access/permissions.ts'
import { eraseAccount, exportCustomerData } from '../../accounts/data-rights.ts'
import { sendResetLink } from '../../accounts/recovery.ts'
import type { Deps } from '../../deps.ts'
import { limits } from '../../limits/rules.ts'
import { recordAudit } from '../audit.ts'
import type { BlockCustomerSchema, EraseCustomerSchema } from './schemas.ts'

/**
 * What an admin does to a customer's account. Each write leaves an audit
 * entry in its own transaction; an entry never holds a password hash, a token or, after an
 * erasure, the erased person's data.
 */
export type CustomerRefusal = 'NOT_FOUND' | 'BACK_OFFICE_ACCOUNT' | 'ACCOUNT_BLOCKED' | 'CONFIRM_MISMATCH'
type Done<T = object> = ({ ok: true } & T) | { ok: false; code: CustomerRefusal | 'RATE_LIMITED' } | Forbidden

/**
 * Block: every session of the account ends at once and the login answers ACCOUNT_BLOCKED. A
 * back-office account is not blocked here (its role is revoked first, in /api/admin/staff.php).
 */
export async function blockCustomer(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: Actor,
  input: z.infer<typeof BlockCustomerSchema>,
): Promise<Done<{ blockedAt: string }>> {
  if (!may(actor, 'customers.manage')) return forbidden
  return deps.db.transaction(async (tx) => {
    const row = await lockCustomerBlock(tx, input.customerId)
    if (!row || row.disabledAt) return { ok: false, code: 'NOT_FOUND' }
    if (row.role !== 'customer') return { ok: false, code: 'BACK_OFFICE_ACCOUNT' }
    const at = row.blockedAt ?? deps.now()
    await setCustomerBlock(tx, row.id, { at, reason: input.reason })
    await recordAudit(tx, actor, {
      action: 'customer.block',
      entityType: 'customer',
      entityId: row.id,
      before: { blockedAt: row.blockedAt?.toISOString() ?? null, blockReason: row.blockReason },
      after: { blockedAt: at.toISOString(), blockReason: input.reason },
    })
    return { ok: true, blockedAt: at.toISOString() }
  })
}

/** Unblock: the customer can log in again (the ended sessions stay ended). */
export async function unblockCustomer(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  customerId: number,
): Promise<Done> {
  if (!may(actor, 'customers.manage')) return forbidden
  return deps.db.transaction(async (tx) => {
    const row = await lockCustomerBlock(tx, customerId)
    if (!row || row.disabledAt) return { ok: false, code: 'NOT_FOUND' }
    if (!row.blockedAt) return { ok: true }
    await setCustomerBlock(tx, row.id, null)
    await recordAudit(tx, actor, {
      action: 'customer.unblock',
      entityType: 'customer',
      entityId: row.id,
      before: { blockedAt: row.blockedAt.toISOString(), blockReason: row.blockReason },
      after: { blockedAt: null, blockReason: null },
    })
    return { ok: true }
  })
}

/**
 * The self-service reset mail (core/accounts/recovery.ts), sent on the customer's request: in the
 * customer's language, the link on the configured origin. Counted against the account's reset
 * limit, so the back office cannot flood an inbox either.
 */
export async function sendCustomerResetLink(
  deps: Deps,
  actor: Actor,
  customerId: number,
  origin: string,
): Promise<Done> {
  if (!may(actor, 'customers.manage')) return forbidden
  const account = await findCustomerById(deps.db, customerId)
  if (!account || account.disabledAt) return { ok: false, code: 'NOT_FOUND' }
  if (account.blockedAt) return { ok: false, code: 'ACCOUNT_BLOCKED' }
  const allowed = await deps.limiter.consume(limits.resetAccount, account.email)
  if (!allowed.allowed) return { ok: false, code: 'RATE_LIMITED' }
  if (!(await sendResetLink(deps, account.email, { origin }))) return { ok: false, code: 'NOT_FOUND' }
  await deps.db.transaction((tx) =>
    recordAudit(tx, actor, {
      action: 'customer.resetLink',
      entityType: 'customer',
      entityId: account.id,
      before: null,
      after: { sentTo: account.email, lang: account.lang },
    }),
  )
  return { ok: true }
}

/** GDPR export on request: the self-service document; the access itself is audited. */
export async function exportCustomerOnRequest(deps: Deps, actor: Actor, customerId: number) {
  if (!may(actor, 'customers.manage')) return forbidden
  const account = await findCustomerById(deps.db, customerId)
  if (!account || account.disabledAt) return null
  const data = await exportCustomerData(deps, customerId, isLocale(account.lang) ? account.lang : 'de')
  if (!data) return null
  await deps.db.transaction((tx) =>
    recordAudit(tx, actor, {
      action: 'customer.export',
      entityType: 'customer',
      entityId: customerId,
      before: null,
      after: { exportedAt: data.exportedAt },
    }),
  )
  return data
}

/**
 * Deletion on request, by the self-service rules (data-rights.ts): gone, or anonymised while
 * orders must be kept. The admin confirms by typing the account's email. The audit entry keeps
 * the id and the outcome only: the erased person's data do not live on in the log.
 */
export async function eraseCustomerOnRequest(
  deps: Deps,
  actor: Actor,
  input: z.infer<typeof EraseCustomerSchema>,
): Promise<Done<{ anonymised: boolean }>> {
  if (!may(actor, 'customers.manage')) return forbidden
  const account = await findCustomerById(deps.db, input.customerId)
  if (!account || account.disabledAt) return { ok: false, code: 'NOT_FOUND' }
  if (account.role !== 'customer') return { ok: false, code: 'BACK_OFFICE_ACCOUNT' }
  if (input.confirmEmail !== account.email) return { ok: false, code: 'CONFIRM_MISMATCH' }
  const { anonymised } = await eraseAccount(deps, account, (tx, keep) =>
    recordAudit(tx, actor, {
      action: 'customer.erase',
      entityType: 'customer',
      entityId: account.id,
      before: { account: 'existing' },
      after: { account: keep ? 'anonymised (orders kept by law)' : 'deleted' },
    }),
  )
  return { ok: true, anonymised }
}
