import { useState } from 'react'
import { standardSizes } from '#core/measures/size-model.ts'
import { parseStandardSizeInput } from '#core/measures/wizard.ts'
import { Button } from '../components/button.tsx'
import { TextField } from '../components/form-field.tsx'
import { useTranslation } from '../i18n/react.tsx'
import { useLocale } from '../lib/use-locale.ts'
import { formatMeasure } from './format.ts'

const collars = standardSizes.map((row) => row.collar)

/** The 'standard size' way: a collar size of the table and the height for the lengths. */
export function StandardSizeForm({
  initialCollar,
  onChoose,
}: {
  initialCollar: number | null
  onChoose: (choice: { collar: number; height: number }) => void
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const [collar, setCollar] = useState<string>(initialCollar ? String(initialCollar) : '')
  const [height, setHeight] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})

  return (
    <form
      noValidate
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault()
        const parsed = parseStandardSizeInput({ collar, height }, collars)
        if (!parsed.ok) {
          setErrors(parsed.errors)
          const first = parsed.errors.collar ? `collar-${collar || collars[0]}` : 'field-height'
          document.getElementById(first)?.focus()
          return
        }
        onChoose(parsed.value)
      }}
    >
      <h2 className="text-3xl">{t('measuring.standard.title')}</h2>
      <p className="max-w-prose text-ink-soft">{t('measuring.standard.intro')}</p>
      <fieldset aria-describedby={errors.collar ? 'collar-error' : undefined}>
        <legend className="mb-3 text-sm font-medium">{t('measuring.standard.collarLegend')}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-6">
          {standardSizes.map((row) => (
            <label
              key={row.collar}
              className={`flex min-h-11 cursor-pointer flex-col rounded-sm border px-3 py-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-thread ${collar === String(row.collar) ? 'border-ink bg-linen' : 'border-chalk bg-white'}`}
            >
              <span className="flex items-center gap-2 font-medium">
                <input
                  id={`collar-${row.collar}`}
                  type="radio"
                  name="collar"
                  value={row.collar}
                  checked={collar === String(row.collar)}
                  onChange={() => setCollar(String(row.collar))}
                  className="h-4 w-4 accent-ink"
                />
                {t('measuring.standard.collarOption', { collar: row.collar })}
              </span>
              <span className="tabular text-sm text-ink-soft">
                {t('measuring.standard.collarDetail', {
                  size: row.size,
                  chest: formatMeasure(row.chest, 'cm', locale),
                })}
              </span>
            </label>
          ))}
        </div>
        {errors.collar ? (
          <p id="collar-error" className="mt-2 text-sm text-danger">
            {t(errors.collar)}
          </p>
        ) : null}
      </fieldset>
      <TextField
        className="max-w-xs"
        label={t('measuring.recommend.height')}
        name="height"
        inputMode="decimal"
        autoComplete="off"
        value={height}
        onChange={(event) => setHeight(event.target.value)}
        hint={t('measuring.standard.heightHint')}
        error={errors.height ? t(errors.height) : undefined}
      />
      <Button type="submit">{t('measuring.standard.submit')}</Button>
    </form>
  )
}
