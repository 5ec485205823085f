import { useSyncExternalStore } from 'react'
import type { SessionView } from '#core/sessions/rules.ts'

/** Auth state, shared by header, guards and later the designer and cart. */
export type AuthState = {
  loading: boolean
  isAuth: boolean
  userId: number | null
  isAdmin: boolean
  VAT: number
  priceFabricSamples: number | null
  deliveryCountryId: number | null
  countryId: number | null
  countryCode: string
  langId: string
}

export const defaultVat = 19

export function authFromSession(view: SessionView | null, loading: boolean): AuthState {
  return {
    loading,
    isAuth: view?.authenticated ?? false,
    userId: view?.custId ?? null,
    isAdmin: view?.adminLogin ?? false,
    VAT: view?.VAT ?? defaultVat,
    priceFabricSamples: view?.priceFabricSamples ?? null,
    deliveryCountryId: view?.deliveryCountryId ?? null,
    countryId: view?.countryId ?? null,
    countryCode: view?.countryCode ?? 'de',
    langId: view?.langId ?? 'de',
  }
}

let state: AuthState = authFromSession(null, true)
const listeners = new Set<() => void>()

export function setAuthState(next: Partial<AuthState>) {
  state = { ...state, ...next }
  for (const listener of listeners) listener()
}

/** A failed session check or a logout resets every auth field. */
export function resetAuthState() {
  setAuthState(authFromSession(null, false))
}

export function getAuthState() {
  return state
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function useAuthState(serverSnapshot: AuthState): AuthState {
  return useSyncExternalStore(subscribe, getAuthState, () => serverSnapshot)
}
