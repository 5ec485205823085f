import { type ErrorCode, errorStatus } from '#core/result.ts'
import type { AppContext } from './types.ts'

export { isStorageFull } from '#core/storage/storage-full.ts'
export { type ErrorCode, errorStatus }

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
