import { findCountry } from '#config/countries.ts'
import type { Db } from '#db/client.ts'
import { findOwnedAddress } from '#db/queries/addresses.ts'
import type { OrderAddress } from '#db/schema/index.ts'
import type { OrderAddressInput } from '../addresses/rules.ts'
import { streetLine } from '../addresses/street-line.ts'

type AddressRow = NonNullable<Awaited<ReturnType<typeof findOwnedAddress>>>

/** A saved address as an order keeps it (the line 'addition' joins the street, as on a parcel label). */
export function orderAddressOf(row: AddressRow): OrderAddress {
  return {
    ...(row.salutation ? { salutation: row.salutation } : {}),
    firstName: row.firstName,
    lastName: row.lastName,
    ...(row.company ? { company: row.company } : {}),
    street: streetLine(row.street, row.addition),
    postalCode: row.postalCode,
    city: row.city,
    countryCode: findCountry(row.countryId)?.countryCode ?? '',
  }
}

/** An address the checkout sent in full, as an order keeps it (written like a saved one). */
export function orderAddressFrom(input: OrderAddressInput): OrderAddress {
  return {
    ...(input.salutation ? { salutation: input.salutation } : {}),
    firstName: input.firstName,
    lastName: input.lastName,
    ...(input.company ? { company: input.company } : {}),
    street: streetLine(input.street, input.addition),
    postalCode: input.postalCode.toUpperCase(),
    city: input.city,
    countryCode: input.countryCode,
  }
}

/**
 * placeOrder names its addresses either in full or by the address book's ids (docs/api.md); ids are the
 * customer's own only, another's or a missing one answers which field was wrong.
 */
export async function resolveOrderAddresses(
  db: Db,
  customerId: number,
  input: {
    billingAddress?: OrderAddressInput
    billingAddressId?: number
    shippingAddress?: OrderAddressInput
    shippingAddressId?: number
  },
): Promise<
  | { ok: true; billingAddress: OrderAddress; shippingAddress?: OrderAddress }
  | { ok: false; field: 'billingAddressId' | 'shippingAddressId' }
> {
  const byId = async (id: number | undefined) => {
    if (id === undefined) return undefined
    const row = await findOwnedAddress(db, customerId, id)
    return row ? orderAddressOf(row) : null
  }
  const given = (address: OrderAddressInput | undefined) => (address ? orderAddressFrom(address) : undefined)
  const billing = given(input.billingAddress) ?? (await byId(input.billingAddressId))
  if (!billing) return { ok: false, field: 'billingAddressId' }
  const shipping = given(input.shippingAddress) ?? (await byId(input.shippingAddressId))
  if (shipping === null) return { ok: false, field: 'shippingAddressId' }
  return { ok: true, billingAddress: billing, ...(shipping ? { shippingAddress: shipping } : {}) }
}
