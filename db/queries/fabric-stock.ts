import { and, asc, eq, gte, isNull, sql } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { catalogFabrics, fabricReservations } from '../schema/index.ts'

/**
 * Takes `metres` off a fabric for an order, inside the order's transaction: one guarded update
 * (never below what is there, so two parallel orders cannot both take the last metres) and the
 * reservation row that a cancellation gives back. False when the stock is not enough.
 */
export async function reserveFabric(db: Db, orderId: number, fabricId: number, metres: number) {
  const taken = await db
    .update(catalogFabrics)
    .set({ stock: sql`${catalogFabrics.stock} - ${metres}::numeric` })
    .where(and(eq(catalogFabrics.id, fabricId), gte(catalogFabrics.stock, metres)))
    .returning({ id: catalogFabrics.id })
  if (taken.length === 0) return false
  await db.insert(fabricReservations).values({ orderId, fabricId, metres })
  return true
}

/** A cancelled order's fabric goes back on the shelf, once (the rows are marked released). */
export async function releaseFabrics(db: Db, orderId: number) {
  const held = await db
    .update(fabricReservations)
    .set({ releasedAt: sql`now()` })
    .where(and(eq(fabricReservations.orderId, orderId), isNull(fabricReservations.releasedAt)))
    .returning({ fabricId: fabricReservations.fabricId, metres: fabricReservations.metres })
  for (const row of held.sort((a, b) => a.fabricId - b.fabricId)) {
    await db
      .update(catalogFabrics)
      .set({ stock: sql`${catalogFabrics.stock} + ${row.metres}::numeric` })
      .where(eq(catalogFabrics.id, row.fabricId))
  }
  return held
}

/** What an order holds (for tests and the back office). */
export function listReservations(db: Db, orderId: number) {
  return db
    .select()
    .from(fabricReservations)
    .where(eq(fabricReservations.orderId, orderId))
    .orderBy(asc(fabricReservations.fabricId))
}

/** A fabric's metres now (the catalog snapshot's stock is as old as the last catalog change). */
export async function readFabricStock(db: Db, fabricId: number): Promise<number | null> {
  const [row] = await db
    .select({ stock: catalogFabrics.stock })
    .from(catalogFabrics)
    .where(eq(catalogFabrics.id, fabricId))
  return row ? row.stock : null
}
