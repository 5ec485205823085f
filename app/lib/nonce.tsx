import { createContext, type ReactNode, useContext } from 'react'

/** The CSP nonce of the current render; empty in the browser, where scripts are already trusted. */
const NonceContext = createContext('')

export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>
}

export function useNonce() {
  return useContext(NonceContext)
}
