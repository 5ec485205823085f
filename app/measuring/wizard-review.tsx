import type { Fit, MeasureField, ProfileKind } from '#core/measures/fields.ts'
import type { Explanation } from '#core/measures/size-model.ts'
import { type ReviewVerdict, wizardSteps } from '#core/measures/wizard.ts'
import { Button } from '../components/button.tsx'
import { FormAlert, TextField } from '../components/form-field.tsx'
import { useTranslation } from '../i18n/react.tsx'
import { useLocale } from '../lib/use-locale.ts'
import { FitChoice } from './fit-choice.tsx'
import { localizeValues } from './format.ts'
import { type RowNote, SideBySide } from './side-by-side.tsx'

/**
 * The last step: every measurement with the finished shirt beside it (ease of the fit explained),
 * the problems still open, a name, 'Standardprofil' and save.
 */
export function WizardReview({
  kind,
  verdict,
  serverErrors,
  formError,
  fit,
  onFit,
  name,
  onName,
  standard,
  onStandard,
  explanation,
  saving,
  headingRef,
  onEdit,
  onBack,
  onSave,
  hidden,
  lastStep,
}: {
  kind: ProfileKind
  verdict: ReviewVerdict
  serverErrors: Record<string, string>
  formError: string | null
  fit: Fit
  onFit: (fit: Fit) => void
  name: string
  onName: (name: string) => void
  standard: boolean
  onStandard: (standard: boolean) => void
  explanation: Explanation[] | null
  saving: boolean
  headingRef: React.RefObject<HTMLHeadingElement | null>
  onEdit: (field: MeasureField) => void
  onBack: () => void
  onSave: () => void
  /** Fields the form carries when posted without JavaScript (the page to return to). */
  hidden: [string, string][]
  /** The step 'back' returns to without JavaScript. */
  lastStep: number
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const fields = wizardSteps[kind].map((entry) => entry.field)
  const notes: Partial<Record<MeasureField, RowNote>> = {}
  for (const field of fields) {
    const error = verdict.errors[field] ?? serverErrors[field]
    const warning = verdict.warnings[field]
    if (error) notes[field] = { kind: 'error', text: t(error) }
    else if (warning) notes[field] = { kind: 'warning', text: t(warning) }
  }
  const nameError = serverErrors.set_name ? t(serverErrors.set_name) : undefined
  const open = Object.keys(verdict.errors).length

  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        onSave()
      }}
    >
      {/* Without JavaScript: Enter saves, as the visible button does (the first submit button). */}
      <button type="submit" name="intent" value="save" tabIndex={-1} aria-hidden="true" className="sr-only" />
      <input type="hidden" name="at" value={lastStep} />
      {hidden.map(([field, value]) => (
        <input key={field} type="hidden" name={field} value={value} />
      ))}
      <h2 ref={headingRef} tabIndex={-1} className="text-3xl">
        {t('measuring.review.title')}
      </h2>
      <p className="mt-3 max-w-prose text-ink-soft">
        {t(kind === 'body' ? 'measures.ease.intro' : 'measures.ease.fromShirt')}
      </p>

      {explanation ? (
        <section className="mt-6 rounded-sm bg-linen p-5" aria-labelledby="recommend-explained">
          <h3 id="recommend-explained" className="text-xl">
            {t('measuring.recommend.explainedTitle')}
          </h3>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-[0.95rem]">
            {explanation.map((line) => (
              <li key={line.key}>{t(line.key, localizeValues(line.values, locale))}</li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div>
          <SideBySide
            values={verdict.values}
            kind={kind}
            fit={fit}
            fields={fields}
            notes={notes}
            caption={t('measures.ease.title')}
            action={(field) => (
              <button
                type="submit"
                name="edit"
                value={field}
                className="link inline-flex min-h-11 min-w-8 items-center justify-center px-0.5 text-sm"
                onClick={(event) => {
                  event.preventDefault()
                  onEdit(field)
                }}
                aria-label={t('measuring.review.changeField', { field: t(`measures.fields.${field}`) })}
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="h-4 w-4 sm:hidden"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.5"
                >
                  <path d="M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4" />
                </svg>
                <span className="hidden sm:inline">{t('measuring.review.change')}</span>
              </button>
            )}
          />
          <p className="mt-3 text-sm text-ink-soft">{t('measuring.review.easeNote')}</p>
        </div>
        <div className="space-y-6">
          <FitChoice value={fit} onChange={onFit} legend={t('measuring.review.fitLegend')} name="fit" />
          <p className="text-sm text-ink-soft">
            {t(`measuring.fitHints.${fit}`)} {t('measuring.review.fitNote')}
          </p>
          <FormAlert message={formError} />
          {open > 0 ? (
            <p
              role="status"
              className="rounded-sm border-l-4 border-danger bg-linen px-4 py-3 text-[0.95rem]"
            >
              {t('measuring.review.openProblems', { count: open })}
            </p>
          ) : null}
          <TextField
            label={t('measures.fields.set_name')}
            name="set_name"
            value={name}
            maxLength={60}
            onChange={(event) => onName(event.target.value)}
            hint={t('measuring.review.nameHint')}
            error={nameError}
          />
          <label className="flex min-h-11 items-center gap-3 text-[0.95rem]">
            <input
              type="checkbox"
              name="standard"
              value="1"
              checked={standard}
              onChange={(event) => onStandard(event.target.checked)}
              className="h-5 w-5 accent-ink"
            />
            {t('measures.fields.standard')}
          </label>
          <div className="flex flex-wrap gap-3">
            <Button
              type="submit"
              name="intent"
              value="review-back"
              variant="secondary"
              onClick={(event) => {
                event.preventDefault()
                onBack()
              }}
            >
              {t('common.back')}
            </Button>
            <Button type="submit" name="intent" value="save" disabled={saving || !verdict.ready}>
              {saving ? t('measuring.review.saving') : t('measuring.review.save')}
            </Button>
          </div>
        </div>
      </div>
    </form>
  )
}
