import { createContext } from 'react-router'
import type { Country } from '#config/countries.ts'
import type { Locale } from '#config/locales.ts'
import type { Deps } from '#core/deps.ts'
import type { LoadedSession } from '#core/sessions/use-cases.ts'
import type { RequestRefusal } from '#core/validation/text.ts'

/** What the server hands every loader and action (set in server/ssr.ts). */
export type ShopContext = {
  deps: Deps
  nonce: string
  /**
   * The visitor's session; null for a visitor without one, and for every render the page cache may
   * keep (server/ssr.ts): such a page is rendered as for a new visitor, whoever asked.
   */
  session: LoadedSession | null
  /**
   * The delivery country that prices the page (the session's choice, else the shop's home country):
   * what a page marked `pricedByDeliveryCountry` reads instead of the session.
   */
  deliveryCountry: Country
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
