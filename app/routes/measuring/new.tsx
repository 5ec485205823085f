import { PurposePage } from '../../components/purpose-page.tsx'
import { messagesMeta } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import type { Route } from './+types/new'

/** /massnehmen/neu: choose how to give measurements. */
export function loader({ request }: Route.LoaderArgs) {
  return { meta: messagesMeta(request, 'measuringNew') }
}

export const meta = routeMeta

const links = [['/massnehmen/neu/koerpermasse', 'pages.measuring.title']] as const

export default function NewPage() {
  return <PurposePage messageKey="measuringNew" links={links} />
}
