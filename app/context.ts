import { createContext } from 'react-router'
import type { Locale } from '#config/locales.ts'
import type { Deps } from '#core/deps.ts'
import type { LoadedSession } from '#core/sessions/use-cases.ts'
import type { RequestRefusal } from '#core/validation/text.ts'

/** What the server hands every loader and action (set in server/ssr.ts). */
export type ShopContext = {
  deps: Deps
  nonce: string
  session: LoadedSession | null
  origin: string
  /** HTTPS (directly or via a trusted proxy): decides the cookie prefix and Secure flag. */
  secure: boolean
  /** Rate-limit key: the socket address, or the trusted proxy's last hop. */
  clientAddress: string
  hostLocale: Locale | null
  isBot: boolean
  /** Counts a placed order in /metrics (a no-op without metrics). */
  countOrder: (paymentMethod: string) => void
  /** The request's id in the server's log, for the errors logged while rendering. */
  requestId: string
  /** Input the server refused before the routes ran (server/http/page-input.ts): root.tsx answers it. */
  refusedInput: RequestRefusal | null
}

export const shopContext = createContext<ShopContext>()
