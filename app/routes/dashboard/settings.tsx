import { PurposePage } from '../../components/purpose-page.tsx'
import { messagesMeta } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import type { Route } from './+types/settings'

/** /dashboard/settings. */
export function loader({ request }: Route.LoaderArgs) {
  return { meta: messagesMeta(request, 'dashboardSettings') }
}

export const meta = routeMeta

const links = [['/datenschutz', 'footer.datenschutz']] as const

export default function SettingsPage() {
  return <PurposePage messageKey="dashboardSettings" links={links} />
}
