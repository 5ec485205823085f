import { PurposePage } from '../../components/purpose-page.tsx'
import { messagesMeta } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import type { Route } from './+types/standard-sizes'

/** /massnehmen/standardgroessen: the size tables. */
export function loader({ request }: Route.LoaderArgs) {
  return { meta: messagesMeta(request, 'standardSizes') }
}

export const meta = routeMeta

const links = [['/massnehmen/neu/standardgroessen', 'pages.measuringNew.title']] as const

export default function StandardSizesPage() {
  return <PurposePage messageKey="standardSizes" links={links} />
}
