import { and, asc, count, desc, eq, gt, ilike, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { orders, voucherRedemptions, vouchers } from '../schema/index.ts'
import { type VoucherStatus, voucherStatus } from '../schema/statuses.ts'

/** The back office's reads and writes of vouchers. */

export type VoucherFilter = {
  /** Normalised (upper case, no dashes): matches anywhere in the code. */
  code?: string
  kind?: 'issued' | 'bought'
  state?: VoucherStatus | 'spent' | 'expired'
  sort: 'created' | 'expires' | 'balance'
  dir: 'asc' | 'desc'
  limit: number
  offset: number
  now: Date
}

/** The same states as core/vouchers/rules.ts voucherState, as SQL. */
function stateWhere(state: VoucherFilter['state'], now: Date): SQL | undefined {
  const live = and(eq(vouchers.status, 'active'), gt(vouchers.balanceCents, 0))
  switch (state) {
    case voucherStatus.void:
    case voucherStatus.pending:
      return eq(vouchers.status, state)
    case 'spent':
      return and(eq(vouchers.status, 'active'), lte(vouchers.balanceCents, 0))
    case 'expired':
      return and(live, isNotNull(vouchers.expiresAt), lte(vouchers.expiresAt, now))
    case 'active':
      return and(live, or(isNull(vouchers.expiresAt), gt(vouchers.expiresAt, now)))
    default:
      return undefined
  }
}

const voucherColumns = {
  id: vouchers.id,
  code: vouchers.issuedCode,
  initialCents: vouchers.initialCents,
  balanceCents: vouchers.balanceCents,
  singleUse: vouchers.singleUse,
  status: vouchers.status,
  expiresAt: vouchers.expiresAt,
  purchaseOrderId: vouchers.purchaseOrderId,
  purchaseOrderNumber: orders.number,
  recipientName: vouchers.recipientName,
  note: vouchers.note,
  createdAt: vouchers.createdAt,
}

const sortColumns = {
  created: vouchers.createdAt,
  expires: vouchers.expiresAt,
  balance: vouchers.balanceCents,
}

export async function searchVouchers(db: Db, filter: VoucherFilter) {
  const where = and(
    filter.code ? ilike(vouchers.code, `%${filter.code.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
    filter.kind === 'issued' ? isNull(vouchers.purchaseOrderId) : undefined,
    filter.kind === 'bought' ? isNotNull(vouchers.purchaseOrderId) : undefined,
    stateWhere(filter.state, filter.now),
  )
  const direction = filter.dir === 'asc' ? asc : desc
  const rows = await db
    .select(voucherColumns)
    .from(vouchers)
    .leftJoin(orders, eq(orders.id, vouchers.purchaseOrderId))
    .where(where)
    .orderBy(direction(sortColumns[filter.sort]), desc(vouchers.id))
    .limit(filter.limit)
    .offset(filter.offset)
  const [total] = await db.select({ value: count() }).from(vouchers).where(where)
  return { rows, total: total?.value ?? 0 }
}

export async function findVoucherWithOrder(db: Db, where: { code: string } | { id: number }) {
  const [row] = await db
    .select(voucherColumns)
    .from(vouchers)
    .leftJoin(orders, eq(orders.id, vouchers.purchaseOrderId))
    .where('code' in where ? eq(vouchers.code, where.code) : eq(vouchers.id, where.id))
    .limit(1)
  return row ?? null
}

/** Every order that took money from the voucher, oldest first. */
export async function listRedemptions(db: Db, voucherId: number) {
  return db
    .select({
      orderId: voucherRedemptions.orderId,
      number: orders.number,
      orderStatus: orders.status,
      amountCents: voucherRedemptions.amountCents,
      at: voucherRedemptions.createdAt,
    })
    .from(voucherRedemptions)
    .innerJoin(orders, eq(orders.id, voucherRedemptions.orderId))
    .where(eq(voucherRedemptions.voucherId, voucherId))
    .orderBy(asc(voucherRedemptions.id))
}

/** Inserts unless the code is taken (then null: the caller draws a new one). */
export async function insertIssuedVoucher(
  db: Db,
  values: { code: string; issuedCode: string; cents: number; singleUse: boolean; expiresAt: Date; note: string | null },
) {
  const [row] = await db
    .insert(vouchers)
    .values({
      code: values.code,
      issuedCode: values.issuedCode,
      initialCents: values.cents,
      balanceCents: values.cents,
      singleUse: values.singleUse,
      status: voucherStatus.active,
      expiresAt: values.expiresAt,
      note: values.note,
    })
    .onConflictDoNothing({ target: vouchers.code })
    .returning({ id: vouchers.id, createdAt: vouchers.createdAt })
  return row ?? null
}

export async function lockVoucher(db: Db, id: number) {
  const [row] = await db
    .select({
      id: vouchers.id,
      code: vouchers.code,
      status: vouchers.status,
      balanceCents: vouchers.balanceCents,
    })
    .from(vouchers)
    .where(eq(vouchers.id, id))
    .for('update')
  return row ?? null
}

/** One voucher from `from` to `to` (core/vouchers/transitions.ts decides), guarded on `from`. */
export async function moveVoucherStatus(
  db: Db,
  id: number,
  move: { from: VoucherStatus; to: VoucherStatus },
) {
  const rows = await db
    .update(vouchers)
    .set({ status: move.to })
    .where(and(eq(vouchers.id, id), eq(vouchers.status, move.from)))
    .returning({ id: vouchers.id })
  return rows.length === 1
}
