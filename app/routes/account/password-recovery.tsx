import { PurposePage } from '../../components/purpose-page.tsx'
import { requireGuest } from '../../lib/guards.server.ts'
import { messagesMeta } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import type { Route } from './+types/password-recovery'

/** /password-recovery: guests only (spec section 6). */
export function loader(args: Route.LoaderArgs) {
  requireGuest(args)
  return { meta: messagesMeta(args.request, 'passwordRecovery') }
}

export const meta = routeMeta

const links = [['/forgot-password', 'pages.forgotPassword.title']] as const

export default function PasswordRecoveryPage() {
  return <PurposePage messageKey="passwordRecovery" links={links} />
}
