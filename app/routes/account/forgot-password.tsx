import { PurposePage } from '../../components/purpose-page.tsx'
import { messagesMeta } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import type { Route } from './+types/forgot-password'

/** /forgot-password: request a reset link (issue 6). */
export function loader({ request }: Route.LoaderArgs) {
  return { meta: messagesMeta(request, 'forgotPassword') }
}

export const meta = routeMeta

const links = [['/login', 'nav.login']] as const

export default function ForgotPasswordPage() {
  return <PurposePage messageKey="forgotPassword" links={links} />
}
