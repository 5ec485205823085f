import { z } from 'zod'
import { safeText } from '../../validation/safe-text.ts'

/** Filters of /admin/newsletter, its CSV and /api/admin/newsletter.php (issue 18, section 9). */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional())

export const SubscriberSearchSchema = z.object({
  q: optional(safeText(z.string().trim().max(120))),
  status: optional(z.enum(['pending', 'subscribed', 'unsubscribed'])),
  sort: optional(z.enum(['updated', 'email'])).transform((sort) => sort ?? 'updated'),
  dir: optional(z.enum(['asc', 'desc'])).transform((dir) => dir ?? 'desc'),
  page: optional(z.coerce.number().int().min(1).max(10_000)).transform((page) => page ?? 1),
})
export type SubscriberSearchInput = z.infer<typeof SubscriberSearchSchema>
