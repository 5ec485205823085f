import { z } from 'zod'
import { OrderAddressSchema } from '../addresses/rules.ts'
import { paymentMethods } from '../orders/rules.ts'
import { teamLogoPositions } from './logo-rules.ts'
import { openableCategoryIds, teamLimits } from './rules.ts'

const id = z.coerce.number().int().positive().max(2_147_483_647)
/** Invitation tokens are 32 random bytes in base64url. */
const token = z.string().regex(/^[A-Za-z0-9_-]{43}$/)

/** The organiser's form: design, team name, company, VAT id, deadline, seats and the open categories. */
export const CreateTeamSchema = z.object({
  shirtId: id,
  name: z.string().trim().min(2).max(80),
  company: z.string().trim().min(2).max(100),
  vatId: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{2}[A-Z0-9+*.]{2,13})?$/),
  deadline: z.iso.date(),
  seats: z.coerce.number().int().min(teamLimits.minSeats).max(teamLimits.maxSeats),
  openCategories: z
    .array(
      z.coerce
        .number()
        .int()
        .refine((value) => openableCategoryIds.some((open) => open === value)),
    )
    .max(3),
})

/** The member's part: one of their own profiles and a part per open category (categoryId → partId). */
export const TeamPartSchema = z.object({
  teamOrderId: id,
  measureId: id,
  choices: z.record(z.string().regex(/^\d{1,3}$/), id).default({}),
})

/** The logo upload's fields besides the file (multipart). */
export const TeamLogoSchema = z.object({ teamOrderId: id, position: z.enum(teamLogoPositions) })

export const TeamActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('list') }),
  z.object({ action: z.literal('create'), ...CreateTeamSchema.shape }),
  z.object({ action: z.literal('fetch'), teamOrderId: id }),
  z.object({ action: z.literal('invitation'), token }),
  z.object({ action: z.literal('join'), token }),
  z.object({ action: z.literal('savePart'), ...TeamPartSchema.shape }),
  z.object({ action: z.literal('remind'), teamOrderId: id, memberIds: z.array(id).max(200).optional() }),
  z.object({ action: z.literal('renewInvite'), teamOrderId: id }),
  z.object({ action: z.literal('close'), teamOrderId: id }),
  z.object({ action: z.literal('removeLogo'), teamOrderId: id }),
  z.object({
    action: z.literal('placeOrder'),
    teamOrderId: id,
    memberIds: z.array(id).min(1).max(200),
    billingAddress: OrderAddressSchema,
    shippingAddress: OrderAddressSchema.optional(),
    paymentMethod: z.enum(paymentMethods),
    acceptTerms: z.boolean(),
    expectedTotal: z.number().min(0).max(1_000_000).optional(),
  }),
])
