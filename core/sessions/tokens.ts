import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

/** 256-bit random token for the session cookie. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url')
}

/** The database keeps only this hash of the cookie token. */
export function sessionIdFromToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export function newCsrfToken(): string {
  return randomBytes(24).toString('base64url')
}

export function tokensEqual(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/** Cookie tokens are base64url of 32 bytes; anything else is not worth a database look-up. */
export function isWellFormedToken(token: string | undefined): token is string {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token)
}
