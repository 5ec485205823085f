import { shirtToBody } from './ease.ts'
import {
  fieldKey,
  type MeasureField,
  type MeasureValues,
  measureFieldNames,
  type ProfileKind,
} from './fields.ts'

/**
 * Plausibility of a measurement profile (pure). Errors are values no adult or teenage body can
 * have (a typo, inches instead of cm, a half circumference): the profile is not saved. Warnings
 * are unusual but possible values: the profile is saved and the page asks the customer to check.
 *
 * The result carries message KEYS, one per field, never sentences:
 *   { errors: { size_neck: 'measures.errors.neckTooSmall' }, warnings: { size_tail: 'measures.warnings.waistLarge' } }
 * A field with an error gets no warning; range problems are reported before relations.
 *
 * Ranges are body measurements (cm, kg) of men and women from about 14 years: the warning band is
 * roughly the 1st to 99th percentile of adult men in German and US surveys (SizeGERMANY 2009,
 * ANSUR II 2012), the error band what a living person cannot have. A shirt-measured profile is
 * converted to the body it implies (tailored ease, see ease.ts) before it is checked.
 */
export type Range = { errorMin: number; warnMin: number; warnMax: number; errorMax: number }

export const fieldRanges: Record<MeasureField, Range> = {
  size_neck: { errorMin: 25, warnMin: 32, warnMax: 50, errorMax: 65 },
  size_shoulder: { errorMin: 30, warnMin: 38, warnMax: 56, errorMax: 70 },
  size_sleevelength: { errorMin: 40, warnMin: 52, warnMax: 72, errorMax: 90 },
  size_sleevelength_2: { errorMin: 40, warnMin: 52, warnMax: 72, errorMax: 90 },
  size_sleevelength_short: { errorMin: 10, warnMin: 18, warnMax: 32, errorMax: 40 },
  size_chest: { errorMin: 60, warnMin: 80, warnMax: 140, errorMax: 180 },
  size_tail: { errorMin: 50, warnMin: 65, warnMax: 135, errorMax: 180 },
  size_hips: { errorMin: 60, warnMin: 80, warnMax: 140, errorMax: 180 },
  size_shirtlength: { errorMin: 55, warnMin: 68, warnMax: 92, errorMax: 110 },
  size_weight: { errorMin: 30, warnMin: 50, warnMax: 150, errorMax: 250 },
  size_height: { errorMin: 120, warnMin: 155, warnMax: 205, errorMax: 230 },
  size_wrist_1: { errorMin: 10, warnMin: 14, warnMax: 22, errorMax: 30 },
  size_wrist_2: { errorMin: 10, warnMin: 14, warnMax: 22, errorMax: 30 },
  size_biceps: { errorMin: 18, warnMin: 24, warnMax: 45, errorMax: 60 },
}

export type Plausibility = { errors: Record<string, string>; warnings: Record<string, string> }

type Verdict = 'ok' | 'warning' | 'error'

/**
 * Relations between two fields: `value` computes a difference or ratio, checked against a warning
 * band and an error band (either side may be open). `field` is where the message is shown.
 * Typical values in the comments are those of the reference man of size-model.ts
 * (178 cm, 77.6 kg: neck 38.5, chest 100, waist 89, hips 103, sleeve 63.5, wrist 17).
 */
type Relation = {
  field: MeasureField
  needs: readonly MeasureField[]
  value: (v: Record<MeasureField, number>) => number
  warn: [number, number]
  error: [number, number]
  /** Message key stem: 'measures.errors.<stem>Low' / 'High', 'measures.warnings.<stem>Low' / 'High'. */
  stem: string
}

const open = Number.POSITIVE_INFINITY

