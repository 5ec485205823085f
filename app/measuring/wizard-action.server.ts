import { data, type RouterContextProvider, redirect } from 'react-router'
import { localizePath, pageUrl } from '#config/locale-path.ts'
import { findMeasuringType } from '#config/shop.ts'
import type { ProfileKind } from '#core/measures/fields.ts'
import {
  draftEntries,
  dropMeasureDraft,
  keepMeasureDraft,
  type MeasureDraft,
  MeasureDraftSchema,
  moveDraft,
  readMeasureDraft,
  type WizardType,
} from '#core/measures/measure-draft.ts'
import {
  type MeasuringReturn,
  measuringReturnTarget,
  readMeasuringReturn,
  withMeasuringReturn,
} from '#core/measures/measuring-return.ts'
import { parseMeasureInput } from '#core/measures/profile-schema.ts'
import { measureRefusals } from '#core/measures/refusals.ts'
import { emptyDraft, reviewVerdict, wizardSteps } from '#core/measures/wizard.ts'
import { saveMeasure } from '#core/measures/write-measures.ts'
import { errorStatus } from '#core/result.ts'
import { serializeSessionCookie } from '#core/sessions/cookie.ts'
import { guestSessionDays } from '#core/sessions/rules.ts'
import { startSession } from '#core/sessions/use-cases.ts'
import { assignMeasure } from '#core/shirts/write-shirts.ts'
import { shopContext } from '../context.ts'
import { requestLocale } from '../lib/page.server.ts'

type Args = { request: Request; params: { type?: string }; context: Readonly<RouterContextProvider> }

/** The answer of a save: the hydrated wizard shows it (and goes to `to`); a plain post is redirected. */
export type WizardSaveAnswer =
  | { ok: true; to: string; newVersion: boolean }
  | { ok: false; errors: Record<string, string>; key: string | null }

/** Refusals of saving a profile, by code: the text the wizard shows. */
export const kindOfType = (type: WizardType): ProfileKind => (type === 'hemdmasse' ? 'shirt' : 'body')

/** A new draft of this type: the first step, or the review for the ways that fill every field at once. */
export function freshDraft(type: WizardType): MeasureDraft {
  return {
    type,
    kind: kindOfType(type),
    entries: emptyDraft(),
    at: 0,
    attempted: false,
    name: '',
    standard: false,
    fit: 'tailored',
  }
}

/**
 * The measuring wizard's one action (/massnehmen/neu/{type}). The hydrated wizard keeps its
 * entries with the session at every step (`keep`) and saves through here (`save` with `js`);
 * without JavaScript each step's form posts its entry and the way on (`step`, `edit`), and the
 * page is rendered again from the session's draft. Saving drops the draft, gives the new profile
 * to the design waiting for it and goes back to where measuring was started from.
 */
