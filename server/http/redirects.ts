import type { MiddlewareHandler } from 'hono'
import type { Env } from '#config/env.server.ts'
import { sameHostPath } from '#core/navigation/safe-navigation.ts'
import { isSecureRequest, requestHost } from './request-info.ts'
import type { AppEnv } from './types.ts'

/**
 * HTTPS and canonical-host redirects: both off unless configured, never for
 * hosts on the allowed list (the language hosts are allowed by default), and without a message.
 *
 * Every Location built here is a path on a configured host: CANONICAL_HOST, the request's host
 * only when it is one the shop is configured for (PUBLIC_ORIGIN's, the allowed and language
 * hosts), else PUBLIC_ORIGIN's host (FORCE_HTTPS requires PUBLIC_ORIGIN). A path that starts with
 * `//` is first sent to its one-slash form on the same host, so it can never name another host.
 */
/**
 * Asked of each instance directly, over plain HTTP and by its address, never through the proxy:
 * the platform's health checks and Prometheus. A redirect to the public HTTPS name would send
 * them to the balancer, or nowhere.
 */
const instancePaths = new Set(['/health/live', '/health/ready', '/metrics'])

export function canonicalRedirect(env: Env): MiddlewareHandler<AppEnv> {
  const allowed = new Set([...env.REDIRECT_ALLOWED_HOSTS, ...env.HOST_LANGUAGES.keys()])
  const publicHost = env.PUBLIC_ORIGIN ? new URL(env.PUBLIC_ORIGIN) : null
  const configured = new Set([...allowed, ...(env.CANONICAL_HOST ? [env.CANONICAL_HOST] : [])])
  if (publicHost) configured.add(publicHost.hostname)
  return async (c, next) => {
    const url = new URL(c.req.url)
    if (instancePaths.has(url.pathname)) return next()
    const host = requestHost(c, env)
    const wantHttps = env.FORCE_HTTPS && !isSecureRequest(c, env)
    const wantHost = env.CANONICAL_HOST && host !== env.CANONICAL_HOST && !allowed.has(host)
    if (!wantHttps && !wantHost) {
      if (!url.pathname.startsWith('//')) return next()
      return c.redirect(sameHostPath(url.pathname) + url.search, 301)
    }
    const targetHost = wantHost
      ? env.CANONICAL_HOST
      : configured.has(host)
        ? host
        : (publicHost?.host ?? env.CANONICAL_HOST)
    if (!targetHost) return next()
    const scheme = wantHttps || isSecureRequest(c, env) ? 'https' : 'http'
    return c.redirect(`${scheme}://${targetHost}${sameHostPath(url.pathname)}${url.search}`, 301)
  }
}
