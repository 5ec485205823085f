import { Form, useNavigation } from 'react-router'
import { normaliseOrderNumber } from '#core/withdrawal/schema.ts'
import { Button } from '../components/button.tsx'
import { FormAlert } from '../components/form-field.tsx'
import { useTranslation } from '../i18n/react.tsx'
import { declarationOf, type WithdrawalValues } from './values.ts'
import { StepHeading, WithdrawalScopeNote } from './withdrawal-form.tsx'

/** The declaration as it will be sent, one field a line (shared by the check and the receipt). */
export function DeclarationList({ rows }: { rows: [label: string, value: string][] }) {
  return (
    <dl className="divide-y divide-chalk border-y border-chalk" data-testid="withdrawal-declaration">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-1 py-3 sm:grid-cols-[14rem_1fr]">
          <dt className="text-sm text-ink-soft">{label}</dt>
          <dd className="whitespace-pre-line break-words">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * Step 2: the visitor checks the declaration; only the clearly labelled button sends it
 * (the two steps of § 356a BGB). The values travel as hidden fields; 'change' goes back.
 */
export function WithdrawalReview({
  values,
  retryMessage,
}: {
  values: WithdrawalValues
  retryMessage: string | null
}) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const declaration = declarationOf(values)
  const submitting = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'confirm'
  return (
    <div className="max-w-2xl">
      <WithdrawalScopeNote />
      <StepHeading current={2} title={t('withdrawal.step2Title')} focus />
      <FormAlert message={retryMessage} />
      <p className="mb-5">{t('withdrawal.reviewLead')}</p>
      <DeclarationList
        rows={[
          [t('withdrawal.fields.name'), declaration.name.trim()],
          [t('withdrawal.fields.email'), declaration.email.trim()],
          [t('withdrawal.fields.orderNumber'), normaliseOrderNumber(declaration.orderNumber)],
          [
            t('withdrawal.fields.items'),
            declaration.scope === 'some' ? declaration.items : t('withdrawal.scopeAll'),
          ],
        ]}
      />
      <Form method="post" className="mt-6 flex flex-col gap-3 sm:flex-row-reverse sm:justify-end">
        <input type="hidden" name="name" value={values.name} />
        <input type="hidden" name="email" value={values.email} />
        <input type="hidden" name="orderNumber" value={values.orderNumber} />
        <input type="hidden" name="scope" value={values.scope} />
        <input type="hidden" name="items" value={values.items} />
        {values.lines.map((line) => (
          <input key={line} type="hidden" name="line" value={line} />
        ))}
        <Button
          type="submit"
          name="intent"
          value="confirm"
          size="lg"
          disabled={navigation.state === 'submitting'}
        >
          {submitting ? t('withdrawal.sending') : t('withdrawal.confirm')}
        </Button>
        <Button type="submit" name="intent" value="edit" size="lg" variant="secondary" formNoValidate>
          {t('withdrawal.edit')}
        </Button>
      </Form>
    </div>
  )
}
