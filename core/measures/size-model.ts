import { bodyToShirt, easeOf } from './ease.ts'
import { emptyMeasureValues, type Fit, type MeasureField, type MeasureValues, roundTenth } from './fields.ts'

/**
 * The size model behind the size recommendation, the standard sizes and 'my weight changed'.
 * Pure functions; every value is a BODY measurement (ease.ts turns it into the finished shirt).
 *
 * 1. Standard sizes (collar 37–48). German men's sizes follow the half chest girth (size 50 =
 *    chest 100 cm, 'Normalgrößen' 44–66 of the German HAKA size system, DOB-Verband/Hohenstein;
 *    EN 13402-3 uses the same 4 cm chest steps as control dimension). German shirt makers pair
 *    each size with one collar size: 50 ↔ 40, one collar centimetre per 4 cm of chest. Waist and
 *    hips of the normal build: waist = chest − 12 up to size 52, the drop shrinking by 1 cm per
 *    size above (bigger men carry more at the waist); hips (seat) = chest + 4. Values rounded to
 *    whole centimetres:
 *
 *    | collar | size | chest | waist | hips |     | collar | size | chest | waist | hips |
 *    |--------|------|-------|-------|------|     |--------|------|-------|-------|------|
 *    |   37   |  44  |   88  |   76  |  92  |     |   43   |  56  |  112  |  102  | 116  |
 *    |   38   |  46  |   92  |   80  |  96  |     |   44   |  58  |  116  |  107  | 120  |
 *    |   39   |  48  |   96  |   84  | 100  |     |   45   |  60  |  120  |  112  | 124  |
 *    |   40   |  50  |  100  |   88  | 104  |     |   46   |  62  |  124  |  117  | 128  |
 *    |   41   |  52  |  104  |   92  | 108  |     |   47   |  64  |  128  |  122  | 132  |
 *    |   42   |  54  |  108  |   97  | 112  |     |   48   |  66  |  132  |  127  | 136  |
 *
 *    The collar size (Kragenweite) is the finished collar: body neck = collar − 1.5 cm (ease.ts).
 *
 * 2. Girths from height H (cm), body-mass index B = weight / (H/100)² and age A (years, 40 when
 *    unknown, limited to 18–75), as linear regressions around a reference man of 178 cm,
 *    B = 24.5 (77.6 kg), 40 years, who wears size 50 / collar 40:
 *
 *      chest  = 100.0 + 2.10·(B − 24.5) + 0.25·(H − 178)
 *      waist  =  89.0 + 2.70·(B − 24.5) + 0.25·(H − 178) + 0.15·(A − 40)
 *      hips   = 103.0 + 1.70·(B − 24.5) + 0.30·(H − 178) + 0.05·(A − 40)
 *      neck   =  38.5 + 0.53·(B − 24.5) + 0.05·(H − 178)
 *      biceps =  31.0 + 0.95·(B − 24.5) + 0.04·(H − 178)
 *      wrist  =  17.2 + 0.18·(B − 24.5) + 0.03·(H − 178)
 *
 *    The slopes per BMI unit are of the size reported for adult men in NHANES (waist ≈ 2.7 cm,
 *    mid-upper-arm ≈ 1 cm per kg/m²), ANSUR II (chest ≈ 2 cm per kg/m²) and neck-circumference
 *    studies (≈ 0.5 cm per kg/m², e.g. Ben-Noun et al. 2001, Obesity Research 9:470). They are
 *    chosen to agree with the table: neck rises 0.53 cm when chest rises 2.1 cm (≈ 1 : 4). The
 *    coefficients are rounded and should be recalibrated with the shop's own order data.
 *
 * 3. Lengths as fractions of height (segment proportions after Drillis & Contini 1966, as
 *    tabulated in Winter, Biomechanics and Motor Control of Human Movement): biacromial breadth
 *    0.259 H, upper arm 0.186 H + forearm to wrist 0.146 H; the shirt measures follow the body
 *    over the shoulder and the bent elbow, a little longer than the bones:
 *
 *      shoulder    = 0.26·H  + 0.30·(B − 24.5)           (46.3 cm at 178 cm)
 *      sleeve      = 0.356·H                             (63.4 cm: the German standard 64 at 176–182 cm)
 *      shortSleeve = 0.135·H                             (24.0 cm)
 *      shirtLength = 0.45·H  + 0.30·(B − 24.5)           (80.1 cm: 'standard 80 cm for 170–180 cm')
 *
 * Results are rounded to 0.5 cm, the resolution of a tape measure.
 */

export const referenceBody = { height: 178, bmi: 24.5, age: 40 } as const

export type StandardSize = { collar: number; size: number; chest: number; waist: number; hips: number }

const waistDrop = (size: number) => (size <= 52 ? 12 : 12 - (size - 52) / 2)

