import { formatLocale, type Locale } from '#config/locales.ts'

const formats = new Map<Locale, Intl.NumberFormat>()

/** A price in the visitor's format: '89,90 €' in German, '€89.90' in English (each language's usual way). */
export function formatPrice(euros: number, locale: Locale): string {
  let format = formats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(formatLocale(locale), { style: 'currency', currency: 'EUR' })
    formats.set(locale, format)
  }
  return format.format(euros)
}

/** A date in the visitor's words ('22. November 2026'); a bare day is read at noon in Berlin. */
export function formatDate(iso: string, locale: string) {
  const value = iso.length === 10 ? `${iso}T12:00:00Z` : iso
  return new Date(value).toLocaleDateString(formatLocale(locale), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Berlin',
  })
}

const numberFormats = new Map<string, Intl.NumberFormat>()

/** A measurement or size in the page's format: '17,5' in German, '17.5' in English. */
export function formatNumber(value: number, locale: Locale, maximumFractionDigits = 1): string {
  const key = `${locale}|${maximumFractionDigits}`
  let format = numberFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(formatLocale(locale), { maximumFractionDigits })
    numberFormats.set(key, format)
  }
  return format.format(value)
}
