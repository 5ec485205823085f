import type { MiddlewareHandler } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { deviceCookieDays, deviceCookieName, sessionCookieName } from '#core/sessions/cookie.ts'
import { guestSessionDays } from '#core/sessions/rules.ts'
import { type LoadedSession, loadSession, startSession } from '#core/sessions/use-cases.ts'
import type { AppContext, AppEnv } from './types.ts'

function cookieName(c: AppContext) {
  return sessionCookieName(c.get('secure'))
}

export function setSessionCookie(c: AppContext, token: string, days = guestSessionDays) {
  setCookie(c, cookieName(c), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: c.get('secure'),
    maxAge: days * 24 * 60 * 60,
  })
}

/** The known-device cookie of core/accounts/login.ts: the way out of an account lock. */
export function setDeviceCookie(c: AppContext, token: string) {
  setCookie(c, deviceCookieName(c.get('secure')), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: c.get('secure'),
    maxAge: deviceCookieDays * 24 * 60 * 60,
  })
}

export function readDeviceCookie(c: AppContext): string | undefined {
  return getCookie(c, deviceCookieName(c.get('secure')))
}

export function clearSessionCookie(c: AppContext) {
  deleteCookie(c, cookieName(c), { path: '/', secure: c.get('secure') })
}

/** Loads the visitor's session (if any) for every request that may need it. */
export function sessionLoader(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('session', await loadSession(c.get('deps'), getCookie(c, cookieName(c))))
    await next()
  }
}

/** Guests get a session on their first call that needs one (docs/api.md conventions). */
export async function ensureSession(c: AppContext): Promise<LoadedSession> {
  const current = c.get('session')
  if (current) return current
  const { token, loaded } = await startSession(c.get('deps'))
  setSessionCookie(c, token)
  c.set('session', loaded)
  return loaded
}