/** The standard-size table of the comment above (collar 37–48), for the standard-sizes page too. */
export const standardSizes: readonly StandardSize[] = Array.from({ length: 12 }, (_, index) => {
  const collar = 37 + index
  const size = 44 + 2 * index
  const chest = 2 * size
  return { collar, size, chest, waist: chest - waistDrop(size), hips: chest + 4 }
})

/** Body neck from the collar size of a shirt (and back): the neck ease of ease.ts. */
export const neckFromCollar = (collar: number) => roundTenth(collar - easeOf('tailored', 'size_neck'))
export const collarFromNeck = (neck: number) => roundTenth(neck + easeOf('tailored', 'size_neck'))

/** Chest, waist and hips of the table for any collar size (linear between rows, extended at the ends). */
export function standardGirths(collar: number): { chest: number; waist: number; hips: number } {
  const first = standardSizes[0] as StandardSize
  const last = standardSizes[standardSizes.length - 1] as StandardSize
  const clamped = Math.min(Math.max(collar, first.collar), last.collar)
  const lower = standardSizes[Math.floor(clamped - first.collar)] as StandardSize
  const upper = standardSizes[
    Math.min(Math.ceil(clamped - first.collar), standardSizes.length - 1)
  ] as StandardSize
  const t = clamped - lower.collar
  const beyond = collar - clamped
  const at = (key: 'chest' | 'waist' | 'hips') => lower[key] + (upper[key] - lower[key]) * t + 4 * beyond
  return { chest: at('chest'), waist: at('waist'), hips: at('hips') }
}

export function bodyMassIndex(heightCm: number, weightKg: number): number {
  return weightKg / (heightCm / 100) ** 2
}

const roundHalf = (value: number) => Math.round(value * 2) / 2

/** The regression of the comment above, unrounded: the mean body of a height, weight and age. */
export function modelBody(heightCm: number, weightKg: number, age?: number): MeasureValues {
  const b = bodyMassIndex(heightCm, weightKg) - referenceBody.bmi
  const h = heightCm - referenceBody.height
  const a = Math.min(Math.max(age ?? referenceBody.age, 18), 75) - referenceBody.age
  const sleeve = 0.356 * heightCm
  const wrist = 17.2 + 0.18 * b + 0.03 * h
  return {
    ...emptyMeasureValues(),
    size_neck: 38.5 + 0.53 * b + 0.05 * h,
    size_shoulder: 0.26 * heightCm + 0.3 * b,
    size_sleevelength: sleeve,
    size_sleevelength_2: sleeve,
    size_sleevelength_short: 0.135 * heightCm,
    size_chest: 100 + 2.1 * b + 0.25 * h,
    size_tail: 89 + 2.7 * b + 0.25 * h + 0.15 * a,
    size_hips: 103 + 1.7 * b + 0.3 * h + 0.05 * a,
    size_shirtlength: 0.45 * heightCm + 0.3 * b,
    size_weight: weightKg,
    size_height: heightCm,
    size_wrist_1: wrist,
    size_wrist_2: wrist,
    size_biceps: 31 + 0.95 * b + 0.04 * h,
  }
}

/** One line of an explanation: a message key under measures.explain and its ICU values. */
export type Explanation = { key: string; values: Record<string, number | string> }

export type Recommendation = {
  /** The suggested body profile (every field filled), not saved. */
  measure: MeasureValues
  /** The finished shirt for the chosen fit (body + ease). */
  shirt: MeasureValues
  fit: Fit
  collarSize: number
  /** German men's size (44–66) when the chest falls inside the table, else null. */
  standardSize: number | null
  explanation: Explanation[]
}

const girthFields: readonly MeasureField[] = ['size_chest', 'size_tail', 'size_hips']

/**
 * The size recommendation: from height, weight, optional age and collar size, a complete body
 * profile with its explanation. A known collar size fixes the neck and pulls chest, waist and
 * hips half-way towards the table row of that collar (the regression knows the average man of
 * that height and weight; the collar says something about this one).
 */
