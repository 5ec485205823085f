import { AsyncLocalStorage } from 'node:async_hooks'
import type { Logger } from 'drizzle-orm'

/**
 * Work whose answer nobody waits for any more (a request answered 503 at its deadline,
 * server/http/deadline.ts) must not go on loading the database: every statement it issues after
 * its signal was aborted is refused before it is sent, so a transaction in progress rolls back
 * (its ROLLBACK is let through) and the connection goes back to the pool at once. A statement
 * already sent finishes or meets the database timeouts (db/client.ts).
 */
export class WorkAbandonedError extends Error {
  readonly code = 'WORK_ABANDONED'
  constructor() {
    super('the request passed its deadline: its remaining database work was not started')
  }
}

const scope = new AsyncLocalStorage<AbortSignal>()

/** Runs `work` so that its statements are refused once `signal` is aborted. */
export function runAbandonable<T>(signal: AbortSignal, work: () => Promise<T>): Promise<T> {
  return scope.run(signal, work)
}

/**
 * Runs `work` to its end even when the request it belongs to is abandoned: what must follow a
 * commit (the order's confirmation mail) is not new work, and refusing it would leave a committed
 * order without its mail.
 */
export function runToCompletion<T>(work: () => Promise<T>): Promise<T> {
  return scope.exit(work)
}

/** `ROLLBACK` and `ROLLBACK TO SAVEPOINT` end work; everything else is new work. */
const endsWork = /^\s*rollback\b/i

/**
 * Drizzle calls its logger right before each statement goes to the driver, in the caller's
 * asynchronous context: the place to refuse the statements of abandoned work.
 */
export const abandonedWorkGuard: Logger = {
  logQuery(query) {
    if (scope.getStore()?.aborted && !endsWork.test(query)) throw new WorkAbandonedError()
  },
}
