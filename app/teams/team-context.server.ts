import type { RouterContextProvider } from 'react-router'
import type { ShirtContext } from '#core/shirts/context.ts'
import { shopContext } from '../context.ts'
import { requireSigned } from '../lib/account.server.ts'
import { requestLocale } from '../lib/page.server.ts'

type Args = { request: Request; context: Readonly<RouterContextProvider> }

/** The logged-in customer as the team use cases see them (a guest goes to the login first). */
export function teamContext(args: Args): ShirtContext {
  const signed = requireSigned(args)
  return { deps: signed.deps, session: signed.session, customer: signed.customer, locale: signed.mail.locale }
}

/** The visitor, logged in or not, for the invitation page. */
export function visitorContext(args: Args) {
  const shop = args.context.get(shopContext)
  return {
    deps: shop.deps,
    customer: shop.session?.customer ?? null,
    locale: requestLocale(args.request).locale,
  }
}
