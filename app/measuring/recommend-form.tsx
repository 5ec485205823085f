import { useState } from 'react'
import type { Fit } from '#core/measures/fields.ts'
import { parseRecommendInput } from '#core/measures/profile-schema.ts'
import { Button } from '../components/button.tsx'
import { FormAlert, TextField } from '../components/form-field.tsx'
import { useTranslation } from '../i18n/react.tsx'
import { FitChoice } from './fit-choice.tsx'
import { measuresApi, type Recommendation } from './measures-api.ts'

type Inputs = { height: string; weight: string; age: string; collarSize: string }

/**
 * The recommendation's questions: height, weight, age, fit, collar size (the last two optional).
 * Checked in the browser with the API's own schema, then computed by `recommend`.
 */
export function RecommendForm({
  initialFit,
  onResult,
}: {
  initialFit: Fit
  onResult: (result: Recommendation) => void
}) {
  const { t } = useTranslation()
  const [inputs, setInputs] = useState<Inputs>({ height: '', weight: '', age: '', collarSize: '' })
  const [fit, setFit] = useState<Fit>(initialFit)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const field = (name: keyof Inputs) => ({
    name,
    value: inputs[name],
    inputMode: 'decimal' as const,
    autoComplete: 'off',
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setInputs((current) => ({ ...current, [name]: event.target.value })),
    error: errors[name] ? t(errors[name]) : undefined,
  })

  async function submit() {
    setFormError(null)
    const payload = {
      height: inputs.height,
      weight: inputs.weight,
      fit,
      ...(inputs.age.trim() ? { age: inputs.age } : {}),
      ...(inputs.collarSize.trim() ? { collarSize: inputs.collarSize } : {}),
    }
    const local = parseRecommendInput(payload)
    if (!local.ok) {
      setErrors(local.errors)
      focusFirst(local.errors)
      return
    }
    setErrors({})
    setBusy(true)
    const answer = await measuresApi.recommend(payload)
    setBusy(false)
    if (answer.ok) return onResult(answer)
    if (Object.keys(answer.errors).length > 0) {
      setErrors(answer.errors)
      focusFirst(answer.errors)
    } else setFormError(t(answer.key ?? 'measuring.recommend.failed'))
  }

  return (
    <form
      noValidate
      className="max-w-xl space-y-5"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <h2 className="text-3xl">{t('measuring.recommend.title')}</h2>
      <p className="text-ink-soft">{t('measuring.recommend.intro')}</p>
      <FormAlert message={formError} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t('measuring.recommend.height')} {...field('height')} required />
        <TextField label={t('measuring.recommend.weight')} {...field('weight')} required />
        <TextField
          label={t('measuring.recommend.age')}
          hint={t('measuring.recommend.ageHint')}
          {...field('age')}
          inputMode="numeric"
        />
        <TextField
          label={t('measuring.recommend.collar')}
          hint={t('measuring.recommend.collarHint')}
          {...field('collarSize')}
        />
      </div>
      <FitChoice value={fit} onChange={setFit} legend={t('measuring.recommend.fit')} describe />
      {errors.fit ? <p className="text-sm text-danger">{t(errors.fit)}</p> : null}
      <Button type="submit" disabled={busy}>
        {busy ? t('measuring.recommend.busy') : t('measuring.recommend.submit')}
      </Button>
    </form>
  )
}

function focusFirst(errors: Record<string, string>) {
  const first = Object.keys(errors)[0]
  if (first) document.getElementById(`field-${first}`)?.focus()
}
