import type { Context, MiddlewareHandler } from 'hono'
import type { Env } from '#config/env.server.ts'
import { runAbandonable } from '#db/abandoned-work.ts'
import type { AppEnv } from './types.ts'

/**
 * The bound of one request. The production-sheet PDFs and uploads (multipart bodies: photos, read
 * while the visitor sends them) get the longer one.
 */
export function requestTimeoutMs(env: Env, path: string, contentType: string): number {
  return path.endsWith('.pdf') || contentType.startsWith('multipart/')
    ? env.REQUEST_TIMEOUT_LONG_MS
    : env.REQUEST_TIMEOUT_MS
}

/**
 * A request still running after REQUEST_TIMEOUT_MS (a slow database, a queue in front of PGlite,
 * a long render) is answered with `answer` (503, Retry-After, reason REQUEST_TIMEOUT) instead of
 * being left hanging, and the rest of its database work is refused (db/abandoned-work.ts): a
 * transaction in progress rolls back and nothing piles up behind the visitor's next attempt.
 */
export function requestDeadline(answer: (c: Context<AppEnv>) => Response): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { env, logger } = c.get('deps')
    const ms = requestTimeoutMs(env, c.req.path, c.req.header('content-type') ?? '')
    const abandon = new AbortController()
    let timer: NodeJS.Timeout | undefined
    const deadline = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), ms)
    })
    const work = runAbandonable(abandon.signal, next)
    try {
      if ((await Promise.race([work, deadline])) !== 'late') return
    } finally {
      clearTimeout(timer)
    }
    abandon.abort()
    logger.warn(
      { req: { method: c.req.method, path: c.req.path }, timeoutMs: ms },
      'request past its deadline',
    )
    // The abandoned work ends on its own (its errors were answered by onError, to no one).
    work.catch(() => undefined)
    return answer(c)
  }
}
