import { findCustomerByEmail } from '#db/queries/customers.ts'
import { demoAdmin } from '#db/seed/seed.ts'
import { verifyPassword } from '../accounts/passwords.ts'
import type { Deps } from '../deps.ts'

/**
 * Whether the demo admin's published password still opens the back office: the account exists
 * with a back-office role, can log in (not deleted, blocked or unconfirmed), and its password is
 * the README's. A database that was a demo once keeps it until someone changes that.
 */
export async function demoAdminStillOpens(deps: Pick<Deps, 'db'>): Promise<boolean> {
  const account = await findCustomerByEmail(deps.db, demoAdmin.email)
  if (!account || account.role === 'customer') return false
  if (account.disabledAt || account.blockedAt || account.pendingSince) return false
  return verifyPassword(account.passwordHash, demoAdmin.password)
}

/** What the operator reads when a start finds the demo admin still open. */
export const demoAdminAdvice =
  `the demo admin ${demoAdmin.email} still logs in with the password published in the README: ` +
  'this database was a demo (its demo customer, designs, orders and vouchers are in it too). ' +
  'Start the shop on an empty database (a new DATA_DIR or DATABASE_URL) and create your admin ' +
  'with npm run admin:create -- --email you@your-shop.example. To keep this database, start it ' +
  'once without NODE_ENV=production and FORCE_HTTPS, log in with an admin of your own ' +
  `(npm run admin:create) and take the role of ${demoAdmin.email} away in /admin/staff`
