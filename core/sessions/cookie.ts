/** The session cookie, shared by the API (Hono) and page actions (React Router). */
export function sessionCookieName(secure: boolean): string {
  // `__Host-` on HTTPS: the browser then refuses the cookie without Secure, Path=/ or with a Domain.
  return secure ? '__Host-nf_session' : 'nf_session'
}

export function serializeSessionCookie(token: string, secure: boolean, days: number): string {
  const parts = [
    `${sessionCookieName(secure)}=${token}`,
    'Path=/',
    `Max-Age=${days * 86_400}`,
    'HttpOnly',
    'SameSite=Lax',
  ]
  if (secure) parts.push('Secure')
  return parts.join('; ')
}

/** The known-device cookie (core/accounts/login.ts): set on each successful login, for a year. */
export const deviceCookieDays = 365

export function deviceCookieName(secure: boolean): string {
  return secure ? '__Host-nf_device' : 'nf_device'
}

export function serializeDeviceCookie(token: string, secure: boolean): string {
  const parts = [
    `${deviceCookieName(secure)}=${token}`,
    'Path=/',
    `Max-Age=${deviceCookieDays * 86_400}`,
    'HttpOnly',
    'SameSite=Lax',
  ]
  if (secure) parts.push('Secure')
  return parts.join('; ')
}

/** The value of the cookie `name` in a Cookie header, if any. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return rest.join('=')
  }
  return undefined
}
