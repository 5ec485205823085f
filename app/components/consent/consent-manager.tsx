import { useEffect } from 'react'
import { isLocale } from '#config/locales.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { ConsentNotices } from './consent-notices.tsx'
import { getConsentStatus } from './consent-store.ts'

/**
 * Cookie consent, mounted once in the root: the notices, and the
 * banner's language after a switch without reload. The banner itself starts before hydration
 * (entry.client.tsx). Crawlers (isBot, decided on the server) get neither the banner nor its script.
 */
export function ConsentManager({ isBot }: { isBot: boolean }) {
  const { i18n } = useTranslation()

  // A language switch without reload: rebuild the banner texts from the newly loaded messages.
  useEffect(() => {
    const language = i18n.language
    if (getConsentStatus() !== 'ready' || !isLocale(language)) return
    void window.CookieConsent?.setLanguage(language, true)
  }, [i18n.language])

  return isBot ? null : <ConsentNotices />
}
