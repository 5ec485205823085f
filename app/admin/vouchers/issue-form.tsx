import { Form } from 'react-router'
import { buttonClass } from '../../components/button.tsx'
import { useTranslation } from '../../i18n/react.tsx'
import { fieldClass } from '../list/filters.tsx'

export type IssueRefusal = { reason: string; field?: string; values: Record<string, string> } | null

/** Issue a voucher: value, last day, single or multiple use, a note; a refusal keeps what was typed. */
export function IssueForm({ refused }: { refused: IssueRefusal }) {
  const { t } = useTranslation()
  const values = refused?.values ?? {}
  const invalid = (field: string) =>
    refused?.field === field ? { 'aria-invalid': true as const, 'aria-describedby': 'issue-error' } : {}
  return (
    <Form method="post" className="grid content-start gap-2 rounded-sm border border-chalk bg-white p-3">
      <input type="hidden" name="intent" value="issue" />
      <h2 className="font-medium">{t('admin.vouchers.issue')}</h2>
      <div className="grid gap-2 sm:grid-cols-2">
        <label>
          <span className="block text-xs text-muted">{t('admin.vouchers.value')}</span>
          <input
            name="value"
            inputMode="decimal"
            required
            maxLength={12}
            placeholder={t('admin.vouchers.valueHint')}
            defaultValue={values.value ?? ''}
            className={fieldClass}
            {...invalid('value')}
          />
        </label>
        <label>
          <span className="block text-xs text-muted">{t('admin.vouchers.expiresOn')}</span>
          <input
            name="expiresOn"
            type="date"
            defaultValue={values.expiresOn ?? ''}
            className={fieldClass}
            {...invalid('expiresOn')}
          />
          <span className="block text-xs text-muted">{t('admin.vouchers.expiresHint')}</span>
        </label>
      </div>
      <label className="flex min-h-10 items-center gap-2">
        <input
          name="singleUse"
          type="checkbox"
          defaultChecked={values.singleUse === 'on'}
          className="size-5"
        />
        <span>{t('admin.vouchers.singleUse')}</span>
      </label>
      <label>
        <span className="block text-xs text-muted">{t('admin.vouchers.note')}</span>
        <textarea
          name="note"
          rows={2}
          maxLength={500}
          defaultValue={values.note ?? ''}
          className="w-full rounded-sm border border-chalk px-2 py-1"
          {...invalid('note')}
        />
      </label>
      {refused ? (
        <p id="issue-error" role="alert" className="text-danger">
          {t(
            `admin.voucherErrors.${refused.field && refused.reason === 'BAD_INPUT' ? refused.field : refused.reason}`,
            {
              defaultValue: t('admin.voucherErrors.BAD_INPUT'),
            },
          )}
        </p>
      ) : null}
      <button type="submit" className={buttonClass('sm', 'primary', 'justify-self-start')}>
        {t('admin.vouchers.submitIssue')}
      </button>
    </Form>
  )
}
