import { useCallback, useState } from 'react'
import { useRevalidator } from 'react-router'
import { type Country, defaultCountry, findCountry } from '#config/countries.ts'
import { fabricSamplesPrice } from '#core/sessions/rules.ts'
import { type AuthState, setAuthState, useAuthState } from './auth-store.ts'
import { cartStore } from './cart-store.ts'
import { pendingCountryKey } from './startup-rules.ts'

/** Announced on window after the server accepted a new delivery country (detail: the country). */
export const deliveryCountryEvent = 'delivery-country-changed'

/** The delivery country the auth state names (session, else pending choice, else Germany). */
export function currentCountry(auth: Pick<AuthState, 'deliveryCountryId' | 'countryId'>): Country {
  return findCountry(auth.deliveryCountryId ?? auth.countryId ?? 0) ?? defaultCountry
}

/**
 * The one client call that changes the delivery country (header and cart): keeps the pending
 * choice until the server answered, sends cart.php setDeliveryCountry (which
 * re-prices the cart and stores the country in the session), then updates the auth state and
 * announces the change so that views priced on the client can refresh.
 */
export async function changeDeliveryCountry(countryId: number): Promise<{ ok: boolean; message?: string }> {
  const country = findCountry(countryId)
  if (!country) return { ok: false }
  window.localStorage.setItem(
    pendingCountryKey,
    JSON.stringify({
      id: country.countryID,
      code: country.countryCode.toLowerCase(),
      vat: country.VAT,
      savedAt: Date.now(),
    }),
  )
  const result = await cartStore().act({ action: 'setDeliveryCountry', countryId })
  if (result.ok) acceptDeliveryCountry(country)
  return result
}

/** After the server took the new country (here or by the cart's form): auth state and the event. */
export function acceptDeliveryCountry(country: Country) {
  window.localStorage.removeItem(pendingCountryKey)
  setAuthState({
    deliveryCountryId: country.countryID,
    countryId: country.countryID,
    countryCode: country.countryCode.toLowerCase(),
    VAT: country.VAT,
    priceFabricSamples: fabricSamplesPrice({ deliveryCountryId: country.countryID }),
  })
  window.dispatchEvent(new CustomEvent(deliveryCountryEvent, { detail: country }))
}

/**
 * The delivery country for a component: the current one, and `choose`, which changes it and
 * runs the page's loaders again so that every server-priced figure on the page follows.
 */
export function useDeliveryCountry(serverAuth: AuthState) {
  const auth = useAuthState(serverAuth)
  const revalidator = useRevalidator()
  const [busy, setBusy] = useState(false)
  const choose = useCallback(
    async (countryId: number) => {
      setBusy(true)
      const result = await changeDeliveryCountry(countryId)
      if (result.ok) await revalidator.revalidate()
      setBusy(false)
      return result
    },
    [revalidator],
  )
  return { country: currentCountry(auth), busy, choose }
}
