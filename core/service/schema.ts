import { z } from 'zod'

/**
 * A service request as the forms and /api/service.php take it. Messages are keys under
 * `service.errors`, so each language shows its own wording at the field.
 */
export const serviceLimits = {
  subjectMax: 150,
  messageMin: 3,
  messageMax: 5000,
  nameMax: 200,
} as const

export const serviceTopics = ['question', 'alteration', 'complaint', 'remake'] as const
export type ServiceTopic = (typeof serviceTopics)[number]
export type ServiceKind = 'service' | 'aftersale'
export type TicketStatus = 'open' | 'answered' | 'closed'

/** Which topics each kind offers: remake (first-order goodwill) only after a purchase. */
export const topicsOf: Record<ServiceKind, readonly ServiceTopic[]> = {
  service: ['question', 'alteration', 'complaint'],
  aftersale: ['alteration', 'complaint', 'remake'],
}

/** An optional id from a form ('' = none) or JSON (number or numeric string). */
const optionalId = z.preprocess(
  (value) => (value === '' || value === null || value === undefined ? undefined : value),
  z.coerce
    .number({ error: 'idInvalid' })
    .int('idInvalid')
    .positive('idInvalid')
    .max(2_147_483_647, 'idInvalid')
    .optional(),
)

const message = z
  .string({ error: 'messageRequired' })
  .trim()
  .min(1, 'messageRequired')
  .min(serviceLimits.messageMin, 'messageTooShort')
  .max(serviceLimits.messageMax, 'messageTooLong')

export const TicketCreateSchema = z
  .object({
    kind: z.enum(['service', 'aftersale'], { error: 'kindInvalid' }).default('service'),
    topic: z.enum(serviceTopics, { error: 'topicRequired' }).default('question'),
    subject: z
      .string({ error: 'subjectRequired' })
      .trim()
      .min(1, 'subjectRequired')
      .max(serviceLimits.subjectMax, 'subjectTooLong'),
    message,
    orderId: optionalId,
    shirtId: optionalId,
    /** Guests only: where the answer is mailed. */
    email: z
      .string()
      .trim()
      .max(254, 'emailInvalid')
      .optional()
      .transform((value) => value || undefined)
      .pipe(z.email({ error: 'emailInvalid' }).optional()),
    name: z.string().trim().max(serviceLimits.nameMax, 'nameTooLong').optional().default(''),
  })
  .refine((value) => topicsOf[value.kind].includes(value.topic), { path: ['topic'], message: 'topicInvalid' })
  .refine((value) => value.kind !== 'aftersale' || value.orderId !== undefined, {
    path: ['orderId'],
    message: 'orderRequired',
  })

export type TicketCreateInput = z.infer<typeof TicketCreateSchema>

export const TicketIdSchema = z.coerce
  .number({ error: 'idInvalid' })
  .int('idInvalid')
  .positive('idInvalid')
  .max(2_147_483_647, 'idInvalid')

export const TicketReplySchema = z.object({ ticketId: TicketIdSchema, message })

/** The fields of the request form, in order. */
export const ticketFields = [
  'kind',
  'topic',
  'subject',
  'message',
  'orderId',
  'shirtId',
  'email',
  'name',
] as const
