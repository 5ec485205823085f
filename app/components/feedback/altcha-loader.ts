import type { Locale } from '#config/locales.ts'

/**
 * Loads the ALTCHA widget from the shop's own bundle: the 'external' build (no inline styles,
 * no blob workers) with its style sheet and the PBKDF2 worker as files of our own origin, so
 * the strict CSP of server/http/security.ts needs no exception.
 */
const translations: Record<Exclude<Locale, 'en'>, () => Promise<unknown>> = {
  de: () => import('altcha/i18n/de'),
  fr: () => import('altcha/i18n/fr-fr'),
  es: () => import('altcha/i18n/es-es'),
}

let loading: Promise<void> | null = null

export function loadAltcha(locale: Locale): Promise<void> {
  loading ??= (async () => {
    // The worker first: importing the widget upgrades the elements already on the page, and one
    // with auto="onload" starts at once; its algorithm must be registered before its challenge
    // arrives, or it fails with 'Unsupported algorithm' (the login's proof did, now and then).
    const { default: Pbkdf2Worker } = await import('altcha/workers/pbkdf2?worker')
    await import('altcha/external')
    ;(globalThis as unknown as AltchaGlobal).$altcha.algorithms.set(
      'PBKDF2/SHA-256',
      () => new Pbkdf2Worker(),
    )
    await import('altcha/altcha.css')
  })()
  return loading.then(async () => {
    if (locale !== 'en') await translations[locale]()
  })
}

type AltchaGlobal = { $altcha: { algorithms: Map<string, () => Worker> } }

/** The widget element as far as the dialog uses it. */
export type AltchaWidget = HTMLElement & { reset?: () => void; getState?: () => string }
