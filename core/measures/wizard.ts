import {
  emptyMeasureValues,
  type MeasureField,
  type MeasureValues,
  measureFieldNames,
  type ProfileKind,
  roundTenth,
} from './fields.ts'
import { checkPlausibility } from './plausibility.ts'
import { parseMeasureNumber, recommendLimits } from './profile-schema.ts'

/**
 * The guided measuring of /massnehmen/neu/{type} as pure rules: which measurement each step asks
 * for, in which order, what typed text means, and whether the visitor may go on. The pages only
 * render; the same plausibility rules run here (live, in the browser) and in the API (on save).
 *
 * Order: height and weight first, then chest before waist before hips, neck after chest, and so on,
 * so that every relation of plausibility.ts is reported at a step that comes AFTER the field it is
 * compared with (a warning 'waist vs chest' appears while the waist is typed, not on the chest).
 */
export type WizardStep = {
  field: MeasureField
  /** May stay empty. */
  optional: boolean
  /** Left empty, the profile takes this field's value (the other side of the body). */
  sameAs?: MeasureField
}

const step = (field: MeasureField, options: Partial<Omit<WizardStep, 'field'>> = {}): WizardStep => ({
  field,
  optional: options.optional ?? options.sameAs !== undefined,
  ...(options.sameAs ? { sameAs: options.sameAs } : {}),
})

export const wizardSteps: Record<ProfileKind, readonly WizardStep[]> = {
  // Weight is optional: the tailor cuts without it (it serves the plausibility rules and 'my weight
  // changed'), and a standard size does not know it.
  body: [
    step('size_height'),
    step('size_weight', { optional: true }),
    step('size_chest'),
    step('size_tail'),
    step('size_hips'),
    step('size_neck'),
    step('size_shoulder'),
    step('size_sleevelength'),
    step('size_sleevelength_2', { sameAs: 'size_sleevelength' }),
    step('size_sleevelength_short', { optional: true }),
    step('size_biceps', { optional: true }),
    step('size_wrist_1'),
    step('size_wrist_2', { sameAs: 'size_wrist_1' }),
    step('size_shirtlength'),
  ],
  // A shirt laid flat: widths doubled, collar, lengths. Height and weight describe the wearer.
  shirt: [
    step('size_height'),
    step('size_weight', { optional: true }),
    step('size_chest'),
    step('size_tail'),
    step('size_hips'),
    step('size_neck'),
    step('size_shoulder'),
    step('size_sleevelength'),
    step('size_sleevelength_2', { sameAs: 'size_sleevelength' }),
    step('size_sleevelength_short', { optional: true }),
    step('size_biceps', { optional: true }),
    step('size_wrist_1'),
    step('size_wrist_2', { sameAs: 'size_wrist_1' }),
    step('size_shirtlength'),
  ],
}

/** What the visitor typed, per field ('' = nothing). */
export type Draft = Record<MeasureField, string>

export function emptyDraft(): Draft {
  return Object.fromEntries(measureFieldNames.map((field) => [field, ''])) as Draft
}

/** A draft from stored values (editing a profile, a recommendation, a standard size). */
export function draftFromValues(values: Partial<MeasureValues>, locale = 'de'): Draft {
  const draft = emptyDraft()
  const comma = locale === 'de' || locale === 'fr' || locale === 'es'
  for (const field of measureFieldNames) {
    const value = values[field]
    if (value === null || value === undefined) continue
    const text = String(roundTenth(value))
    draft[field] = comma ? text.replace('.', ',') : text
  }
  return draft
}

export type ParsedDraft = {
  /** Every field that parsed; a sameAs field left empty takes its partner's value. */
  values: MeasureValues
  /** Fields whose text is not a usable number (letters, 0, negative, absurd): message keys. */
  parseErrors: Partial<Record<MeasureField, string>>
}

export function parseDraft(draft: Draft, steps: readonly WizardStep[]): ParsedDraft {
  const values = emptyMeasureValues()
  const parseErrors: Partial<Record<MeasureField, string>> = {}
  for (const field of measureFieldNames) {
    const result = parseMeasureNumber(draft[field])
    if (result.ok) values[field] = result.value
    else parseErrors[field] = result.key
  }
  for (const entry of steps) {
    if (entry.sameAs && values[entry.field] === null && parseErrors[entry.field] === undefined)
      values[entry.field] = values[entry.sameAs]
  }
  return { values, parseErrors }
}