export function recommendSize(input: {
  height: number
  weight: number
  age?: number
  fit: Fit
  collarSize?: number
}): Recommendation {
  const body = modelBody(input.height, input.weight, input.age)
  const bmi = bodyMassIndex(input.height, input.weight)
  const explanation: Explanation[] = [
    {
      key: 'measures.explain.bmi',
      values: { height: input.height, weight: input.weight, bmi: roundTenth(bmi) },
    },
  ]
  explanation.push(
    input.age === undefined
      ? { key: 'measures.explain.ageAssumed', values: { age: referenceBody.age } }
      : { key: 'measures.explain.age', values: { age: input.age } },
  )
  if (input.collarSize !== undefined) {
    const table = standardGirths(input.collarSize)
    const shift = (table.chest - (body.size_chest as number)) / 2
    for (const field of girthFields) body[field] = (body[field] as number) + shift
    body.size_neck = neckFromCollar(input.collarSize)
    explanation.push({
      key: 'measures.explain.collarGiven',
      values: { collar: input.collarSize, neck: body.size_neck },
    })
  }
  const measure = emptyMeasureValues()
  for (const [field, value] of Object.entries(body) as [MeasureField, number | null][]) {
    measure[field] =
      value === null ? null : field === 'size_weight' || field === 'size_height' ? value : roundHalf(value)
  }
  const collarSize = input.collarSize ?? Math.round(collarFromNeck(measure.size_neck as number))
  if (input.collarSize === undefined)
    explanation.push({ key: 'measures.explain.collarSuggested', values: { collar: collarSize } })
  const size = 2 * Math.round((measure.size_chest as number) / 4)
  const standardSize = size >= 44 && size <= 66 ? size : null
  explanation.push({
    key: 'measures.explain.girths',
    values: {
      chest: measure.size_chest as number,
      waist: measure.size_tail as number,
      hips: measure.size_hips as number,
    },
  })
  if (standardSize !== null)
    explanation.push({ key: 'measures.explain.standardSize', values: { size: standardSize } })
  explanation.push({
    key: 'measures.explain.lengths',
    values: {
      height: input.height,
      sleeve: measure.size_sleevelength as number,
      shirtLength: measure.size_shirtlength as number,
    },
  })
  const shirt = bodyToShirt(measure, input.fit)
  explanation.push({
    key: 'measures.explain.fit',
    values: {
      fit: input.fit,
      chestEase: easeOf(input.fit, 'size_chest'),
      waistEase: easeOf(input.fit, 'size_tail'),
      shirtChest: shirt.size_chest as number,
      shirtWaist: shirt.size_tail as number,
    },
  })
  explanation.push({ key: 'measures.explain.sides', values: {} })
  explanation.push({ key: 'measures.explain.review', values: {} })
  return { measure, shirt, fit: input.fit, collarSize, standardSize, explanation }
}

/** A body profile from the standard-size table (the 'standard sizes' way of measuring). */
export function standardSizeProfile(collar: number, heightCm: number = referenceBody.height): MeasureValues {
  const girths = standardGirths(collar)
  // The weight that makes the regression's chest meet the table's chest at this height.
  const bmi = referenceBody.bmi + (girths.chest - 100 - 0.25 * (heightCm - referenceBody.height)) / 2.1
  const weight = roundTenth(bmi * (heightCm / 100) ** 2)
  const body = modelBody(heightCm, weight)
  const profile = emptyMeasureValues()
  for (const [field, value] of Object.entries(body) as [MeasureField, number | null][]) {
    profile[field] = value === null ? null : roundHalf(value)
  }
  profile.size_neck = neckFromCollar(collar)
  profile.size_chest = girths.chest
  profile.size_tail = girths.waist
  profile.size_hips = girths.hips
  profile.size_height = heightCm
  profile.size_weight = null
  return profile
}

export type WeightChange =
  | { ok: true; measure: MeasureValues; changes: { field: MeasureField; delta: number }[] }
  | { ok: false; code: 'HEIGHT_AND_WEIGHT_NEEDED' | 'WEIGHT_OUT_OF_RANGE' }

/** The fields the weight moves in the model (lengths other than shoulder and shirt length do not). */
const weightSensitive: readonly MeasureField[] = [
  'size_neck',
  'size_shoulder',
  'size_chest',
  'size_tail',
  'size_hips',
  'size_shirtlength',
  'size_wrist_1',
  'size_wrist_2',
  'size_biceps',
]

/**
 * 'My weight changed by X kg': moves every weight-sensitive measurement by what the model says
 * the same person gains or loses (the difference of modelBody at the old and the new weight),
 * keeping the person's own deviations from the average. Needs height and weight in the profile.
 * The change list feeds a readable summary ('waist −2 cm').
 */
export function rescaleForWeightChange(values: MeasureValues, deltaKg: number, age?: number): WeightChange {
  const height = values.size_height
  const weight = values.size_weight
  if (height === null || weight === null) return { ok: false, code: 'HEIGHT_AND_WEIGHT_NEEDED' }
  const newWeight = weight + deltaKg
  if (newWeight < 30 || newWeight > 250) return { ok: false, code: 'WEIGHT_OUT_OF_RANGE' }
  const before = modelBody(height, weight, age)
  const after = modelBody(height, newWeight, age)
  const measure = { ...values, size_weight: roundTenth(newWeight) }
  const changes: { field: MeasureField; delta: number }[] = []
  for (const field of weightSensitive) {
    const value = values[field]
    if (value === null) continue
    const delta = roundHalf((after[field] as number) - (before[field] as number))
    if (delta === 0) continue
    measure[field] = roundTenth(value + delta)
    changes.push({ field, delta })
  }
  return { ok: true, measure, changes }
}
