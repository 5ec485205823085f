import { redirect } from 'react-router'
import { localizePath, pageUrl } from '#config/locale-path.ts'
import type { Locale } from '#config/locales.ts'
import { safeRedirectPath } from '#core/navigation/safe-navigation.ts'
import { serializeDeviceCookie, serializeSessionCookie } from '#core/sessions/cookie.ts'

/**
 * After login or registration: set the rotated session cookie and go back to where the guard
 * sent the visitor from (only a path of this shop), else to the dashboard, or for staff to the
 * back office.
 */
export function redirectAfterLogin(input: {
  request: Request
  locale: Locale
  secure: boolean
  session: { token: string; lifetimeDays: number; deviceToken?: string; staff?: boolean }
}): never {
  const target = safeRedirectPath(
    pageUrl(input.request).searchParams.get('redirectTo'),
    input.session.staff ? '/admin' : localizePath('/dashboard', input.locale),
  )
  const headers = new Headers()
  headers.append(
    'Set-Cookie',
    serializeSessionCookie(input.session.token, input.secure, input.session.lifetimeDays),
  )
  // After a login: the known-device cookie, the way out of a later account lock.
  if (input.session.deviceToken)
    headers.append('Set-Cookie', serializeDeviceCookie(input.session.deviceToken, input.secure))
  throw redirect(target, { headers })
}
