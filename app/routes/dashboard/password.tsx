import { PurposePage } from '../../components/purpose-page.tsx'
import { messagesMeta } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import type { Route } from './+types/password'

/** /dashboard/password. */
export function loader({ request }: Route.LoaderArgs) {
  return { meta: messagesMeta(request, 'dashboardPassword') }
}

export const meta = routeMeta

export default function PasswordPage() {
  return <PurposePage messageKey="dashboardPassword" />
}
