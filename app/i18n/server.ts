import type { Locale } from '#config/locales.ts'
import { createI18n, type I18n, type Messages, type TFunction } from './i18n.ts'
import de from './messages/de.json' with { type: 'json' }
import en from './messages/en.json' with { type: 'json' }
import es from './messages/es.json' with { type: 'json' }
import fr from './messages/fr.json' with { type: 'json' }

export const allMessages: Record<Locale, Messages> = { de, en, fr, es }

const instances = new Map<Locale, I18n>()

/** Server-side instance for rendering and for loaders that compute texts (titles, meta). */
export function serverI18n(locale: Locale): I18n {
  let instance = instances.get(locale)
  if (!instance) {
    instance = createI18n(locale, allMessages[locale])
    instances.set(locale, instance)
  }
  return instance
}

export function serverT(locale: Locale): TFunction {
  return serverI18n(locale).t
}
