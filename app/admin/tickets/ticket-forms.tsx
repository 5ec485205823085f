import { useEffect, useRef } from 'react'
import { Form } from 'react-router'
import type { AdminTicket } from '#core/admin/tickets.ts'
import { buttonClass } from '../../components/button.tsx'
import { useTranslation } from '../../i18n/react.tsx'
import type { InboxActionData } from '../inbox/action-result.ts'

function Notice({ actionData, intent }: { actionData: InboxActionData; intent: string }) {
  const { t } = useTranslation()
  if (!actionData || actionData.intent !== intent) return null
  return actionData.ok ? (
    <p role="status" className="text-sm">
      {t(actionData.notice)}
    </p>
  ) : (
    <p id={`${intent}-error`} role="alert" className="text-sm text-danger">
      {t(`admin.inbox.errors.${actionData.reason}`)}
    </p>
  )
}

/** The answer: mailed to the customer in the ticket's language; the text stays when refused. */
export function AnswerForm({ ticket, actionData }: { ticket: AdminTicket; actionData: InboxActionData }) {
  const { t } = useTranslation()
  const form = useRef<HTMLFormElement>(null)
  const refused = actionData && !actionData.ok && actionData.intent === 'reply' ? actionData : null
  const sent = actionData?.ok && actionData.intent === 'reply'
  useEffect(() => {
    if (sent) form.current?.reset()
  }, [sent])
  if (ticket.status === 'closed')
    return <p className="rounded-sm bg-linen px-3 py-2">{t('admin.ticket.closedNote')}</p>
  return (
    <Form method="post" ref={form} className="grid gap-2 rounded-sm border border-chalk bg-white p-3">
      <input type="hidden" name="intent" value="reply" />
      <label htmlFor="ticket-answer" className="font-medium">
        {t('admin.ticket.answer')}
      </label>
      <p id="ticket-answer-hint" className="text-xs text-muted">
        {t('admin.ticket.answerHint')}
      </p>
      <textarea
        id="ticket-answer"
        name="message"
        rows={5}
        required
        minLength={3}
        maxLength={5000}
        defaultValue={refused?.values.message ?? ''}
        aria-invalid={refused ? true : undefined}
        aria-describedby={refused ? 'ticket-answer-hint reply-error' : 'ticket-answer-hint'}
        className="w-full rounded-sm border border-chalk px-2 py-1 text-base"
      />
      <Notice actionData={actionData} intent="reply" />
      <button type="submit" className={buttonClass('sm', 'primary', 'justify-self-start')}>
        {t('admin.ticket.send')}
      </button>
    </Form>
  )
}

/** Who looks after the ticket, and closing or reopening it. */
export function TicketSteps({ ticket, actionData }: { ticket: AdminTicket; actionData: InboxActionData }) {
  const { t } = useTranslation()
  const step = ticket.status === 'closed' ? 'reopen' : 'close'
  return (
    <div className="grid gap-3 rounded-sm border border-chalk bg-white p-3">
      <Form method="post" className="grid gap-2">
        <input type="hidden" name="intent" value="assign" />
        <label>
          <span className="block text-xs text-muted">{t('admin.ticket.assign')}</span>
          <select
            name="assigneeId"
            defaultValue={ticket.assigneeId ?? ''}
            className="min-h-10 w-full rounded-sm border border-chalk bg-white px-2"
          >
            <option value="">{t('admin.tickets.nobody')}</option>
            {ticket.staff.map((member) => (
              <option key={member.id} value={member.id}>
                {member.email}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={buttonClass('sm', 'secondary', 'justify-self-start')}>
          {t('admin.ticket.assignSave')}
        </button>
        <Notice actionData={actionData} intent="assign" />
      </Form>
      <Form method="post" className="grid gap-2 border-t border-chalk pt-3">
        <input type="hidden" name="intent" value={step} />
        <button type="submit" className={buttonClass('sm', 'secondary', 'justify-self-start')}>
          {t(`admin.ticket.${step}`)}
        </button>
        <Notice actionData={actionData} intent="close" />
        <Notice actionData={actionData} intent="reopen" />
      </Form>
    </div>
  )
}
