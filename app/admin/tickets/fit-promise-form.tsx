import { Form, Link } from 'react-router'
import { formatLocale } from '#config/locales.ts'
import type { AdminTicket } from '#core/admin/tickets.ts'
import { staffDeclineReasons } from '#core/orders/fit-promise.ts'
import { buttonClass } from '../../components/button.tsx'
import { useTranslation } from '../../i18n/react.tsx'
import type { InboxActionData } from '../inbox/action-result.ts'
import type { AdminLocale } from '../locale.ts'

type PromiseView = NonNullable<AdminTicket['fitPromise']>

const input = 'min-h-10 w-full rounded-sm border border-chalk bg-white px-2 text-base'

/**
 * The decision on a request under the first-order fit promise: one form posting to the page's
 * action (intent 'decide'). The rule's verdict stands on top; when it refuses, only a decline
 * is offered, with the rule's reason chosen. The corrected measurements start as the proposal.
 */
export function FitPromiseDecision({
  ticket,
  actionData,
  locale,
}: {
  ticket: AdminTicket
  actionData: InboxActionData
  locale: AdminLocale
}) {
  const { t } = useTranslation()
  // One decimal as the workshop writes it ('64,0'); the form takes a comma or a point back.
  const measure = new Intl.NumberFormat(formatLocale(locale), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    useGrouping: false,
  })
  const shown = (value: number | null) => (value === null ? '' : measure.format(value))
  const promise = ticket.fitPromise
  if (!promise) return null
  if (promise.decided)
    return (
      <Decided
        promise={promise}
        ticketId={ticket.ticketId}
        notice={actionData?.ok && actionData.intent === 'decide' ? actionData.notice : null}
      />
    )
  const refused = actionData && !actionData.ok && actionData.intent === 'decide' ? actionData : null
  const typed = (name: string, fallback: string) => refused?.values[name] ?? fallback
  const covered = promise.refusal === null
  const decision = typed('decision', covered ? 'remake' : 'declined')
  // A refused request is declined with the rule's reason first; any request with staff's reasons.
  const reasons: string[] = [...(promise.refusal ? [promise.refusal] : []), ...staffDeclineReasons]
  return (
    <section aria-labelledby="fit-promise" className="rounded-sm border border-chalk bg-white p-3">
      <h2 id="fit-promise" className="font-medium">
        {t('admin.promise.title')}
      </h2>
      <p className={`mt-1 text-sm ${covered ? '' : 'text-danger'}`} data-testid="promise-verdict">
        {covered
          ? t('admin.promise.covered')
          : `${t('admin.promise.notCovered')} ${t(`fitPromise.reasons.${promise.refusal}`)}`}
      </p>
      <Form method="post" className="mt-3 grid gap-3">
        <input type="hidden" name="intent" value="decide" />
        <fieldset className="grid gap-1">
          <legend className="mb-1 text-xs text-muted">{t('admin.promise.decision')}</legend>
          {(['remake', 'alteration', 'declined'] as const).map((choice) => (
            <label key={choice} className="flex items-center gap-2">
              <input
                type="radio"
                name="decision"
                value={choice}
                defaultChecked={decision === choice}
                disabled={!covered && choice !== 'declined'}
              />
              {t(`admin.promise.${choice}`)}
            </label>
          ))}
        </fieldset>
        {covered ? (
          <div className="grid gap-2">
            <p className="text-xs text-muted">
              {t('admin.promise.measures', { name: promise.profileName ?? '–' })}
            </p>
            <table className="w-full text-sm">
              <thead>
                <tr className="text-left text-xs text-muted">
                  <th scope="col">{t('admin.promise.field')}</th>
                  <th scope="col">{t('admin.promise.original')}</th>
                  <th scope="col">{t('admin.promise.corrected')}</th>
                </tr>
              </thead>
              <tbody>
                {promise.measures.map((row) => (
                  <tr key={row.field}>
                    <th scope="row" className="py-1 pr-2 text-left font-normal">
                      <label htmlFor={`promise-${row.field}`}>
                        {t(`measures.fields.${row.field}`, { defaultValue: row.field })} ({row.unit})
                      </label>
                    </th>
                    <td className="pr-2 tabular-nums">{shown(row.original) || '–'}</td>
                    <td className="w-28">
                      <input
                        id={`promise-${row.field}`}
                        name={row.field}
                        inputMode="decimal"
                        defaultValue={typed(row.field, shown(row.proposed))}
                        className={input}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="text-xs text-muted">{t('admin.promise.remakeHint')}</p>
            <label>
              <span className="block text-xs text-muted">{t('admin.promise.returnLabel')}</span>
              <input
                name="returnLabel"
                defaultValue={typed('returnLabel', '')}
                maxLength={60}
                className={input}
              />
            </label>
            <label>
              <span className="block text-xs text-muted">{t('admin.promise.note')}</span>
              <textarea
                name="note"
                rows={2}
                maxLength={1000}
                defaultValue={typed('note', '')}
                className="w-full rounded-sm border border-chalk px-2 py-1 text-base"
              />
            </label>
          </div>
        ) : null}
        <label>
          <span className="block text-xs text-muted">{t('admin.promise.reason')}</span>
          <select name="reason" defaultValue={typed('reason', reasons[0] ?? '')} className={input}>
            {reasons.map((reason) => (
              <option key={reason} value={reason}>
                {t(`fitPromise.reasons.${reason}`)}
              </option>
            ))}
          </select>
        </label>
        {refused ? (
          <p role="alert" className="text-sm text-danger">
            {t(`admin.inbox.errors.${refused.reason}`)}
          </p>
        ) : null}
        <button type="submit" className={buttonClass('sm', 'primary', 'justify-self-start')}>
          {t('admin.promise.save')}
        </button>
      </Form>
    </section>
  )
}

/** A decided request: what was decided, with the remake's order and sheet or the alteration's sheet. */
function Decided({
  promise,
  ticketId,
  notice,
}: {
  promise: PromiseView
  ticketId: number
  notice: string | null
}) {
  const { t } = useTranslation()
  const decided = promise.decided
  if (!decided?.decision) return null
  return (
    <section
      aria-labelledby="fit-promise"
      className="rounded-sm border border-chalk bg-white p-3"
      data-testid="promise-decided"
    >
      <h2 id="fit-promise" className="font-medium">
        {t('admin.promise.title')}
      </h2>
      {notice ? (
        <p role="status" className="text-sm">
          {t(notice)}
        </p>
      ) : null}
      {decided.decision === 'remake' && decided.remakeOrderId ? (
        <div className="mt-1 grid gap-1 text-sm">
          <p>{t('admin.promise.decided.remake', { number: decided.remakeNumber ?? '' })}</p>
          <Link to={`/admin/orders/${decided.remakeOrderId}`}>
            {t('admin.promise.toOrder', { number: decided.remakeNumber ?? '' })}
          </Link>
          <a href={`/admin/orders/${decided.remakeOrderId}/sheet.pdf`} target="_blank" rel="noopener">
            {t('admin.promise.sheet')}
          </a>
        </div>
      ) : null}
      {decided.decision === 'alteration' ? (
        <div className="mt-1 grid gap-1 text-sm">
          <p>{t('admin.promise.decided.alteration', { label: decided.returnLabel ?? '' })}</p>
          <a href={`/admin/tickets/${ticketId}/alteration.pdf`} target="_blank" rel="noopener">
            {t('admin.promise.alterationSheet')}
          </a>
          {decided.alterationNote ? <p className="whitespace-pre-line">{decided.alterationNote}</p> : null}
          <ul className="list-disc pl-5">
            {(decided.alterationChanges ?? []).map((change) => (
              <li key={change.field}>
                {t(`measures.fields.${change.field}`, { defaultValue: change.field })}: {change.from ?? '–'} →{' '}
                {change.to ?? '–'}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {decided.decision === 'declined' ? (
        <p className="mt-1 text-sm">
          {t('admin.promise.decided.declined')} {t(`fitPromise.reasons.${decided.declineReason ?? ''}`)}
        </p>
      ) : null}
    </section>
  )
}
