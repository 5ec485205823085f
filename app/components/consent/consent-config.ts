import type CookieConsent from 'vanilla-cookieconsent'
import { consentSettings } from '#config/consent.ts'
import { type Locale, locales } from '#config/locales.ts'

export type ConsentCallbacks = Pick<
  CookieConsent.CookieConsentConfig,
  'onFirstConsent' | 'onConsent' | 'onChange' | 'onModalShow' | 'onModalHide' | 'onModalReady'
>

/** The library's configuration: layout, texts, categories and timings of the banner. */
export function buildConsentConfig(input: {
  locale: Locale
  translation: (locale: Locale) => CookieConsent.Translation
  callbacks: ConsentCallbacks
}): CookieConsent.CookieConsentConfig {
  return {
    mode: 'opt-in',
    revision: consentSettings.revision,
    // Crawlers are recognised on the server (isbot) and never start the banner. The library's own
    // check also hides it from every automated browser (navigator.webdriver): accessibility audits
    // and the shop's browser tests must see what visitors see.
    hideFromBots: false,
    disablePageInteraction: false,
    // No data-category script tags exist; optional scripts start through runWhenConsented only.
    manageScriptTags: false,
    cookie: {
      name: consentSettings.cookieName,
      expiresAfterDays: consentSettings.cookieLifetimeDays,
      sameSite: 'Lax',
    },
    guiOptions: {
      // 'bottom' in the box layout sits at the right; accept and reject share one style (equally prominent, § 25 TDDDG).
      consentModal: { layout: 'box', position: 'bottom right', equalWeightButtons: true },
      preferencesModal: { layout: 'box', equalWeightButtons: true },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      analytics: {},
      marketing: {},
    },
    language: {
      default: input.locale,
      // Called lazily, so a language switch can rebuild the texts from the freshly loaded messages.
      translations: Object.fromEntries(locales.map((locale) => [locale, () => input.translation(locale)])),
    },
    ...input.callbacks,
  }
}
