import { findCountry } from '#config/countries.ts'
import type { Db } from '#db/client.ts'
import {
  type AddressRow,
  deleteAddress,
  findOwnedAddress,
  insertAddress,
  listAddressRows,
  lockCustomerAddresses,
  setAddressDefaults,
  updateAddress,
} from '#db/queries/addresses.ts'
import type { Deps } from '../deps.ts'
import { type AddressInput, type DefaultKind, repairDefaults } from './rules.ts'

export type AddressView = {
  addressId: number
  salutation: string
  firstName: string
  lastName: string
  company: string | null
  street: string
  addition: string | null
  postalCode: string
  city: string
  countryId: number
  countryCode: string
  phone: string | null
  defaultBilling: boolean
  defaultShipping: boolean
}

function viewOf(row: AddressRow): AddressView {
  return {
    addressId: row.id,
    salutation: row.salutation ?? '',
    firstName: row.firstName,
    lastName: row.lastName,
    company: row.company,
    street: row.street,
    addition: row.addition,
    postalCode: row.postalCode,
    city: row.city,
    countryId: row.countryId,
    countryCode: findCountry(row.countryId)?.countryCode ?? '',
    phone: row.phone,
    defaultBilling: row.isDefaultBilling,
    defaultShipping: row.isDefaultShipping,
  }
}

export async function listAddresses(deps: Deps, customerId: number): Promise<AddressView[]> {
  return (await listAddressRows(deps.db, customerId)).map(viewOf)
}

export type AddressResult = { ok: true; addressId: number } | { ok: false; code: 'NOT_FOUND' }

/** Writes the defaults the rules decide, inside the caller's transaction. */
async function applyDefaults(db: Db, customerId: number, force?: { id: number; kind: DefaultKind }) {
  const rows = await listAddressRows(db, customerId)
  const flags = rows.map((row) => ({
    ...row,
    isDefaultBilling: force?.kind === 'billing' ? row.id === force.id : row.isDefaultBilling,
    isDefaultShipping: force?.kind === 'shipping' ? row.id === force.id : row.isDefaultShipping,
  }))
  const decided = repairDefaults(flags)
  for (const row of rows) {
    const next = decided.get(row.id)
    if (next && (next.billing !== row.isDefaultBilling || next.shipping !== row.isDefaultShipping)) {
      await setAddressDefaults(db, row.id, next.billing, next.shipping)
    }
  }
}

function addressValues(input: AddressInput) {
  return { ...input, salutation: input.salutation || null, postalCode: input.postalCode.trim().toUpperCase() }
}

/** The lines that make two entries of the book the same address. */
const sameLines = ['firstName', 'lastName', 'company', 'street', 'addition', 'postalCode', 'city'] as const

/**
 * 'Adresse speichern' at the checkout: the order's address joins the customer's book unless the
 * book has it already, inside the caller's transaction (the order's: both are written, or neither).
 */
export async function addToAddressBook(db: Db, customerId: number, input: AddressInput, now: Date) {
  await lockCustomerAddresses(db, customerId)
  const values = addressValues(input)
  const book = await listAddressRows(db, customerId)
  const line = (value: string | null | undefined) => (value ?? '').trim().toUpperCase()
  const known = book.some(
    (row) =>
      row.countryId === values.countryId &&
      sameLines.every((field) => line(row[field]) === line(values[field])),
  )
  if (known) return
  await insertAddress(db, customerId, values, now)
  await applyDefaults(db, customerId)
}

/** save: a new address, or a change of one of the customer's own (addressId). */
export async function saveAddress(
  deps: Deps,
  customerId: number,
  input: AddressInput,
  addressId?: number,
): Promise<AddressResult> {
  const now = deps.now()
  const values = addressValues(input)
  return deps.db.transaction(async (db) => {
    await lockCustomerAddresses(db, customerId)
    if (addressId !== undefined) {
      if (!(await findOwnedAddress(db, customerId, addressId)))
        return { ok: false, code: 'NOT_FOUND' } as const
      await updateAddress(db, customerId, addressId, values, now)
      return { ok: true, addressId } as const
    }
    const id = await insertAddress(db, customerId, values, now)
    await applyDefaults(db, customerId)
    return { ok: true, addressId: id } as const
  })
}

export async function removeAddress(
  deps: Deps,
  customerId: number,
  addressId: number,
): Promise<AddressResult> {
  return deps.db.transaction(async (db) => {
    await lockCustomerAddresses(db, customerId)
    if (!(await findOwnedAddress(db, customerId, addressId))) return { ok: false, code: 'NOT_FOUND' } as const
    await deleteAddress(db, customerId, addressId)
    await applyDefaults(db, customerId)
    return { ok: true, addressId } as const
  })
}

export async function setDefaultAddress(
  deps: Deps,
  customerId: number,
  addressId: number,
  kind: DefaultKind,
): Promise<AddressResult> {
  return deps.db.transaction(async (db) => {
    await lockCustomerAddresses(db, customerId)
    if (!(await findOwnedAddress(db, customerId, addressId))) return { ok: false, code: 'NOT_FOUND' } as const
    await applyDefaults(db, customerId, { id: addressId, kind })
    return { ok: true, addressId } as const
  })
}
