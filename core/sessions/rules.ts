import { defaultCountry, findCountry } from '#config/countries.ts'
import type { Locale } from '#config/locales.ts'
import { cartLimits, unitPrice } from '../cart/rules.ts'
import { centsToEuro } from '../pricing/money.ts'

export const guestSessionDays = 30
/** Sessions are touched at most this often so that reads stay reads. */
export const touchIntervalMs = 60 * 60 * 1000

export function sessionExpiry(now: Date, days = guestSessionDays): Date {
  return new Date(now.getTime() + days * 24 * 60 * 60 * 1000)
}

export type SessionRecord = {
  id: string
  customerId: number | null
  customerGeneration: number | null
  adminLogin: boolean
  selectedShirtId: number | null
  deliveryCountryId: number | null
  lang: string | null
  lifetimeDays: number
  csrfToken: string
  choices: Record<string, string>
  lastSeenAt: Date
  expiresAt: Date
}

export type SessionCustomer = {
  id: number
  email: string
  firstName: string
  lastName: string
  newsletterSubscribed: boolean
  role: 'customer' | 'staff' | 'admin'
  sessionGeneration: number
  disabledAt: Date | null
  /** Blocked by an admin: no session of the account counts. */
  blockedAt: Date | null
}

/**
 * A session counts as logged in only while its customer exists, is enabled, is not blocked and has not changed
 * the password since the login (the generation check ends all other sessions at once).
 */
export function isAuthenticated(
  session: SessionRecord,
  customer: SessionCustomer | null,
): customer is SessionCustomer {
  return (
    customer !== null &&
    session.customerId === customer.id &&
    customer.disabledAt === null &&
    customer.blockedAt === null &&
    session.customerGeneration === customer.sessionGeneration
  )
}

/**
 * Gross price in euro of one set of fabric samples (cart.php add `{type:'samples'}`) for the
 * session's delivery country, Germany when none is chosen: the auth state's priceFabricSamples.
 */
export function fabricSamplesPrice(session: Pick<SessionRecord, 'deliveryCountryId'> | null): number {
  return centsToEuro(unitPrice('samples', cartLimits.samplesPriceCents, effectiveCountry(session)).grossCents)
}

/** The answer of GET /api/session.php (docs/api.md; priceFabricSamples added, see README). */
export function sessionView(
  session: SessionRecord | null,
  customer: SessionCustomer | null,
  fallbackLang: Locale,
) {
  const authenticated = session !== null && isAuthenticated(session, customer)
  const country = (session?.deliveryCountryId && findCountry(session.deliveryCountryId)) || null
  return {
    authenticated,
    custId: authenticated ? customer.id : null,
    adminLogin: authenticated && customer.role !== 'customer' && (session?.adminLogin ?? false),
    selectedShirtId: session?.selectedShirtId ?? null,
    countryId: country?.countryID ?? null,
    countryCode: country ? country.countryCode.toLowerCase() : null,
    langId: session?.lang ?? fallbackLang,
    VAT: country?.VAT ?? null,
    deliveryCountryId: country?.countryID ?? null,
    priceFabricSamples: fabricSamplesPrice(session),
    ...(authenticated
      ? {
          customer: {
            newsletterSubscribed: customer.newsletterSubscribed ? 1 : 0,
            firstName: customer.firstName,
            lastName: customer.lastName,
            email: customer.email,
          },
        }
      : {}),
  }
}

export type SessionView = ReturnType<typeof sessionView>

/** The delivery country used for prices: the session's choice, else Germany (the shop's home country). */
export function effectiveCountry(session: Pick<SessionRecord, 'deliveryCountryId'> | null) {
  return (session?.deliveryCountryId && findCountry(session.deliveryCountryId)) || defaultCountry
}
