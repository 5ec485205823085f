import { PurposePage } from '../../components/purpose-page.tsx'
import { messagesMeta } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import type { Route } from './+types/newsletter'

/** /newsletter: subscription with double opt-in (issue 8). */
export function loader({ request }: Route.LoaderArgs) {
  return { meta: messagesMeta(request, 'newsletter') }
}

export const meta = routeMeta

const links = [['/datenschutz', 'footer.datenschutz']] as const

export default function NewsletterPage() {
  return <PurposePage messageKey="newsletter" links={links} />
}
