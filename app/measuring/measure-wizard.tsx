import { useEffect, useMemo, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { type Fit, type MeasureField, measureFieldNames, type ProfileKind } from '#core/measures/fields.ts'
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
import { postJson } from '../lib/http.ts'
import { useFocusFirstError } from '../lib/use-focus-first-error.ts'
import { useLocale, useLocalePath } from '../lib/use-locale.ts'
import { takeCartShirt } from './cart-return.ts'
import { measuresApi } from './measures-api.ts'
import { RecommendForm } from './recommend-form.tsx'
import { StandardSizeForm } from './standard-size-form.tsx'
import { WizardReview } from './wizard-review.tsx'
import { WizardStepView } from './wizard-step.tsx'

export type WizardType = 'koerpermasse' | 'hemdmasse' | 'standardgroessen' | 'empfehlung'

type Stage = { name: 'start' } | { name: 'step'; index: number } | { name: 'review' } | { name: 'loading' }

const kindOfType = (type: WizardType): ProfileKind => (type === 'hemdmasse' ? 'shirt' : 'body')

/**
 * /massnehmen/neu/{type}: body or shirt measurements one step at a time; a standard size or the
 * recommendation as a first step that fills every measurement; then the review and save. With
 * `editId` an existing profile is loaded and the wizard opens on its review.
 */
export function MeasureWizard({
  type,
  editId,
  initialCollar,
}: {
  type: WizardType
  editId: number | null
  initialCollar: number | null
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const to = useLocalePath()
  const navigate = useNavigate()
  const [kind, setKind] = useState<ProfileKind>(kindOfType(type))
  const steps = wizardSteps[kind]
  const startsWithForm = type === 'standardgroessen' || type === 'empfehlung'
  const [stage, setStage] = useState<Stage>(
    editId ? { name: 'loading' } : startsWithForm ? { name: 'start' } : { name: 'step', index: 0 },
  )
  const [draft, setDraft] = useState<Draft>(emptyDraft)
  const [attempted, setAttempted] = useState(false)
  const [visitedReview, setVisitedReview] = useState(false)
  const [fit, setFit] = useState<Fit>('tailored')
  const [name, setName] = useState(editId ? '' : t(`measuring.defaultNames.${type}`))
  const [standard, setStandard] = useState(false)
  const [explanation, setExplanation] = useState<Explanation[] | null>(null)
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [loadError, setLoadError] = useState(false)
  const [saving, setSaving] = useState(false)
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

  function go(next: Stage) {
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
    setDraft(draftFromValues(values, locale))
    setServerErrors({})
    go({ name: 'review' })
  }

  async function save() {
    setFormError(null)
    setServerErrors({})
    setSaving(true)
    const measure: Record<string, unknown> = { set_name: name, standard: standard ? 1 : 0, kind }
    for (const field of measureFieldNames) measure[field] = verdict.values[field]
    const answer = await measuresApi.save(measure, editId ?? undefined)
    setSaving(false)
    if (!answer.ok) {
      if (Object.keys(answer.errors).length > 0) setServerErrors(answer.errors)
      setFormError(
        t(
          answer.key ??
            (answer.status === 400 ? 'measuring.review.fixFields' : 'measuring.review.saveFailed'),
        ),
      )
      return
    }
    showToast({
      kind: 'success',
      title: t('measuring.review.savedTitle'),
      message: t(answer.newVersion ? 'measuring.review.savedVersion' : 'measuring.review.saved', { name }),
      group: 'br',
    })
    // Came from the cart's 'Maße angeben': the new profile goes to that shirt, back to the cart.
    const shirtId = editId ? null : takeCartShirt(window.sessionStorage)
    if (shirtId) {
      await postJson('/api/shirt.php', { action: 'measures', shirtId, measureId: answer.measureId }).catch(
        () => null,
      )
      navigate(`${to('/cart')}?massprofil=${answer.measureId}`)
      return
    }
    navigate(to('/massnehmen/massprofil'))
  }

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
          onSave={() => void save()}
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
        else navigate(to('/massnehmen/neu'))
      }}
      onReview={() => go({ name: 'review' })}
    />
  )
}
