import { type Fit, type MeasureField, type MeasureValues, measureFieldNames, roundTenth } from './fields.ts'

/**
 * Body measurements versus finished-shirt measurements.
 *
 * A body profile holds what the tape measures on the body, close but not tight. The tailor cuts
 * the shirt larger by the ease (Bewegungszugabe) of the chosen fit; a profile measured on a
 * well-fitting shirt already contains it. Customers confuse the two, so the pages show both side
 * by side: body + ease = finished shirt, finished shirt − ease = body.
 *
 * Ease in cm by fit (the chest values are the shop's published promise, see docs/shop-facts.md
 * 'Measuring'; the others are the workshop's pattern allowances that go with them):
 *
 * | field                      | slim | tailored | regular | why                                         |
 * |----------------------------|------|----------|---------|---------------------------------------------|
 * | size_chest                 |  12  |    16    |   20    | breathing and arm movement                  |
 * | size_tail (waist)          |  10  |    14    |   20    | sitting; slim is tapered, regular straight  |
 * | size_hips                  |  10  |    14    |   18    | sitting, the shirt tucked in                |
 * | size_neck                  |  1.5 |   1.5    |   1.5   | one finger between collar and neck          |
 * | size_shoulder              |   0  |   0.5    |    1    | the shoulder seam sits on the shoulder bone |
 * | size_biceps                |   5  |    7     |    9    | bending the arm                             |
 * | size_wrist_1, size_wrist_2 |   4  |   4.5    |    5    | the closed cuff slides a little             |
 *
 * Lengths (sleeves, short sleeve, shirt length) get no ease: the body measurement already says
 * where the cuff and the hem end. Height and weight are the same on both sides.
 */
export const easeByFit: Record<Fit, Partial<Record<MeasureField, number>>> = {
  slim: {
    size_chest: 12,
    size_tail: 10,
    size_hips: 10,
    size_neck: 1.5,
    size_shoulder: 0,
    size_biceps: 5,
    size_wrist_1: 4,
    size_wrist_2: 4,
  },
  tailored: {
    size_chest: 16,
    size_tail: 14,
    size_hips: 14,
    size_neck: 1.5,
    size_shoulder: 0.5,
    size_biceps: 7,
    size_wrist_1: 4.5,
    size_wrist_2: 4.5,
  },
  regular: {
    size_chest: 20,
    size_tail: 20,
    size_hips: 18,
    size_neck: 1.5,
    size_shoulder: 1,
    size_biceps: 9,
    size_wrist_1: 5,
    size_wrist_2: 5,
  },
}

export function easeOf(fit: Fit, field: MeasureField): number {
  return easeByFit[fit][field] ?? 0
}

function shift(values: MeasureValues, fit: Fit, sign: 1 | -1): MeasureValues {
  const result = { ...values }
  for (const field of measureFieldNames) {
    const value = values[field]
    result[field] = value === null ? null : roundTenth(value + sign * easeOf(fit, field))
  }
  return result
}

/** The finished shirt the tailor cuts for a body profile: every girth plus the ease of the fit. */
export function bodyToShirt(body: MeasureValues, fit: Fit): MeasureValues {
  return shift(body, fit, 1)
}

/** The body a shirt-measured profile implies: every girth minus the ease of the fit it was cut in. */
export function shirtToBody(shirt: MeasureValues, fit: Fit): MeasureValues {
  return shift(shirt, fit, -1)
}

export type SideBySideRow = { field: MeasureField; body: number; shirt: number; ease: number }

/**
 * Body and finished shirt side by side for one fit, only for the fields the profile has. A
 * shirt-measured profile is read backwards (its values are the shirt side).
 */
export function sideBySide(values: MeasureValues, kind: 'body' | 'shirt', fit: Fit): SideBySideRow[] {
  const body = kind === 'body' ? values : shirtToBody(values, fit)
  const shirt = kind === 'body' ? bodyToShirt(values, fit) : values
  const rows: SideBySideRow[] = []
  for (const field of measureFieldNames) {
    const b = body[field]
    const s = shirt[field]
    if (b === null || s === null) continue
    rows.push({ field, body: b, shirt: s, ease: easeOf(fit, field) })
  }
  return rows
}
