import { pageNotFound } from '../../lib/page.server.ts'
import type { Route } from './+types/fabric'

/** /stoffe/{id}: fabric detail. Fabrics are seeded with the catalog (issue 3); until then every id is unknown. */
export function loader({ request }: Route.LoaderArgs): never {
  pageNotFound(request)
}

export default function Unreachable() {
  return null
}
