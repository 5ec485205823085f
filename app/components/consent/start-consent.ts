import type CookieConsent from 'vanilla-cookieconsent'
import { consentAssets, consentTiming } from '#config/consent.ts'
import type { Locale } from '#config/locales.ts'
import { readConsentFlags } from '#core/consent/banner.ts'
import { isBannerVisible, releaseBannerSpace, reserveBannerSpace } from './banner-space.ts'
import { buildConsentConfig } from './consent-config.ts'
import { setBlockedBox, setConsentStatus, showConsentNotice } from './consent-store.ts'
import { loadScript, loadStyle } from './load-assets.ts'
import { applyConsent } from './run-when-consented.ts'
import { dismissStandIn } from './stand-in-store.ts'

function delay<T>(ms: number, value: T): Promise<T> {
  return new Promise((resolve) => window.setTimeout(() => resolve(value), ms))
}

/**
 * After a choice the library gives focus back to what had it when its box opened. The box opens
 * with the page, so that was mostly <body>, or a button of the box it has just hidden: a keyboard
 * user would start again at the top. Then focus goes to the main content (the skip link's target),
 * once the library is done with both of its boxes.
 */
function keepFocusOnPage() {
  window.setTimeout(() => {
    const root = document.documentElement
    if (root.classList.contains('show--consent') || root.classList.contains('show--preferences')) return
    const focused = document.activeElement
    if (focused && focused !== document.body && !focused.closest('#cc-main')) return
    document.querySelector<HTMLElement>('#main')?.focus({ preventScroll: true })
  }, 0)
}

/**
 * Loads the same-origin library files, runs the banner and reports each failure
 * (blocked, style missing, timeout, …) as a notice. Decisions feed runWhenConsented; with ccdebug they are logged as info, never as errors.
 */
export async function startConsent(input: {
  search: string
  locale: Locale
  translation: (locale: Locale) => CookieConsent.Translation
}) {
  const flags = readConsentFlags(input.search)
  const log = flags.debug ? (...args: unknown[]) => console.info('[consent]', ...args) : () => undefined
  if (flags.disabled) {
    dismissStandIn()
    setConsentStatus('off')
    log('disabled by ?cc=off')
    return
  }
  setConsentStatus('loading')
  // The style only decides how the banner looks; it may not hold the start longer than the 12 s.
  const [style, script] = await Promise.all([
    Promise.race([loadStyle(consentAssets.styles), delay(consentTiming.overallTimeoutMs, null)]),
    loadScript(consentAssets.scripts, () => typeof window.CookieConsent?.run === 'function'),
  ])
  log('assets', { style, script })
  if (!style) showConsentNotice('styleMissing')
  if (script !== 'ready' || !window.CookieConsent) {
    dismissStandIn()
    setConsentStatus('failed')
    showConsentNotice(script === 'timeout' ? 'timeout' : 'blocked')
    if (script === 'blocked') setBlockedBox(true)
    return
  }
  const api = window.CookieConsent
  const config = buildConsentConfig({
    locale: input.locale,
    translation: input.translation,
    callbacks: {
      onFirstConsent: ({ cookie }) =>
        log('first decision', api.getUserPreferences().acceptType, cookie.categories),
      onConsent: ({ cookie }) => {
        log('consent', cookie.categories, { revision: cookie.revision })
        applyConsent(cookie.categories)
      },
      onChange: ({ cookie, changedCategories }) => {
        log('change', cookie.categories, { changed: changedCategories })
        applyConsent(cookie.categories)
      },
      onModalShow: ({ modalName }) => {
        log('show', modalName)
        if (modalName !== 'consentModal') return
        // First the server's box goes, so that #cc-main is the library's.
        dismissStandIn()
        const modal = document.querySelector<HTMLElement>('#cc-main .cm')
        if (modal) reserveBannerSpace(modal)
      },
      onModalHide: ({ modalName }) => {
        log('hide', modalName)
        if (modalName === 'consentModal') releaseBannerSpace()
        keepFocusOnPage()
      },
    },
  })
  try {
    await api.run(config)
  } catch (error) {
    log('start failed', error)
    dismissStandIn()
    setConsentStatus('failed')
    showConsentNotice('startFailed')
    return
  }
  // The library decided (a box of its own, or a decision it already knows): the server's box goes.
  dismissStandIn()
  setConsentStatus('ready')
  log('ready', { validConsent: api.validConsent() })
  if (api.validConsent()) return
  // A cosmetic filter can hide the box after it started: check that visitors really see it.
  window.setTimeout(() => {
    if (api.validConsent() || isBannerVisible()) return
    log('banner not visible after', consentTiming.bannerCheckMs, 'ms')
    showConsentNotice('inactive')
    setBlockedBox(true)
  }, consentTiming.bannerCheckMs)
}
