import { z } from 'zod'
import {
  fits,
  type MeasureField,
  type MeasureValues,
  measureFieldNames,
  type ProfileKind,
  profileKinds,
  roundTenth,
} from './fields.ts'

/**
 * Input rules of a measurement profile (pure; the API handler and the pages' actions share them).
 * Every failure is a message KEY under `measures.errors.*`, reported at its field, so that the UI
 * shows it in the visitor's language.
 */

export const setNameMaxLength = 60
/** No measurement of a person reaches 1000 (cm or kg); larger input is refused before the plausibility rules. */
const numberCeiling = 1000

type NumberResult = { ok: true; value: number | null } | { ok: false; key: string }

/**
 * One measurement as typed: a number, or a string with '.' or ',' as decimal separator ('41,5').
 * Empty string and null clear the field. Letters, negative numbers and zero are refused.
 * The value is rounded to 0.1, the precision the profile keeps.
 */
export function parseMeasureNumber(input: unknown): NumberResult {
  if (input === null) return { ok: true, value: null }
  let value: number
  if (typeof input === 'number') {
    value = input
  } else if (typeof input === 'string') {
    const text = input.trim().replace(/\s+/g, '')
    if (text === '') return { ok: true, value: null }
    if (!/^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/.test(text)) return { ok: false, key: 'measures.errors.notANumber' }
    value = Number(text.replace(',', '.'))
  } else {
    return { ok: false, key: 'measures.errors.notANumber' }
  }
  if (!Number.isFinite(value)) return { ok: false, key: 'measures.errors.notANumber' }
  const rounded = roundTenth(value)
  if (rounded <= 0) return { ok: false, key: 'measures.errors.notPositive' }
  if (rounded >= numberCeiling) return { ok: false, key: 'measures.errors.outOfRange' }
  return { ok: true, value: rounded }
}

/** A zod field built on parseMeasureNumber; absent stays absent (undefined). */
export function measureNumber() {
  return z
    .unknown()
    .transform((input, ctx): number | null => {
      const result = parseMeasureNumber(input)
      if (!result.ok) {
        ctx.addIssue({ code: 'custom', message: result.key })
        return z.NEVER
      }
      return result.value
    })
    .optional()
}

const setName = z.unknown().transform((input, ctx): string => {
  const text = typeof input === 'string' ? input.trim().replace(/\s+/g, ' ') : ''
  if (text === '') {
    ctx.addIssue({ code: 'custom', message: 'measures.errors.nameRequired' })
    return z.NEVER
  }
  if ([...text].length > setNameMaxLength) {
    ctx.addIssue({ code: 'custom', message: 'measures.errors.nameTooLong' })
    return z.NEVER
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f<>]/.test(text)) {
    ctx.addIssue({ code: 'custom', message: 'measures.errors.nameInvalid' })
    return z.NEVER
  }
  return text
})

/** standard: 1 marks the default profile; true/false and '1'/'0' are accepted too. */
const standardFlag = z
  .unknown()
  .transform((input, ctx): boolean | undefined => {
    if (input === null) return undefined
    if (input === true || input === 1 || input === '1' || input === 'true') return true
    if (input === false || input === 0 || input === '0' || input === 'false') return false
    ctx.addIssue({ code: 'custom', message: 'measures.errors.standardInvalid' })
    return z.NEVER
  })
  .optional()

const kind = z
  .unknown()
  .transform((input, ctx): ProfileKind | undefined => {
    if (input === null) return undefined
    if ((profileKinds as readonly unknown[]).includes(input)) return input as ProfileKind
    ctx.addIssue({ code: 'custom', message: 'measures.errors.kindInvalid' })
    return z.NEVER
  })
  .optional()

/** A profile id where one is optional: absent, null, 0 and '' mean 'none'. */
const optionalId = z
  .unknown()
  .transform((input, ctx): number | undefined => {
    if (input === null || input === '' || input === 0 || input === '0') return undefined
    const value = typeof input === 'string' && /^\d+$/.test(input) ? Number(input) : input
    if (typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 2_147_483_647)
      return value
    ctx.addIssue({ code: 'custom', message: 'measures.errors.idInvalid' })
    return z.NEVER
  })
  .optional()

