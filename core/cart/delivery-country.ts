import { findCountry } from '#config/countries.ts'
import { repriceCartRows } from '#db/queries/cart.ts'
import { updateSession } from '#db/queries/sessions.ts'
import type { Ok } from '../result.ts'
import type { ShirtContext } from '../shirts/context.ts'
import { ownerOf } from '../shirts/context.ts'

/**
 * setDeliveryCountry (countryId) of cart.php and session.php alike: the session's destination, and
 * the cart re-priced for it in the same transaction.
 */
export async function setCartCountry(
  context: ShirtContext,
  countryId: number,
): Promise<Ok | { ok: false; code: 'UNKNOWN_COUNTRY' }> {
  const country = findCountry(countryId)
  if (!country) return { ok: false, code: 'UNKNOWN_COUNTRY' }
  const { deps } = context
  await deps.db.transaction(async (tx) => {
    await updateSession(tx, context.session.id, { deliveryCountryId: country.countryID })
    await repriceCartRows(tx, ownerOf(context), country.VAT)
  })
  context.session.deliveryCountryId = country.countryID
  return { ok: true }
}
