/**
 * The one shape of a use case's answer : expected failures are values
 * (`{ ok: false, code, … }`), bugs are thrown.
 */
export type Ok<T extends object = object> = { ok: true } & T

/**
 * Thrown inside a transaction to undo everything it wrote; carries the failure the use case
 * answers with. Turn it back into that answer with `answerOfRollBack` where the transaction ends.
 */
export class RollBack<F extends { ok: false; code: string }> extends Error {
  readonly failure: F
  constructor(failure: F) {
    super(failure.code)
    this.failure = failure
  }
}

/** The failure a `RollBack` carried out of its transaction; anything else is a bug and goes on. */
export function answerOfRollBack<F extends { ok: false; code: string }>(error: unknown): F {
  if (error instanceof RollBack) return error.failure as F
  throw error
}

/**
 * Expected failures of use cases by kind, mapped once to the statuses of docs/api.md: the JSON
 * API's envelope (server/http/envelope.ts) and the pages' form actions answer with the same.
 */
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
} as const

export type ErrorCode = keyof typeof errorStatus
