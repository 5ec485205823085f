import { PurposePage } from '../../components/purpose-page.tsx'
import { messagesMeta } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import type { Route } from './+types/overview'

/** /dashboard: the customer overview; the customer layout checks the login. */
export function loader({ request }: Route.LoaderArgs) {
  return { meta: messagesMeta(request, 'dashboard') }
}

export const meta = routeMeta

const links = [
  ['/hemdendesigner', 'nav.designer'],
  ['/meine-hemden', 'nav.myShirts'],
] as const

export default function OverviewPage() {
  return <PurposePage messageKey="dashboard" links={links} />
}
