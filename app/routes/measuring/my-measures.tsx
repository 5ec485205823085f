import { PurposePage } from '../../components/purpose-page.tsx'
import { messagesMeta } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import type { Route } from './+types/my-measures'

/** /massnehmen/meine-masse: body and finished-shirt measurements. */
export function loader({ request }: Route.LoaderArgs) {
  return { meta: messagesMeta(request, 'myMeasures') }
}

export const meta = routeMeta

const links = [['/massnehmen/massprofil', 'pages.measureProfiles.title']] as const

export default function MyMeasuresPage() {
  return <PurposePage messageKey="myMeasures" links={links} />
}
