import { isLocale, type Locale } from '#config/locales.ts'
import {
  deleteSession,
  findSessionWithCustomer,
  insertSession,
  renameSession,
  type SessionPatch,
  updateSession,
} from '#db/queries/sessions.ts'
import type { Deps } from '../deps.ts'
import {
  isAuthenticated,
  type SessionCustomer,
  type SessionRecord,
  sessionExpiry,
  touchIntervalMs,
} from './rules.ts'
import { isWellFormedToken, newCsrfToken, newSessionToken, sessionIdFromToken } from './tokens.ts'

export type LoadedSession = { session: SessionRecord; customer: SessionCustomer | null }

/** Reads the session behind a cookie token; an unknown, malformed or expired token is no session. */
export async function loadSession(deps: Deps, token: string | undefined): Promise<LoadedSession | null> {
  if (!isWellFormedToken(token)) return null
  const found = await findSessionWithCustomer(deps.db, sessionIdFromToken(token))
  if (!found) return null
  const now = deps.now()
  if (found.session.expiresAt <= now) {
    await deleteSession(deps.db, found.session.id)
    return null
  }
  if (now.getTime() - found.session.lastSeenAt.getTime() > touchIntervalMs) {
    await updateSession(deps.db, found.session.id, {
      lastSeenAt: now,
      expiresAt: sessionExpiry(now, found.session.lifetimeDays),
    })
  }
  const customer = found.customer && isAuthenticated(found.session, found.customer) ? found.customer : null
  return { session: found.session, customer }
}

/** Starts a guest session; the caller sets the returned token as the cookie. */
export async function startSession(deps: Deps, initial: { lang?: Locale } = {}) {
  const token = newSessionToken()
  const now = deps.now()
  const session = await insertSession(deps.db, {
    id: sessionIdFromToken(token),
    csrfToken: newCsrfToken(),
    lang: initial.lang ?? null,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: sessionExpiry(now),
  })
  return { token, loaded: { session, customer: null } satisfies LoadedSession }
}

/**
 * Gives the session a new id and CSRF token (at login, logout of an admin flag, privilege change)
 * so that a token planted before the login is worthless afterwards.
 */
export async function rotateSession(deps: Deps, session: SessionRecord, patch: SessionPatch) {
  const token = newSessionToken()
  const renamed = await renameSession(deps.db, session.id, sessionIdFromToken(token), patch)
  if (!renamed) throw new Error('session vanished during rotation')
  return { token, session: renamed }
}

/** Logout: the row goes, and with it the selected shirt. */
export async function endSession(deps: Deps, session: SessionRecord) {
  await deleteSession(deps.db, session.id)
}

export type SessionAction =
  | { action: 'setLanguage'; lang: string }
  | { action: 'storePopupStatus'; key: string; value: string }
  | { action: 'setUserChoise'; value: string }

export type SessionActionResult = { ok: true } | { ok: false; code: 'UNSUPPORTED_LOCALE' }

/** The form-encoded actions of POST /api/session.php. */
export async function applySessionAction(
  deps: Deps,
  session: SessionRecord,
  input: SessionAction,
): Promise<SessionActionResult> {
  switch (input.action) {
    case 'setLanguage': {
      if (!isLocale(input.lang)) return { ok: false, code: 'UNSUPPORTED_LOCALE' }
      await updateSession(deps.db, session.id, { lang: input.lang })
      return { ok: true }
    }
    case 'storePopupStatus': {
      const choices = {
        ...session.choices,
        [`popup:${input.key}`]: input.value,
        [`popup:${input.key}:at`]: deps.now().toISOString(),
      }
      await updateSession(deps.db, session.id, { choices })
      return { ok: true }
    }
    case 'setUserChoise': {
      const choices = { ...session.choices, [`choice:${input.value}`]: deps.now().toISOString() }
      await updateSession(deps.db, session.id, { choices })
      return { ok: true }
    }
  }
}

/** The session key of the address the visitor gave last (registration, guest order): later login forms start with it. */
export const knownEmailChoice = 'email'

/** Remembers the address this browser gave, for the next login form. */
export async function rememberEmail(deps: Deps, session: SessionRecord, email: string) {
  if (session.choices[knownEmailChoice] === email) return
  await updateSession(deps.db, session.id, { choices: { ...session.choices, [knownEmailChoice]: email } })
}
