import { PurposePage } from '../../components/purpose-page.tsx'
import { requireGuest } from '../../lib/guards.server.ts'
import { messagesMeta } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import type { Route } from './+types/register'

/** /register: split layout, guests only. */
export function loader(args: Route.LoaderArgs) {
  requireGuest(args)
  return { meta: messagesMeta(args.request, 'register') }
}

export const meta = routeMeta

const links = [['/login', 'nav.login']] as const

export default function Page() {
  return <PurposePage messageKey="register" links={links} />
}
