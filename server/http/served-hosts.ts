import type { MiddlewareHandler } from 'hono'
import type { Env } from '#config/env.server.ts'
import { fail } from './envelope.ts'
import { requestOrigin } from './request-info.ts'
import type { AppEnv } from './types.ts'

/**
 * Sets the request's origin for links, or refuses a Host the shop does not serve (421 Misdirected
 * Request, reason UNKNOWN_HOST): without PUBLIC_ORIGIN a forged Host would otherwise end up in
 * password-reset links, the canonical link and the sitemap.
 */
export function servedHostsOnly(env: Env): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const origin = requestOrigin(c, env)
    if (origin === null) {
      return fail(c, 'MISDIRECTED', 'Host: this shop is not served under that name', {
        reason: 'UNKNOWN_HOST',
      })
    }
    c.set('origin', origin)
    await next()
  }
}
