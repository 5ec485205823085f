import type { MeasureFailure } from './context.ts'
import { checkPlausibility } from './plausibility.ts'
import type { RecommendInput } from './profile-schema.ts'
import { bodyMassIndex, collarFromNeck, modelBody, type Recommendation, recommendSize } from './size-model.ts'

/** Body-mass indices the size model is backed by (outside, its extrapolations are not trustworthy). */
export const recommendBmiRange = { min: 15, max: 50 } as const

/** Collar sizes a given collar may lie away from the model's collar for the same height and weight. */
export const maxCollarDeviation = 4

/**
 * recommend {height, weight, age?, fit?, collarSize?}: a suggested body profile with its
 * explanation, not saved (the customer reviews it and saves it with `save`). Pure: no owner, no
 * database. Warnings of the plausibility rules on the suggestion are answered with it.
 */
export function recommendMeasure(
  input: RecommendInput,
): ({ ok: true; warnings: Record<string, string> } & Recommendation) | MeasureFailure {
  const bmi = bodyMassIndex(input.height, input.weight)
  if (bmi < recommendBmiRange.min || bmi > recommendBmiRange.max) {
    return { ok: false, code: 'IMPLAUSIBLE', errors: { weight: 'measures.errors.bmiOutOfRange' } }
  }
  if (input.collarSize !== undefined) {
    // More than 4 collar sizes away from what height and weight suggest is rather a clothing
    // size typed into the collar field (size 48 is not collar 48) than a neck.
    const modelCollar = collarFromNeck(modelBody(input.height, input.weight, input.age).size_neck as number)
    if (Math.abs(input.collarSize - modelCollar) > maxCollarDeviation) {
      return { ok: false, code: 'IMPLAUSIBLE', errors: { collarSize: 'measures.errors.collarImplausible' } }
    }
  }
  const recommendation = recommendSize(input)
  const verdict = checkPlausibility(recommendation.measure)
  if (Object.keys(verdict.errors).length > 0) {
    // The model stays inside the error ranges for every input the schema and the BMI range let
    // through (size-model.test.ts checks a grid); reaching this line is a bug, not bad input.
    throw new Error(`size model produced an implausible profile: ${JSON.stringify(verdict.errors)}`)
  }
  return { ok: true, warnings: verdict.warnings, ...recommendation }
}
