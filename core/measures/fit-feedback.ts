import { z } from 'zod'
import { receivedStates } from '../orders/transitions.ts'
import { type MeasureField, type MeasureValues, roundTenth } from './fields.ts'

/**
 * Fit feedback after delivery: the customer rates each zone of the shirt they wear, the
 * shop turns the ratings into a proposed new profile version. A rating is -2 (much too tight or
 * short) … 0 (right) … +2 (much too loose or long). Tight or short asks for more centimetres,
 * loose or long for fewer, whether the profile was measured on the body or on a shirt.
 *
 * The steps are a tailor's usual corrections for one 'a little' (one size step of the collar,
 * half the ease difference between two fits at chest and waist, a finger's width at sleeve and
 * cuff, a hand's breadth of shirt length at 'much'). The watch cuff is the left one: size_wrist_2.
 */
export const fitZones = ['collar', 'chest', 'waist', 'sleeve', 'length', 'watchCuff'] as const
export type FitZone = (typeof fitZones)[number]

const zoneRules: Record<FitZone, { fields: MeasureField[]; step: number }> = {
  collar: { fields: ['size_neck'], step: 1 },
  chest: { fields: ['size_chest'], step: 2 },
  waist: { fields: ['size_tail'], step: 2 },
  sleeve: { fields: ['size_sleevelength', 'size_sleevelength_2'], step: 1 },
  length: { fields: ['size_shirtlength'], step: 2 },
  watchCuff: { fields: ['size_wrist_2'], step: 1 },
}

export const FitRatingSchema = z.number().int().min(-2).max(2)
export const FitRatingsSchema = z
  .partialRecord(z.enum(fitZones), FitRatingSchema)
  .refine((ratings) => Object.keys(ratings).length > 0, { message: 'rate at least one zone' })
export type FitRatings = z.infer<typeof FitRatingsSchema>

export type FitChange = { zone: FitZone; field: MeasureField; from: number; to: number; delta: number }

/**
 * The changes the ratings ask for on `values`. A zone rated 'right' changes nothing; a zone whose
 * fields the profile does not hold is left out (nothing to correct) and listed in `unmeasured`.
 */
export function proposeFitChanges(
  values: MeasureValues,
  ratings: FitRatings,
): { changes: FitChange[]; unmeasured: FitZone[] } {
  const changes: FitChange[] = []
  const unmeasured: FitZone[] = []
  for (const zone of fitZones) {
    const rating = ratings[zone] ?? 0
    if (rating === 0) continue
    const { fields, step } = zoneRules[zone]
    const delta = -rating * step
    const present = fields.filter((field) => values[field] !== null)
    if (present.length === 0) unmeasured.push(zone)
    for (const field of present) {
      const from = values[field] as number
      changes.push({ zone, field, from, to: roundTenth(from + delta), delta })
    }
  }
  return { changes, unmeasured }
}

/** The values with the changes applied (to the current version, which may differ from the rated one). */
export function applyFitChanges(values: MeasureValues, changes: readonly FitChange[]): MeasureValues {
  const next = { ...values }
  for (const change of changes) {
    const current = next[change.field]
    if (current !== null) next[change.field] = roundTenth(current + change.delta)
  }
  return next
}

/** Orders whose shirts the customer can wear: only these can be rated. */
export const ratableOrderStatuses: ReadonlySet<string> = new Set(receivedStates)
