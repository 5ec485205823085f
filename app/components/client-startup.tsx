import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { type Locale, languageCookie, languageStorageKey } from '#config/locales.ts'
import type { SessionView } from '#core/sessions/rules.ts'
import { readCookie } from '../lib/cookies.ts'
import { postForm, request } from '../lib/http.ts'
import { languageRedirectTarget } from '../lib/locale-path.ts'
import { authFromSession, getAuthState, resetAuthState, setAuthState } from '../state/auth-store.ts'
import { cartStore } from '../state/cart-store.ts'
import { parsePendingCountry, pendingCountryKey, resolveStartupCountry } from '../state/startup-rules.ts'

let started = false

/**
 * Startup of spec section 4, once per page load: initialise the session and check auth; take the
 * delivery country from the session, else from a pending choice under 60 s old (unset values only).
 * Also repeats the language redirect for visitors whose choice lives only in browser storage,
 * and asks the server for the cart count once the session is known.
 */
export function ClientStartup({ locale }: { locale: Locale }) {
  const location = useLocation()
  const navigate = useNavigate()

  useEffect(() => {
    const stored = window.localStorage.getItem(languageStorageKey)
    if (!readCookie(document.cookie, languageCookie.name)) {
      const target = languageRedirectTarget({
        pathname: location.pathname,
        search: location.search,
        storedLocale: stored,
        hostLocale: null,
      })
      if (target) navigate(target, { replace: true })
    }
  }, [location.pathname, location.search, navigate])

  useEffect(() => {
    window.localStorage.setItem(languageStorageKey, locale)
  }, [locale])

  useEffect(() => {
    if (started) return
    started = true
    void initialiseSession()
  }, [])
  return null
}

async function initialiseSession() {
  try {
    const response = await request(`/api/session.php?cb=${Date.now()}`, { cache: 'no-store' })
    const body = (await response.json()) as { success?: boolean; data?: SessionView }
    if (!body.data) {
      console.warn('session.php answered without data')
      resetAuthState()
      return
    }
    const pending = parsePendingCountry(window.localStorage.getItem(pendingCountryKey))
    const country = resolveStartupCountry(body.data, pending, Date.now())
    setAuthState({
      ...authFromSession(body.data, false),
      deliveryCountryId: country.deliveryCountryId,
      countryId: country.deliveryCountryId,
      countryCode: country.countryCode ?? getAuthState().countryCode,
      VAT: country.VAT ?? getAuthState().VAT,
    })
    if (!body.data.deliveryCountryId && country.deliveryCountryId) {
      // Persisting the pending country fails silently (spec section 7).
      postForm('/api/session.php', {
        action: 'setDeliveryCountry',
        countryId: String(country.deliveryCountryId),
      }).catch(() => undefined)
    }
    if (pending) window.localStorage.removeItem(pendingCountryKey)
    // The stored count only follows what this browser did; the cart may have changed elsewhere
    // (another device of the customer, a login that brought a guest's designs along).
    void cartStore().refreshCount()
  } catch {
    resetAuthState()
  }
}
