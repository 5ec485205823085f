import { data } from 'react-router'
import { isLanguageSegment, pageUrl } from '#config/locale-path.ts'
import type { Route } from './+types/language'

/**
 * The optional language segment in front of every shop page (app/routes.ts). A first segment
 * that is no language prefix (`/de/agb`, `/xx/agb`) is an unknown address: the 404 of
 * routes/not-found.tsx, before any page loader runs (a login redirect or a catalogue read for
 * an address that does not exist would be wrong).
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ params, request }, next) => {
    if (!isLanguageSegment(params.lang)) {
      throw data(
        { kind: 'unmatched', path: pageUrl(request).pathname, message: 'Page not found' },
        { status: 404 },
      )
    }
    return next()
  },
]
