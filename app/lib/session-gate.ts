/**
 * A visitor without a session cookie gets one from the first answer that starts a session. Two
 * such calls in flight at once each start their own, and the browser keeps whichever cookie
 * arrives last: a login could be replaced by the start-up's guest session, a first design saved
 * into a session the browser then forgets. So the start-up call goes first, and every other call
 * of this page (http.ts, React Router's navigations and form posts through the root's client
 * middleware) waits until its answer, and with it the cookie, has arrived.
 */
let gate: Promise<void> = Promise.resolve()

/** Longest wait: a start-up call that hangs must not freeze the page. */
const maxWaitMs = 10_000

export function holdRequestsUntil(done: Promise<unknown>) {
  const settled = done.then(
    () => undefined,
    () => undefined,
  )
  gate = Promise.race([settled, new Promise<void>((resolve) => setTimeout(resolve, maxWaitMs))])
}

export function sessionGate(): Promise<void> {
  return gate
}
