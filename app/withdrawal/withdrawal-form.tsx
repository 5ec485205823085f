import { useEffect, useRef } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { Button } from '../components/button.tsx'
import { FormAlert, TextField } from '../components/form-field.tsx'
import { useTranslation } from '../i18n/react.tsx'
import { useLocalePath } from '../lib/use-locale.ts'
import type { WithdrawalValues } from './values.ts'

/** Which items carry the right and which do not, said plainly before anything is typed. */
export function WithdrawalScopeNote() {
  const { t } = useTranslation()
  const to = useLocalePath()
  return (
    <aside
      className="mb-8 rounded-sm border-l-4 border-thread bg-linen px-4 py-3 text-[0.95rem]"
      data-testid="withdrawal-excluded"
    >
      <p className="font-medium">{t('withdrawal.excluded')}</p>
      <p className="mt-2">
        {t('withdrawal.included')}{' '}
        <Link to={to('/widerruf')} className="link">
          {t('withdrawal.policyLink')}
        </Link>
      </p>
    </aside>
  )
}

/**
 * After a step is answered the page changes in place: focus moves to the new step's heading so
 * that keyboard and screen-reader users start there (not on the first load).
 */
export function useFocusAfterStep<T extends HTMLElement>(enabled: boolean) {
  const ref = useRef<T>(null)
  useEffect(() => {
    if (enabled) ref.current?.focus()
  }, [enabled])
  return ref
}

export function StepHeading({ current, title, focus }: { current: 1 | 2; title: string; focus: boolean }) {
  const { t } = useTranslation()
  const ref = useFocusAfterStep<HTMLHeadingElement>(focus)
  return (
    <h2 ref={ref} tabIndex={-1} className="mb-5 scroll-mt-24 text-2xl outline-none">
      <span className="block font-sans text-sm font-semibold uppercase tracking-[0.12em] text-thread-dark">
        {t('withdrawal.steps', { current })}
      </span>
      {title}
    </h2>
  )
}

/** Step 1: who withdraws from which contract; errors at the fields, what was typed stays. */
export function WithdrawalForm({
  values,
  lines,
  fields,
  answered,
}: {
  values: WithdrawalValues
  lines: { id: number; label: string }[] | null
  fields: Record<string, string>
  /** True when this step is shown again after a post (errors, or 'change details'). */
  answered: boolean
}) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const error = (field: string) => (fields[field] ? t(`withdrawal.errors.${fields[field]}`) : undefined)
  const itemsError = error('items')
  return (
    <div className="max-w-2xl">
      <WithdrawalScopeNote />
      <StepHeading current={1} title={t('withdrawal.step1Title')} focus={answered} />
      <FormAlert message={Object.keys(fields).length ? t('withdrawal.fixErrors') : null} />
      <Form method="post" noValidate className="space-y-5">
        <TextField
          label={t('withdrawal.fields.name')}
          name="name"
          autoComplete="name"
          required
          defaultValue={values.name}
          error={error('name')}
        />
        <TextField
          label={t('withdrawal.fields.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={values.email}
          hint={t('withdrawal.emailHint')}
          error={error('email')}
        />
        <TextField
          label={t('withdrawal.fields.orderNumber')}
          name="orderNumber"
          required
          autoCapitalize="characters"
          spellCheck={false}
          defaultValue={values.orderNumber}
          hint={t('withdrawal.orderNumberHint')}
          error={error('orderNumber')}
        />
        <fieldset className="group">
          <legend className="mb-2 text-sm font-medium">{t('withdrawal.scopeLegend')}</legend>
          {(['all', 'some'] as const).map((scope) => (
            <label
              key={scope}
              className="mb-2 flex min-h-11 cursor-pointer items-center gap-3 rounded-sm border border-chalk bg-white px-3 py-2 has-[:checked]:border-ink has-[:checked]:bg-linen has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-thread"
            >
              <input
                type="radio"
                name="scope"
                value={scope}
                id={`scope-${scope}`}
                defaultChecked={values.scope === scope}
                className="size-4 accent-ink"
              />
              <span>{t(scope === 'all' ? 'withdrawal.scopeAll' : 'withdrawal.scopeSome')}</span>
            </label>
          ))}
          {/* Shown with 'only certain items' ticked; pure CSS, so it works before the page is hydrated. */}
          <div className="mt-3 hidden pl-7 group-has-[#scope-some:checked]:block">
            {lines ? (
              <ItemLines lines={lines} checked={values.lines} error={itemsError} />
            ) : (
              <ItemsText value={values.items} error={itemsError} />
            )}
          </div>
        </fieldset>
        <Button
          type="submit"
          name="intent"
          value="review"
          size="lg"
          disabled={navigation.state === 'submitting'}
        >
          {t('withdrawal.continue')}
        </Button>
      </Form>
    </div>
  )
}

function ItemsText({ value, error }: { value: string; error?: string }) {
  const { t } = useTranslation()
  return (
    <div>
      <label htmlFor="field-items" className="mb-1 block text-sm font-medium">
        {t('withdrawal.itemsLabel')}
      </label>
      <textarea
        id="field-items"
        name="items"
        rows={3}
        maxLength={2000}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`field-items-hint${error ? ' field-items-error' : ''}`}
        className={`w-full rounded-sm border bg-white px-3 py-2 text-base ${error ? 'border-2 border-danger' : 'border-chalk focus:border-ink'}`}
      />
      <p id="field-items-hint" className="mt-1 text-sm text-ink-soft">
        {t('withdrawal.itemsHint')}
      </p>
      {error ? (
        <p id="field-items-error" className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** The own order's withdrawable lines as tick boxes (customers coming from the order page). */
function ItemLines({
  lines,
  checked,
  error,
}: {
  lines: { id: number; label: string }[]
  checked: string[]
  error?: string
}) {
  const { t } = useTranslation()
  if (lines.length === 0) return <p className="text-[0.95rem]">{t('withdrawal.noLines')}</p>
  return (
    <fieldset
      aria-describedby={error ? 'field-items-error' : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-2 text-sm font-medium">{t('withdrawal.linesLegend')}</legend>
      {lines.map((line) => (
        <label key={line.id} className="flex min-h-11 cursor-pointer items-center gap-3">
          <input
            type="checkbox"
            name="line"
            value={line.label}
            defaultChecked={checked.includes(line.label)}
            className="size-4 accent-ink"
          />
          <span>{line.label}</span>
        </label>
      ))}
      {error ? (
        <p id="field-items-error" className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