export type StepVerdict = {
  /** Blocks 'next': a message key at the field. */
  error: string | null
  /** Unusual but possible: shown, does not block. */
  warning: string | null
}

export const requiredKey = 'measures.errors.stepRequired'

/**
 * The live feedback of one step: a typing error, an empty required field (only once the visitor
 * tried to go on: `attempted`), or the plausibility error or warning the rules report at this field.
 */
export function stepVerdict(
  draft: Draft,
  kind: ProfileKind,
  index: number,
  options: { attempted?: boolean; steps?: readonly WizardStep[] } = {},
): StepVerdict {
  const steps = options.steps ?? wizardSteps[kind]
  const current = steps[index]
  if (!current) return { error: null, warning: null }
  const { values, parseErrors } = parseDraft(draft, steps)
  const parseError = parseErrors[current.field]
  if (parseError) return { error: parseError, warning: null }
  if (draft[current.field].trim() === '') {
    return { error: !current.optional && options.attempted ? requiredKey : null, warning: null }
  }
  const verdict = checkPlausibility(values, kind)
  return {
    error: verdict.errors[current.field] ?? null,
    warning: verdict.warnings[current.field] ?? null,
  }
}

export type ReviewVerdict = {
  values: MeasureValues
  errors: Partial<Record<MeasureField, string>>
  warnings: Partial<Record<MeasureField, string>>
  /** True when the profile may be saved: no error and no required field empty. */
  ready: boolean
}

/** The review step: every field's error (typing, missing, plausibility) and warning at once. */
export function reviewVerdict(draft: Draft, kind: ProfileKind): ReviewVerdict {
  const steps = wizardSteps[kind]
  const { values, parseErrors } = parseDraft(draft, steps)
  const verdict = checkPlausibility(values, kind)
  const errors: Partial<Record<MeasureField, string>> = {}
  const warnings: Partial<Record<MeasureField, string>> = {}
  for (const entry of steps) {
    const field = entry.field
    const error =
      parseErrors[field] ??
      (values[field] === null && !entry.optional ? requiredKey : undefined) ??
      verdict.errors[field]
    if (error) errors[field] = error
    else if (verdict.warnings[field]) warnings[field] = verdict.warnings[field]
  }
  return { values, errors, warnings, ready: Object.keys(errors).length === 0 }
}

/** The first step the visitor still has to fill or fix (where an edit or a resumed draft starts). */
export function firstOpenStep(draft: Draft, kind: ProfileKind): number {
  const { errors } = reviewVerdict(draft, kind)
  const index = wizardSteps[kind].findIndex((entry) => errors[entry.field] !== undefined)
  return index === -1 ? wizardSteps[kind].length : index
}

/**
 * 'My weight changed by X kg': the signed change as typed ('-3', '+2,5', '4'). Zero, letters and
 * changes beyond ±60 kg are refused with a message key.
 */
export function parseWeightDelta(input: string): { ok: true; value: number } | { ok: false; key: string } {
  const text = input.trim().replace(/\s+/g, '').replace('−', '-')
  if (text === '') return { ok: false, key: 'measures.errors.weightDeltaRequired' }
  if (!/^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/.test(text)) return { ok: false, key: 'measures.errors.notANumber' }
  const value = roundTenth(Number(text.replace(',', '.')))
  if (value === 0) return { ok: false, key: 'measures.errors.weightDeltaZero' }
  if (Math.abs(value) > 60) return { ok: false, key: 'measures.errors.weightDeltaTooLarge' }
  return { ok: true, value }
}

/**
 * The 'standard size' way: a collar size of the table and the height (the lengths follow the
 * height). Message keys at the field on failure.
 */
export function parseStandardSizeInput(
  input: { collar: unknown; height: unknown },
  collars: readonly number[],
): { ok: true; value: { collar: number; height: number } } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {}
  const collar = Number(input.collar)
  if (input.collar === '' || input.collar === null || input.collar === undefined)
    errors.collar = 'measures.errors.collarRequired'
  else if (!collars.includes(collar)) errors.collar = 'measures.errors.collarOutOfRange'
  const height = parseMeasureNumber(input.height)
  if (!height.ok) errors.height = height.key
  else if (height.value === null) errors.height = 'measures.errors.heightRequired'
  else if (height.value < recommendLimits.height.min || height.value > recommendLimits.height.max)
    errors.height = 'measures.errors.recommendHeightOutOfRange'
  if (Object.keys(errors).length > 0 || !height.ok || height.value === null) return { ok: false, errors }
  return { ok: true, value: { collar, height: height.value } }
}
