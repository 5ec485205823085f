import { measureFieldNames } from '#core/measures/fields.ts'
import { type TicketDecisionInput, TicketDecisionSchema } from '#core/service/fit-promise-schema.ts'

/** The messages of the decision form's own fields (core/service/fit-promise-schema.ts); anything else is 'BAD_INPUT'. */
const fieldErrors = ['returnLabelRequired', 'reasonRequired', 'measureInvalid', 'noteTooLong']

/**
 * The decision form of /admin/tickets/:id as the API's input: the measurement fields (named as
 * the API names them) gathered into `values`, checked with the API's schema.
 */
export function decisionOfForm(
  ticketId: string | undefined,
  values: Record<string, string>,
): { ok: true; data: TicketDecisionInput } | { ok: false; reason: string } {
  const measures = Object.fromEntries(
    measureFieldNames.filter((field) => field in values).map((field) => [field, values[field]]),
  )
  const parsed = TicketDecisionSchema.safeParse({
    ticketId,
    decision: values.decision,
    values: measures,
    returnLabel: values.returnLabel,
    note: values.note,
    reason: values.reason,
  })
  if (parsed.success) return { ok: true, data: parsed.data }
  const key = parsed.error.issues[0]?.message ?? ''
  return { ok: false, reason: fieldErrors.includes(key) ? key : 'BAD_INPUT' }
}
