import { PurposePage } from '../../components/purpose-page.tsx'
import { messagesMeta } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import type { Route } from './+types/wishlist'

/** /wunschliste: remembered fabrics and accessories. */
export function loader({ request }: Route.LoaderArgs) {
  return { meta: messagesMeta(request, 'wishlist') }
}

export const meta = routeMeta

const links = [
  ['/stoffe', 'nav.fabrics'],
  ['/shop', 'nav.shop'],
] as const

export default function WishlistPage() {
  return <PurposePage messageKey="wishlist" links={links} />
}
