import { mayUse } from '#core/admin/permissions.ts'
import { backOfficeRole } from '#core/sessions/staff.ts'
import { fail } from '../http/envelope.ts'
import type { AppContext } from '../http/types.ts'

/**
 * Who writes through /api/admin/*.php: a staff member or admin logged in as such, else null.
 * Every endpoint starts here; what the role may do is core/admin/permissions.ts.
 */
export function backOfficeActor(c: AppContext) {
  const session = c.get('session')
  const role = backOfficeRole(session)
  const customer = session?.customer
  if (!role || !customer || !mayUse(role, 'overview')) return null
  return { id: customer.id, email: customer.email, role }
}

/** 403 in the API.md envelope; `reason` tells a guest/customer (BACK_OFFICE_ONLY) from a role without the right. */
export function refuseArea(c: AppContext, reason: 'BACK_OFFICE_ONLY' | 'NOT_PERMITTED' = 'BACK_OFFICE_ONLY') {
  return fail(c, 'FORBIDDEN', reason === 'NOT_PERMITTED' ? 'Not for your role' : 'Only for the back office', {
    reason,
  })
}
