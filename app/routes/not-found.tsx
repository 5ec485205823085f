import { data } from 'react-router'
import { pageUrl } from '#config/locale-path.ts'
import type { Route } from './+types/not-found'

/** Unmatched paths: a non-fatal 404 'Page not found', shown by the root boundary. */
export function loader({ request }: Route.LoaderArgs) {
  const path = pageUrl(request).pathname
  throw data({ kind: 'unmatched', path, message: 'Page not found' }, { status: 404 })
}

export default function NotFound() {
  return null
}