export const relations: readonly Relation[] = [
  // Waist minus chest: typically −11 (athletic −25, strong belly +20).
  {
    field: 'size_tail',
    needs: ['size_chest', 'size_tail'],
    value: (v) => v.size_tail - v.size_chest,
    warn: [-30, 25],
    error: [-50, 50],
    stem: 'waistVsChest',
  },
  // Hips minus waist: typically +14; a belly makes the waist larger than the hips.
  {
    field: 'size_hips',
    needs: ['size_tail', 'size_hips'],
    value: (v) => v.size_hips - v.size_tail,
    warn: [-20, 35],
    error: [-45, 60],
    stem: 'hipsVsWaist',
  },
  // Hips minus chest: typically +3 for men; much larger hips are possible (women's profiles).
  {
    field: 'size_hips',
    needs: ['size_chest', 'size_hips'],
    value: (v) => v.size_hips - v.size_chest,
    warn: [-25, 30],
    error: [-50, 60],
    stem: 'hipsVsChest',
  },
  // Chest / neck: typically 2.6 (one collar centimetre per four chest centimetres).
  {
    field: 'size_neck',
    needs: ['size_neck', 'size_chest'],
    value: (v) => v.size_chest / v.size_neck,
    warn: [2.1, 3.2],
    error: [1.6, 4.2],
    stem: 'neckVsChest',
  },
  // Shoulder / chest: typically 0.46; a halved or doubled shoulder shows here.
  {
    field: 'size_shoulder',
    needs: ['size_shoulder', 'size_chest'],
    value: (v) => v.size_shoulder / v.size_chest,
    warn: [0.36, 0.58],
    error: [0.26, 0.75],
    stem: 'shoulderVsChest',
  },
  // Sleeve / height: typically 0.356 (arm ≈ a third of the height plus the bent elbow).
  {
    field: 'size_sleevelength',
    needs: ['size_sleevelength', 'size_height'],
    value: (v) => v.size_sleevelength / v.size_height,
    warn: [0.31, 0.41],
    error: [0.25, 0.48],
    stem: 'sleeveVsHeight',
  },
  {
    field: 'size_sleevelength_2',
    needs: ['size_sleevelength_2', 'size_height'],
    value: (v) => v.size_sleevelength_2 / v.size_height,
    warn: [0.31, 0.41],
    error: [0.25, 0.48],
    stem: 'sleeveVsHeight',
  },
  // Left minus right sleeve: most people differ by up to 1.5 cm.
  {
    field: 'size_sleevelength_2',
    needs: ['size_sleevelength', 'size_sleevelength_2'],
    value: (v) => Math.abs(v.size_sleevelength_2 - v.size_sleevelength),
    warn: [-open, 3],
    error: [-open, 8],
    stem: 'sleevesDiffer',
  },
  // The short sleeve must end well above the elbow, i.e. far shorter than the long sleeve.
  {
    field: 'size_sleevelength_short',
    needs: ['size_sleevelength_short', 'size_sleevelength'],
    value: (v) => v.size_sleevelength_short / v.size_sleevelength,
    warn: [-open, 0.55],
    error: [-open, 0.8],
    stem: 'shortSleeveVsSleeve',
  },
  // Shirt length / height: typically 0.45 (80 cm at 178 cm).
  {
    field: 'size_shirtlength',
    needs: ['size_shirtlength', 'size_height'],
    value: (v) => v.size_shirtlength / v.size_height,
    warn: [0.38, 0.53],
    error: [0.3, 0.62],
    stem: 'shirtLengthVsHeight',
  },
  // Wrist / neck: typically 0.44.
  {
    field: 'size_wrist_1',
    needs: ['size_wrist_1', 'size_neck'],
    value: (v) => v.size_wrist_1 / v.size_neck,
    warn: [0.34, 0.58],
    error: [0.25, 0.75],
    stem: 'wristVsNeck',
  },
  {
    field: 'size_wrist_2',
    needs: ['size_wrist_2', 'size_neck'],
    value: (v) => v.size_wrist_2 / v.size_neck,
    warn: [0.34, 0.58],
    error: [0.25, 0.75],
    stem: 'wristVsNeck',
  },
  // Left minus right wrist: the watch side may be 1–2 cm larger.
  {
    field: 'size_wrist_2',
    needs: ['size_wrist_1', 'size_wrist_2'],
    value: (v) => Math.abs(v.size_wrist_2 - v.size_wrist_1),
    warn: [-open, 3],
    error: [-open, 8],
    stem: 'wristsDiffer',
  },
  // Biceps / chest: typically 0.31.
  {
    field: 'size_biceps',
    needs: ['size_biceps', 'size_chest'],
    value: (v) => v.size_biceps / v.size_chest,
    warn: [0.23, 0.42],
    error: [0.16, 0.55],
    stem: 'bicepsVsChest',
  },
  // Body-mass index from weight and height: 18.5–25 normal; below 15 or above 50 is rare.
  {
    field: 'size_weight',
    needs: ['size_weight', 'size_height'],
    value: (v) => v.size_weight / (v.size_height / 100) ** 2,
    warn: [16, 45],
    error: [12, 70],
    stem: 'weightVsHeight',
  },
]

