import { PurposePage } from '../../components/purpose-page.tsx'
import { messagesMeta } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import type { Route } from './+types/profiles'

/** /massnehmen/massprofil: saved measurement profiles. */
export function loader({ request }: Route.LoaderArgs) {
  return { meta: messagesMeta(request, 'measureProfiles') }
}

export const meta = routeMeta

const links = [['/massnehmen/neu', 'pages.measuringNew.title']] as const

export default function ProfilesPage() {
  return <PurposePage messageKey="measureProfiles" links={links} />
}
