import { PurposePage } from '../../components/purpose-page.tsx'
import { messagesMeta } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import type { Route } from './+types/service'

/** /service: customer service requests (issue 8). */
export function loader({ request }: Route.LoaderArgs) {
  return { meta: messagesMeta(request, 'service') }
}

export const meta = routeMeta

const links = [
  ['/service/new', 'pages.serviceNew.title'],
  ['/faq', 'nav.faq'],
] as const

export default function ServicePage() {
  return <PurposePage messageKey="service" links={links} />
}
