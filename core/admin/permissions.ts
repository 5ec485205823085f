import type { OrderState } from '../orders/transitions.ts'
/**
 * Who may do what in the back office (issue 18). One table, read by the pages (which links and
 * forms to show, 404 for a page the role may not see) and by /api/admin/*.php (403 otherwise).
 * Staff run the workshop and the service desk; an admin runs everything, the catalogue, prices,
 * customers, vouchers, the newsletter list and staff accounts included.
 */
export const backOfficeRoles = ['staff', 'admin'] as const
export type BackOfficeRole = (typeof backOfficeRoles)[number]

export const backOfficeAreas = [
  'overview',
  'orders',
  'production',
  'shipping',
  'tickets',
  'feedback',
  'payments',
  'catalog',
  'customers',
  'vouchers',
  'newsletter',
  'staff',
  'audit',
  'jobs',
] as const
export type BackOfficeArea = (typeof backOfficeAreas)[number]

const staffAreas: readonly BackOfficeArea[] = [
  'overview',
  'orders',
  'production',
  'shipping',
  'tickets',
  'feedback',
]

const permitted: Record<BackOfficeRole, readonly BackOfficeArea[]> = {
  staff: staffAreas,
  admin: backOfficeAreas,
}

export function isBackOfficeRole(role: string | null | undefined): role is BackOfficeRole {
  return (backOfficeRoles as readonly string[]).includes(role ?? '')
}

/** May this role work in this area? Customers and guests (no back-office role) may nothing. */
export function mayUse(role: string | null | undefined, area: BackOfficeArea): boolean {
  return isBackOfficeRole(role) && permitted[role].includes(area)
}

/**
 * The area an order step belongs to: money (recording a payment, a refund) is the admin's; making
 * and shipping are the workshop's; cancelling an order is order handling.
 */
export function orderStepArea(to: OrderState): BackOfficeArea {
  return stepAreas[to]
}

const stepAreas: Record<OrderState, BackOfficeArea> = {
  pending: 'orders',
  paid: 'payments',
  in_production: 'production',
  shipped: 'shipping',
  delivered: 'shipping',
  cancelled: 'orders',
  refund_requested: 'payments',
  refunded: 'payments',
  refund_failed: 'payments',
}
