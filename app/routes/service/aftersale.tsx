import { PurposePage } from '../../components/purpose-page.tsx'
import { messagesMeta } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import type { Route } from './+types/aftersale'

/** /aftersale: alterations, complaints and remakes. */
export function loader({ request }: Route.LoaderArgs) {
  return { meta: messagesMeta(request, 'aftersale') }
}

export const meta = routeMeta

const links = [
  ['/erstbestellerkulanz', 'footer.firstOrder'],
  ['/service/new', 'pages.serviceNew.title'],
] as const

export default function AftersalePage() {
  return <PurposePage messageKey="aftersale" links={links} />
}
