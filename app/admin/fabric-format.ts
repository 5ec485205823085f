import type { AdminLocale } from './locale.ts'

/** Metres as the staff member reads them: '42,5' in German, '42.5' in English, up to two decimals. */
export function formatMetres(metres: number, locale: AdminLocale): string {
  return new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    maximumFractionDigits: 2,
    // The form shows the same text, and the schema reads it back: no thousands separator.
    useGrouping: false,
  }).format(metres)
}
