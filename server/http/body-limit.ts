import type { IncomingMessage } from 'node:http'
import type { Socket } from 'node:net'
import type { MiddlewareHandler } from 'hono'
import { feedbackLimits } from '#core/feedback/rules.ts'
import { fail } from './envelope.ts'
import type { AppContext, AppEnv } from './types.ts'

/** Every request body on every route: JSON, form posts to pages, anything not an upload. */
export const maxBodyBytes = 1024 * 1024
/** Multipart posts of the photo forms: two full files and the text fields with their framing. */
export const maxUploadBodyBytes = feedbackLimits.maxFiles * feedbackLimits.maxFileBytes + 256 * 1024

/** After a 413 (or a body on a GET) the rest is read and thrown away up to this much, for this long. */
export const drainLimits = { bytes: 32 * 1024 * 1024, ms: 10_000 }

/** The endpoints and pages that take photos (API, the service pages in every language, a fabric's sample, an accessory's photo, a team's logo). */
const uploadPath =
  /^(?:\/api\/service\.php|\/api\/feedback\/send\.php|\/api\/admin\/fabrics\.php|\/api\/team\.php|\/admin\/fabrics\/\d+(?:\.data)?$|\/admin\/accessories(?:\.data)?$|(?:\/(?:en|fr|es))?\/(?:service|aftersale)(?:[/.]|$))/

/** A photo upload to a page (the service pages, a fabric's sample), not to the API. */
export function isPageUpload(path: string, contentType: string): boolean {
  return !path.startsWith('/api/') && bodyLimitFor(path, contentType) === maxUploadBodyBytes
}

export function bodyLimitFor(path: string, contentType: string): number {
  return contentType.toLowerCase().startsWith('multipart/form-data') && uploadPath.test(path)
    ? maxUploadBodyBytes
    : maxBodyBytes
}

export class BodyTooLargeError extends Error {
  readonly limit: number
  constructor(limit: number) {
    super(`Request body larger than ${limit} bytes`)
    this.name = 'BodyTooLargeError'
    this.limit = limit
  }
}

type NodeBindings = { incoming?: IncomingMessage }

/**
 * GET and HEAD carry no body in this shop: one that declares a body (a length over 0, or any
 * Transfer-Encoding) is answered 400 `BODY_NOT_ALLOWED` before anything reads it, with
 * `Connection: close`, and the connection is closed once the answer is out, the body unparsed
 * (a keep-alive connection would otherwise read it to its end, however long, to reach the next
 * request). What arrives meanwhile is thrown away unparsed, within `drainLimits`: a close while
 * the client still sends makes the kernel reset the connection, and the reset can overtake the
 * answer.
 */
export function refuseBodiesOnReads(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const method = c.req.method
    const length = c.req.header('content-length')
    const declaresBody =
      c.req.header('transfer-encoding') !== undefined || (length !== undefined && length !== '0')
    if ((method !== 'GET' && method !== 'HEAD') || !declaresBody) return next()
    const response = isApi(c)
      ? fail(c, 'BAD_INPUT', `A ${method} request carries no body`, { reason: 'BODY_NOT_ALLOWED' })
      : c.html(bodyNotAllowedPage(), 400)
    response.headers.set('Connection', 'close')
    // What arrives meanwhile is thrown away (bounded), so that the close after the answer does not
    // reset the connection before the client has read the answer.
    drainAndClose(c)
    return response
  }
}

function bodyNotAllowedPage() {
  return '<!doctype html><html lang="de"><head><meta charset="utf-8"><title>400 Bad Request</title></head><body><h1>400</h1><p>Eine Abfrage (GET, HEAD) trägt keinen Inhalt. A GET or HEAD request carries no body.</p></body></html>'
}

/**
 * One limit for every body, enforced on the raw stream before any parser sees it: a declared
 * Content-Length over the limit is answered 413 at once; any other body (chunked, or a declared
 * length within the limit) is read through a counting stream that fails past the limit, and the
 * answer becomes 413 whatever the handler made of that failure. A 413 goes out with
 * `Connection: close` while the rest of the body is drained (bounded), so that the client reads
 * the answer instead of a connection reset.
 */
export function limitBodies(limitFor = bodyLimitFor): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const limit = limitFor(c.req.path, c.req.header('content-type') ?? '')
    const length = c.req.header('content-length')
    const chunked = c.req.header('transfer-encoding') !== undefined
    if (length !== undefined && Number(length) > limit) return tooLarge(c, limit)
    const method = c.req.method
    // On the real server the headers tell; a Request built in-process (tests) has its stream.
    const hasBody = nodeIncoming(c)
      ? chunked || (length !== undefined && length !== '0')
      : method !== 'GET' && method !== 'HEAD' && c.req.raw.body !== null
    let exceeded = false
    if (hasBody && method !== 'GET' && method !== 'HEAD') {
      const body = limitedBody(c, limit, () => {
        exceeded = true
      })
      // A new Request, not one derived from the server's own: deriving it makes the adapter
      // attach its own reader to the Node request, which then pauses the drain below.
      if (body) {
        const raw = c.req.raw
        c.req.raw = new Request(raw.url, {
          method,
          headers: raw.headers,
          body,
          signal: raw.signal,
          duplex: 'half',
        } as RequestInit)
      }
    }
    await next()
    if (exceeded) {
      c.res = undefined
      c.res = tooLarge(c, limit)
    } else if (c.res.status === 413 || (hasBody && bodyLeftUnread(c))) {
      // A handler's own limit (uploads), or an answer given without reading the body (a throttle,
      // a refused form): the same care that the answer arrives and the rest is not read.
      drainAndClose(c)
      c.res.headers.set('Connection', 'close')
    }
  }
}

