import { PurposePage } from '../../components/purpose-page.tsx'
import { messagesMeta } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import type { Route } from './+types/designer'

/** /hemdendesigner: the shirt designer (screens of issue 4). */
export function loader({ request }: Route.LoaderArgs) {
  return { meta: messagesMeta(request, 'designer') }
}

export const meta = routeMeta

const links = [
  ['/masshemden', 'nav.templates'],
  ['/manuals/hemd-designen-dk', 'nav.manuals'],
] as const

export default function DesignerPage() {
  return <PurposePage messageKey="designer" links={links} />
}
