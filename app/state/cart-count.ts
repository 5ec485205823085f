import { useSyncExternalStore } from 'react'

/** Cart item count kept in browser storage under cartItemCount. */
export const cartCountKey = 'cartItemCount'
const eventName = 'count-updated'

function read(): number {
  const value = Number(window.localStorage.getItem(cartCountKey) ?? '0')
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0
}

function subscribe(listener: () => void) {
  window.addEventListener(eventName, listener)
  window.addEventListener('storage', listener)
  return () => {
    window.removeEventListener(eventName, listener)
    window.removeEventListener('storage', listener)
  }
}

export function useCartCount(): number {
  return useSyncExternalStore(subscribe, read, () => 0)
}
