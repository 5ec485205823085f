import { data } from 'react-router'
import { isLanguageSegment, pageUrl } from '#config/locale-path.ts'
import { shopContext } from '../context.ts'
import type { Route } from './+types/language'

/**
 * The optional language segment in front of every shop page (app/routes.ts). A first segment
 * that is no language prefix (`/de/agb`, `/xx/agb`, and `/gibt-es-nicht`, which the home page's
 * `/:lang` takes) is an unknown address: the 404 of routes/not-found.tsx, before any page loader
 * runs (a login redirect or a catalogue read for an address that does not exist would be wrong).
 * As with every refusal thrown by a middleware, the root loader has not run: the error page
 * learns from the thrown data that a bot asks, and such a 404 goes without the consent banner.
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ params, request, context }, next) => {
    if (!isLanguageSegment(params.lang)) {
      const bot = context.get(shopContext).isBot
      throw data(
        { kind: 'unmatched', path: pageUrl(request).pathname, message: 'Page not found', bot },
        { status: 404 },
      )
    }
    return next()
  },
]
