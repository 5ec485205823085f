import {
  findBackOfficeAccount,
  insertShopMessage,
  listAdminTickets,
  listBackOfficeAccounts,
  lockTicket,
  setTicketAssignee,
  setTicketStatus,
} from '#db/queries/admin-tickets.ts'
import { findTicket, listTicketMessages } from '#db/queries/service.ts'
import type { Actor } from '../access/actor.ts'
import { type Forbidden, forbidden, may, type Permitted } from '../access/permissions.ts'
import type { Deps } from '../deps.ts'
import { fitPromiseView } from '../service/fit-promise.ts'
import { fileUrl, mailAnswer, takeStaffReply } from '../service/tickets.ts'
import { recordAudit } from './audit.ts'
import { type AdminTicketStatus, inboxPageSize, ticketStepTo } from './inbox-rules.ts'
import type { TicketSearchInput } from './inbox-schemas.ts'

/** Why a ticket step was refused; the pages and the API turn `reason` into text and a status. */
export type TicketRefusal =
  | { ok: false; reason: 'NOT_FOUND' | 'ASSIGNEE_NOT_FOUND' }
  | { ok: false; reason: 'TICKET_CLOSED' | 'BAD_TRANSITION'; status: AdminTicketStatus }
  | { ok: false; reason: 'RATE_LIMITED'; retryAfter: number }

/** The service and after-sales inbox: one page of tickets with the filters of the URL. */
export async function adminTicketList(deps: Pick<Deps, 'db'>, actor: Actor, input: TicketSearchInput) {
  if (!may(actor, 'tickets.handle')) return forbidden
  const assigneeId =
    input.assignee === 'me' ? actor.id : input.assignee === 'none' ? null : (input.assignee ?? undefined)
  const { rows, total } = await listAdminTickets(deps.db, {
    status: input.status,
    kind: input.kind,
    assigneeId,
    limit: inboxPageSize,
    offset: (input.page - 1) * inboxPageSize,
  })
  return {
    tickets: rows.map(({ ticket, orderNumber, assigneeEmail }) => ({
      ticketId: ticket.id,
      kind: ticket.kind,
      topic: ticket.topic,
      subject: ticket.subject,
      status: ticket.status,
      email: ticket.email,
      name: ticket.name,
      orderNumber,
      assignee: ticket.assigneeId === null ? null : { id: ticket.assigneeId, email: assigneeEmail ?? '' },
      updatedAt: ticket.updatedAt.toISOString(),
    })),
    total,
    page: input.page,
    pages: Math.max(1, Math.ceil(total / inboxPageSize)),
  }
}

export type AdminTicketRow = Permitted<ReturnType<typeof adminTicketList>>['tickets'][number]

/** Who a ticket can be assigned to (the inbox's filter and the detail's choice). */
export function backOfficeStaff(deps: Pick<Deps, 'db'>) {
  return listBackOfficeAccounts(deps.db)
}

/** One ticket with its whole conversation, the photos' staff-only URLs and who it can go to. */
export async function adminTicketDetail(deps: Pick<Deps, 'db'>, actor: Actor, ticketId: number) {
  if (!may(actor, 'tickets.handle')) return forbidden
  const found = await findTicket(deps.db, ticketId)
  if (!found) return null
  const [messages, staff] = await Promise.all([
    listTicketMessages(deps.db, ticketId),
    listBackOfficeAccounts(deps.db),
  ])
  const { ticket } = found
  return {
    ticketId: ticket.id,
    kind: ticket.kind,
    topic: ticket.topic,
    subject: ticket.subject,
    status: ticket.status,
    email: ticket.email,
    name: ticket.name,
    lang: ticket.lang,
    orderId: ticket.orderId,
    orderNumber: found.orderNumber,
    assigneeId: ticket.assigneeId,
    createdAt: ticket.createdAt.toISOString(),
    updatedAt: ticket.updatedAt.toISOString(),
    messages: messages.map((message) => ({
      messageId: message.id,
      author: message.author,
      message: message.body,
      createdAt: message.createdAt.toISOString(),
      files: message.files.map((file) => ({
        fileId: file.id,
        url: fileUrl(file.id),
        width: file.width,
        height: file.height,
      })),
    })),
    staff,
    /** A request under the first-order fit promise: the rule's verdict and the measures, or the decision. */
    fitPromise: await fitPromiseView(deps.db, ticket),
  }
}

