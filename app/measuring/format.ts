import { type Locale, localeSettings } from '#config/locales.ts'
import { fits, type MeasureField } from '#core/measures/fields.ts'
import { fitName } from '#core/measures/fit-names.ts'

const formats = new Map<string, Intl.NumberFormat>()

function numberFormat(locale: Locale, signed: boolean): Intl.NumberFormat {
  const key = `${locale}:${signed}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(localeSettings[locale].format, {
      maximumFractionDigits: 1,
      signDisplay: signed ? 'exceptZero' : 'auto',
    })
    formats.set(key, format)
  }
  return format
}

export const unitOf = (field: MeasureField) => (field === 'size_weight' ? 'kg' : 'cm')

/** '41,5 cm' / '41.5 cm' in the visitor's number format; signed ('+2 cm', '−1,5 cm') for changes. */
export function formatMeasure(value: number, unit: 'cm' | 'kg', locale: Locale, signed = false): string {
  return `${numberFormat(locale, signed).format(value)}\u00a0${unit}`
}

/**
 * ICU values of an explanation line with every number in the visitor's number format ('25,7')
 * and a fit by its one name in the visitor's language ('Tailliert').
 */
export function localizeValues(values: Record<string, number | string>, locale: Locale) {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'number'
        ? numberFormat(locale, false).format(value)
        : key === 'fit' && (fits as readonly string[]).includes(value)
          ? fitName(value as (typeof fits)[number], locale)
          : value,
    ]),
  )
}
