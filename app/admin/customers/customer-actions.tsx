import type { ReactNode } from 'react'
import { Form } from 'react-router'
import type { AdminCustomerDetail } from '#core/admin/customers/read.ts'
import { formatDate } from '#core/format.ts'
import { buttonClass } from '../../components/button.tsx'
import { useTranslation } from '../../i18n/react.tsx'
import { fieldClass } from '../list/filters.tsx'
import type { AdminLocale } from '../locale.ts'
import type { CustomerActionData } from './types.ts'

function Panel({
  intent,
  title,
  hint,
  children,
}: {
  intent: string
  title: string
  hint: string
  children: ReactNode
}) {
  return (
    <Form method="post" className="grid content-start gap-2 rounded-sm border border-chalk bg-white p-3">
      <input type="hidden" name="intent" value={intent} />
      <h3 className="font-medium">{title}</h3>
      <p className="text-xs text-muted">{hint}</p>
      {children}
    </Form>
  )
}

/** What happened, or why not, under the form that was sent. */
function Outcome({
  actionData,
  intent,
  done,
}: {
  actionData: CustomerActionData
  intent: string
  done: string
}) {
  const { t } = useTranslation()
  if (!actionData || actionData.intent !== intent) return null
  if (actionData.ok)
    return (
      <p role="status" className="text-success">
        {done}
      </p>
    )
  return (
    <p id={`${intent}-error`} role="alert" className="text-danger">
      {t(`admin.customerErrors.${actionData.reason}`, { defaultValue: t('admin.customerErrors.BAD_INPUT') })}
    </p>
  )
}

/**
 * The admin's account actions: a reset link, block or unblock, and the data-protection requests
 * (export, deletion). Plain forms posting to the page's action, so they work before hydration.
 */
export function CustomerActions({
  customer,
  actionData,
  locale,
}: {
  customer: AdminCustomerDetail
  actionData: CustomerActionData
  locale: AdminLocale
}) {
  const { t } = useTranslation()
  const refused = (intent: string) =>
    actionData && !actionData.ok && actionData.intent === intent ? actionData : null
  const staff = customer.role !== 'customer'
  return (
    <section aria-labelledby="customer-actions" className="space-y-2">
      <h2 id="customer-actions" className="font-medium">
        {t('admin.customer.actions')}
      </h2>
      {staff ? <p className="text-muted">{t('admin.customer.staffAccount')}</p> : null}
      <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-4">
        <Panel intent="reset" title={t('admin.customer.reset')} hint={t('admin.customer.resetHint')}>
          <button
            type="submit"
            className={buttonClass('sm', 'secondary', 'justify-self-start')}
            disabled={customer.blockedAt !== null}
          >
            {t('admin.customer.reset')}
          </button>
          {customer.blockedAt ? <p className="text-xs">{t('admin.customerErrors.ACCOUNT_BLOCKED')}</p> : null}
          <Outcome
            actionData={actionData}
            intent="reset"
            done={t('admin.customer.resetSent', { email: customer.email })}
          />
        </Panel>
        {customer.blockedAt ? (
          <Panel
            intent="unblock"
            title={t('admin.customer.unblock')}
            hint={`${t('admin.customer.blockedSince', { date: formatDate(customer.blockedAt, locale) })}. ${t('admin.customer.blockReason', { reason: customer.blockReason ?? '' })}`}
          >
            <button type="submit" className={buttonClass('sm', 'secondary', 'justify-self-start')}>
              {t('admin.customer.unblock')}
            </button>
            <Outcome actionData={actionData} intent="block" done={t('admin.customer.blocked')} />
          </Panel>
        ) : (
          <Panel intent="block" title={t('admin.customer.block')} hint={t('admin.customer.blockHint')}>
            <label>
              <span className="block text-xs text-muted">{t('admin.customer.reasonLabel')}</span>
              <textarea
                name="reason"
                rows={2}
                required
                minLength={3}
                maxLength={500}
                disabled={staff}
                defaultValue={refused('block')?.values.reason ?? ''}
                aria-invalid={refused('block') ? true : undefined}
                aria-describedby={refused('block') ? 'block-error' : undefined}
                className="w-full rounded-sm border border-chalk px-2 py-1"
              />
            </label>
            <button
              type="submit"
              className={buttonClass('sm', 'danger', 'justify-self-start')}
              disabled={staff}
            >
              {t('admin.customer.block')}
            </button>
            <Outcome actionData={actionData} intent="block" done={t('admin.customer.blocked')} />
            <Outcome actionData={actionData} intent="unblock" done={t('admin.customer.unblocked')} />
          </Panel>
        )}
        <div className="grid content-start gap-2 rounded-sm border border-chalk bg-white p-3">
          <h3 className="font-medium">{t('admin.customer.gdpr')}</h3>
          <p className="text-xs text-muted">{t('admin.customer.exportHint')}</p>
          <a
            href={`/admin/customers/${customer.customerId}/export.json`}
            download
            className={buttonClass('sm', 'secondary', 'justify-self-start')}
          >
            {t('admin.customer.export')}
          </a>
        </div>
        <Panel intent="erase" title={t('admin.customer.erase')} hint={t('admin.customer.eraseHint')}>
          <label>
            <span className="block text-xs text-muted">{t('admin.customer.confirmEmail')}</span>
            <input
              name="confirmEmail"
              type="email"
              required
              autoComplete="off"
              disabled={staff}
              defaultValue={refused('erase')?.values.confirmEmail ?? ''}
              aria-invalid={refused('erase') ? true : undefined}
              aria-describedby={refused('erase') ? 'erase-error' : undefined}
              className={fieldClass}
            />
          </label>
          <button
            type="submit"
            className={buttonClass('sm', 'danger', 'justify-self-start')}
            disabled={staff}
          >
            {t('admin.customer.erase')}
          </button>
          <Outcome actionData={actionData} intent="erase" done="" />
        </Panel>
      </div>
    </section>
  )
}
