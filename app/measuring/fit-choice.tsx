import { useId } from 'react'
import { type Fit, fits } from '#core/measures/fields.ts'
import { fitName } from '#core/measures/fit-names.ts'
import { useTranslation } from '../i18n/react.tsx'
import { useLocale } from '../lib/use-locale.ts'

/** The three fits by their one name (fit-names.ts) as a radio group (arrow keys move between them). */
export function FitChoice({
  value,
  onChange,
  legend,
  name,
  describe = false,
}: {
  value: Fit
  onChange: (fit: Fit) => void
  legend: string
  name?: string
  describe?: boolean
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const generated = useId()
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      {/* Without descriptions the choice sits in the review's narrow side column: one fit a row
          there and on phones, so that 'Regular Fit' and 'Tailliert' are never broken mid-word. */}
      <div className={`grid gap-2 ${describe ? 'sm:grid-cols-3' : 'sm:grid-cols-3 lg:grid-cols-1'}`}>
        {fits.map((fit) => (
          <label
            key={fit}
            className={`flex min-h-11 cursor-pointer flex-col justify-center rounded-sm border px-3 py-2 text-[0.95rem] has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-thread ${value === fit ? 'border-ink bg-linen' : 'border-chalk bg-white'}`}
          >
            <span className="flex items-center gap-2 font-medium">
              <input
                type="radio"
                name={name ?? generated}
                value={fit}
                checked={value === fit}
                onChange={() => onChange(fit)}
                className="h-4 w-4 accent-ink"
              />
              {fitName(fit, locale)}
            </span>
            {describe ? (
              <span className="mt-1 text-sm text-ink-soft">{t(`measuring.fitHints.${fit}`)}</span>
            ) : null}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
