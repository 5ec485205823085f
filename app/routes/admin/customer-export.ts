import { exportCustomerOnRequest } from '#core/admin/customers/actions.ts'
import { customerId } from '#core/admin/customers/schemas.ts'
import { orNotFound, requireBackOffice } from '../../admin/guard.server.ts'
import { pageNotFound } from '../../lib/page.server.ts'
import type { Route } from './+types/customer-export'

/**
 * /admin/customers/:customerId/export.json (admin only): the GDPR export on the customer's
 * request, the same document as self-service, as a download; the access is audited.
 */
export async function loader(args: Route.LoaderArgs) {
  const office = requireBackOffice(args)
  const id = customerId.safeParse(args.params.customerId)
  const exported = id.success
    ? orNotFound(args.request, await exportCustomerOnRequest(office.deps, office.actor, id.data))
    : null
  if (!exported || !id.success) pageNotFound(args.request)
  return new Response(JSON.stringify(exported, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="customer-${id.data}-export.json"`,
      'Cache-Control': 'no-store',
    },
  })
}
