import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { defaultLocale, isLocale } from '#config/locales.ts'
import { consentTranslation } from './components/consent/consent-texts.ts'
import { startConsent } from './components/consent/start-consent.ts'
import { fetchFirstTexts, pageTextUrls, startClientTexts } from './i18n/client-texts.ts'
import { createI18n, type Messages } from './i18n/i18n.ts'
import { I18nProvider } from './i18n/react.tsx'
import { reportAppError } from './state/app-errors.ts'
import { startupSession } from './state/startup-session.ts'

// The session starts first: every other call of the page waits for it (lib/session-gate.ts).
void startupSession().catch(() => undefined)

// The page's texts: the files its HTML preloads, the base and its route's (decision 025).
const lang = document.documentElement.lang
const locale = isLocale(lang) ? lang : defaultLocale
const textUrls = pageTextUrls(locale)
const messages = (await fetchFirstTexts(textUrls)) as Messages
const i18n = createI18n(locale, messages, (key, _locale, loaded) => {
  // A namespace the build did not give this route: scripts/route-texts.ts missed where it is used.
  if (!loaded) console.error(`text not loaded: ${key}`)
})
startClientTexts(i18n, textUrls)

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
