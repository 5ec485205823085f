/**
 * The states an order and a voucher can be in, listed once: the schema's CHECK constraints, the
 * queries and core's transition tables (core/orders/transitions.ts, core/vouchers/transitions.ts)
 * all read these lists. No drizzle imports here, so pages can show the states without the schema.
 *
 * A refund runs in two phases: `refund_requested` is recorded first (with its idempotency key),
 * the payment provider is asked after that commit, and the answer makes it `refunded` or
 * `refund_failed` (which staff may request again).
 */
export const orderStatuses = [
  'pending',
  'paid',
  'in_production',
  'shipped',
  'delivered',
  'cancelled',
  'refund_requested',
  'refunded',
  'refund_failed',
] as const
export type OrderStatus = (typeof orderStatuses)[number]

export const voucherStatuses = ['pending', 'active', 'void'] as const
export type VoucherStatus = (typeof voucherStatuses)[number]

/** `{ paid: 'paid', … }`: a state named by a property, so code outside the tables needs no literal. */
function namesOf<T extends string>(values: readonly T[]): { readonly [K in T]: K } {
  return Object.fromEntries(values.map((value) => [value, value])) as { readonly [K in T]: K }
}

export const orderStatus = namesOf(orderStatuses)
export const voucherStatus = namesOf(voucherStatuses)
