import { type RouterContextProvider, redirect } from 'react-router'
import { localizePath, pageUrl, splitLocale } from '#config/locale-path.ts'
import { shopContext } from '../context.ts'

type Args = { request: Request; context: Readonly<RouterContextProvider> }

/**
 * Login guard: a guest on /checkout or /dashboard/* goes to the localised login
 * page and comes back afterwards (redirectTo).
 */
export function requireCustomer({ request, context }: Args) {
  const loaded = context.get(shopContext).session
  if (loaded?.customer) return loaded.customer
  const url = pageUrl(request)
  const { locale } = splitLocale(url.pathname)
  const back = encodeURIComponent(url.pathname + url.search)
  throw redirect(`${localizePath('/login', locale)}?redirectTo=${back}`)
}

/** /password-recovery (and login/register) are for guests: a customer goes to the dashboard. */
export function requireGuest({ request, context }: Args) {
  const loaded = context.get(shopContext).session
  if (!loaded?.customer) return
  const { locale } = splitLocale(pageUrl(request).pathname)
  throw redirect(localizePath('/dashboard', locale))
}
