import { type MeasureField, type MeasureValues, measureFields } from '../measures/fields.ts'
import { formatMeasure } from './production-sheet.ts'
import { sheetTexts as t } from './production-sheet-texts.ts'

/** One measurement that differs between the shirt that did not fit and the one made again. */
export type MeasureChange = { field: MeasureField; from: number | null; to: number | null }

function numberOf(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null
  const number = Number(value)
  return Number.isFinite(number) ? number : null
}

/** The values of a stored or frozen profile, by field (null where nothing was measured). */
export function measureValuesOf(measure: Record<string, unknown> | null): MeasureValues {
  return Object.fromEntries(
    measureFields.map(({ name }) => [name, measure ? numberOf(measure[name]) : null]),
  ) as MeasureValues
}

/**
 * What changed from `before` to `after`, in the profile card's order of fields; values compared
 * at the 0.1 cm the database keeps, so 62.50 and 62.5 are the same measurement.
 */
export function measureChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): MeasureChange[] {
  const from = measureValuesOf(before)
  const to = measureValuesOf(after)
  const tenth = (value: number | null) => (value === null ? null : Math.round(value * 10))
  return measureFields
    .filter(({ name }) => tenth(from[name]) !== tenth(to[name]))
    .map(({ name }) => ({ field: name, from: from[name], to: to[name] }))
}

/** Changes as a ticket stores them (JSON), with only the fields the shop knows. */
export function storedChanges(
  rows: readonly { field: string; from: number | null; to: number | null }[],
): MeasureChange[] {
  return rows.flatMap((row) => {
    const field = measureFields.find((entry) => entry.name === row.field)?.name
    return field ? [{ field, from: row.from, to: row.to }] : []
  })
}

/** One change as the workshop reads it: 'Ärmellänge rechts 64,0 → 62,5 cm' (German, like the whole sheet). */
export function changeLine(change: MeasureChange): string {
  const unit = measureFields.find((field) => field.name === change.field)?.unit ?? 'cm'
  const value = (number: number | null) => (number === null ? '—' : formatMeasure(number))
  return `${t.fields[change.field]} ${value(change.from)} → ${value(change.to)} ${unit}`
}
