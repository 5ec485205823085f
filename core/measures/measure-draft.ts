import { z } from 'zod'
import { updateSession } from '#db/queries/sessions.ts'
import type { Deps } from '../deps.ts'
import type { SessionRecord } from '../sessions/rules.ts'
import { fits } from './fields.ts'
import { type Draft, emptyDraft, stepVerdict, wizardSteps } from './wizard.ts'

/**
 * The measuring wizard's entries while they are not yet a profile, kept with the session (server
 * side, never in the address: they are body measurements), so that a reload, a closed tab or a
 * phone that dropped the page comes back to the same step with everything typed. One draft per
 * session; saving the profile drops it. Stored in the session's `choices` under one key.
 */
export const measureDraftKey = 'measureDraft'

const wizardTypes = ['koerpermasse', 'hemdmasse', 'standardgroessen', 'empfehlung'] as const
export type WizardType = (typeof wizardTypes)[number]

/** What one field may hold as typed (a number in the visitor's notation, or nothing). */
const typed = z.string().max(12)

export const MeasureDraftSchema = z.object({
  type: z.enum(wizardTypes),
  kind: z.enum(['body', 'shirt']),
  entries: z.record(z.string(), typed),
  /** The step shown (0-based), or 'review'. */
  at: z.union([z.number().int().min(0).max(30), z.literal('review')]),
  /** The visitor tried to go on from this step: a required field left empty says so. */
  attempted: z.boolean().default(false),
  name: z.string().max(60).default(''),
  standard: z.boolean().default(false),
  fit: z.enum(fits).default('tailored'),
})

export type MeasureDraft = z.infer<typeof MeasureDraftSchema>

/** Only the measurement fields, as text; anything else that came along is dropped. */
export function draftEntries(entries: Record<string, string>): Draft {
  const draft = emptyDraft()
  for (const field of Object.keys(draft) as (keyof Draft)[]) {
    const value = entries[field]
    if (typeof value === 'string') draft[field] = value.slice(0, 12)
  }
  return draft
}

/** The session's draft for this wizard type, or null (none, another type, or unreadable). */
export function readMeasureDraft(
  choices: Record<string, string> | null | undefined,
  type: string,
): MeasureDraft | null {
  const raw = choices?.[measureDraftKey]
  if (!raw) return null
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return null
  }
  const parsed = MeasureDraftSchema.safeParse(json)
  if (!parsed.success || parsed.data.type !== type) return null
  const draft = parsed.data
  const last = wizardSteps[draft.kind].length - 1
  return {
    ...draft,
    entries: draftEntries(draft.entries),
    at: draft.at === 'review' ? 'review' : Math.min(draft.at, last),
  }
}

/** Keeps the draft with the session (replacing any earlier one). */
export async function keepMeasureDraft(deps: Deps, session: SessionRecord, draft: MeasureDraft) {
  const choices = { ...session.choices, [measureDraftKey]: JSON.stringify(draft) }
  await updateSession(deps.db, session.id, { choices })
  session.choices = choices
}

/** Drops the draft (after saving, or when the visitor starts over). */
export async function dropMeasureDraft(deps: Deps, session: SessionRecord) {
  if (!(measureDraftKey in session.choices)) return
  const { [measureDraftKey]: _dropped, ...choices } = session.choices
  await updateSession(deps.db, session.id, { choices })
  session.choices = choices
}

/** A wizard form posted without JavaScript: the step's entry and where to go from there. */
export type WizardMove =
  | { go: 'next' | 'back' | 'review'; at: number; text: string }
  | { go: 'edit'; field: string }

/**
 * The draft after a posted step: the entry kept, then on to the next step only when this one is
 * fine (else it stays, marked attempted, and shows its error); back, to the review, or from the
 * review to one field. 'leave' when back from the first step leaves the wizard.
 */
export function moveDraft(draft: MeasureDraft, move: WizardMove): MeasureDraft | 'leave' {
  const steps = wizardSteps[draft.kind]
  if (move.go === 'edit') {
    const index = steps.findIndex((entry) => entry.field === move.field)
    return index === -1 ? draft : { ...draft, at: index, attempted: false }
  }
  const step = steps[move.at]
  if (!step) return { ...draft, at: 'review', attempted: false }
  const entries = { ...draftEntries(draft.entries), [step.field]: move.text.slice(0, 12) }
  const next = { ...draft, entries, attempted: false }
  if (move.go === 'review') return { ...next, at: 'review' }
  if (move.go === 'back') {
    if (move.at > 0) return { ...next, at: move.at - 1 }
    return draft.type === 'koerpermasse' || draft.type === 'hemdmasse' ? 'leave' : { ...next, at: 'review' }
  }
  if (stepVerdict(entries, draft.kind, move.at, { attempted: true }).error)
    return { ...next, at: move.at, attempted: true }
  return { ...next, at: move.at === steps.length - 1 ? 'review' : move.at + 1 }
}
