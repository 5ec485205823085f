import type { MiddlewareHandler } from 'hono'
import { compress } from 'hono/compress'
import type { AppEnv } from './types.ts'

const namesAcceptEncoding = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i

/**
 * hono's compress, with `Vary: Accept-Encoding` written onto the answer's own headers before it
 * looks. Left to itself it adds Vary through `c.header()` once the answer exists, which copies the
 * whole answer: about a tenth of the CPU of a small JSON call (docs/performance.md, 2026-11-25).
 */
export function compressAnswers(): MiddlewareHandler<AppEnv> {
  const gzip = compress()
  return (c, next) =>
    gzip(c, async () => {
      await next()
      const headers = c.res.headers
      const vary = headers.get('Vary')
      if (!vary) headers.set('Vary', 'Accept-Encoding')
      else if (vary !== '*' && !namesAcceptEncoding.test(vary))
        headers.set('Vary', `${vary}, Accept-Encoding`)
    })
}
