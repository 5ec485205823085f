import type { Locale } from '#config/locales.ts'
import type { Fit } from './fields.ts'

/**
 * The one name of each fit per language: the catalogue's fit parts (45, 46, 47) are seeded with
 * it, and the measuring pages, the size recommendation and the designer all say it, so a fit is
 * never 'Tailliert' on one page and 'Tailored' on the next.
 */
export const fitNames: Readonly<Record<Locale, Readonly<Record<Fit, string>>>> = {
  de: { slim: 'Slim Fit', tailored: 'Tailliert', regular: 'Regular Fit' },
  en: { slim: 'Slim fit', tailored: 'Tailored fit', regular: 'Regular fit' },
  fr: { slim: 'Coupe slim', tailored: 'Coupe ajustée', regular: 'Coupe classique' },
  es: { slim: 'Corte entallado', tailored: 'Corte semientallado', regular: 'Corte clásico' },
}

/** The catalogue part of each fit (category 11). */
export const fitPartIds: Readonly<Record<Fit, number>> = { slim: 45, tailored: 46, regular: 47 }

export function fitName(fit: Fit, locale: Locale): string {
  return fitNames[locale][fit]
}

/**
 * The names as they read inside a sentence ('12 cm en coupe slim'): German capitalises its
 * nouns, the other languages write the name in lower case once it is not a label.
 */
export function fitNamesInText(locale: Locale): Record<Fit, string> {
  const inText = (name: string) => (locale === 'de' ? name : name.charAt(0).toLowerCase() + name.slice(1))
  const names = fitNames[locale]
  return { slim: inText(names.slim), tailored: inText(names.tailored), regular: inText(names.regular) }
}

/** The fit's names in the four languages, as the catalogue stores a part's name. */
export function fitNameTranslations(fit: Fit): Record<Locale, string> {
  return { de: fitNames.de[fit], en: fitNames.en[fit], fr: fitNames.fr[fit], es: fitNames.es[fit] }
}
