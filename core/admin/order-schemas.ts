import { z } from 'zod'
import { paymentMethods } from '../orders/rules.ts'
import { orderStates } from '../orders/transitions.ts'
import { DaySchema } from '../validation/day.ts'
import { ListQuerySchema } from './list-query.ts'

/**
 * The back office's order inputs, shared by /api/admin/orders.php and the /admin pages' loaders
 * and actions (one schema each, so a form and the API refuse the same input the same way).
 */
const id = z.coerce.number().int().positive().max(2_147_483_647)
/** An empty form field means 'no filter'. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional())

export const OrderSearchSchema = ListQuerySchema.extend({
  q: optional(z.string().trim().max(120)),
  status: optional(z.enum(orderStates)),
  payment: optional(z.enum(paymentMethods)),
  from: optional(DaySchema),
  to: optional(DaySchema),
})
export type OrderSearchInput = z.infer<typeof OrderSearchSchema>

export const carriers = ['DHL', 'DPD', 'GLS', 'UPS', 'Hermes', 'Deutsche Post', 'FedEx'] as const

export const OrderStepSchema = z.object({
  orderId: id,
  status: z.enum(orderStates),
  /** The version the staff member saw; another write since then answers 409 ORDER_STALE. */
  version: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
  carrier: optional(z.enum(carriers)),
  trackingNumber: optional(
    z
      .string()
      .trim()
      .min(4)
      .max(40)
      .regex(/^[A-Za-z0-9 -]+$/),
  ),
})
export type OrderStepInput = z.infer<typeof OrderStepSchema>

export const OrderNoteSchema = z.object({
  orderId: id,
  body: z.string().trim().min(1).max(2000),
})
