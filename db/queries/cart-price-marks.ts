import { eq, sql } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { cartPriceMarks } from '../schema/index.ts'
import { preparedFor } from './prepared.ts'
import type { ShirtOwner } from './shirts.ts'

export type CartPriceMarks = typeof cartPriceMarks.$inferSelect.marks

function ownerKey(owner: ShirtOwner) {
  return owner.customerId ? `c:${owner.customerId}` : `s:${owner.sessionId}`
}

export async function readCartPriceMarks(db: Db, owner: ShirtOwner): Promise<CartPriceMarks | null> {
  // Prepared: every cart list reads the marks.
  const query = preparedFor(db, 'cart_price_marks', (handle) =>
    handle
      .select({ marks: cartPriceMarks.marks })
      .from(cartPriceMarks)
      .where(eq(cartPriceMarks.ownerKey, sql.placeholder('ownerKey')))
      .prepare('cart_price_marks'),
  )
  const rows = await query.execute({ ownerKey: ownerKey(owner) })
  return rows[0]?.marks ?? null
}

export async function writeCartPriceMarks(db: Db, owner: ShirtOwner, marks: CartPriceMarks, now: Date) {
  const key = ownerKey(owner)
  await db
    .insert(cartPriceMarks)
    .values({
      ownerKey: key,
      sessionId: owner.customerId ? null : owner.sessionId,
      customerId: owner.customerId,
      marks,
      updatedAt: now,
    })
    .onConflictDoUpdate({ target: cartPriceMarks.ownerKey, set: { marks, updatedAt: now } })
}
