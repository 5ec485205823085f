import { and, asc, eq, isNull, ne, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../client.ts'
import {
  cartItems,
  cartVouchers,
  customers,
  orders,
  products,
  productVariants,
  vouchers,
} from '../schema/index.ts'
import { orderStatus } from '../schema/statuses.ts'
import { preparedFor } from './prepared.ts'
import { type OwnerKind, ownerKind, ownerParams, type ShirtOwner } from './shirts.ts'

type Owned = typeof cartItems | typeof cartVouchers

export function cartOwnedBy(table: Owned, owner: ShirtOwner): SQL {
  return owner.customerId !== null
    ? eq(table.customerId, owner.customerId)
    : (and(isNull(table.customerId), eq(table.sessionId, owner.sessionId)) as SQL)
}

/** The same condition with bound parameters, for prepared queries (one text per kind of owner). */
function cartOwnedByPlaceholder(table: Owned, kind: OwnerKind): SQL {
  return kind === 'customer'
    ? eq(table.customerId, sql.placeholder('customerId'))
    : (and(isNull(table.customerId), eq(table.sessionId, sql.placeholder('sessionId'))) as SQL)
}

/** The cart's lines with their products (prepared: every cart list and count reads it). */
export async function listCartRows(db: Db, owner: ShirtOwner) {
  const kind = ownerKind(owner)
  const query = preparedFor(db, `cart_rows_${kind}`, (handle) =>
    cartRowsQuery(handle, kind).prepare(`cart_rows_${kind}`),
  )
  return query.execute(ownerParams(owner))
}

function cartRowsQuery(db: Db, kind: OwnerKind) {
  return db
    .select({
      id: cartItems.id,
      type: cartItems.type,
      productId: cartItems.productId,
      variantId: cartItems.variantId,
      amount: cartItems.amount,
      voucherValueCents: cartItems.voucherValueCents,
      recipientName: cartItems.recipientName,
      message: cartItems.message,
      fabricIds: cartItems.fabricIds,
      shirtIds: cartItems.shirtIds,
      giftShirtId: cartItems.giftShirtId,
      vatRate: cartItems.vatRate,
      createdAt: cartItems.createdAt,
      productName: products.name,
      productDescription: products.description,
      productSlug: products.slug,
      productPriceCents: products.priceCents,
      productCategory: products.category,
      productPhoto: products.photo,
      variantName: productVariants.name,
      variantPriceCents: productVariants.priceCents,
      variantColour: productVariants.colour,
    })
    .from(cartItems)
    .leftJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .where(cartOwnedByPlaceholder(cartItems, kind))
    .orderBy(asc(cartItems.id))
}

export type CartRow = Awaited<ReturnType<typeof listCartRows>>[number]

export async function findCartRow(db: Db, itemId: number, owner: ShirtOwner) {
  const rows = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.id, itemId), cartOwnedBy(cartItems, owner)))
    .limit(1)
  return rows[0] ?? null
}

export async function insertCartRow(db: Db, values: typeof cartItems.$inferInsert) {
  const [row] = await db.insert(cartItems).values(values).returning({ id: cartItems.id })
  return row?.id ?? 0
}

/** One sample set per cart: a new choice of fabrics replaces the old one in place. */
export async function replaceSampleFabrics(db: Db, itemId: number, fabricIds: number[]) {
  await db.update(cartItems).set({ fabricIds }).where(eq(cartItems.id, itemId))
}

export async function updateCartAmount(db: Db, itemId: number, owner: ShirtOwner, amount: number) {
  const rows = await db
    .update(cartItems)
    .set({ amount })
    .where(and(eq(cartItems.id, itemId), cartOwnedBy(cartItems, owner)))
    .returning({ id: cartItems.id })
  return rows.length > 0
}

export async function deleteCartRow(db: Db, itemId: number, owner: ShirtOwner) {
  const rows = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, itemId), cartOwnedBy(cartItems, owner)))
    .returning({ id: cartItems.id, shirtIds: cartItems.shirtIds })
  return rows[0] ?? null
}

/** Re-prices the owner's lines for the destination's VAT rate (vouchers stay at 0). */
export async function repriceCartRows(db: Db, owner: ShirtOwner, vatRate: number) {
  await db
    .update(cartItems)
    // The bare 0 would make the parameter an integer: Finland's 25.5 must stay a numeric.
    .set({ vatRate: sql`case when ${cartItems.type} = 'voucher' then 0 else ${vatRate}::numeric end` })
    .where(cartOwnedBy(cartItems, owner))
}

export async function clearCart(db: Db, owner: ShirtOwner) {
  await db.delete(cartItems).where(cartOwnedBy(cartItems, owner))
  await db.delete(cartVouchers).where(cartOwnedBy(cartVouchers, owner))
}

export async function findVoucherByCode(db: Db, code: string) {
  const rows = await db.select().from(vouchers).where(eq(vouchers.code, code)).limit(1)
  return rows[0] ?? null
}

/** The vouchers applied to the cart (prepared: every cart list reads them). */
export async function listCartVouchers(db: Db, owner: ShirtOwner) {
  const kind = ownerKind(owner)
  const name = `cart_vouchers_${kind}`
  const query = preparedFor(db, name, (handle) =>
    handle
      .select({
        id: vouchers.id,
        // As issued: the cart, the order and its mails print it so.
        code: vouchers.issuedCode,
        balanceCents: vouchers.balanceCents,
        status: vouchers.status,
        expiresAt: vouchers.expiresAt,
        singleUse: vouchers.singleUse,
      })
      .from(cartVouchers)
      .innerJoin(vouchers, eq(vouchers.id, cartVouchers.voucherId))
      .where(cartOwnedByPlaceholder(cartVouchers, kind))
      .orderBy(asc(cartVouchers.id))
      .prepare(name),
  )
  return query.execute(ownerParams(owner))
}

export async function addCartVoucher(db: Db, owner: ShirtOwner, voucherId: number) {
  const existing = await db
    .select({ id: cartVouchers.id })
    .from(cartVouchers)
    .where(and(cartOwnedBy(cartVouchers, owner), eq(cartVouchers.voucherId, voucherId)))
    .limit(1)
  if (existing[0]) return
  await db
    .insert(cartVouchers)
    .values({ sessionId: owner.sessionId, customerId: owner.customerId, voucherId })
}

export async function removeCartVoucher(db: Db, owner: ShirtOwner, voucherId: number) {
  const rows = await db
    .delete(cartVouchers)
    .where(and(cartOwnedBy(cartVouchers, owner), eq(cartVouchers.voucherId, voucherId)))
    .returning({ id: cartVouchers.id })
  return rows.length > 0
}

/** Orders of a customer that are not cancelled (first-order goodwill, invoice payment). */
export async function countCustomerOrders(db: Db, customerId: number) {
  const rows = await db
    .select({
      total: sql<number>`count(*)::int`,
      paid: sql<number>`count(*) filter (where ${orders.paidAt} is not null)::int`,
    })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), ne(orders.status, orderStatus.cancelled)))
  return { total: rows[0]?.total ?? 0, paid: rows[0]?.paid ?? 0 }
}

export async function lockCustomer(db: Db, customerId: number) {
  await db.execute(
    sql`select ${customers.id} from ${customers} where ${customers.id} = ${customerId} for update`,
  )
}
