import type { RouterContextProvider } from 'react-router'
import { breadcrumbData, homeStep, type TrailStep } from '#core/seo/structured-data.ts'
import { shopContext } from '../context.ts'
import { requestLocale } from './page.server.ts'

/**
 * Where a page's JSON-LD points: the canonical origin buildMeta uses for the canonical link (the
 * configured PUBLIC_ORIGIN, else the Host asked for) and the page's language.
 */
export function structuredDataPlace(request: Request, context: Readonly<RouterContextProvider>) {
  return { origin: context.get(shopContext).origin, locale: requestLocale(request).locale }
}

/** The page's BreadcrumbList by its place in the navigation: the home page, then `trail`. */
export function navBreadcrumb(
  request: Request,
  context: Readonly<RouterContextProvider>,
  trail: readonly TrailStep[],
) {
  return breadcrumbData(structuredDataPlace(request, context), [homeStep, ...trail])
}
