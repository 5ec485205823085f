import { getConnInfo } from '@hono/node-server/conninfo'
import type { Env } from '#config/env.server.ts'
import type { AppContext } from './types.ts'

/**
 * The client's address for rate limits. X-Forwarded-For is believed only with TRUST_PROXY, and
 * then only its last hop (the one our own proxy appended), so a client cannot pick its own key.
 */
export function clientAddress(c: AppContext, env: Env): string {
  if (env.TRUST_PROXY) {
    const forwarded = c.req.header('x-forwarded-for')
    const last = forwarded?.split(',').at(-1)?.trim()
    if (last) return last
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown'
  }
}

/** Whether the visitor is on HTTPS: the socket itself, or the trusted proxy's word for it. */
export function isSecureRequest(c: AppContext, env: Env): boolean {
  if (env.TRUST_PROXY && c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https') return true
  return c.req.url.startsWith('https:')
}

/** Host as the visitor typed it (lower-case, no port), through a trusted proxy if configured. */
export function requestHost(c: AppContext, env: Env): string {
  const forwarded = env.TRUST_PROXY ? c.req.header('x-forwarded-host')?.split(',')[0]?.trim() : undefined
  const host = forwarded || c.req.header('host') || new URL(c.req.url).host
  return host.toLowerCase().replace(/:\d+$/, '')
}

/** The shop's origin for links and the same-origin check: PUBLIC_ORIGIN, else what the request says. */
export function requestOrigin(c: AppContext, env: Env): string {
  if (env.PUBLIC_ORIGIN) return new URL(env.PUBLIC_ORIGIN).origin
  const forwardedHost = env.TRUST_PROXY ? c.req.header('x-forwarded-host')?.split(',')[0]?.trim() : undefined
  const host = forwardedHost || c.req.header('host') || new URL(c.req.url).host
  return `${isSecureRequest(c, env) ? 'https' : 'http'}://${host}`
}
