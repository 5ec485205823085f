import { isStaff } from './staff.ts'
import type { LoadedSession } from './use-cases.ts'

/** Who may print production sheets and see the workshop's orders: staff and admins (isStaff). */
export function canSeeProduction(viewer: LoadedSession | null): boolean {
  return isStaff(viewer)
}
