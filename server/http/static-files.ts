import { serveStatic } from '@hono/node-server/serve-static'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './types.ts'

/**
 * The build's client files, in their brotli or gzip copy when the browser takes one
 * (scripts/precompress.ts), with the given Cache-Control. The header is set on the answer itself:
 * serveStatic's `onFound` runs after its answer is made, and a header set there was lost.
 */
export function staticFiles(root: string, cacheControl: string): MiddlewareHandler<AppEnv> {
  const serve = serveStatic<AppEnv>({ root, precompressed: true })
  return async (c, next) => {
    let passedOn = false
    const answer = await serve(c, async () => {
      passedOn = true
      await next()
    })
    if (passedOn || !(answer instanceof Response)) return answer
    c.set('staticFile', true)
    answer.headers.set('Cache-Control', cacheControl)
    return answer
  }
}
