import { z } from 'zod'
import { optionalFilter, sortedListQuery } from '../list-query.ts'

/**
 * The back office's customer inputs, shared by /api/admin/customers.php and the /admin pages:
 * one schema each, so a form and the API refuse the same input alike.
 */
export const customerId = z.coerce.number().int().positive().max(2_147_483_647)

export const customerSorts = ['created', 'name', 'email'] as const

export const CustomerSearchSchema = sortedListQuery(customerSorts, 'created').extend({
  q: optionalFilter(z.string().trim().max(120)),
  state: optionalFilter(z.enum(['active', 'blocked'])),
})
export type CustomerSearchInput = z.infer<typeof CustomerSearchSchema>

export const CustomerIdSchema = z.object({ customerId })

export const BlockCustomerSchema = z.object({
  customerId,
  /** Internal: staff read it; the customer is told only that the account is blocked. */
  reason: z.string().trim().min(3).max(500),
})

/** Deletion on the customer's request: the admin types the account's email to confirm. */
export const EraseCustomerSchema = z.object({
  customerId,
  confirmEmail: z.string().trim().toLowerCase().max(254),
})