function isApi(c: AppContext) {
  return c.req.path.startsWith('/api/')
}

function tooLarge(c: AppContext, limit: number): Response {
  drainAndClose(c)
  const upload = limit === maxUploadBodyBytes
  const response = isApi(c)
    ? fail(c, 'TOO_LARGE', upload ? 'feedback.errors.tooLarge' : `Request body larger than ${limit} bytes`, {
        reason: 'BODY_TOO_LARGE',
        limit,
        ...(upload ? { field: 'files' } : {}),
      })
    : c.html(tooLargePage(limit), 413)
  response.headers.set('Connection', 'close')
  return response
}

function tooLargePage(limit: number) {
  const mb = (limit / 1024 / 1024).toFixed(limit % (1024 * 1024) === 0 ? 0 : 2)
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>413 Payload Too Large</title></head><body><h1>413</h1><p>Die Anfrage ist zu groß (höchstens ${mb} MB). The request is too large (at most ${mb} MB).</p></body></html>`
}

/** The answer is ready while the client is still sending the body (real server only). */
function bodyLeftUnread(c: AppContext): boolean {
  const incoming = nodeIncoming(c)
  return incoming !== undefined && !incoming.complete
}

function nodeIncoming(c: AppContext): IncomingMessage | undefined {
  const env = c.env as NodeBindings | undefined
  const incoming = env?.incoming
  return incoming && typeof incoming.resume === 'function' && incoming.socket ? incoming : undefined
}

/**
 * The request body as a stream that fails past `limit`. On the real server it reads the Node
 * request itself, so that stopping never destroys the socket (cancelling the web stream that
 * @hono/node-server offers would, and the kernel then resets the connection before the 413).
 */
function limitedBody(
  c: AppContext,
  limit: number,
  onExceeded: () => void,
): ReadableStream<Uint8Array> | null {
  const incoming = nodeIncoming(c)
  if (incoming) return limitedNodeBody(c, incoming, limit, onExceeded)
  const source = c.req.raw.body
  if (!source) return null
  const reader = source.getReader()
  let size = 0
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read()
      if (done) return controller.close()
      size += value.byteLength
      if (size > limit) {
        onExceeded()
        await reader.cancel()
        return controller.error(new BodyTooLargeError(limit))
      }
      controller.enqueue(value)
    },
    // In-process (tests) there is no connection to spare: the rest is read and dropped, because
    // cancelling a body that undici is still filling (a FormData) throws inside undici.
    cancel: () => {
      const drop = async () => {
        while (!(await reader.read()).done);
      }
      drop().catch(() => undefined)
    },
  })
}

function limitedNodeBody(
  c: AppContext,
  incoming: IncomingMessage,
  limit: number,
  onExceeded: () => void,
): ReadableStream<Uint8Array> {
  let size = 0
  let listening = false
  let finished = false
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (finished) return
        if (!listening) {
          listening = true
          incoming.on('data', (chunk: Buffer) => {
            if (finished) return
            size += chunk.byteLength
            if (size > limit) {
              finished = true
              onExceeded()
              controller.error(new BodyTooLargeError(limit))
              drainAndClose(c)
              return
            }
            controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength))
            if ((controller.desiredSize ?? 0) <= 0) incoming.pause()
          })
          incoming.once('end', () => {
            if (finished) return
            finished = true
            controller.close()
          })
          incoming.once('error', (error) => {
            if (finished) return
            finished = true
            controller.error(error)
          })
        }
        incoming.resume()
      },
      cancel() {
        // The reader gave up (a handler's own limit): throw the rest away instead of resetting.
        finished = true
        drainAndClose(c)
      },
    },
    { highWaterMark: 64 * 1024, size: (chunk) => chunk.byteLength },
  )
}

const draining = new WeakSet<IncomingMessage>()

/**
 * Reads and discards the rest of the body (at most `drainLimits`), and makes the close after the
 * answer a graceful one: Node ends a `Connection: close` answer with `destroySoon()`, which
 * closes the socket while the client is still sending, and the kernel answers the unread bytes
 * with a reset that can overtake the 413. Here the shop's side is ended after the answer, and the
 * socket is closed once the body has arrived (or the bound is reached).
 */
function drainAndClose(c: AppContext) {
  const incoming = nodeIncoming(c)
  if (!incoming || draining.has(incoming)) return
  draining.add(incoming)
  const socket = incoming.socket as Socket
  let read = 0
  let answered = false
  const close = () => {
    clearTimeout(timer)
    if (socket.destroyed) return
    // Never before the answer has left: destroy() drops what is still queued for writing.
    if (socket.writableFinished || !answered) socket.destroy()
    else socket.once('finish', () => socket.destroy())
  }
  const timer = setTimeout(close, drainLimits.ms)
  timer.unref()
  const bodyDone = () => incoming.complete || incoming.readableEnded
  incoming.on('data', (chunk: Buffer) => {
    read += chunk.byteLength
    if (read > drainLimits.bytes) close()
  })
  incoming.once('end', () => {
    if (answered) return close()
    // The whole body arrived before the answer: nothing left to protect, the connection may
    // even be kept alive (when the answer is no 413 with `Connection: close`).
    clearTimeout(timer)
    Reflect.deleteProperty(socket, 'destroySoon')
  })
  incoming.resume()
  socket.destroySoon = () => {
    answered = true
    socket.end()
    if (bodyDone()) close()
  }
}
