import type { Locale } from '#config/locales.ts'
import type { Db } from '#db/client.ts'
import { listAddressRows } from '#db/queries/addresses.ts'
import {
  anonymiseCustomer,
  customerHasOrders,
  deleteCustomer,
  findCustomerById,
} from '#db/queries/customers.ts'
import { listCustomerFitFeedback } from '#db/queries/fit-feedback.ts'
import { deleteCustomerSessions } from '#db/queries/sessions.ts'
import type { Deps } from '../deps.ts'
import { addresseeOf } from '../email/addressee.ts'
import { sendMail } from '../email/contract.ts'
import { listMeasures } from '../measures/read-measures.ts'
import { customerNewsletterState, newsletterExport, unsubscribeByEmail } from '../newsletter/subscriptions.ts'
import { fetchOrder, listOrders } from '../orders/read-orders.ts'
import type { SessionCustomer, SessionRecord } from '../sessions/rules.ts'
import { listShirts } from '../shirts/read-shirts.ts'
import { listWishlist } from '../wishlist/wishlist.ts'

/**
 * The customer's data rights (GDPR art. 15, 17, 20), one implementation for both ways in: the
 * customer in /dashboard (their own session, after the password) and an admin on the customer's
 * request in /admin/customers (audited there). Same content, same erasure rules.
 */

type Account = NonNullable<Awaited<ReturnType<typeof findCustomerById>>>

/** A session that belongs to nobody: an account's records are read by its customer id alone. */
function detachedSession(customerId: number, now: Date): SessionRecord {
  return {
    id: '',
    customerId,
    customerGeneration: null,
    adminLogin: false,
    selectedShirtId: null,
    deliveryCountryId: null,
    lang: null,
    lifetimeDays: 0,
    csrfToken: '',
    choices: {},
    lastSeenAt: now,
    expiresAt: now,
  }
}

function sessionCustomerOf(account: Account): SessionCustomer {
  return {
    id: account.id,
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    newsletterSubscribed: account.newsletterSubscribed,
    role: account.role,
    sessionGeneration: account.sessionGeneration,
    disabledAt: account.disabledAt,
    blockedAt: account.blockedAt,
  }
}

/** Everything stored about the customer, as one JSON document; null for an unknown id. */
export async function exportCustomerData(
  deps: Deps,
  customerId: number,
  locale: Locale,
  session?: SessionRecord,
) {
  const account = await findCustomerById(deps.db, customerId)
  if (!account) return null
  const customer = sessionCustomerOf(account)
  const own = session ?? detachedSession(customerId, deps.now())
  const context = { deps, session: own, customer, locale }
  const owner = { sessionId: own.id, customerId }
  const [addresses, designs, measures, orderList, fitRatings, newsletter, wishlist] = await Promise.all([
    listAddressRows(deps.db, customerId),
    listShirts(context, [0, 1, 2]),
    listMeasures({ deps, owner }),
    listOrders(context),
    listCustomerFitFeedback(deps.db, customerId),
    newsletterExport(deps, account.email),
    listWishlist(context),
  ])
  const orders = await Promise.all((orderList ?? []).map((order) => fetchOrder(context, order.orderId)))
  return {
    exportedAt: deps.now().toISOString(),
    account: {
      custId: account.id,
      email: account.email,
      salutation: account.salutation ?? '',
      firstName: account.firstName,
      lastName: account.lastName,
      lang: account.lang,
      newsletterSubscribed: account.newsletterSubscribed ? 1 : 0,
      newsletter: customerNewsletterState(account.newsletterStatus),
      role: account.role,
      /** Orders placed as a guest (no account, docs/decisions/024): this row stands for the buyer. */
      guest: account.guestSince !== null,
      createdAt: account.createdAt.toISOString(),
    },
    addresses: addresses.map(({ customerId: _customerId, ...address }) => address),
    designs,
    measurementProfiles: measures,
    orders,
    fitFeedback: fitRatings.map(({ customerId: _customerId, ...rating }) => rating),
    newsletter,
    wishlist: wishlist.map((item) => ({
      kind: item.kind,
      id: item.id,
      name: item.kind === 'fabric' ? item.fabric.name : item.product.name,
    })),
  }
}

/**
 * Erasure: the customer's row goes with its sessions, addresses, designs, profiles and links
 * (foreign keys cascade), and a last mail confirms it. With orders on file the row is anonymised
 * instead (orders are kept by law). Consent ends with the account; its record stays as proof.
 * A guest row (docs/decisions/024) is erased the same way, and also loses what only a guest
 * has: the session that ordered (its designs and measurement profiles go with it) and the
 * orders' links (the page of a kept order no longer opens). A guest has no newsletter consent of
 * its own: an account or subscription with the same address is left alone.
 */
export async function eraseAccount(
  deps: Deps,
  customer: { id: number; email: string; lang: string; firstName: string; guestSince?: Date | null },
  /** More writes of the same transaction (the admin's audit entry). */
  alongside?: (db: Db, anonymised: boolean) => Promise<void>,
) {
  const anonymised = await deps.db.transaction(async (db) => {
    await deleteCustomerSessions(db, customer.id)
    const keep = await customerHasOrders(db, customer.id)
    await alongside?.(db, keep)
    if (keep) {
      await anonymiseCustomer(db, customer.id, deps.now())
      return true
    }
    await deleteCustomer(db, customer.id)
    return false
  })
  const guest = Boolean(customer.guestSince)
  if (!guest) await unsubscribeByEmail(deps, customer.email, 'account-deleted')
  await sendMail(deps, {
    to: customer.email,
    locale: customer.lang as Locale,
    template: 'accountDeleted',
    data: { ...addresseeOf(customer), guest },
  })
  return { anonymised }
}
