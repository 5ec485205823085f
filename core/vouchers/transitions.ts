import { type VoucherStatus, voucherStatuses } from '#db/schema/statuses.ts'

/**
 * The voucher's transition table: a bought gift voucher waits (pending) until its order is paid
 * (active) and becomes void when its order is cancelled; the back office can void any voucher.
 * Spent and expired are not states but readings of the balance and the date (rules.ts).
 */

const transitions = {
  pending: ['active', 'void'],
  active: ['void'],
  void: [],
} as const satisfies Record<VoucherStatus, readonly VoucherStatus[]>

export function canMoveVoucher(from: VoucherStatus, to: VoucherStatus): boolean {
  return (transitions[from] as readonly VoucherStatus[]).includes(to)
}

/** The states a voucher may be in to move to `to`: the guard of the UPDATE that moves it. */
export function voucherSourcesOf(to: VoucherStatus): VoucherStatus[] {
  return voucherStatuses.filter((from) => canMoveVoucher(from, to))
}
