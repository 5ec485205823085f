import { pageNotFound } from '../../lib/page.server.ts'
import type { Route } from './+types/ticket'

/** /service/{id} and /aftersale/{id}: a request of the visitor. Tickets arrive with issue 8; until then every id is unknown. */
export function loader({ request }: Route.LoaderArgs): never {
  pageNotFound(request)
}

export default function Unreachable() {
  return null
}
