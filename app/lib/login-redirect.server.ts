import { redirect } from 'react-router'
import type { Locale } from '#config/locales.ts'
import { serializeSessionCookie } from '#core/sessions/cookie.ts'
import { localizePath, pageUrl } from './locale-path.ts'
import { safeRedirectPath } from './safe-navigation.ts'

/**
 * After login or registration: set the rotated session cookie and go back to where the guard
 * sent the visitor from (only a path of this shop), else to the dashboard.
 */
export function redirectAfterLogin(input: {
  request: Request
  locale: Locale
  secure: boolean
  session: { token: string; lifetimeDays: number }
}): never {
  const target = safeRedirectPath(
    pageUrl(input.request).searchParams.get('redirectTo'),
    localizePath('/dashboard', input.locale),
  )
  throw redirect(target, {
    headers: {
      'Set-Cookie': serializeSessionCookie(input.session.token, input.secure, input.session.lifetimeDays),
    },
  })
}
