import { useEffect, useMemo, useRef, useState } from 'react'
import { useFetcher, useNavigate } from 'react-router'
import type { Fit, MeasureField, ProfileKind } from '#core/measures/fields.ts'
import type { MeasureDraft } from '#core/measures/measure-draft.ts'
import {
  type MeasuringReturn,
  measuringReturnParams,
  withMeasuringReturn,
} from '#core/measures/measuring-return.ts'
import type { Explanation } from '#core/measures/size-model.ts'
import { standardSizeProfile } from '#core/measures/size-model.ts'
import {
  type Draft,
  draftFromValues,
  emptyDraft,
  reviewVerdict,
  stepVerdict,
  wizardSteps,
} from '#core/measures/wizard.ts'
import { announce } from '../components/live-region.tsx'
import { showToast } from '../components/toast/toast-store.ts'
import { useTranslation } from '../i18n/react.tsx'
import { useFocusFirstError } from '../lib/use-focus-first-error.ts'
import { useLocale, useLocalePath } from '../lib/use-locale.ts'
import { measuresApi } from './measures-api.ts'
import { RecommendForm } from './recommend-form.tsx'
import { StandardSizeForm } from './standard-size-form.tsx'
import type { WizardSaveAnswer } from './wizard-action.server.ts'
import { WizardReview } from './wizard-review.tsx'
import { WizardStepView } from './wizard-step.tsx'

export type WizardType = 'koerpermasse' | 'hemdmasse' | 'standardgroessen' | 'empfehlung'

type Stage = { name: 'start' } | { name: 'step'; index: number } | { name: 'review' } | { name: 'loading' }

const kindOfType = (type: WizardType): ProfileKind => (type === 'hemdmasse' ? 'shirt' : 'body')

const stageOf = (draft: MeasureDraft): Stage =>
  draft.at === 'review' ? { name: 'review' } : { name: 'step', index: draft.at }

/**
 * /massnehmen/neu/{type}: body or shirt measurements one step at a time; a standard size or the
 * recommendation as a first step that fills every measurement; then the review and save. With
 * `editId` an existing profile is loaded and the wizard opens on its review.
 *
 * Every move is kept with the session (the route's action, intent `keep`), so `resume` reopens
 * the same step with the entries after a reload. Without JavaScript the same forms post to the
 * action, which moves the session's draft and renders the page again. Saving goes back to `back`,
 * the page measuring was started from, with the new profile chosen there.
 */
