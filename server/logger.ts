import { AsyncLocalStorage } from 'node:async_hooks'
import pino, { type DestinationStream } from 'pino'

/**
 * The request being answered, for every log line written while it runs: the access line, an
 * error, a use case's warning, a mail queued. One per process, like the event loop it follows;
 * nothing to replace in tests (a line outside a request simply has no `reqId`).
 */
const requestScope = new AsyncLocalStorage<{ reqId: string }>()

/** Runs `work` (a request's middleware chain) so that every log line it writes carries `reqId`. */
export function withRequestId<T>(reqId: string, work: () => T): T {
  return requestScope.run({ reqId }, work)
}

/**
 * Fields that can carry personal data or secrets, wherever they sit one level down in a log
 * object (`{ customer: { email } }`, `{ input: { street } }`) or on the request.
 */
export const redactedPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrf-token"]',
  'headers.cookie',
  'headers.authorization',
  'params',
  '*.params',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.passwordHash',
  '*.hash',
  '*.email',
  '*.token',
  '*.csrfToken',
  '*.firstName',
  '*.lastName',
  '*.name',
  '*.recipientName',
  '*.street',
  '*.addition',
  '*.postalCode',
  '*.city',
  '*.phone',
  '*.company',
  '*.address',
  '*.billingAddress',
  '*.shippingAddress',
  '*.iban',
]

/** Properties of an error that are safe to log: names, codes and places, never values. */
const safeErrorFields = [
  'code',
  'severity',
  'routine',
  'constraint',
  'table',
  'column',
  'schema',
  'status',
  'errno',
  'syscall',
]

/** A PostgreSQL error (pg or PGlite): its message and detail may quote the values of a row. */
function isDatabaseError(error: Record<string, unknown>): boolean {
  return typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) && 'severity' in error
}

function withoutParams(text: string): string {
  const at = text.indexOf('\nparams:')
  return at === -1 ? text : text.slice(0, at)
}

/**
 * Errors as logged: type, message, stack and the safe fields, with the cause chain. A failed
 * Drizzle query keeps its SQL text but not its parameters (they hold password hashes, addresses
 * and emails); a database error keeps its SQLSTATE and names, not its message or detail.
 */
export function serializeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error) && (typeof error !== 'object' || error === null)) {
    return { message: String(error) }
  }
  const record = error as unknown as Record<string, unknown>
  const type = (error as { constructor?: { name?: string } }).constructor?.name ?? 'Error'
  const out: Record<string, unknown> = { type }
  if (isDatabaseError(record)) {
    out.message = `database error ${String(record.code)}`
  } else {
    out.message = withoutParams(String(record.message ?? ''))
    if (typeof record.stack === 'string') {
      const frames = record.stack.split('\n').filter((line) => line.startsWith('    at '))
      out.stack = [`${type}: ${out.message}`, ...frames].join('\n')
    }
  }
  for (const field of safeErrorFields) if (record[field] !== undefined) out[field] = record[field]
  if (record.cause !== undefined && depth < 4) out.cause = serializeError(record.cause, depth + 1)
  return out
}

/**
 * Structured logs. Only method, path, status and timing are logged per request: never query
 * strings, bodies, cookies or emails; errors go through serializeError, and the redact list
 * catches personal fields that slip into a log object. A line written while a request runs
 * carries its `reqId` (the X-Request-Id of its answer).
 */
export function createLogger(level: string, destination?: DestinationStream) {
  const options = {
    level,
    base: undefined,
    mixin: () => requestScope.getStore() ?? {},
    serializers: { err: serializeError, error: serializeError },
    redact: { paths: redactedPaths, censor: '[redacted]' },
  }
  return destination ? pino(options, destination) : pino(options)
}
