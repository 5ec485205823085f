import { data, Link } from 'react-router'
import { TicketAnswerSchema, TicketAssignSchema, TicketRefSchema } from '#core/admin/inbox-schemas.ts'
import { adminTicketDetail, answerTicket, assignTicket, stepTicket } from '#core/admin/tickets.ts'
import { decideFitPromise } from '#core/service/fit-promise.ts'
import { orNotFound, requireBackOffice } from '../../admin/guard.server.ts'
import { formValues, type InboxActionData } from '../../admin/inbox/action-result.ts'
import { adminMeta } from '../../admin/meta.ts'
import { decisionOfForm } from '../../admin/tickets/decision-form.server.ts'
import { FitPromiseDecision } from '../../admin/tickets/fit-promise-form.tsx'
import { TicketFacts } from '../../admin/tickets/ticket-facts.tsx'
import { AnswerForm, TicketSteps } from '../../admin/tickets/ticket-forms.tsx'
import { TicketBadge } from '../../admin/tickets/ticket-table.tsx'
import { TicketThread } from '../../admin/tickets/ticket-thread.tsx'
import { useTranslation } from '../../i18n/react.tsx'
import { pageNotFound } from '../../lib/page.server.ts'
import type { Route } from './+types/ticket'

/** /admin/tickets/:ticketId: the conversation with the customer's photos, the answer, assignee and state. */
export async function loader(args: Route.LoaderArgs) {
  const office = requireBackOffice(args)
  const ref = TicketRefSchema.safeParse({ ticketId: args.params.ticketId })
  const ticket = ref.success
    ? orNotFound(args.request, await adminTicketDetail(office.deps, office.actor, ref.data.ticketId))
    : null
  if (!ticket) pageNotFound(args.request)
  return { ticket, locale: office.locale }
}

export const meta: Route.MetaFunction = ({ loaderData: loaded }) =>
  adminMeta(loaded ? `#${loaded.ticket.ticketId} ${loaded.ticket.subject}` : 'Anfrage')

/** The answer's own messages (core/service/schema.ts); any other refusal is 'BAD_INPUT'. */
const textErrors = ['messageRequired', 'messageTooShort', 'messageTooLong']

const notices: Record<string, string> = {
  reply: 'admin.ticket.sent',
  assign: 'admin.ticket.assigned',
  close: 'admin.ticket.closed',
  reopen: 'admin.ticket.reopened',
  decide: 'admin.promise.done',
}

/**
 * The page's forms, validated with the API's schemas (core/admin/inbox-schemas.ts); a refusal
 * answers with its status and `reason` and hands back what was typed.
 */
export async function action(args: Route.ActionArgs) {
  const office = requireBackOffice(args)
  const values = await formValues(args.request)
  const intent = values.intent ?? ''
  const refuse = (status: number, reason: string) =>
    data<InboxActionData>({ ok: false, intent, reason, values }, { status })
  const done = () => ({ ok: true as const, intent, notice: notices[intent] ?? '' })
  const ticketId = args.params.ticketId
  const statusOf = {
    NOT_FOUND: 404,
    ASSIGNEE_NOT_FOUND: 404,
    TICKET_CLOSED: 409,
    BAD_TRANSITION: 409,
    RATE_LIMITED: 429,
  }
  if (intent === 'decide') {
    const input = decisionOfForm(ticketId, values)
    if (!input.ok) return refuse(400, input.reason)
    const decided = orNotFound(
      args.request,
      await decideFitPromise(office.deps, office.actor, input.data, office.origin),
    )
    return decided.ok ? done() : refuse(decisionStatus(decided.reason), decided.reason)
  }
  if (intent === 'reply') {
    const input = TicketAnswerSchema.safeParse({ ticketId, message: values.message })
    if (!input.success) {
      const key = input.error.issues[0]?.message ?? ''
      return refuse(400, textErrors.includes(key) ? key : 'BAD_INPUT')
    }
    const answered = orNotFound(
      args.request,
      await answerTicket(office.deps, office.actor, input.data, office.origin),
    )
    return answered.ok ? done() : refuse(statusOf[answered.reason], answered.reason)
  }
  if (intent === 'assign') {
    const input = TicketAssignSchema.safeParse({ ticketId, assigneeId: values.assigneeId })
    if (!input.success) return refuse(400, 'BAD_INPUT')
    const assigned = orNotFound(args.request, await assignTicket(office.deps, office.actor, input.data))
    return assigned.ok ? done() : refuse(statusOf[assigned.reason], assigned.reason)
  }
  if (intent === 'close' || intent === 'reopen') {
    const input = TicketRefSchema.safeParse({ ticketId })
    if (!input.success) pageNotFound(args.request)
    const moved = orNotFound(
      args.request,
      await stepTicket(office.deps, office.actor, input.data.ticketId, intent),
    )
    return moved.ok ? done() : refuse(statusOf[moved.reason], moved.reason)
  }
  return refuse(400, 'BAD_INPUT')
}

/** A refused decision: unknown ticket 404, implausible measurements 422, any other state of things 409. */
function decisionStatus(reason: string): number {
  if (reason === 'NOT_FOUND') return 404
  return reason === 'IMPLAUSIBLE' ? 422 : 409
}

export default function AdminTicket({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { ticket, locale } = loaderData
  return (
    <div className="space-y-5">
      <p>
        <Link to="/admin/tickets">← {t('admin.ticket.back')}</Link>
      </p>
      <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h1 className="font-serif text-2xl break-words">
          {t('admin.ticket.title', { number: ticket.ticketId })}: {ticket.subject}
        </h1>
        <TicketBadge status={ticket.status} />
        <span className="text-xs text-muted">
          {t(`admin.tickets.kinds.${ticket.kind}`)} · {t(`admin.tickets.topics.${ticket.topic}`)}
        </span>
      </header>
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <div className="min-w-0 space-y-4">
          <TicketThread ticket={ticket} locale={locale} />
          <FitPromiseDecision ticket={ticket} actionData={actionData} locale={locale} />
          <AnswerForm ticket={ticket} actionData={actionData} />
        </div>
        <div className="space-y-4">
          <TicketFacts ticket={ticket} locale={locale} />
          <TicketSteps ticket={ticket} actionData={actionData} />
        </div>
      </div>
    </div>
  )
}
