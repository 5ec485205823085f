import type { RouterContextProvider } from 'react-router'
import { type BackOfficeArea, mayUse } from '#core/admin/permissions.ts'
import { backOfficeRole } from '#core/sessions/staff.ts'
import { shopContext } from '../context.ts'
import { pageNotFound } from '../lib/page.server.ts'
import { adminLocale } from './locale.ts'

type Args = { request: Request; context: Readonly<RouterContextProvider> }

/**
 * Every /admin loader and action starts here. Customers and guests get the shop's 404 (the back
 * office does not announce itself); staff get 404 for an area their role may not use
 * (core/admin/permissions.ts, the same table the API reads).
 */
export function requireBackOffice(args: Args, area: BackOfficeArea) {
  const shop = args.context.get(shopContext)
  const role = backOfficeRole(shop.session)
  const customer = shop.session?.customer
  if (!role || !customer || !mayUse(role, area)) pageNotFound(args.request)
  return {
    role,
    actor: { id: customer.id, email: customer.email },
    deps: shop.deps,
    origin: shop.origin,
    locale: adminLocale(args.request),
  }
}
