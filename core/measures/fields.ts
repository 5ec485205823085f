/**
 * The measurement fields, in the order the profile card shows them. The API
 * names are those of docs/api.md (snake_case); `key` is the short name used in message keys
 * ('measures.errors.neckTooSmall') and `unit` the unit of the label.
 *
 * Sides: `_1` / first sleeve length is the right side, `_2` the left side (the watch is usually
 * worn on the left; measure that wrist with the watch on).
 */
export const measureFields = [
  { name: 'size_neck', key: 'neck', unit: 'cm' },
  { name: 'size_shoulder', key: 'shoulder', unit: 'cm' },
  { name: 'size_sleevelength', key: 'sleeve', unit: 'cm' },
  { name: 'size_sleevelength_2', key: 'sleeve2', unit: 'cm' },
  { name: 'size_sleevelength_short', key: 'sleeveShort', unit: 'cm' },
  { name: 'size_chest', key: 'chest', unit: 'cm' },
  { name: 'size_tail', key: 'waist', unit: 'cm' },
  { name: 'size_hips', key: 'hips', unit: 'cm' },
  { name: 'size_shirtlength', key: 'shirtLength', unit: 'cm' },
  { name: 'size_weight', key: 'weight', unit: 'kg' },
  { name: 'size_height', key: 'height', unit: 'cm' },
  { name: 'size_wrist_1', key: 'wrist1', unit: 'cm' },
  { name: 'size_wrist_2', key: 'wrist2', unit: 'cm' },
  { name: 'size_biceps', key: 'biceps', unit: 'cm' },
] as const

export type MeasureField = (typeof measureFields)[number]['name']
export type MeasureFieldKey = (typeof measureFields)[number]['key']

/** The values of one profile: a number in cm (kg for weight) or null when not measured. */
export type MeasureValues = Record<MeasureField, number | null>

export const measureFieldNames: readonly MeasureField[] = measureFields.map((field) => field.name)

export function fieldKey(field: MeasureField): MeasureFieldKey {
  return (measureFields.find((entry) => entry.name === field) as (typeof measureFields)[number]).key
}

export function emptyMeasureValues(): MeasureValues {
  return Object.fromEntries(measureFieldNames.map((name) => [name, null])) as MeasureValues
}

/** Body measurements (the tailor adds the ease of the fit) or measurements of a finished shirt. */
export const profileKinds = ['body', 'shirt'] as const
export type ProfileKind = (typeof profileKinds)[number]

export const fits = ['slim', 'tailored', 'regular'] as const
export type Fit = (typeof fits)[number]

/** Values rounded to the 0.1 cm the database keeps (numeric(5,1)). */
export function roundTenth(value: number): number {
  return Math.round(value * 10) / 10
}
