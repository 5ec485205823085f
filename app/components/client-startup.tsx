import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { languageRedirectTarget } from '#config/locale-path.ts'
import { type Locale, languageStorageKey } from '#config/locales.ts'
import { postForm } from '../lib/http.ts'
import { authFromSession, getAuthState, resetAuthState, setAuthState } from '../state/auth-store.ts'
import { cartStore } from '../state/cart-store.ts'
import { parsePendingCountry, pendingCountryKey, resolveStartupCountry } from '../state/startup-rules.ts'
import { startupSession, startupSessionAskedAt } from '../state/startup-session.ts'

let started = false

/**
 * Startup, once per page load: initialise the session and check auth; take the
 * delivery country from the session, else from a pending choice under 60 s old (unset values only).
 * The page itself carries nothing of the session (the page cache hands it to every visitor): the
 * header's login state, delivery country and cart count all come from this one answer.
 * Also repeats the language redirect for visitors whose choice lives only in browser storage
 * (`languageChosen`: the server saw the language cookie, which scripts cannot read), and asks the
 * server for the cart count once the session is known.
 */
export function ClientStartup({ locale, languageChosen }: { locale: Locale; languageChosen: boolean }) {
  const location = useLocation()
  const navigate = useNavigate()

  useEffect(() => {
    const stored = window.localStorage.getItem(languageStorageKey)
    if (!languageChosen) {
      const target = languageRedirectTarget({
        pathname: location.pathname,
        search: location.search,
        storedLocale: stored,
        hostLocale: null,
      })
      if (target) navigate(target, { replace: true })
    }
  }, [languageChosen, location.pathname, location.search, navigate])

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
    const session = await startupSession()
    if (!session) {
      console.warn('session.php answered without data')
      resetAuthState()
      return
    }
    const pending = parsePendingCountry(window.localStorage.getItem(pendingCountryKey))
    const country = resolveStartupCountry(session, pending, Date.now())
    setAuthState({
      ...authFromSession(session, false),
      deliveryCountryId: country.deliveryCountryId,
      countryId: country.deliveryCountryId,
      countryCode: country.countryCode ?? getAuthState().countryCode,
      VAT: country.VAT ?? getAuthState().VAT,
    })
    if (!session.deliveryCountryId && country.deliveryCountryId) {
      // Persisting the pending country fails silently: the choice still applies on this page.
      postForm('/api/session.php', {
        action: 'setDeliveryCountry',
        countryId: String(country.deliveryCountryId),
      }).catch(() => undefined)
    }
    if (pending) window.localStorage.removeItem(pendingCountryKey)
    // The stored count only follows what this browser did; the cart may have changed elsewhere
    // (another device of the customer, a login that brought a guest's designs along). The session's
    // answer carries the count: the header needs no second request.
    if (typeof session.cartCount === 'number')
      cartStore().acceptCount(session.cartCount, startupSessionAskedAt())
    else void cartStore().refreshCount()
  } catch {
    resetAuthState()
  }
}
