import { and, asc, count, eq, isNull, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { wishlistItems } from '../schema/index.ts'
import type { ShirtOwner } from './shirts.ts'

export type WishlistKind = (typeof wishlistItems.kind.enumValues)[number]
export type WishlistRef = { kind: WishlistKind; refId: number; variantId?: number | null }

function ownedBy(owner: ShirtOwner): SQL {
  return owner.customerId !== null
    ? eq(wishlistItems.customerId, owner.customerId)
    : (and(isNull(wishlistItems.customerId), eq(wishlistItems.sessionId, owner.sessionId)) as SQL)
}

function sameItem(ref: WishlistRef): SQL {
  return and(eq(wishlistItems.kind, ref.kind), eq(wishlistItems.refId, ref.refId)) as SQL
}

/** The owner's remembered items, oldest first (the order in which they were remembered). */
export async function listWishlistRows(db: Db, owner: ShirtOwner) {
  return db
    .select({
      kind: wishlistItems.kind,
      refId: wishlistItems.refId,
      variantId: wishlistItems.variantId,
      createdAt: wishlistItems.createdAt,
    })
    .from(wishlistItems)
    .where(ownedBy(owner))
    .orderBy(asc(wishlistItems.createdAt), asc(wishlistItems.id))
}

export async function countWishlistRows(db: Db, owner: ShirtOwner): Promise<number> {
  const rows = await db.select({ total: count() }).from(wishlistItems).where(ownedBy(owner))
  return Number(rows[0]?.total ?? 0)
}

export async function hasWishlistRow(db: Db, owner: ShirtOwner, ref: WishlistRef): Promise<boolean> {
  return (await findWishlistRow(db, owner, ref)) !== null
}

/** The owner's row of the item with its chosen variant, or null when it is not remembered. */
export async function findWishlistRow(db: Db, owner: ShirtOwner, ref: WishlistRef) {
  const rows = await db
    .select({ id: wishlistItems.id, variantId: wishlistItems.variantId })
    .from(wishlistItems)
    .where(and(ownedBy(owner), sameItem(ref)))
    .limit(1)
  return rows[0] ?? null
}

/** Another variant of a remembered accessory replaces the one chosen before. */
export async function updateWishlistVariant(db: Db, owner: ShirtOwner, ref: WishlistRef, variantId: number) {
  await db
    .update(wishlistItems)
    .set({ variantId })
    .where(and(ownedBy(owner), sameItem(ref)))
}

/** Remembers an item once: a second insert of the same item (a double click) changes nothing. */
export async function insertWishlistRow(db: Db, owner: ShirtOwner, ref: WishlistRef) {
  const conflict =
    owner.customerId !== null
      ? {
          target: [wishlistItems.customerId, wishlistItems.kind, wishlistItems.refId],
          where: sql`${wishlistItems.customerId} is not null`,
        }
      : {
          target: [wishlistItems.sessionId, wishlistItems.kind, wishlistItems.refId],
          where: sql`${wishlistItems.customerId} is null`,
        }
  await db
    .insert(wishlistItems)
    .values({
      sessionId: owner.sessionId,
      customerId: owner.customerId,
      kind: ref.kind,
      refId: ref.refId,
      variantId: ref.variantId ?? null,
    })
    .onConflictDoNothing(conflict)
}

export async function deleteWishlistRow(db: Db, owner: ShirtOwner, ref: WishlistRef) {
  await db.delete(wishlistItems).where(and(ownedBy(owner), sameItem(ref)))
}

/**
 * At login the guest's items become the customer's. An item the account already remembers is
 * dropped from the guest's list first, so that the move cannot break 'once per owner'.
 */
export async function claimSessionWishlist(db: Db, sessionId: string, customerId: number) {
  await db.execute(sql`
    delete from ${wishlistItems} as guest
    where guest.session_id = ${sessionId} and guest.customer_id is null
      and exists (
        select 1 from ${wishlistItems} as own
        where own.customer_id = ${customerId} and own.kind = guest.kind and own.ref_id = guest.ref_id
      )`)
  await db
    .update(wishlistItems)
    .set({ customerId })
    .where(and(eq(wishlistItems.sessionId, sessionId), isNull(wishlistItems.customerId)))
}
