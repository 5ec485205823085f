import { z } from 'zod'
import { TicketIdSchema, TicketReplySchema } from '../service/schema.ts'
import { feedbackStatuses, ticketStatuses } from './inbox-rules.ts'
import { ListQuerySchema } from './list-query.ts'

/**
 * The inputs of the ticket and feedback inboxes, shared by /api/admin/tickets.php,
 * /api/admin/feedback.php and the /admin pages' loaders and actions.
 */
const id = z.coerce.number().int().positive().max(2_147_483_647)
/** An empty form field means 'no filter'. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional())

/** `assignee`: 'me', 'none' or a staff member's account id. */
export const TicketSearchSchema = ListQuerySchema.extend({
  status: optional(z.enum(ticketStatuses)),
  assignee: optional(z.union([z.enum(['me', 'none']), id])),
  kind: optional(z.enum(['service', 'aftersale'])),
})
export type TicketSearchInput = z.infer<typeof TicketSearchSchema>

export const TicketRefSchema = z.object({ ticketId: TicketIdSchema })

/** The answer: the same text rules as a customer's reply. */
export const TicketAnswerSchema = TicketReplySchema

/** `assigneeId` empty or null: nobody. */
export const TicketAssignSchema = z.object({
  ticketId: TicketIdSchema,
  assigneeId: z.preprocess((value) => (value === '' ? null : value), id.nullable()),
})

export const FeedbackSearchSchema = ListQuerySchema.extend({ status: optional(z.enum(feedbackStatuses)) })
export type FeedbackSearchInput = z.infer<typeof FeedbackSearchSchema>

export const FeedbackRefSchema = z.object({ feedbackId: id })
