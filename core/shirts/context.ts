import type { Locale } from '#config/locales.ts'
import type { ShirtOwner } from '#db/queries/shirts.ts'
import type { Deps } from '../deps.ts'
import { effectiveCountry, type SessionCustomer, type SessionRecord } from '../sessions/rules.ts'

/** Who asks, in which language, for which delivery country: what every shirt use case needs. */
export type ShirtContext = {
  deps: Deps
  session: SessionRecord
  customer: SessionCustomer | null
  locale: Locale
}

export function ownerOf(context: ShirtContext): ShirtOwner {
  return { sessionId: context.session.id, customerId: context.customer?.id ?? null }
}

export function vatRateOf(context: ShirtContext): number {
  return effectiveCountry(context.session).VAT
}

export type ShirtError =
  | import('./design-rules.ts').DesignError
  | 'NOT_FOUND'
  | 'NOT_EDITABLE'
  | 'NO_SELECTED_SHIRT'
  | 'SHIRT_CREATE_LIMIT'
  | 'STATUS_CONFLICT'
  | 'UNKNOWN_TEMPLATE'
  | 'UNKNOWN_MEASURE'
  | 'PACKAGE_MEMBER'
  | 'PACKAGE_FABRIC'

export type Failure = { ok: false; code: ShirtError }

/** Designs one owner may keep; the answer beyond it is the message 'shirt-create-limit'. */
export const shirtCreateLimit = 50
