import type { SessionView } from '#core/sessions/rules.ts'
import { request } from '../lib/http.ts'
import { holdRequestsUntil } from '../lib/session-gate.ts'

/** GET /api/session.php's data: the session's view and the cart's count (docs/api.md). */
export type SessionAnswer = SessionView & { cartCount?: number }

let answer: Promise<SessionAnswer | null> | null = null
let askedAt = 0

/** When the start-up's session was asked (the clock of the cart store's counts). */
export function startupSessionAskedAt(): number {
  return askedAt
}

/**
 * The page's start-up read of the session, sent once per page load before
 * hydration; every other call waits for it (lib/session-gate.ts). Null when it answered without
 * data; rejects when the network failed.
 */
export function startupSession(): Promise<SessionAnswer | null> {
  if (!answer) {
    askedAt = Date.now()
    answer = request(`/api/session.php?cb=${Date.now()}`, { cache: 'no-store', beforeSession: true })
      .then((response) => response.json() as Promise<{ data?: SessionAnswer }>)
      .then((body) => body.data ?? null)
    holdRequestsUntil(answer)
  }
  return answer
}
