import type { RouterContextProvider } from 'react-router'
import { backOfficeActorOf } from '#core/access/actor.ts'
import { type Forbidden, isForbidden } from '#core/access/permissions.ts'
import { shopContext } from '../context.ts'
import { pageNotFound } from '../lib/page.server.ts'
import { adminLocale } from './locale.ts'

type Args = { request: Request; context: Readonly<RouterContextProvider> }

/**
 * Every /admin loader and action starts here: customers and guests get the shop's 404 (the back
 * office does not announce itself). What the actor may do there, the use cases decide
 * (core/access/permissions.ts); `orNotFound` turns their refusal into the same 404.
 */
export function requireBackOffice(args: Args) {
  const shop = args.context.get(shopContext)
  const actor = backOfficeActorOf(shop.session)
  if (!actor) pageNotFound(args.request)
  return { actor, deps: shop.deps, origin: shop.origin, locale: adminLocale(args.request) }
}

/** A use case's answer, or the 404 page for an area this actor's role may not use. */
export function orNotFound<T>(request: Request, answer: T | Forbidden): T {
  if (isForbidden(answer)) pageNotFound(request)
  return answer
}