export async function measureWizardAction(args: Args) {
  const shop = args.context.get(shopContext)
  const type = findMeasuringType(args.params.type ?? '')
  if (!type) throw data(null, { status: 404 })
  const wizardType = type.slug as WizardType
  const form = await args.request.formData()
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : ''
  }
  const headers = new Headers()
  if (!shop.session) {
    const started = await startSession(shop.deps)
    headers.append('Set-Cookie', serializeSessionCookie(started.token, shop.secure, guestSessionDays))
    shop.session = started.loaded
  }
  const { session, customer } = shop.session
  const url = pageUrl(args.request)
  const back = readMeasuringReturn(
    form.has('zurueck') ? new URLSearchParams(readReturnFields(form)) : url.searchParams,
  )
  const { locale } = requestLocale(args.request)
  const here = withMeasuringReturn(url.pathname, back)

  const intent = text('intent')
  if (intent === 'keep') {
    const parsed = safeJson(text('draft'))
    const draft = MeasureDraftSchema.safeParse(parsed)
    if (!draft.success || draft.data.type !== wizardType) {
      const refused: WizardSaveAnswer = { ok: false, errors: {}, key: null }
      return data(refused, { status: 400, headers })
    }
    await keepMeasureDraft(shop.deps, session, draft.data)
    return data({ ok: true as const, kept: true as const }, { headers })
  }
  if (intent === 'discard') {
    await dropMeasureDraft(shop.deps, session)
    throw redirect(here, { headers })
  }

  const current = readMeasureDraft(session.choices, wizardType) ?? freshDraft(wizardType)
  if (form.has('edit')) {
    const moved = moveDraft(current, { go: 'edit', field: text('edit') })
    if (moved !== 'leave') await keepMeasureDraft(shop.deps, session, moved)
    throw redirect(here, { headers })
  }
  if (intent === 'review-back') {
    // From the review back to the last step.
    const last = Math.min(Math.max(0, Number(text('at')) || 0), wizardSteps[current.kind].length - 1)
    await keepMeasureDraft(shop.deps, session, { ...current, at: last, name: text('set_name').slice(0, 60) })
    throw redirect(here, { headers })
  }
  if (intent === 'step') {
    const at = Number(text('at'))
    const go = text('go')
    const move = go === 'back' || go === 'review' ? go : 'next'
    const moved = moveDraft(current, { go: move, at: Number.isInteger(at) ? at : 0, text: text('value') })
    if (moved === 'leave')
      throw redirect(withMeasuringReturn(localizePath('/massnehmen/neu', locale), back), { headers })
    await keepMeasureDraft(shop.deps, session, moved)
    throw redirect(here, { headers })
  }

  // save: the hydrated wizard sends its entries; a plain post saves the session's draft.
  const js = text('js') === '1'
  const sent = js ? MeasureDraftSchema.safeParse(safeJson(text('draft'))) : null
  const draft = sent?.success ? sent.data : current
  const editId = positiveId(text('measureId'))
  const verdict = reviewVerdict(draftEntries(draft.entries), draft.kind)
  const input = parseMeasureInput({
    set_name: text('set_name'),
    standard: form.get('standard') === '1' ? 1 : 0,
    kind: draft.kind,
    ...verdict.values,
  })
  const refuse = async (errors: Record<string, string>, key: string | null, status = 400) => {
    const answer: WizardSaveAnswer = { ok: false, errors, key }
    // Without JavaScript the page is rendered from the draft again: on the review, with the name.
    if (!js)
      await keepMeasureDraft(shop.deps, session, {
        ...draft,
        at: 'review',
        name: text('set_name').slice(0, 60),
      })
    return data(answer, { status, headers })
  }
  if (!verdict.ready) return refuse(verdict.errors, 'measuring.review.fixFields')
  if (!input.ok) return refuse(input.errors, 'measuring.review.fixFields')
  const saved = await saveMeasure(
    { deps: shop.deps, owner: { sessionId: session.id, customerId: customer?.id ?? null } },
    { ...input.value, measureId: editId ?? undefined },
  )
  if (!saved.ok) {
    if (saved.code === 'IMPLAUSIBLE') return refuse(saved.errors ?? {}, 'measuring.review.fixFields')
    const [code, , key] = measureRefusals[saved.code]
    return refuse({}, key, errorStatus[code])
  }
  if (!editId) await dropMeasureDraft(shop.deps, session)
  if (back?.shirtId && !editId) {
    // The design waiting for it (only the owner's: anything else is refused and left alone).
    await assignMeasure({ deps: shop.deps, session, customer, locale }, back.shirtId, saved.measureId)
  }
  const to = returnTarget(back, saved.measureId, locale)
  if (js) {
    const answer: WizardSaveAnswer = { ok: true, to, newVersion: saved.newVersion }
    return data(answer, { headers })
  }
  throw redirect(to, { headers })
}

function returnTarget(
  back: MeasuringReturn | null,
  measureId: number,
  locale: Parameters<typeof localizePath>[1],
) {
  return back
    ? measuringReturnTarget(back, measureId, locale)
    : localizePath('/massnehmen/massprofil', locale)
}

function readReturnFields(form: FormData) {
  const fields: Record<string, string> = {}
  for (const name of ['zurueck', 'hemd']) {
    const value = form.get(name)
    if (typeof value === 'string') fields[name] = value
  }
  return fields
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

const positiveId = (value: string) => (/^[1-9]\d{0,8}$/.test(value) ? Number(value) : null)
