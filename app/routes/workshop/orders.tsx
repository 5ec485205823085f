import { redirect } from 'react-router'
import { isStaff } from '#core/sessions/staff.ts'
import { shopContext } from '../../context.ts'
import { requireCustomer } from '../../lib/guards.server.ts'
import { pageNotFound } from '../../lib/page.server.ts'
import type { Route } from './+types/orders'

/**
 * /dashboard/werkstatt: the workshop moved into the back office. Staff are sent to
 * /admin/workshop with their state and search, or to the order's page for an old `?order=` link;
 * guests log in first and everybody else gets the 404 they always got.
 */
export function loader(args: Route.LoaderArgs) {
  requireCustomer(args)
  if (!isStaff(args.context.get(shopContext).session)) pageNotFound(args.request)
  const params = new URL(args.request.url).searchParams
  const order = params.get('order') ?? ''
  if (/^\d{1,10}$/.test(order)) throw redirect(`/admin/orders/${order}`)
  const kept = new URLSearchParams()
  for (const name of ['status', 'q']) {
    const value = params.get(name)
    if (value) kept.set(name, value)
  }
  const query = kept.toString()
  throw redirect(`/admin/workshop${query ? `?${query}` : ''}`)
}

/** Never rendered: the loader always redirects or answers 404 (a page route, so the 404 is the shop's page). */
export default function WorkshopMoved() {
  return null
}
