import { PurposePage } from '../../components/purpose-page.tsx'
import { messagesMeta } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import type { Route } from './+types/addresses'

/** /dashboard/addresses. */
export function loader({ request }: Route.LoaderArgs) {
  return { meta: messagesMeta(request, 'dashboardAddresses') }
}

export const meta = routeMeta

export default function AddressesPage() {
  return <PurposePage messageKey="dashboardAddresses" />
}
