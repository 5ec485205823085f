import { formatLocale, type Locale } from '#config/locales.ts'

/**
 * How each language writes euros, exactly as `Intl.NumberFormat(…, { style: 'currency' })` does
 * (the test compares them on thousands of values). Written out because the browser's first
 * currency format loads its ICU data: 40 ms on a phone in the middle of hydration (decision 030).
 */
const priceShapes: Record<
  Locale,
  { group: string; decimal: string; minimumGrouping: number; euroFirst: boolean }
> = {
  de: { group: '.', decimal: ',', minimumGrouping: 1, euroFirst: false },
  en: { group: ',', decimal: '.', minimumGrouping: 1, euroFirst: true },
  fr: { group: '\u202f', decimal: ',', minimumGrouping: 1, euroFirst: false },
  // Spanish groups only from five digits on: '1234,50 €', '12.345,68 €'.
  es: { group: '.', decimal: ',', minimumGrouping: 2, euroFirst: false },
}

/** Whole cents of |euros|, rounded half away from zero on the shortest decimal that reads back as the number, as ICU does. */
function absoluteCents(euros: number): number | null {
  const digits = String(Math.abs(euros))
  const match = /^(\d+)(?:\.(\d+))?$/.exec(digits)
  if (!match) return null
  const fraction = (match[2] ?? '').padEnd(3, '0')
  const cents = Number(match[1]) * 100 + Number(fraction.slice(0, 2))
  return fraction.charAt(2) >= '5' ? cents + 1 : cents
}

/** A price in the visitor's format: '89,90 €' in German, '€89.90' in English (each language's usual way). */
export function formatPrice(euros: number, locale: Locale): string {
  const cents = absoluteCents(euros)
  if (cents === null || !Number.isSafeInteger(cents)) {
    return new Intl.NumberFormat(formatLocale(locale), { style: 'currency', currency: 'EUR' }).format(euros)
  }
  const shape = priceShapes[locale]
  const whole = String(Math.floor(cents / 100))
  const grouped =
    whole.length > 3 + shape.minimumGrouping - 1 ? whole.replace(/\B(?=(\d{3})+$)/g, shape.group) : whole
  const amount = `${grouped}${shape.decimal}${String(cents % 100).padStart(2, '0')}`
  const sign = euros < 0 || Object.is(euros, -0) ? '-' : ''
  return shape.euroFirst ? `${sign}€${amount}` : `${sign}${amount}\u00a0€`
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
