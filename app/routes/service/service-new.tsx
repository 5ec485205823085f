import { PurposePage } from '../../components/purpose-page.tsx'
import { messagesMeta } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import type { Route } from './+types/service-new'

/** /service/new: a new request. */
export function loader({ request }: Route.LoaderArgs) {
  return { meta: messagesMeta(request, 'serviceNew') }
}

export const meta = routeMeta

const links = [['/faq', 'nav.faq']] as const

export default function ServiceNewPage() {
  return <PurposePage messageKey="serviceNew" links={links} />
}
