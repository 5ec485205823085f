import { useEffect, useRef } from 'react'
import { fieldKey, type ProfileKind } from '#core/measures/fields.ts'
import type { StepVerdict, WizardStep } from '#core/measures/wizard.ts'
import { Button } from '../components/button.tsx'
import { useTranslation } from '../i18n/react.tsx'
import { MeasureFigure } from './figures.tsx'
import { unitOf } from './format.ts'

/** One measurement: drawing, instruction, the input with its unit, live feedback, back and next. */
export function WizardStepView({
  step,
  kind,
  index,
  total,
  text,
  partnerText,
  verdict,
  focusOnMount,
  canReturnToReview,
  onChange,
  onNext,
  onBack,
  onReview,
  hidden,
}: {
  step: WizardStep
  kind: ProfileKind
  index: number
  total: number
  text: string
  partnerText: string
  verdict: StepVerdict
  focusOnMount: boolean
  canReturnToReview: boolean
  onChange: (text: string) => void
  onNext: () => void
  onBack: () => void
  onReview: () => void
  /** Fields the form carries when posted without JavaScript (the page to return to). */
  hidden: [string, string][]
}) {
  const { t } = useTranslation()
  const input = useRef<HTMLInputElement>(null)
  const key = fieldKey(step.field)
  const unit = unitOf(step.field)
  const id = `measure-${step.field}`
  const label = t(`measures.fields.${step.field}`)

  useEffect(() => {
    if (focusOnMount) input.current?.focus()
  }, [focusOnMount])

  const describedBy = [`${id}-how`, `${id}-feedback`, step.sameAs ? `${id}-same` : null]
    .filter(Boolean)
    .join(' ')

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] md:gap-10">
      <div className="hidden rounded-sm bg-linen p-6 md:block">
        <MeasureFigure field={step.field} kind={kind} />
      </div>
      <form
        method="post"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          onNext()
        }}
      >
        {/* Without JavaScript: Enter goes on, as the visible 'next' does (the first submit button). */}
        <button type="submit" name="go" value="next" tabIndex={-1} aria-hidden="true" className="sr-only" />
        <input type="hidden" name="intent" value="step" />
        <input type="hidden" name="at" value={index} />
        {hidden.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Progress index={index} total={total} />
        <h2 className="mt-4 text-3xl">
          <label htmlFor={id}>{label}</label>
          {step.optional ? (
            <span className="ml-2 align-middle font-sans text-sm font-normal text-ink-soft">
              {t('measuring.wizard.optional')}
            </span>
          ) : null}
        </h2>
        <p id={`${id}-how`} className="mt-3 max-w-prose">
          {t(`measuring.steps.${kind}.${key}`)}
        </p>
        <p className="mt-2 max-w-prose text-sm text-ink-soft">{t(`measuring.tips.${kind}.${key}`)}</p>
        <div className="mt-4 rounded-sm bg-linen p-3 md:hidden">
          <MeasureFigure field={step.field} kind={kind} className="mx-auto h-52 w-full" />
        </div>
        <div className="mt-5 flex max-w-[14rem] items-stretch">
          <input
            ref={input}
            id={id}
            name="value"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={text}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={verdict.error ? true : undefined}
            aria-describedby={describedBy}
            className={`tabular min-h-12 w-full min-w-0 rounded-l-sm border bg-white px-3 text-lg ${verdict.error ? 'border-2 border-danger' : 'border-chalk focus:border-ink'}`}
          />
          <span
            className="flex min-w-12 items-center justify-center rounded-r-sm border border-l-0 border-chalk bg-linen px-3 text-ink-soft"
            aria-hidden="true"
          >
            {t(`measures.units.${unit}`)}
          </span>
        </div>
        <p className="mt-1 text-sm text-ink-soft">
          {t('measuring.wizard.unitHint', { unit: t(`measures.units.${unit}`) })}
        </p>
        {step.sameAs ? (
          <p id={`${id}-same`} className="mt-1 text-sm text-ink-soft">
            {partnerText
              ? t('measuring.wizard.sameAs', { value: partnerText, unit: t(`measures.units.${unit}`) })
              : t('measuring.wizard.sameAsEmpty')}
          </p>
        ) : null}
        <div id={`${id}-feedback`} aria-live="polite" className="mt-3 min-h-6">
          {verdict.error ? (
            <p className="text-[0.95rem] text-danger">{t(verdict.error)}</p>
          ) : verdict.warning ? (
            <p className="rounded-sm border-l-4 border-thread bg-linen px-3 py-2 text-[0.95rem]">
              {t(verdict.warning)}
            </p>
          ) : null}
        </div>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button
            type="submit"
            name="go"
            value="back"
            variant="secondary"
            onClick={(event) => {
              event.preventDefault()
              onBack()
            }}
          >
            {t('common.back')}
          </Button>
          <Button type="submit" name="go" value="next">
            {index === total - 1 ? t('measuring.wizard.toReview') : t('measuring.wizard.next')}
          </Button>
          {canReturnToReview && index < total - 1 ? (
            <Button
              type="submit"
              name="go"
              value="review"
              variant="ghost"
              onClick={(event) => {
                event.preventDefault()
                onReview()
              }}
            >
              {t('measuring.wizard.backToReview')}
            </Button>
          ) : null}
        </div>
        <p className="mt-4 text-sm text-ink-soft">{t('measuring.wizard.keyboard')}</p>
      </form>
    </div>
  )
}

export function Progress({ index, total }: { index: number; total: number }) {
  const { t } = useTranslation()
  const label = t('measuring.wizard.stepOf', { current: index + 1, total })
  return (
    <div>
      <p className="text-sm font-medium uppercase tracking-[0.12em] text-thread-dark">{label}</p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={index + 1}
        className="mt-2 h-1.5 w-full overflow-hidden rounded-full bg-chalk"
      >
        <div className="h-full bg-thread" style={{ width: `${((index + 1) / total) * 100}%` }} />
      </div>
    </div>
  )
}
