import { Hono } from 'hono'
import { changeRole, RoleChangeSchema } from '#core/admin/staff-roles.ts'
import { readJson } from '../http/body.ts'
import { fail, ok } from '../http/envelope.ts'
import type { AppEnv } from '../http/types.ts'
import { backOfficeActor, permitted, refuseArea } from './admin-guard.ts'

/** /api/admin/staff.php (admin only): grant or revoke the staff and admin roles by email. */
export const adminStaffApi = new Hono<AppEnv>().post('/admin/staff.php', async (c) => {
  const actor = backOfficeActor(c)
  if (!actor) return refuseArea(c)
  const input = await readJson(c, RoleChangeSchema)
  const changed = permitted(await changeRole(c.get('deps'), actor, input))
  if (changed.ok) return ok(c, { email: input.email, role: changed.role })
  if (changed.code === 'NOT_FOUND')
    return fail(c, 'NOT_FOUND', 'email: no such account', { reason: 'NOT_FOUND' })
  return fail(c, 'CONFLICT', 'email: an admin cannot change their own role', { reason: 'OWN_ROLE' })
})
