/**
 * The back office's inboxes: which step each ticket and feedback state
 * allows. A staff answer makes a ticket 'answered'; a customer's message makes it 'open' again
 * (core/service/tickets.ts); staff close it and may reopen a closed one. Feedback is 'new' until
 * a staff member marks it done, and can be put back.
 */
export const ticketStatuses = ['open', 'answered', 'closed'] as const
export type AdminTicketStatus = (typeof ticketStatuses)[number]
export const ticketSteps = ['reply', 'close', 'reopen'] as const
export type TicketStep = (typeof ticketSteps)[number]

const ticketTransitions: Record<TicketStep, Partial<Record<AdminTicketStatus, AdminTicketStatus>>> = {
  reply: { open: 'answered', answered: 'answered' },
  close: { open: 'closed', answered: 'closed' },
  reopen: { closed: 'open' },
}

/** The state a step leads to from `from`, or null when that state does not allow it. */
export function ticketStepTo(from: AdminTicketStatus, step: TicketStep): AdminTicketStatus | null {
  return ticketTransitions[step][from] ?? null
}

export const feedbackStatuses = ['new', 'done'] as const
export type FeedbackStatus = (typeof feedbackStatuses)[number]
export const feedbackSteps = ['markDone', 'markNew'] as const
export type FeedbackStep = (typeof feedbackSteps)[number]

const feedbackTransitions: Record<FeedbackStep, Partial<Record<FeedbackStatus, FeedbackStatus>>> = {
  markDone: { new: 'done' },
  markNew: { done: 'new' },
}

export function feedbackStepTo(from: FeedbackStatus, step: FeedbackStep): FeedbackStatus | null {
  return feedbackTransitions[step][from] ?? null
}

export function feedbackStatusOf(row: { doneAt: Date | null }): FeedbackStatus {
  return row.doneAt ? 'done' : 'new'
}

export const inboxPageSize = 25
