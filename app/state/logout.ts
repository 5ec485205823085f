import { request } from '../lib/http.ts'
import { reportAppError } from './app-errors.ts'
import { resetAuthState } from './auth-store.ts'
import { selectedShirtKey } from './selected-shirt.ts'

type LogoutDeps = {
  send: () => Promise<Response>
  storage: Pick<Storage, 'removeItem'>
  reset: () => void
}

/**
 * Logout: ends the session, resets the auth state and clears the selected
 * shirt. Answers false when the server call failed; that failure is logged,
 * and the browser state is reset all the same so a half-logged-out page never remains.
 */
export async function logout(deps: LogoutDeps = browserDeps()): Promise<boolean> {
  let ended = true
  try {
    const response = await deps.send()
    if (!response.ok) throw new Error(`logout answered ${response.status}`)
  } catch (error) {
    reportAppError(error, 'logout')
    ended = false
  }
  deps.reset()
  deps.storage.removeItem(selectedShirtKey)
  return ended
}

function browserDeps(): LogoutDeps {
  return {
    send: () => request('/api/logout.php', { method: 'POST' }),
    storage: window.localStorage,
    reset: resetAuthState,
  }
}
