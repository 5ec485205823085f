import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { defaultLocale, isLocale } from '#config/locales.ts'
import { consentTranslation } from './components/consent/consent-texts.ts'
import { startConsent } from './components/consent/start-consent.ts'
import { createI18n, type Messages, messagesUrl } from './i18n/i18n.ts'
import { I18nProvider } from './i18n/react.tsx'
import { reportAppError } from './state/app-errors.ts'
import { startupSession } from './state/startup-session.ts'

// The session starts first: every other call of the page waits for it (lib/session-gate.ts).
void startupSession().catch(() => undefined)

// All interface text comes from /_i18n/{locale}/messages.json (docs/api.md); the root preloads it.
const lang = document.documentElement.lang
const locale = isLocale(lang) ? lang : defaultLocale
const messages = (await fetch(messagesUrl(locale)).then((response) => response.json())) as Messages
const i18n = createI18n(locale, messages)

// The banner starts before hydration: on a first visit it is often the largest text on the screen,
// and waiting for hydration made it the page's late LCP (docs/performance.md).
if (document.documentElement.dataset.consentBanner === 'on') {
  void startConsent({
    search: window.location.search,
    locale,
    translation: (wanted) => consentTranslation(i18n.fixedT(wanted), wanted),
  })
}

window.addEventListener('unhandledrejection', (event) => reportAppError(event.reason, 'unhandledrejection'))
window.addEventListener('error', (event) => reportAppError(event.error ?? event.message, 'error'))

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <HydratedRouter />
      </I18nProvider>
    </StrictMode>,
  )
})
