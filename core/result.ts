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
