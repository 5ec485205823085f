import { useEffect, useRef } from 'react'
import { useNavigation } from 'react-router'
import { request } from '../lib/http.ts'
import { reportAppError } from './app-errors.ts'
import { authFromSession, getAuthState, setAuthState } from './auth-store.ts'
import { cartStore } from './cart-store.ts'
import type { SessionAnswer } from './startup-session.ts'

/**
 * The login state as the server now sees it (GET /api/session.php): after a login, a logout or an
 * account deletion through a page action. The page carries no login state of its own (the page
 * cache hands it to every visitor); the header follows this answer.
 */
export async function refreshAuthState(): Promise<void> {
  const askedAt = Date.now()
  const response = await request(`/api/session.php?cb=${askedAt}`, { cache: 'no-store' })
  const body = (await response.json()) as { data?: SessionAnswer }
  if (!body.data) return
  const next = authFromSession(body.data, false)
  const count = body.data.cartCount
  const current = getAuthState()
  if (current.isAuth === next.isAuth && current.userId === next.userId && current.isAdmin === next.isAdmin)
    return
  setAuthState({ loading: false, isAuth: next.isAuth, userId: next.userId, isAdmin: next.isAdmin })
  // A login brings the guest's designs into the customer's cart; a logout leaves an empty one.
  if (typeof count === 'number') cartStore().acceptCount(count, askedAt)
  else void cartStore().refreshCount(true)
}

/** Asks the session again once a form post by navigation (a route action) has been answered. */
export function useAuthAfterSubmit() {
  const navigation = useNavigation()
  const posted = useRef(false)
  useEffect(() => {
    if (navigation.state === 'submitting' && navigation.formMethod?.toUpperCase() !== 'GET') {
      posted.current = true
    } else if (navigation.state === 'idle' && posted.current) {
      posted.current = false
      refreshAuthState().catch((error) => reportAppError(error, 'session'))
    }
  }, [navigation.state, navigation.formMethod])
}