export type AdminTicket = NonNullable<Permitted<ReturnType<typeof adminTicketDetail>>>

/**
 * The workshop answers: throttled per ticket and staff account (core/limits/rules.ts), then the
 * message, the new state and the audit entry in one transaction, then the customer's mail in
 * the ticket's language. A closed ticket takes no answer (409).
 */
export async function answerTicket(
  deps: Deps,
  actor: Actor,
  input: { ticketId: number; message: string },
  origin: string,
): Promise<{ ok: true; status: AdminTicketStatus; messageId: number } | TicketRefusal | Forbidden> {
  if (!may(actor, 'tickets.handle')) return forbidden
  const exists = await findTicket(deps.db, input.ticketId)
  if (!exists) return { ok: false, reason: 'NOT_FOUND' }
  if (exists.ticket.status === 'closed') return { ok: false, reason: 'TICKET_CLOSED', status: 'closed' }
  const refused = await takeStaffReply(deps, actor.id, input.ticketId)
  if (refused) return { ok: false, reason: 'RATE_LIMITED', retryAfter: refused.retryAfterSeconds }
  const result = await deps.db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, input.ticketId)
    if (!ticket) return { ok: false as const, reason: 'NOT_FOUND' as const }
    const to = ticketStepTo(ticket.status, 'reply')
    if (!to) return { ok: false as const, reason: 'TICKET_CLOSED' as const, status: ticket.status }
    const now = deps.now()
    const messageId = await insertShopMessage(tx, ticket.id, input.message, now)
    await setTicketStatus(tx, ticket.id, to, now)
    await recordAudit(tx, actor, {
      action: 'ticket.answer',
      entityType: 'service_ticket',
      entityId: ticket.id,
      before: { status: ticket.status },
      after: { status: to, messageId },
    })
    return { ok: true as const, status: to, messageId, ticket }
  })
  if (!result.ok) return result
  await mailAnswer(deps, result.ticket, input.message, origin)
  return { ok: true, status: result.status, messageId: result.messageId }
}

/** Close or reopen, through the transition table, audited. */
export async function stepTicket(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: Actor,
  ticketId: number,
  step: 'close' | 'reopen',
): Promise<{ ok: true; from: AdminTicketStatus; status: AdminTicketStatus } | TicketRefusal | Forbidden> {
  if (!may(actor, 'tickets.handle')) return forbidden
  return deps.db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, ticketId)
    if (!ticket) return { ok: false as const, reason: 'NOT_FOUND' as const }
    const to = ticketStepTo(ticket.status, step)
    if (!to) return { ok: false as const, reason: 'BAD_TRANSITION' as const, status: ticket.status }
    await setTicketStatus(tx, ticketId, to, deps.now())
    await recordAudit(tx, actor, {
      action: `ticket.${step}`,
      entityType: 'service_ticket',
      entityId: ticketId,
      before: { status: ticket.status },
      after: { status: to },
    })
    return { ok: true as const, from: ticket.status, status: to }
  })
}

/** Hands a ticket to a staff member (or to nobody); only back-office accounts can take one. */
export async function assignTicket(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: Actor,
  input: { ticketId: number; assigneeId: number | null },
): Promise<{ ok: true; assigneeId: number | null } | TicketRefusal | Forbidden> {
  if (!may(actor, 'tickets.handle')) return forbidden
  if (input.assigneeId !== null && !(await findBackOfficeAccount(deps.db, input.assigneeId)))
    return { ok: false, reason: 'ASSIGNEE_NOT_FOUND' }
  return deps.db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, input.ticketId)
    if (!ticket) return { ok: false as const, reason: 'NOT_FOUND' as const }
    await setTicketAssignee(tx, ticket.id, input.assigneeId, deps.now())
    await recordAudit(tx, actor, {
      action: 'ticket.assign',
      entityType: 'service_ticket',
      entityId: ticket.id,
      before: { assigneeId: ticket.assigneeId },
      after: { assigneeId: input.assigneeId },
    })
    return { ok: true as const, assigneeId: input.assigneeId }
  })
}
