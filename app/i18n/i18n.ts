import i18next, { type i18n } from 'i18next'
import ICU from 'i18next-icu'
import { initReactI18next } from 'react-i18next'
import type { Locale } from '#config/locales.ts'
import type de from './messages/de.json'

export type Messages = typeof de

/** One i18next instance per render (server) or per page load (browser); ICU message syntax. */
export function createI18n(locale: Locale, messages: Messages): i18n {
  const instance = i18next.createInstance()
  instance
    .use(ICU)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: false,
      resources: { [locale]: { translation: messages } },
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    })
  return instance
}

/**
 * Namespaces only the server renders (the mails). The browser's copy of the texts leaves them out:
 * no screen shows them, and every page would download them.
 */
export const serverOnlyNamespaces = ['email', 'orderMail'] as const

/** URL of a locale's texts (spec section 7); the browser may cache it for 24 hours. */
export function messagesUrl(locale: Locale) {
  return `/_i18n/${locale}/messages.json`
}
