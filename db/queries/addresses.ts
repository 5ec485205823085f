import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { addresses } from '../schema/index.ts'

export type AddressRow = typeof addresses.$inferSelect
export type AddressValues = Omit<
  typeof addresses.$inferInsert,
  'id' | 'customerId' | 'isDefaultBilling' | 'isDefaultShipping' | 'createdAt' | 'updatedAt'
>

export async function listAddressRows(db: Db, customerId: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.customerId, customerId))
    .orderBy(desc(addresses.isDefaultBilling), desc(addresses.isDefaultShipping), desc(addresses.createdAt))
}

/** The customer's address, or null for a missing id and for someone else's (both answer 404). */
export async function findOwnedAddress(db: Db, customerId: number, addressId: number) {
  const rows = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.customerId, customerId)))
    .limit(1)
  return rows[0] ?? null
}

export async function insertAddress(db: Db, customerId: number, values: AddressValues, at: Date) {
  const rows = await db
    .insert(addresses)
    .values({ ...values, customerId, createdAt: at, updatedAt: at })
    .returning({ id: addresses.id })
  return rows[0]?.id as number
}

export async function updateAddress(
  db: Db,
  customerId: number,
  addressId: number,
  values: AddressValues,
  at: Date,
) {
  await db
    .update(addresses)
    .set({ ...values, updatedAt: at })
    .where(and(eq(addresses.id, addressId), eq(addresses.customerId, customerId)))
}

export async function deleteAddress(db: Db, customerId: number, addressId: number) {
  await db.delete(addresses).where(and(eq(addresses.id, addressId), eq(addresses.customerId, customerId)))
}

export async function setAddressDefaults(db: Db, addressId: number, billing: boolean, shipping: boolean) {
  await db
    .update(addresses)
    .set({ isDefaultBilling: billing, isDefaultShipping: shipping })
    .where(eq(addresses.id, addressId))
}

/** Serialises address writes of one customer (defaults stay unique under concurrent requests). */
export async function lockCustomerAddresses(db: Db, customerId: number) {
  await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.customerId, customerId))
    .for('update')
}
