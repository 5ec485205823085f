import { pageNotFound } from '../../lib/page.server.ts'
import type { Route } from './+types/product'

/** /prod/{product}: accessory detail. Products are seeded with the catalog (issue 7); until then every id is unknown. */
export function loader({ request }: Route.LoaderArgs): never {
  pageNotFound(request)
}

export default function Unreachable() {
  return null
}
