import { PurposePage } from '../../components/purpose-page.tsx'
import { messagesMeta } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import type { Route } from './+types/profile'

/** /dashboard/profile. */
export function loader({ request }: Route.LoaderArgs) {
  return { meta: messagesMeta(request, 'dashboardProfile') }
}

export const meta = routeMeta

export default function ProfilePage() {
  return <PurposePage messageKey="dashboardProfile" />
}
