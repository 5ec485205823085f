import type { LoadedSession } from './use-cases.ts'

/**
 * Staff: an admin who logged in as admin in this session. The role alone is not enough: an admin
 * account's session that was carried over from before its login has no admin flag.
 */
export function isStaff(viewer: LoadedSession | null): boolean {
  return Boolean(viewer?.customer && viewer.customer.role === 'admin' && viewer.session.adminLogin)
}
