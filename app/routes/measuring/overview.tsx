import { PurposePage } from '../../components/purpose-page.tsx'
import { messagesMeta } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import type { Route } from './+types/overview'

/** /massnehmen: the ways to get measurements. */
export function loader({ request }: Route.LoaderArgs) {
  return { meta: messagesMeta(request, 'measuring') }
}

export const meta = routeMeta

const links = [
  ['/massnehmen/neu', 'pages.measuringNew.title'],
  ['/massnehmen/standardgroessen', 'pages.standardSizes.title'],
  ['/massnehmen/hemd-einsenden', 'pages.sendIn.title'],
] as const

export default function OverviewPage() {
  return <PurposePage messageKey="measuring" links={links} />
}
