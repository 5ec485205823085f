import { customerRecords, searchCustomers, subscriptionOfEmail } from '#db/queries/admin-customers.ts'
import { findCustomerById } from '#db/queries/customers.ts'
import { listConsentLog } from '#db/queries/newsletter.ts'
import type { Actor } from '../../access/actor.ts'
import { forbidden, may, type Permitted } from '../../access/permissions.ts'
import type { Deps } from '../../deps.ts'
import type { CustomerSearchInput } from './schemas.ts'

export const customerPageSize = 25

/** One page of accounts for /admin/customers: search by name or email, filter, sort. */
export async function adminCustomerList(deps: Pick<Deps, 'db'>, actor: Actor, input: CustomerSearchInput) {
  if (!may(actor, 'customers.manage')) return forbidden
  const { rows, total } = await searchCustomers(deps.db, {
    q: input.q,
    state: input.state,
    sort: input.sort,
    dir: input.dir,
    limit: customerPageSize,
    offset: (input.page - 1) * customerPageSize,
  })
  const pages = Math.max(1, Math.ceil(total / customerPageSize))
  return {
    customers: rows.map((row) => ({
      customerId: row.id,
      email: row.email,
      name: `${row.firstName} ${row.lastName}`.trim(),
      role: row.role,
      createdAt: row.createdAt.toISOString(),
      blocked: row.blockedAt !== null,
      confirmed: row.pendingSince === null,
      // A guest row (docs/decisions/024): the buyer of guest orders, no account to log in to.
      guest: row.guestSince !== null,
      orders: row.orders,
    })),
    total,
    page: Math.min(input.page, pages),
    pages,
  }
}

/**
 * The customer's page: the account (never its password hash), orders, designs, profile names,
 * tickets and the newsletter consent with its record. Null for an unknown or anonymised account.
 */
export async function adminCustomerDetail(deps: Pick<Deps, 'db'>, actor: Actor, id: number) {
  if (!may(actor, 'customers.manage')) return forbidden
  const account = await findCustomerById(deps.db, id)
  if (!account || account.disabledAt) return null
  const [records, subscription] = await Promise.all([
    customerRecords(deps.db, id),
    subscriptionOfEmail(deps.db, account.email),
  ])
  const consent = subscription ? await listConsentLog(deps.db, subscription.id) : []
  const iso = (date: Date) => date.toISOString()
  return {
    customerId: account.id,
    email: account.email,
    salutation: account.salutation,
    firstName: account.firstName,
    lastName: account.lastName,
    lang: account.lang,
    role: account.role,
    createdAt: iso(account.createdAt),
    confirmed: account.pendingSince === null,
    guest: account.guestSince !== null,
    blockedAt: account.blockedAt ? iso(account.blockedAt) : null,
    blockReason: account.blockReason,
    orders: records.orders.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    designs: records.designs.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    profiles: records.profiles.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    tickets: records.tickets.map((row) => ({ ...row, updatedAt: iso(row.updatedAt) })),
    newsletter: {
      status: subscription?.status ?? null,
      consent: consent.map((row) => ({
        event: row.event,
        source: row.source,
        locale: row.locale,
        at: iso(row.at),
      })),
    },
  }
}
export type AdminCustomerDetail = NonNullable<Permitted<ReturnType<typeof adminCustomerDetail>>>