function judge(
  value: number,
  warn: [number, number],
  error: [number, number],
): ['low' | 'high' | null, Verdict] {
  if (value < error[0]) return ['low', 'error']
  if (value > error[1]) return ['high', 'error']
  if (value < warn[0]) return ['low', 'warning']
  if (value > warn[1]) return ['high', 'warning']
  return [null, 'ok']
}

/**
 * Checks one profile. Missing fields are not checked (every field is optional); a relation is
 * checked only when both of its fields are present and within their own error range.
 */
export function checkPlausibility(values: MeasureValues, kind: ProfileKind = 'body'): Plausibility {
  const body = kind === 'shirt' ? shirtToBody(values, 'tailored') : values
  const errors: Record<string, string> = {}
  const warnings: Record<string, string> = {}
  const usable = new Set<MeasureField>()

  for (const field of measureFieldNames) {
    const value = body[field]
    if (value === null) continue
    const range = fieldRanges[field]
    const key = fieldKey(field)
    if (value < range.errorMin) errors[field] = `measures.errors.${key}TooSmall`
    else if (value > range.errorMax) errors[field] = `measures.errors.${key}TooLarge`
    else {
      usable.add(field)
      if (value < range.warnMin) warnings[field] = `measures.warnings.${key}Small`
      else if (value > range.warnMax) warnings[field] = `measures.warnings.${key}Large`
    }
  }

  for (const relation of relations) {
    if (!relation.needs.every((field) => usable.has(field))) continue
    if (errors[relation.field]) continue
    const [side, verdict] = judge(
      relation.value(body as Record<MeasureField, number>),
      relation.warn,
      relation.error,
    )
    if (verdict === 'ok' || side === null) continue
    const suffix = side === 'low' ? 'Low' : 'High'
    if (verdict === 'error') {
      errors[relation.field] = `measures.errors.${relation.stem}${suffix}`
      delete warnings[relation.field]
    } else if (!warnings[relation.field]) {
      warnings[relation.field] = `measures.warnings.${relation.stem}${suffix}`
    }
  }
  return { errors, warnings }
}

/** Every message key checkPlausibility can return (the messages test checks that each exists). */
export function plausibilityKeys(): string[] {
  const keys = new Set<string>()
  for (const field of measureFieldNames) {
    const key = fieldKey(field)
    keys.add(`measures.errors.${key}TooSmall`)
    keys.add(`measures.errors.${key}TooLarge`)
    keys.add(`measures.warnings.${key}Small`)
    keys.add(`measures.warnings.${key}Large`)
  }
  for (const relation of relations) {
    const sides: ('Low' | 'High')[] = []
    if (relation.warn[0] !== -open) sides.push('Low')
    sides.push('High')
    for (const side of sides) {
      keys.add(`measures.errors.${relation.stem}${side}`)
      keys.add(`measures.warnings.${relation.stem}${side}`)
    }
  }
  return [...keys].sort()
}
