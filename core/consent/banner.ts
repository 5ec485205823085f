import { consentQuery } from '#config/consent.ts'
import { hasCurrentConsent } from './consent-cookie.ts'

/** `?cc=off` and `?ccdebug=1`, read from the address the page opened with. */
export function readConsentFlags(search: string) {
  const params = new URLSearchParams(search)
  const [offKey, offValue] = consentQuery.disable
  const [debugKey, debugValue] = consentQuery.debug
  return { disabled: params.get(offKey) === offValue, debug: params.get(debugKey) === debugValue }
}

/**
 * Whether the server paints the banner with the page (app/components/consent/consent-stand-in.tsx):
 * for a visitor who has not decided, unless a crawler or `?cc=off`.
 */
export function bannerPaintedByServer(input: {
  isBot: boolean
  cookieHeader: string | null
  search: string
}) {
  return !input.isBot && !hasCurrentConsent(input.cookieHeader) && !readConsentFlags(input.search).disabled
}
