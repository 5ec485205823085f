import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { type Told, voucherCode } from './customer.ts'

async function rows<T>(db: Db, statement: ReturnType<typeof sql>) {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows
}

/**
 * Every order, design, cart and voucher balance a client was told about, against the database:
 * nothing lost, nothing doubled. Returns the problems found (empty when consistent).
 */
export async function checkConsistency(db: Db, customers: Told[]) {
  const problems: string[] = []
  let orders = 0
  let designs = 0
  for (const told of customers) {
    const stored = await rows<{ id: number; number: string; total_cents: number; lines: number }>(
      db,
      sql`select o.id, o.number, o.total_cents, (select count(*)::int from order_items i where i.order_id = o.id) as lines
          from orders o join customers c on c.id = o.customer_id where c.email = ${told.email}`,
    )
    const extra = stored.length - told.orders.length
    if (extra < 0 || extra > told.uncertainOrders)
      problems.push(`${told.email}: told ${told.orders.length} orders, stored ${stored.length}`)
    for (const order of told.orders) {
      orders++
      const match = stored.filter((row) => row.id === order.orderId)
      if (match.length !== 1) problems.push(`order ${order.orderId}: stored ${match.length} times`)
      const row = match[0]
      if (row && row.number !== order.number) problems.push(`order ${order.orderId}: number ${row.number}`)
      if (row && row.total_cents !== Math.round(order.totalBrutto * 100))
        problems.push(`order ${order.orderId}: total ${row.total_cents} ≠ told ${order.totalBrutto}`)
      if (row && row.lines === 0) problems.push(`order ${order.orderId}: no lines`)
    }
    for (const [shirtId, fabricId] of told.designs) {
      designs++
      const [shirt] = await rows<{ fabric_id: number }>(
        db,
        sql`select fabric_id from shirts where id = ${shirtId}`,
      )
      // A design whose order answer was cut may have been ordered (and so be in that order).
      if (!shirt) problems.push(`design ${shirtId}: lost`)
      else if (fabricId !== -1 && shirt.fabric_id !== fabricId)
        problems.push(`design ${shirtId}: fabric ${shirt.fabric_id}, told ${fabricId}`)
    }
    const [cart] = await rows<{ items: number }>(
      db,
      sql`select ((select count(*) from cart_items i join customers c on c.id = i.customer_id where c.email = ${told.email})
                + (select count(*) from shirts s join customers c on c.id = s.customer_id
                   where c.email = ${told.email} and s.order_status = 1))::int as items`,
    )
    if ((cart?.items ?? 0) !== told.cartItems)
      problems.push(`${told.email}: cart holds ${cart?.items}, told ${told.cartItems}`)
  }
  const [voucher] = await rows<{ initial_cents: number; balance_cents: number; spent: number; uses: number }>(
    db,
    sql`select v.initial_cents, v.balance_cents,
          coalesce((select sum(r.amount_cents) from voucher_redemptions r where r.voucher_id = v.id), 0)::int as spent,
          (select count(*) from voucher_redemptions r where r.voucher_id = v.id)::int as uses
        from vouchers v where v.code = ${voucherCode}`,
  )
  const toldVoucher = customers.flatMap((told) => told.orders).filter((order) => order.voucher).length
  if (voucher) {
    if (voucher.uses !== toldVoucher)
      problems.push(`voucher: ${voucher.uses} redemptions, told ${toldVoucher}`)
    if (voucher.uses > 0 && voucher.balance_cents !== 0)
      problems.push(`voucher: single-use but balance ${voucher.balance_cents} after use`)
    if (voucher.uses === 0 && voucher.balance_cents !== voucher.initial_cents)
      problems.push(`voucher: unused but balance ${voucher.balance_cents}`)
  }
  return { problems, orders, designs, voucherUses: voucher?.uses ?? 0 }
}
