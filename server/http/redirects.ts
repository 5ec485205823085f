import type { MiddlewareHandler } from 'hono'
import type { Env } from '#config/env.server.ts'
import { isSecureRequest, requestHost } from './request-info.ts'
import type { AppEnv } from './types.ts'

/**
 * HTTPS and canonical-host redirects (spec section 4): both off unless configured, never for
 * hosts on the allowed list (the language hosts are allowed by default), and without a message.
 */
export function canonicalRedirect(env: Env): MiddlewareHandler<AppEnv> {
  const allowed = new Set([...env.REDIRECT_ALLOWED_HOSTS, ...env.HOST_LANGUAGES.keys()])
  return async (c, next) => {
    const host = requestHost(c, env)
    const wantHttps = env.FORCE_HTTPS && !isSecureRequest(c, env)
    const wantHost = env.CANONICAL_HOST && host !== env.CANONICAL_HOST && !allowed.has(host)
    if (!wantHttps && !wantHost) return next()
    const url = new URL(c.req.url)
    const target = new URL(
      url.pathname + url.search,
      `${wantHttps || isSecureRequest(c, env) ? 'https' : 'http'}://${wantHost ? env.CANONICAL_HOST : host}`,
    )
    return c.redirect(target.toString(), 301)
  }
}
