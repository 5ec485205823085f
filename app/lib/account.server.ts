import type { RouterContextProvider } from 'react-router'
import type { Signed } from '#core/accounts/manage.ts'
import type { MailContext } from '#core/accounts/register.ts'
import type { Deps } from '#core/deps.ts'
import { serializeSessionCookie } from '#core/sessions/cookie.ts'
import { shopContext } from '../context.ts'
import { requireCustomer } from './guards.server.ts'
import { requestLocale } from './page.server.ts'

type Args = { request: Request; context: Readonly<RouterContextProvider> }

/** Dashboard actions: the logged-in customer with the session (a guest goes to the login page). */
export function requireSigned(args: Args): Signed & { deps: Deps; mail: MailContext } {
  const customer = requireCustomer(args)
  const shop = args.context.get(shopContext)
  const session = shop.session?.session
  if (!session) throw new Error('customer without session')
  return {
    session,
    customer,
    deps: shop.deps,
    mail: { origin: shop.origin, locale: requestLocale(args.request).locale },
  }
}

/** The Set-Cookie of a rotated session (password change keeps this device logged in). */
export function sessionCookieHeader(args: Args, token: string, days: number) {
  return serializeSessionCookie(token, args.context.get(shopContext).secure, days)
}

/** Ends the cookie after the account is gone. */
export function expiredSessionCookie(args: Args) {
  return serializeSessionCookie('', args.context.get(shopContext).secure, 0)
}

/** Form fields as strings, for re-filling a form after an error. */
export function formStrings(form: FormData, keys: readonly string[]): Record<string, string> {
  return Object.fromEntries(keys.map((key) => [key, String(form.get(key) ?? '')]))
}
