import { useState } from 'react'
import { type MeasureField, type MeasureValues, measureFieldNames } from '#core/measures/fields.ts'
import { rescaleForWeightChange } from '#core/measures/size-model.ts'
import { parseWeightDelta } from '#core/measures/wizard.ts'
import { Button } from '../components/button.tsx'
import { TextField } from '../components/form-field.tsx'
import { useTranslation } from '../i18n/react.tsx'
import { useLocale } from '../lib/use-locale.ts'
import { formatMeasure, unitOf } from './format.ts'
import type { MeasureProfile } from './measures-api.ts'

type Preview = { measure: MeasureValues; changes: { field: MeasureField; delta: number }[] }

/**
 * 'Mein Gewicht hat sich um X kg verändert': the size model of the recommendation moves every
 * weight-sensitive measurement; the visitor sees the change list and applies it (a normal save,
 * so an ordered profile gets a new version).
 */
export function WeightChange({
  profile,
  onApply,
  onClose,
}: {
  profile: MeasureProfile
  onApply: (values: MeasureValues) => Promise<boolean>
  onClose: () => void
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [preview, setPreview] = useState<Preview | null>(null)
  const [busy, setBusy] = useState(false)
  const name = `weight-delta-${profile.measureId}`

  function calculate() {
    setPreview(null)
    const delta = parseWeightDelta(text)
    if (!delta.ok) return setError(delta.key)
    const values = Object.fromEntries(
      measureFieldNames.map((field) => [field, profile[field]]),
    ) as MeasureValues
    const result = rescaleForWeightChange(values, delta.value)
    if (!result.ok) {
      return setError(
        result.code === 'HEIGHT_AND_WEIGHT_NEEDED'
          ? 'measuring.weight.needsHeightWeight'
          : 'measuring.weight.outOfRange',
      )
    }
    setError(null)
    setPreview({
      measure: result.measure,
      changes: [{ field: 'size_weight', delta: delta.value }, ...result.changes],
    })
  }

  return (
    <section className="mt-4 rounded-sm bg-linen p-4" aria-label={t('measuring.weight.title')}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          calculate()
        }}
        className="space-y-3"
      >
        <TextField
          label={t('measuring.weight.label')}
          name={name}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            setPreview(null)
          }}
          hint={t('measuring.weight.hint')}
          error={error ? t(error) : undefined}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm" variant="secondary">
            {t('measuring.weight.calculate')}
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={onClose}>
            {t('measuring.profiles.cancel')}
          </Button>
        </div>
      </form>
      {preview ? (
        <div className="mt-4" aria-live="polite">
          <h3 className="text-lg">{t('measuring.weight.changesTitle')}</h3>
          <ul className="tabular mt-2 space-y-1 text-[0.95rem]" data-testid="weight-changes">
            {preview.changes.map(({ field, delta }) => (
              <li key={field}>
                {t('measuring.weight.change', {
                  field: t(`measures.fields.${field}`),
                  before: formatMeasure(profile[field] as number, unitOf(field), locale),
                  after: formatMeasure(preview.measure[field] as number, unitOf(field), locale),
                  delta: formatMeasure(delta, unitOf(field), locale, true),
                })}
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm text-ink-soft">{t('measuring.weight.model')}</p>
          <Button
            className="mt-3"
            size="sm"
            disabled={busy}
            onClick={async () => {
              setBusy(true)
              const done = await onApply(preview.measure)
              setBusy(false)
              if (done) onClose()
            }}
          >
            {t('measuring.weight.apply')}
          </Button>
        </div>
      ) : null}
    </section>
  )
}
