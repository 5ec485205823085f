/**
 * Whether an error means the database cannot answer right now (PostgreSQL restarting, the network
 * to it gone, or too slow), rather than a fault of the request or the code. Such a request is
 * answered 503 with `Retry-After` (server/app.ts): trying again in a moment is the right thing.
 * The driver's errors arrive wrapped (Drizzle's `DrizzleQueryError`), so the cause chain is read.
 *
 * - `unreachable`: no connection could be made or it broke (refused, reset, closed; PostgreSQL's
 *   SQLSTATE class 08 and the shutdown codes 57P01–57P03).
 * - `timeout`: a statement ran past the statement timeout (57014), its answer did not arrive within
 *   the query timeout, or no connection was had within the connect timeout (db/client.ts): a slow
 *   or silent database, or a pool whose every connection is busy. Also the statements of a request
 *   that passed its deadline (`WORK_ABANDONED`, db/abandoned-work.ts): its 503 has gone out already.
 */
export type DatabaseFailure = 'unreachable' | 'timeout'

const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up)
  '53300', // too_many_connections
])

/**
 * node-postgres and its pool say these in words, without a code: no answer within the query
 * timeout, no connection (a new one, or a free one of the full pool) within the connect timeout.
 */
const timeoutMessages = [
  'Query read timeout',
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
]
const unreachableMessages = [
  /^Connection terminated/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
]

export function databaseFailure(error: unknown): DatabaseFailure | null {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown }
    if (
      code === '57014' ||
      code === 'WORK_ABANDONED' ||
      (typeof message === 'string' && timeoutMessages.includes(message))
    )
      return 'timeout'
    if (typeof code === 'string' && (unreachableCodes.has(code) || code.startsWith('08')))
      return 'unreachable'
    if (typeof message === 'string' && unreachableMessages.some((pattern) => pattern.test(message)))
      return 'unreachable'
    current = (current as { cause?: unknown }).cause
  }
  return null
}
