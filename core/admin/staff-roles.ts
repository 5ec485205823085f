import { z } from 'zod'
import { listBackOfficeAccounts, lockCustomerRole, setCustomerRole } from '#db/queries/admin-orders.ts'
import type { Actor } from '../access/actor.ts'
import { forbidden, may } from '../access/permissions.ts'
import type { Deps } from '../deps.ts'
import { recordAudit } from './audit.ts'

export const RoleChangeSchema = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  role: z.enum(['customer', 'staff', 'admin']),
})

/**
 * The admin grants or revokes a back-office role (by the account's email). A grant takes effect at
 * the account's next login (the session's admin flag is set there); a revocation at once, since
 * every request checks the role. An admin cannot take away their own role (the shop would be left
 * without one by accident).
 */
export async function changeRole(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  input: z.infer<typeof RoleChangeSchema>,
) {
  if (!may(actor, 'staff.manage')) return forbidden
  return deps.db.transaction(async (tx) => {
    const account = await lockCustomerRole(tx, input.email)
    if (!account) return { ok: false as const, code: 'NOT_FOUND' as const }
    if (account.id === actor.id) return { ok: false as const, code: 'OWN_ROLE' as const }
    if (account.role === input.role) return { ok: true as const, role: input.role }
    await setCustomerRole(tx, account.id, input.role)
    await recordAudit(tx, actor, {
      action: 'customer.role',
      entityType: 'customer',
      entityId: account.id,
      before: { role: account.role },
      after: { role: input.role },
    })
    return { ok: true as const, role: input.role }
  })
}

/** Who works in the back office today, for the admin's staff page. */
export async function backOfficeAccounts(deps: Pick<Deps, 'db'>, actor: Actor) {
  if (!may(actor, 'staff.manage')) return forbidden
  return listBackOfficeAccounts(deps.db)
}
