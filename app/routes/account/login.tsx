import { PurposePage } from '../../components/purpose-page.tsx'
import { requireGuest } from '../../lib/guards.server.ts'
import { messagesMeta } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import type { Route } from './+types/login'

/** /login: split layout, guests only. */
export function loader(args: Route.LoaderArgs) {
  requireGuest(args)
  return { meta: messagesMeta(args.request, 'login') }
}

export const meta = routeMeta

const links = [
  ['/register', 'pages.register.title'],
  ['/forgot-password', 'pages.forgotPassword.title'],
] as const

export default function Page() {
  return <PurposePage messageKey="login" links={links} />
}
