import { PurposePage } from '../../components/purpose-page.tsx'
import { messagesMeta } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import type { Route } from './+types/fabrics'

/** /stoffe: the fabric collection (catalog of issue 3). */
export function loader({ request }: Route.LoaderArgs) {
  return { meta: messagesMeta(request, 'fabrics') }
}

export const meta = routeMeta

const links = [
  ['/hemdendesigner', 'nav.designer'],
  ['/faq/stoffe', 'nav.faq'],
] as const

export default function FabricsPage() {
  return <PurposePage messageKey="fabrics" links={links} />
}
