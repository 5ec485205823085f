import { isStaff } from './staff.ts'
import type { LoadedSession } from './use-cases.ts'

/**
 * Who may print production sheets and see the workshop's orders. Today: staff as isStaff defines
 * it (an admin logged in as admin). The back office's roles (issue 18: admin and staff) replace
 * this one rule, and every sheet route follows.
 */
export function canSeeProduction(viewer: LoadedSession | null): boolean {
  return isStaff(viewer)
}
