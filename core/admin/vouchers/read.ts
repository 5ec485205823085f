import { findVoucherWithOrder, listRedemptions, searchVouchers } from '#db/queries/admin-vouchers.ts'
import type { Actor } from '../../access/actor.ts'
import { forbidden, may, type Permitted } from '../../access/permissions.ts'
import type { Deps } from '../../deps.ts'
import { normalizeVoucherCode, voucherState } from '../../vouchers/rules.ts'
import type { VoucherSearchInput } from './schemas.ts'

export const voucherPageSize = 25

type Row = NonNullable<Awaited<ReturnType<typeof findVoucherWithOrder>>>

/** One voucher as the back office shows it: grouped code, cents, derived state, issued or bought. */
function voucherView(row: Row, now: Date) {
  return {
    voucherId: row.id,
    code: row.code,
    initialCents: row.initialCents,
    balanceCents: row.balanceCents,
    singleUse: row.singleUse,
    state: voucherState(row, now),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    kind: row.purchaseOrderId === null ? ('issued' as const) : ('bought' as const),
    purchaseOrder:
      row.purchaseOrderId === null ? null : { orderId: row.purchaseOrderId, number: row.purchaseOrderNumber },
    recipientName: row.recipientName,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  }
}
export type AdminVoucher = ReturnType<typeof voucherView>

/** /admin/vouchers: issued and bought vouchers, searchable by code, filtered and sorted. */
export async function adminVoucherList(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: Actor,
  input: VoucherSearchInput,
) {
  if (!may(actor, 'vouchers.manage')) return forbidden
  const now = deps.now()
  const { rows, total } = await searchVouchers(deps.db, {
    code: input.q ? normalizeVoucherCode(input.q) : undefined,
    kind: input.kind,
    state: input.state,
    sort: input.sort,
    dir: input.dir,
    limit: voucherPageSize,
    offset: (input.page - 1) * voucherPageSize,
    now,
  })
  const pages = Math.max(1, Math.ceil(total / voucherPageSize))
  return {
    vouchers: rows.map((row) => voucherView(row, now)),
    total,
    page: Math.min(input.page, pages),
    pages,
  }
}

/** One voucher by code (any case, spaces or dashes) or id, with its balance and redemptions. */
export async function adminVoucherDetail(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: Actor,
  key: { code: string } | { id: number },
) {
  if (!may(actor, 'vouchers.manage')) return forbidden
  const where = 'code' in key ? { code: normalizeVoucherCode(key.code) } : key
  const row = await findVoucherWithOrder(deps.db, where)
  if (!row) return null
  const redemptions = await listRedemptions(deps.db, row.id)
  return {
    ...voucherView(row, deps.now()),
    redemptions: redemptions.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
  }
}
export type AdminVoucherDetail = NonNullable<Permitted<ReturnType<typeof adminVoucherDetail>>>
