import { PurposePage } from '../../components/purpose-page.tsx'
import { messagesMeta } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import type { Route } from './+types/cart'

/** /cart: the cart (cart.php arrives with issue 7). */
export function loader({ request }: Route.LoaderArgs) {
  return { meta: messagesMeta(request, 'cart') }
}

export const meta = routeMeta

const links = [
  ['/hemdendesigner', 'nav.designer'],
  ['/masshemden', 'nav.templates'],
] as const

export default function CartPage() {
  return <PurposePage messageKey="cart" links={links} />
}
