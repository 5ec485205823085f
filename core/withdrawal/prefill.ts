import { findOwnOrderByNumber, withdrawableLines } from '#db/queries/withdrawals.ts'
import type { Deps } from '../deps.ts'
import { normaliseOrderNumber } from './schema.ts'

export type WithdrawalPrefill = {
  name: string
  email: string
  orderNumber: string
  /** The order's lines with a right of withdrawal, only for its logged-in owner; null otherwise. */
  lines: { id: number; label: string }[] | null
}

/**
 * What the form can fill in before the visitor types: the order number from the link of the
 * order page, and for a logged-in customer name, email and (for an own order) its withdrawable
 * lines. A stranger's order number never reveals anything here.
 */
export async function withdrawalPrefill(
  deps: Deps,
  customer: { id: number; firstName: string; lastName: string; email: string } | null,
  rawOrderNumber: string | null,
): Promise<WithdrawalPrefill> {
  const orderNumber =
    rawOrderNumber && /^[A-Za-z0-9-]{1,40}$/.test(rawOrderNumber) ? normaliseOrderNumber(rawOrderNumber) : ''
  if (!customer) return { name: '', email: '', orderNumber, lines: null }
  const own = orderNumber ? await findOwnOrderByNumber(deps.db, orderNumber, customer.id) : null
  const lines = own
    ? (await withdrawableLines(deps.db, own.orderId)).map((line) => ({
        id: line.id,
        label: line.amount > 1 ? `${line.amount} × ${line.name}` : line.name,
      }))
    : null
  return {
    name: [customer.firstName, customer.lastName].filter(Boolean).join(' '),
    email: customer.email,
    orderNumber,
    lines,
  }
}
