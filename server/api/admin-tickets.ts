import { Hono } from 'hono'
import { z } from 'zod'
import {
  TicketAnswerSchema,
  TicketAssignSchema,
  TicketRefSchema,
  TicketSearchSchema,
} from '#core/admin/inbox-schemas.ts'
import {
  adminTicketDetail,
  adminTicketList,
  answerTicket,
  assignTicket,
  stepTicket,
  type TicketRefusal,
} from '#core/admin/tickets.ts'
import { type DecisionRefusal, decideFitPromise } from '#core/service/fit-promise.ts'
import {
  AlterationDecisionSchema,
  DeclineDecisionSchema,
  RemakeDecisionSchema,
} from '#core/service/fit-promise-schema.ts'
import { readJson } from '../http/body.ts'
import { fail, ok } from '../http/envelope.ts'
import type { AppContext, AppEnv } from '../http/types.ts'
import { backOfficeActor, permitted, refuseArea } from './admin-guard.ts'

export const AdminTicketsActionSchema = z.discriminatedUnion('action', [
  TicketSearchSchema.extend({ action: z.literal('list') }),
  TicketRefSchema.extend({ action: z.literal('fetch') }),
  TicketAnswerSchema.extend({ action: z.literal('reply') }),
  TicketAssignSchema.extend({ action: z.literal('assign') }),
  TicketRefSchema.extend({ action: z.literal('close') }),
  TicketRefSchema.extend({ action: z.literal('reopen') }),
  // The decision's own union (by `decision`), each with the action: zod 4 nests discriminated unions.
  z.discriminatedUnion('decision', [
    RemakeDecisionSchema.extend({ action: z.literal('decide') }),
    AlterationDecisionSchema.extend({ action: z.literal('decide') }),
    DeclineDecisionSchema.extend({ action: z.literal('decide') }),
  ]),
])

function refused(c: AppContext, refusal: TicketRefusal) {
  switch (refusal.reason) {
    case 'NOT_FOUND':
      return fail(c, 'NOT_FOUND', 'ticketId: no such ticket', { reason: 'NOT_FOUND' })
    case 'ASSIGNEE_NOT_FOUND':
      return fail(c, 'NOT_FOUND', 'assigneeId: no staff account with this id', { reason: refusal.reason })
    case 'TICKET_CLOSED':
      return fail(c, 'CONFLICT', 'ticketId: the ticket is closed; reopen it first', {
        reason: refusal.reason,
        status: refusal.status,
      })
    case 'BAD_TRANSITION':
      return fail(c, 'CONFLICT', `status: a ticket that is ${refusal.status} cannot take this step`, {
        reason: refusal.reason,
        status: refusal.status,
      })
    case 'RATE_LIMITED':
      c.header('Retry-After', String(refusal.retryAfter))
      return fail(c, 'RATE_LIMITED', 'Too many answers; please wait', { reason: refusal.reason })
  }
}

/** A refused decision: 404 for an unknown ticket, 422 for implausible measurements, else 409 with its reason. */
function refusedDecision(c: AppContext, refusal: DecisionRefusal) {
  if (refusal.reason === 'NOT_FOUND')
    return fail(c, 'NOT_FOUND', 'ticketId: no such ticket', { reason: 'NOT_FOUND' })
  if (refusal.reason === 'IMPLAUSIBLE')
    return fail(c, 'UNPROCESSABLE', 'values: the corrected measurements are not plausible', {
      reason: refusal.reason,
      errors: refusal.errors,
    })
  return fail(c, 'CONFLICT', `decision refused: ${refusal.reason}`, { reason: refusal.reason })
}

/**
 * /api/admin/tickets.php (docs/api.md): the service and after-sales inbox for staff and admin; 403
 * BACK_OFFICE_ONLY for everybody else. Every write is audited (core/admin/tickets.ts).
 */
export const adminTicketsApi = new Hono<AppEnv>().post('/admin/tickets.php', async (c) => {
  const actor = backOfficeActor(c)
  if (!actor) return refuseArea(c)
  const input = await readJson(c, AdminTicketsActionSchema)
  const deps = c.get('deps')
  switch (input.action) {
    case 'list':
      return ok(c, permitted(await adminTicketList(deps, actor, input)))
    case 'fetch': {
      const ticket = permitted(await adminTicketDetail(deps, actor, input.ticketId))
      return ticket ? ok(c, { ticket }) : refused(c, { ok: false, reason: 'NOT_FOUND' })
    }
    case 'reply': {
      const answered = permitted(await answerTicket(deps, actor, input, c.get('origin')))
      return answered.ok
        ? ok(c, { status: answered.status, messageId: answered.messageId })
        : refused(c, answered)
    }
    case 'assign': {
      const assigned = permitted(await assignTicket(deps, actor, input))
      return assigned.ok ? ok(c, { assigneeId: assigned.assigneeId }) : refused(c, assigned)
    }
    case 'decide': {
      const decided = permitted(await decideFitPromise(deps, actor, input, c.get('origin')))
      return decided.ok
        ? ok(c, {
            decision: decided.decision,
            remakeOrderId: decided.remakeOrderId,
            remakeNumber: decided.remakeNumber,
          })
        : refusedDecision(c, decided)
    }
    case 'close':
    case 'reopen': {
      const moved = permitted(await stepTicket(deps, actor, input.ticketId, input.action))
      return moved.ok ? ok(c, { from: moved.from, status: moved.status }) : refused(c, moved)
    }
  }
})