const sizeShape = Object.fromEntries(measureFieldNames.map((name) => [name, measureNumber()])) as Record<
  MeasureField,
  ReturnType<typeof measureNumber>
>

/**
 * A profile as the client sends it (`save {measure}`): set_name required (at most 60 characters),
 * standard, kind and every size_* field optional. The id may come as measureId, measureID or
 * id. Unknown keys are dropped.
 */
export const MeasureProfileSchema = z.object({
  set_name: setName,
  standard: standardFlag,
  kind,
  measureId: optionalId,
  measureID: optionalId,
  id: optionalId,
  ...sizeShape,
})

export type MeasureInput = {
  setName: string
  standard: boolean | undefined
  kind: ProfileKind | undefined
  measureId: number | undefined
  /** Only the fields the client sent: a number, or null to clear the field. */
  values: Partial<MeasureValues>
}

/** Field name → message key, one per field (the first problem found). */
export type FieldErrors = Record<string, string>

function firstIssuePerField(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'measure')
    errors[field] ??= issue.message.startsWith('measures.') ? issue.message : 'measures.errors.invalid'
  }
  return errors
}

/** Parses a profile sent by a client; on failure every wrong field with its message key. */
export function parseMeasureInput(
  raw: unknown,
): { ok: true; value: MeasureInput } | { ok: false; errors: FieldErrors } {
  const parsed = MeasureProfileSchema.safeParse(raw)
  if (!parsed.success) return { ok: false, errors: firstIssuePerField(parsed.error) }
  const data = parsed.data
  const values: Partial<MeasureValues> = {}
  for (const name of measureFieldNames) {
    const value = data[name]
    if (value !== undefined) values[name] = value
  }
  return {
    ok: true,
    value: {
      setName: data.set_name,
      standard: data.standard,
      kind: data.kind,
      measureId: data.measureId ?? data.measureID ?? data.id,
      values,
    },
  }
}

function boundedNumber(min: number, max: number, key: string, integer = false) {
  return z
    .unknown()
    .transform((input, ctx): number | undefined => {
      const result = parseMeasureNumber(input)
      if (!result.ok) {
        ctx.addIssue({ code: 'custom', message: result.key })
        return z.NEVER
      }
      if (result.value === null) return undefined
      if (result.value < min || result.value > max || (integer && !Number.isInteger(result.value))) {
        ctx.addIssue({ code: 'custom', message: key })
        return z.NEVER
      }
      return result.value
    })
    .optional()
}

function required<T>(schema: z.ZodType<T | undefined, unknown>, key: string) {
  return z
    .unknown()
    .pipe(schema)
    .transform((value, ctx): T => {
      if (value === undefined) {
        ctx.addIssue({ code: 'custom', message: key })
        return z.NEVER
      }
      return value
    })
}

/** Limits within which the size model of size-model.ts is backed by its data. */
export const recommendLimits = {
  height: { min: 140, max: 215 },
  weight: { min: 40, max: 200 },
  age: { min: 14, max: 100 },
  collarSize: { min: 35, max: 50 },
} as const

/** `recommend {height, weight, age?, fit?, collarSize?}` (docs/api.md). */
export const RecommendInputSchema = z.object({
  height: required(
    boundedNumber(
      recommendLimits.height.min,
      recommendLimits.height.max,
      'measures.errors.recommendHeightOutOfRange',
    ),
    'measures.errors.heightRequired',
  ),
  weight: required(
    boundedNumber(
      recommendLimits.weight.min,
      recommendLimits.weight.max,
      'measures.errors.recommendWeightOutOfRange',
    ),
    'measures.errors.weightRequired',
  ),
  age: boundedNumber(recommendLimits.age.min, recommendLimits.age.max, 'measures.errors.ageOutOfRange', true),
  fit: z.enum(fits, { error: 'measures.errors.fitInvalid' }).default('tailored'),
  collarSize: boundedNumber(
    recommendLimits.collarSize.min,
    recommendLimits.collarSize.max,
    'measures.errors.collarOutOfRange',
  ),
})

export type RecommendInput = z.infer<typeof RecommendInputSchema>

export function parseRecommendInput(
  raw: unknown,
): { ok: true; value: RecommendInput } | { ok: false; errors: FieldErrors } {
  const parsed = RecommendInputSchema.safeParse(raw)
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, errors: firstIssuePerField(parsed.error) }
}
