import { z } from 'zod'
import { type MeasureValues, measureFieldNames } from '../measures/fields.ts'
import { declineReasons } from '../orders/fit-promise.ts'
import { TicketIdSchema } from './schema.ts'

/**
 * Staff's decision on a request under the first-order fit promise, as /admin/tickets/:id posts it
 * and /api/admin/tickets.php takes it (action 'decide'). `values` are the corrected measurements
 * (cm, weight in kg; empty = not measured) the remake is cut to or the alteration changes to.
 */
const measureValue = z.preprocess(
  (value) =>
    value === '' || value === undefined ? null : typeof value === 'string' ? value.replace(',', '.') : value,
  z.coerce
    .number({ error: 'measureInvalid' })
    .min(0, 'measureInvalid')
    .max(999.9, 'measureInvalid')
    .nullable(),
)

export const MeasureValuesInputSchema = z
  .record(z.string(), measureValue)
  .default({})
  .transform(
    (values): Partial<MeasureValues> =>
      Object.fromEntries(
        measureFieldNames.filter((field) => field in values).map((field) => [field, values[field] ?? null]),
      ),
  )

export const RemakeDecisionSchema = z.object({
  ticketId: TicketIdSchema,
  decision: z.literal('remake'),
  values: MeasureValuesInputSchema,
})

export const AlterationDecisionSchema = z.object({
  ticketId: TicketIdSchema,
  decision: z.literal('alteration'),
  returnLabel: z
    .string({ error: 'returnLabelRequired' })
    .trim()
    .min(3, 'returnLabelRequired')
    .max(60, 'returnLabelRequired'),
  note: z.string().trim().max(1000, 'noteTooLong').default(''),
  values: MeasureValuesInputSchema,
})

export const DeclineDecisionSchema = z.object({
  ticketId: TicketIdSchema,
  decision: z.literal('declined'),
  reason: z.enum(declineReasons, { error: 'reasonRequired' }),
})

export const TicketDecisionSchema = z.discriminatedUnion('decision', [
  RemakeDecisionSchema,
  AlterationDecisionSchema,
  DeclineDecisionSchema,
])
export type TicketDecisionInput = z.infer<typeof TicketDecisionSchema>
