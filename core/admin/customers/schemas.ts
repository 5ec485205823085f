import { z } from 'zod'
import { safeText } from '../../validation/safe-text.ts'

/**
 * The back office's customer inputs, shared by /api/admin/customers.php and the /admin pages
 * (issue 18, section 6): one schema each, so a form and the API refuse the same input alike.
 */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional())

export const customerId = z.coerce.number().int().positive().max(2_147_483_647)

export const customerSorts = ['created', 'name', 'email'] as const

export const CustomerSearchSchema = z.object({
  q: optional(safeText(z.string().trim().max(120))),
  state: optional(z.enum(['active', 'blocked'])),
  sort: optional(z.enum(customerSorts)).transform((sort) => sort ?? 'created'),
  dir: optional(z.enum(['asc', 'desc'])).transform((dir) => dir ?? 'desc'),
  page: optional(z.coerce.number().int().min(1).max(10_000)).transform((page) => page ?? 1),
})
export type CustomerSearchInput = z.infer<typeof CustomerSearchSchema>

export const CustomerIdSchema = z.object({ customerId })

export const BlockCustomerSchema = z.object({
  customerId,
  /** Internal: staff read it; the customer is told only that the account is blocked. */
  reason: safeText(z.string().trim().min(3).max(500)),
})

/** Deletion on the customer's request: the admin types the account's email to confirm. */
export const EraseCustomerSchema = z.object({
  customerId,
  confirmEmail: z.string().trim().toLowerCase().max(254),
})
