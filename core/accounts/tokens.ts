import { createHash, randomBytes } from 'node:crypto'
import { defaultLocale, type Locale } from '#config/locales.ts'

/** How long an emailed link works. */
export const tokenLifetimeMs = {
  reset: 60 * 60 * 1000,
  confirm: 7 * 24 * 60 * 60 * 1000,
  'email-change': 60 * 60 * 1000,
} as const

export type TokenPurpose = keyof typeof tokenLifetimeMs

export function newAccountToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashAccountToken(token) }
}

export function hashAccountToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** A token as the link carries it: 43 base64url characters; anything else is not looked up. */
export function isWellFormedAccountToken(token: unknown): token is string {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token)
}

export type TokenState = 'valid' | 'unknown' | 'expired' | 'used'

/** Decides whether a link still works: used beats expired, so a reused link says 'already used'. */
export function tokenState(row: { expiresAt: Date; usedAt: Date | null } | null, now: Date): TokenState {
  if (!row) return 'unknown'
  if (row.usedAt) return 'used'
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired'
  return 'valid'
}

/** The shop's links in a mail: same origin as the request (or PUBLIC_ORIGIN), in the customer's language. */
export function accountLink(
  origin: string,
  locale: Locale,
  path: string,
  query: Record<string, string> = {},
) {
  const localized = locale === defaultLocale ? path : `/${locale}${path}`
  const search = new URLSearchParams(query).toString()
  return `${origin.replace(/\/$/, '')}${localized}${search ? `?${search}` : ''}`
}
