import { randomUUID } from 'node:crypto'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Env } from '#config/env.server.ts'
import type { AppContext } from './types.ts'

/** The address of the connection's other end: the client, or the proxy that passed the request on. */
export function peerAddress(c: AppContext): string | undefined {
  try {
    return getConnInfo(c).remote.address
  } catch {
    // No socket: a request handed to the app in-process (`app.request` without bindings).
    return undefined
  }
}

/** Whether this request came through one of TRUSTED_PROXIES, whose X-Forwarded-* headers count. */
export function fromTrustedProxy(c: AppContext, env: Env): boolean {
  if (env.trustedProxies.list.length === 0) return false
  const peer = peerAddress(c)
  return peer !== undefined && env.trustedProxies.has(peer)
}

/**
 * The client's address for rate limits. X-Forwarded-For is read only when the connection comes
 * from a trusted proxy, and then from the right: the hops appended by trusted proxies are passed
 * over, and the first address that is not one of them is the client. What a client wrote into the
 * header itself stands further left and is never reached, so it cannot pick its own key; a client
 * connecting directly gets the socket's address whatever it sends.
 */
export function clientAddress(c: AppContext, env: Env): string {
  const peer = peerAddress(c) ?? 'unknown'
  if (!fromTrustedProxy(c, env)) return peer
  const hops = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
  let client = peer
  for (const hop of hops.reverse()) {
    client = hop
    if (!env.trustedProxies.has(hop)) break
  }
  return client
}

/** What a proxy's X-Request-Id may be: short, and nothing a log reader or a header could trip on. */
const requestIdPattern = /^[A-Za-z0-9._-]{1,64}$/

/**
 * The request's id: the trusted proxy's X-Request-Id (nginx's `$request_id`, so its access log and
 * the shop's lines join) when it is a plain token, otherwise a new UUID. A client's own header is
 * never taken: it could make its lines look like someone else's.
 */
export function requestIdOf(c: AppContext, env: Env): string {
  const given = c.req.header('x-request-id')?.trim()
  if (given && requestIdPattern.test(given) && fromTrustedProxy(c, env)) return given
  return randomUUID()
}

/** Whether the visitor is on HTTPS: the socket itself, or the trusted proxy's word for it. */
export function isSecureRequest(c: AppContext, env: Env): boolean {
  if (fromTrustedProxy(c, env) && c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https')
    return true
  return c.req.url.startsWith('https:')
}

/** Host as the visitor typed it (lower-case, no port), through a trusted proxy if configured. */
export function requestHost(c: AppContext, env: Env): string {
  const forwarded = fromTrustedProxy(c, env)
    ? c.req.header('x-forwarded-host')?.split(',')[0]?.trim()
    : undefined
  const host = forwarded || c.req.header('host') || new URL(c.req.url).host
  return host.toLowerCase().replace(/:\d+$/, '')
}

/** `host` or `host:port` as a Host header may carry it (names, IPv4, bracketed IPv6). */
const hostHeaderPattern =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/

/** Loopback names: `localhost`, 127.0.0.0/8 and ::1. */
function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(hostname)
}

/**
 * The hosts the shop answers without PUBLIC_ORIGIN: localhost and the loopback addresses (so a
 * fresh clone works with no configuration), the language hosts, REDIRECT_ALLOWED_HOSTS and
 * CANONICAL_HOST. Any other Host is refused (421) before a link could be built from it.
 */
export function isServedHost(hostname: string, env: Env): boolean {
  const host = hostname.replace(/\.$/, '')
  return (
    isLoopback(host) ||
    env.HOST_LANGUAGES.has(host) ||
    env.REDIRECT_ALLOWED_HOSTS.has(host) ||
    (env.CANONICAL_HOST !== undefined && env.CANONICAL_HOST === host)
  )
}

/**
 * The shop's origin for absolute links (mails, canonical, sitemap) and the same-origin check:
 * PUBLIC_ORIGIN whenever it is set (always in a deployment: FORCE_HTTPS and trusted proxies
 * require it, and X-Forwarded-Host is never read for it). Without it, the Host header only when it names
 * a served host (`isServedHost`); otherwise null, and the request is refused.
 */
export function requestOrigin(c: AppContext, env: Env): string | null {
  if (env.PUBLIC_ORIGIN) return env.PUBLIC_ORIGIN
  const host = (c.req.header('host') || new URL(c.req.url).host).toLowerCase()
  if (!hostHeaderPattern.test(host)) return null
  const hostname = host.replace(/:\d{1,5}$/, '')
  if (!isServedHost(hostname, env)) return null
  return `${isSecureRequest(c, env) ? 'https' : 'http'}://${host}`
}
