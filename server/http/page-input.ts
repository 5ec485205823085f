import { acceptFields, acceptText, type RequestRefusal, type TextRefusal } from '#core/validation/text.ts'
import { formLimits, parseMultipart, type UploadSpool } from './multipart.ts'

export type PageInput =
  | { ok: true; request: Request }
  | { ok: false; refusal: RequestRefusal; request: Request }

/**
 * The pages' side of the text rule (core/validation/text.ts): the path, the query string and a
 * form post pass it here, once, so no loader or action has its own check. What comes out is
 * the request the routes get, its texts normalised; a refused request goes on without its body,
 * only so that the root route can answer it with the error page in the visitor's language.
 * Page forms post urlencoded or multipart (read as it streams, its files to the request's spool);
 * another body type is no page's input (415).
 */
export async function acceptPageRequest(request: Request, spool: UploadSpool): Promise<PageInput> {
  const url = new URL(request.url)
  const address = acceptAddress(url)
  const method = request.method.toUpperCase()
  const hasBody = method !== 'GET' && method !== 'HEAD'
  if (!address.ok) return refuse(request, url, { status: 400, reason: address.reason })
  if (!hasBody) return { ok: true, request: address.changed ? rebuilt(request, url) : request }

  const type = (request.headers.get('content-type') ?? '').toLowerCase()
  if (type.startsWith('application/x-www-form-urlencoded')) {
    const text = await request.text()
    const fields = acceptFields(new URLSearchParams(text).entries())
    if (!fields.ok) return refuse(request, url, { status: 400, reason: fields.reason })
    const body = fields.changed ? new URLSearchParams(fields.entries).toString() : text
    return { ok: true, request: rebuilt(request, url, body) }
  }
  if (type.startsWith('multipart/form-data')) {
    const read = await parseMultipart(request, formLimits, spool)
    if (!read.ok) return refuse(request, url, { status: read.status, reason: read.reason } as RequestRefusal)
    // The rebuilt request carries the form, its files still on disk until an action reads them.
    return { ok: true, request: rebuilt(request, url, read.form) }
  }
  // A post without a body (a button that only names its route) is fine; any other body is not a form.
  if ((await request.text()) !== '') {
    return refuse(request, url, { status: 415, reason: 'UNSUPPORTED_MEDIA_TYPE' })
  }
  return { ok: true, request: rebuilt(request, url, null) }
}

/** The path's segments and the query's names and values, normalised in `url` itself. */
function acceptAddress(url: URL): { ok: true; changed: boolean } | { ok: false; reason: TextRefusal } {
  let changed = false
  // The parser has percent-encoded all but plain ASCII: only an escape can hold what the rule sees.
  if (url.pathname.includes('%')) {
    const segments: string[] = []
    for (const segment of url.pathname.split('/')) {
      const decoded = decodeSegment(segment)
      const verdict = acceptText(decoded)
      if (!verdict.ok) return verdict
      const same = verdict.text === decoded
      segments.push(same ? segment : encodeURIComponent(verdict.text))
      changed ||= !same
    }
    if (changed) url.pathname = segments.join('/')
  }
  if (url.search) {
    const fields = acceptFields(url.searchParams.entries())
    if (!fields.ok) return fields
    if (fields.changed) {
      url.search = new URLSearchParams(fields.entries).toString()
      changed = true
    }
  }
  return { ok: true, changed }
}

/** A segment as the router reads it; a broken escape (`%E0%A4%A`) stays as it is, as there. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

function refuse(request: Request, url: URL, refusal: RequestRefusal): PageInput {
  return { ok: false, refusal, request: rebuilt(request, url, null) }
}

/** The request at `url`; with `body` given, the body replaces the one that was read. */
function rebuilt(request: Request, url: URL, body?: string | FormData | null): Request {
  if (body === undefined) return new Request(url, request)
  const headers = new Headers(request.headers)
  headers.delete('content-length')
  // FormData brings its own content type, with the boundary of its new encoding.
  if (body === null || body instanceof FormData) headers.delete('content-type')
  return new Request(url, { method: request.method, headers, body, signal: request.signal })
}
