import type { MiddlewareHandler } from 'hono'
import { tokensEqual } from '#core/sessions/tokens.ts'
import { fail } from './envelope.ts'
import type { AppEnv } from './types.ts'

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

export type OriginVerdict = 'allow' | 'deny'

/**
 * Decides whether a state-changing request may proceed (pure, tested table-driven).
 * Browsers send Origin and Sec-Fetch-Site on every cross-site POST, so a request with neither
 * header does not come from a browser page and cannot ride on a visitor's cookies.
 */
export function judgeOrigin(input: {
  method: string
  origin: string | undefined
  secFetchSite: string | undefined
  allowedOrigins: readonly string[]
  csrfHeader: string | undefined
  sessionCsrf: string | undefined
}): OriginVerdict {
  if (safeMethods.has(input.method.toUpperCase())) return 'allow'
  if (input.csrfHeader && input.sessionCsrf && tokensEqual(input.csrfHeader, input.sessionCsrf))
    return 'allow'
  if (input.origin !== undefined) {
    return input.origin !== 'null' && input.allowedOrigins.includes(input.origin) ? 'allow' : 'deny'
  }
  if (input.secFetchSite !== undefined) {
    return input.secFetchSite === 'same-origin' || input.secFetchSite === 'none' ? 'allow' : 'deny'
  }
  return 'allow'
}

/** Refuses cross-site writes with 403 before any handler runs. */
export function sameOriginWrites(
  allowedOrigins: (c: Parameters<MiddlewareHandler<AppEnv>>[0]) => string[],
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const verdict = judgeOrigin({
      method: c.req.method,
      origin: c.req.header('origin'),
      secFetchSite: c.req.header('sec-fetch-site'),
      allowedOrigins: allowedOrigins(c),
      csrfHeader: c.req.header('x-csrf-token'),
      sessionCsrf: c.get('session')?.session.csrfToken,
    })
    if (verdict === 'deny')
      return fail(c, 'FORBIDDEN', 'Cross-site request refused', { reason: 'CROSS_SITE' })
    await next()
  }
}
