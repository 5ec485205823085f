import type { MiddlewareHandler } from 'hono'
import { backOfficeActorOf } from '#core/access/actor.ts'
import { limits } from '#core/limits/rules.ts'
import { isPageUpload } from './body-limit.ts'
import { fail } from './envelope.ts'
import { clientAddress } from './request-info.ts'
import type { AppContext, AppEnv } from './types.ts'

/**
 * Uploads of one client address read at the same time by this process. A person sends one form
 * at a time (an office a few); a script's fortieth parallel upload is refused before it is read.
 */
export const parallelUploadsPerAddress = 4

/** Seconds a refused parallel upload is asked to wait: about as long as one upload takes. */
const parallelRetryAfterSeconds = 10

/**
 * Uploads this process reads at the same time, whoever sends them. Busboy parses in JavaScript on
 * the event loop: forty 12 MB bodies from forty addresses at once kept /health/live waiting up to
 * 700 ms on two cores (docs/security.md). The others wait their turn unread: their bytes stay in
 * the kernel's buffers and the client's, as TCP's flow control holds them back.
 */
export const parallelUploadsPerProcess = 6

/** How long an admitted upload waits for its turn before it is refused (429 UPLOADS_BUSY). */
const turnWaitMs = 20_000

const reading = new Map<string, number>()
const turns = createTurns(parallelUploadsPerProcess)

export type UploadAdmission =
  | { ok: true; release: () => void }
  | { ok: false; reason: 'RATE_LIMITED' | 'UPLOADS_IN_PROGRESS' | 'UPLOADS_BUSY'; retryAfter: number }

/**
 * Lets an upload's body be read, or says why not, before any of it is read: at most
 * `parallelUploadsPerAddress` at once per client address, and `limits.uploadAddress` an hour.
 * The caller releases its place once the request is answered.
 */
export async function admitUpload(c: AppContext): Promise<UploadAdmission> {
  const deps = c.get('deps')
  const address = clientAddress(c, deps.env)
  const busy = reading.get(address) ?? 0
  if (busy >= parallelUploadsPerAddress) {
    return { ok: false, reason: 'UPLOADS_IN_PROGRESS', retryAfter: parallelRetryAfterSeconds }
  }
  reading.set(address, busy + 1)
  let released = false
  const release = () => {
    if (released) return
    released = true
    const left = (reading.get(address) ?? 1) - 1
    if (left > 0) reading.set(address, left)
    else reading.delete(address)
  }
  try {
    const decision = await deps.limiter.consume(limits.uploadAddress, address)
    if (!decision.allowed) {
      release()
      return { ok: false, reason: 'RATE_LIMITED', retryAfter: decision.retryAfterSeconds }
    }
    const turn = await turns.take(turnWaitMs)
    if (!turn) {
      release()
      return { ok: false, reason: 'UPLOADS_BUSY', retryAfter: parallelRetryAfterSeconds }
    }
    return {
      ok: true,
      release: () => {
        turn()
        release()
      },
    }
  } catch (error) {
    release()
    throw error
  }
}

/**
 * At most `size` holders at once; the others wait in order of arrival, each at most `waitMs`.
 * `take` gives the function that hands the turn on, or null when the wait ran out.
 */
export function createTurns(size: number) {
  let held = 0
  const waiting: ((granted: boolean) => void)[] = []
  const handOn = () => {
    const next = waiting.shift()
    if (next) next(true)
    else held -= 1
  }
  const turn = () => {
    let given = false
    return () => {
      if (given) return
      given = true
      handOn()
    }
  }
  return {
    async take(waitMs: number): Promise<(() => void) | null> {
      if (held < size) {
        held += 1
        return turn()
      }
      const granted = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(entry), 1)
          resolve(false)
        }, waitMs)
        const entry = (granted: boolean) => {
          clearTimeout(timer)
          resolve(granted)
        }
        waiting.push(entry)
      })
      return granted ? turn() : null
    },
  }
}

/**
 * The API's uploads: `work` (which reads the body) runs only once admitted; otherwise 429 with
 * Retry-After and the reason, the body unread.
 */
export async function whenUploadAdmitted(c: AppContext, work: () => Promise<Response>): Promise<Response> {
  const admitted = await admitUpload(c)
  if (!admitted.ok) {
    c.header('Retry-After', String(admitted.retryAfter))
    return fail(c, 'RATE_LIMITED', 'Too many uploads from this address; please try again later', {
      reason: admitted.reason,
    })
  }
  try {
    return await work()
  } finally {
    admitted.release()
  }
}

/**
 * The pages' uploads (the service pages' photos, a fabric's sample): the same admission before
 * the page reads the body, and a fabric's sample only from the back office; a refusal is a short
 * page in both languages, the body unread.
 */
export function pageUploadGate(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'POST' || !isPageUpload(c.req.path, c.req.header('content-type') ?? ''))
      return next()
    if (c.req.path.startsWith('/admin/') && !backOfficeActorOf(c.get('session'))) {
      return c.html(refusalPage('403', 'Nur für die Werkstatt.', 'Only for the back office.'), 403)
    }
    const admitted = await admitUpload(c)
    if (!admitted.ok) {
      c.header('Retry-After', String(admitted.retryAfter))
      return c.html(
        refusalPage(
          '429',
          'Zu viele Uploads von dieser Adresse; bitte versuchen Sie es gleich noch einmal.',
          'Too many uploads from this address; please try again in a moment.',
        ),
        429,
      )
    }
    try {
      await next()
    } finally {
      admitted.release()
    }
  }
}

function refusalPage(status: string, german: string, english: string) {
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${status}</title></head><body><h1>${status}</h1><p>${german}</p><p>${english}</p></body></html>`
}
