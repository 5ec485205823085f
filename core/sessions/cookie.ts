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
