import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { AppContext } from './types.ts'

export { isStorageFull } from '#core/storage/storage-full.ts'

/** Expected failures of use cases, mapped once to the statuses of docs/api.md. */
export const errorStatus = {
  BAD_INPUT: 400,
  UNKNOWN_ACTION: 400,
  NOT_LOGGED_IN: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_LARGE: 413,
  MISDIRECTED: 421,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  INSUFFICIENT_STORAGE: 507,
} as const satisfies Record<string, ContentfulStatusCode>

export type ErrorCode = keyof typeof errorStatus

export function ok<T extends Record<string, unknown>>(c: AppContext, body: T = {} as T) {
  return c.json({ success: true, ...body }, 200)
}

/** The docs/api.md failure envelope: `{success:false, message, code}`; never a stack trace. */
export function fail(c: AppContext, code: ErrorCode, message: string, extra: Record<string, unknown> = {}) {
  return c.json({ success: false, message, code, ...extra }, errorStatus[code])
}

/** Thrown inside handlers to leave early with an envelope answer. */
export class ApiError extends Error {
  readonly code: ErrorCode
  readonly extra: Record<string, unknown>
  constructor(code: ErrorCode, message: string, extra: Record<string, unknown> = {}) {
    super(message)
    this.code = code
    this.extra = extra
  }
}
