import type { SessionView } from '#core/sessions/rules.ts'
import { request } from '../lib/http.ts'
import { holdRequestsUntil } from '../lib/session-gate.ts'

let answer: Promise<SessionView | null> | null = null

/**
 * The page's start-up read of the session, sent once per page load before
 * hydration; every other call waits for it (lib/session-gate.ts). Null when it answered without
 * data; rejects when the network failed.
 */
export function startupSession(): Promise<SessionView | null> {
  if (!answer) {
    answer = request(`/api/session.php?cb=${Date.now()}`, { cache: 'no-store', beforeSession: true })
      .then((response) => response.json() as Promise<{ data?: SessionView }>)
      .then((body) => body.data ?? null)
    holdRequestsUntil(answer)
  }
  return answer
}
