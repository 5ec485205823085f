import { PurposePage } from '../../components/purpose-page.tsx'
import { messagesMeta } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import type { Route } from './+types/my-shirts'

/** /meine-hemden: saved designs. */
export function loader({ request }: Route.LoaderArgs) {
  return { meta: messagesMeta(request, 'myShirts') }
}

export const meta = routeMeta

const links = [['/hemdendesigner', 'nav.designer']] as const

export default function MyShirtsPage() {
  return <PurposePage messageKey="myShirts" links={links} />
}
