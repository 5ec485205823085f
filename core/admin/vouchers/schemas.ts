import { z } from 'zod'
import { DaySchema } from '../../validation/day.ts'
import { euroToCents, voucherStates } from '../../vouchers/rules.ts'
import { sortedListQuery } from '../list-query.ts'

/**
 * The back office's voucher inputs, shared by /api/admin/vouchers.php and
 * /admin/vouchers. Money comes as text ('49,90') or a number with at most two decimals and is
 * turned into exact cents here; the form and the API refuse the same input the same way.
 */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional())

export const maxIssuedVoucherCents = 200_000

export const IssueVoucherSchema = z.object({
  value: z.union([z.string().max(20), z.number()]).transform((value, ctx) => {
    const cents = euroToCents(String(value))
    if (cents === null || cents <= 0 || cents > maxIssuedVoucherCents) {
      ctx.addIssue({ code: 'custom', message: 'value: a positive amount up to 2000.00 with two decimals' })
      return z.NEVER
    }
    return cents
  }),
  /** The last day it can be redeemed (YYYY-MM-DD); empty: three years to the end of the year. */
  expiresOn: optional(DaySchema),
  /** Single use: the first order spends it completely, whatever it paid. */
  singleUse: z
    .union([z.boolean(), z.literal('on'), z.literal('true'), z.literal('false'), z.literal('')])
    .optional()
    .transform((value) => value === true || value === 'on' || value === 'true'),
  note: optional(z.string().trim().max(500)),
})
export type IssueVoucherInput = z.infer<typeof IssueVoucherSchema>

export const VoucherCodeSchema = z.object({
  code: z.string().trim().min(4).max(40),
})

export const VoucherIdSchema = z.object({
  voucherId: z.coerce.number().int().positive().max(2_147_483_647),
})

export const VoucherSearchSchema = sortedListQuery(['created', 'expires', 'balance'], 'created').extend({
  q: optional(z.string().trim().max(40)),
  kind: optional(z.enum(['issued', 'bought'])),
  state: optional(z.enum(voucherStates)),
})
export type VoucherSearchInput = z.infer<typeof VoucherSearchSchema>
