import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { isLocale, type Locale } from '#config/locales.ts'
import { ConsentNotices } from './consent-notices.tsx'
import { getConsentStatus } from './consent-store.ts'
import { consentTranslation } from './consent-texts.ts'
import { startConsent } from './start-consent.ts'

/** Module scope: the banner starts once per page load, not again on re-mounts (StrictMode). */
let started = false

/**
 * Cookie consent of spec sections 2, 4 and 8, mounted once in the root. Crawlers (isBot, decided
 * on the server) get neither the banner nor its script.
 */
export function ConsentManager({ locale, isBot }: { locale: Locale; isBot: boolean }) {
  const { i18n } = useTranslation()

  useEffect(() => {
    if (isBot || started) return
    started = true
    void startConsent({
      search: window.location.search,
      locale,
      translation: (wanted) => consentTranslation(i18n.getFixedT(wanted), wanted),
    })
  }, [isBot, locale, i18n])

  // A language switch without reload: rebuild the banner texts from the newly loaded messages.
  useEffect(() => {
    const language = i18n.language
    if (getConsentStatus() !== 'ready' || !isLocale(language)) return
    void window.CookieConsent?.setLanguage(language, true)
  }, [i18n.language])

  return isBot ? null : <ConsentNotices />
}
