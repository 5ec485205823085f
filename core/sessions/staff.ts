import type { LoadedSession } from './use-cases.ts'

const backOfficeRoles = ['staff', 'admin'] as const

/** Staff and admins: they log in to the back office, whatever page they logged in on. */
export function isBackOfficeRole(role: string | null | undefined): role is (typeof backOfficeRoles)[number] {
  return (backOfficeRoles as readonly string[]).includes(role ?? '')
}

/**
 * Staff: an account with a back-office role (staff or admin) that logged in as such in this
 * session. The role alone is not enough: a session carried over from before the login (or from
 * before the role was granted) has no admin flag.
 */
export function isStaff(viewer: LoadedSession | null): boolean {
  return Boolean(viewer?.customer && isBackOfficeRole(viewer.customer.role) && viewer.session.adminLogin)
}

/** The back-office role of the viewer, null for customers, guests and sessions without the flag. */
export function backOfficeRole(viewer: LoadedSession | null) {
  return viewer?.customer && isStaff(viewer) && isBackOfficeRole(viewer.customer.role)
    ? viewer.customer.role
    : null
}