export function MeasureWizard({
  type,
  editId,
  initialCollar,
  back,
  resume,
  posted,
}: {
  type: WizardType
  editId: number | null
  initialCollar: number | null
  back: MeasuringReturn | null
  resume: MeasureDraft | null
  posted: Extract<WizardSaveAnswer, { ok: false }> | null
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const to = useLocalePath()
  const navigate = useNavigate()
  const [kind, setKind] = useState<ProfileKind>(resume?.kind ?? kindOfType(type))
  const steps = wizardSteps[kind]
  const startsWithForm = type === 'standardgroessen' || type === 'empfehlung'
  const [stage, setStage] = useState<Stage>(
    editId
      ? { name: 'loading' }
      : resume
        ? stageOf(resume)
        : startsWithForm
          ? { name: 'start' }
          : { name: 'step', index: 0 },
  )
  const [draft, setDraft] = useState<Draft>(() =>
    resume ? { ...emptyDraft(), ...resume.entries } : emptyDraft(),
  )
  const [attempted, setAttempted] = useState(resume?.attempted ?? false)
  const [visitedReview, setVisitedReview] = useState(resume?.at === 'review')
  const [fit, setFit] = useState<Fit>(resume?.fit ?? 'tailored')
  const [name, setName] = useState(editId ? '' : resume?.name || t(`measuring.defaultNames.${type}`))
  const [standard, setStandard] = useState(resume?.standard ?? false)
  const [explanation, setExplanation] = useState<Explanation[] | null>(null)
  const [serverErrors, setServerErrors] = useState<Record<string, string>>(posted?.errors ?? {})
  const [formError, setFormError] = useState<string | null>(posted?.key ? t(posted.key) : null)
  const [loadError, setLoadError] = useState(false)
  const keeper = useFetcher()
  const keeping = useRef<{ chain: Promise<void>; next: string | null }>({
    chain: Promise.resolve(),
    next: null,
  })
  const saver = useFetcher<WizardSaveAnswer>()
  const saving = saver.state !== 'idle'
  const seenAnswer = useRef<WizardSaveAnswer | null>(null)
  const [moved, setMoved] = useState(false)
  const reviewHeading = useRef<HTMLHeadingElement>(null)
  const reviewBox = useRef<HTMLDivElement>(null)
  // A refused save shows its message and marks fields: the focus goes to the first of them.
  useFocusFirstError(reviewBox, formError)

  useEffect(() => {
    if (!editId) return
    let live = true
    void measuresApi.fetch(editId).then((answer) => {
      if (!live) return
      if (!answer.ok) return setLoadError(true)
      const profile = answer.data
      setKind(profile.kind)
      setDraft(draftFromValues(profile, locale))
      setName(profile.set_name)
      setStandard(profile.standard === 1)
      setVisitedReview(true)
      setStage({ name: 'review' })
    })
    return () => {
      live = false
    }
  }, [editId, locale])

  useEffect(() => {
    if (stage.name === 'review' && moved) reviewHeading.current?.focus()
  }, [stage, moved])

  const verdict = useMemo(() => reviewVerdict(draft, kind), [draft, kind])

  /** Keeps the entries and the step with the session: a reload comes back here. */
  function keep(next: Stage, entries: Draft = draft) {
    if (editId || next.name === 'loading' || next.name === 'start') return
    const record: MeasureDraft = {
      type,
      kind,
      entries,
      at: next.name === 'review' ? 'review' : next.index,
      attempted: false,
      name,
      standard,
      fit,
    }
    // One keep at a time, in order, the latest entries last: two in flight could reach the
    // session in either order. A keep waiting for its turn sends whatever is newest then.
    const queued = keeping.current.next !== null
    keeping.current.next = JSON.stringify(record)
    if (queued) return
    keeping.current.chain = keeping.current.chain
      .then(() => {
        const next = keeping.current.next
        keeping.current.next = null
        return next ? keeper.submit({ intent: 'keep', draft: next }, { method: 'post' }) : undefined
      })
      .catch(() => undefined)
  }

  function go(next: Stage, entries: Draft = draft) {
    keep(next, entries)
    setMoved(true)
    setAttempted(false)
    if (next.name === 'review') setVisitedReview(true)
    setStage(next)
    // Focus moves to the new step's field; the live region says where the visitor now is.
    const step = next.name === 'step' ? steps[next.index] : undefined
    if (step && next.name === 'step')
      announce(
        `${t('measuring.wizard.stepOf', { current: next.index + 1, total: steps.length })}: ${t(`measures.fields.${step.field}`)}`,
      )
    else if (next.name === 'review') announce(t('measuring.review.title'))
    if (typeof window !== 'undefined') window.scrollTo({ top: 0 })
  }

  function fillFrom(values: Parameters<typeof draftFromValues>[0]) {
    const filled = draftFromValues(values, locale)
    setDraft(filled)
    setServerErrors({})
    go({ name: 'review' }, filled)
  }

  /** Saves through the route's action: it drops the draft and names the page to go back to. */
  function save() {
    setFormError(null)
    setServerErrors({})
    const record: MeasureDraft = {
      type,
      kind,
      entries: draft,
      at: 'review',
      attempted: false,
      name,
      standard,
      fit,
    }
    const form: Record<string, string> = {
      intent: 'save',
      js: '1',
      draft: JSON.stringify(record),
      set_name: name,
      standard: standard ? '1' : '0',
    }
    if (editId) form.measureId = String(editId)
    if (back) {
      form[measuringReturnParams.returnTo] = back.path
      if (back.shirtId) form[measuringReturnParams.shirt] = String(back.shirtId)
    }
    // After the keeps still on their way: a keep arriving after the save would bring the draft back.
    keeping.current.next = null
    void keeping.current.chain.then(() => saver.submit(form, { method: 'post' }))
  }

  useEffect(() => {
    const answer = saver.data
    if (saver.state !== 'idle' || !answer || seenAnswer.current === answer) return
    seenAnswer.current = answer
    if (!answer.ok) {
      if (Object.keys(answer.errors).length > 0) setServerErrors(answer.errors)
      setFormError(t(answer.key ?? 'measuring.review.saveFailed'))
      return
    }
    showToast({
      kind: 'success',
      title: t('measuring.review.savedTitle'),
      message: t(answer.newVersion ? 'measuring.review.savedVersion' : 'measuring.review.saved', { name }),
      group: 'br',
    })
    navigate(answer.to)
  }, [saver.state, saver.data, name, navigate, t])

  if (loadError) {
    return (
      <p role="alert" className="rounded-sm border-l-4 border-danger bg-linen px-4 py-3">
        {t('measures.loadError')}
      </p>
    )
  }

  if (stage.name === 'loading') {
    return (
      <p className="flex items-center gap-3 py-8 text-ink-soft" aria-live="polite">
        <span
          className="h-5 w-5 animate-spin rounded-full border-2 border-chalk border-t-ink"
          aria-hidden="true"
        />
        {t('common.loading')}
      </p>
    )
  }

  if (stage.name === 'start' && type === 'empfehlung') {
    return (
      <RecommendForm
        initialFit={fit}
        onResult={(result) => {
          setFit(result.fit)
          setExplanation(result.explanation)
          fillFrom(result.measure)
        }}
      />
    )
  }

  if (stage.name === 'start') {
    return (
      <StandardSizeForm
        initialCollar={initialCollar}
        onChoose={({ collar, height }) => {
          setName(t('measuring.defaultNames.standardCollar', { collar }))
          fillFrom(standardSizeProfile(collar, height))
        }}
      />
    )
  }

  if (stage.name === 'review') {
    return (
      <div ref={reviewBox}>
        <WizardReview
          kind={kind}
          verdict={verdict}
          serverErrors={serverErrors}
          formError={formError}
          fit={fit}
          onFit={setFit}
          name={name}
          onName={setName}
          standard={standard}
          onStandard={setStandard}
          explanation={explanation}
          saving={saving}
          headingRef={reviewHeading}
          onEdit={(field: MeasureField) =>
            go({ name: 'step', index: steps.findIndex((entry) => entry.field === field) })
          }
          onBack={() =>
            editId || startsWithForm
              ? startsWithForm && !editId
                ? go({ name: 'start' })
                : navigate(to('/massnehmen/massprofil'))
              : go({ name: 'step', index: steps.length - 1 })
          }
          onSave={save}
          hidden={returnFields(back)}
          lastStep={steps.length - 1}
        />
      </div>
    )
  }

  const index = stage.index
  const current = steps[index]
  if (!current) return null
  const live = stepVerdict(draft, kind, index, { attempted })
  return (
    <WizardStepView
      key={current.field}
      step={current}
      kind={kind}
      index={index}
      total={steps.length}
      text={draft[current.field]}
      partnerText={current.sameAs ? draft[current.sameAs] : ''}
      verdict={live}
      focusOnMount={moved}
      canReturnToReview={visitedReview}
      onChange={(text) => {
        setDraft((previous) => ({ ...previous, [current.field]: text }))
        setServerErrors({})
      }}
      onNext={() => {
        const checked = stepVerdict(draft, kind, index, { attempted: true })
        if (checked.error) {
          setAttempted(true)
          document.getElementById(`measure-${current.field}`)?.focus()
          return
        }
        go(index === steps.length - 1 ? { name: 'review' } : { name: 'step', index: index + 1 })
      }}
      onBack={() => {
        if (index > 0) go({ name: 'step', index: index - 1 })
        else if (startsWithForm) go({ name: 'review' })
        else navigate(withMeasuringReturn(to('/massnehmen/neu'), back))
      }}
      onReview={() => go({ name: 'review' })}
      hidden={returnFields(back)}
    />
  )
}

/** The return carried by a form posted without JavaScript (hidden fields). */
function returnFields(back: MeasuringReturn | null): [string, string][] {
  if (!back) return []
  const fields: [string, string][] = [[measuringReturnParams.returnTo, back.path]]
  if (back.shirtId) fields.push([measuringReturnParams.shirt, String(back.shirtId)])
  return fields
}
