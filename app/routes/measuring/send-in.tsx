import { PurposePage } from '../../components/purpose-page.tsx'
import { messagesMeta } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import type { Route } from './+types/send-in'

/** /massnehmen/hemd-einsenden: send a well-fitting shirt in. */
export function loader({ request }: Route.LoaderArgs) {
  return { meta: messagesMeta(request, 'sendIn') }
}

export const meta = routeMeta

const links = [
  ['/service/new', 'pages.serviceNew.title'],
  ['/infos-zu-massnehmen', 'nav.measuring'],
] as const

export default function SendInPage() {
  return <PurposePage messageKey="sendIn" links={links} />
}
