import { z } from 'zod'

/**
 * The checkout's draft for the browser session (sessionStorage): the addresses, the choice of
 * payment method and the wish date survive leaving checkout (also with the Back button). Nothing
 * secret is kept: no card data, no terms acceptance, only what the form shows.
 */
const line = z.string().max(200).catch('')
const DraftAddressSchema = z.object({
  firstName: line,
  lastName: line,
  company: line,
  street: line,
  addition: line,
  postalCode: line,
  city: line,
})

export const CheckoutDraftSchema = z.object({
  customerId: z.number().int(),
  billing: DraftAddressSchema,
  shipping: DraftAddressSchema,
  same: z.boolean(),
  payment: z.string().max(40),
  needBy: z.string().max(10).catch(''),
  saveAddress: z.boolean().catch(false),
})
export type CheckoutDraft = z.infer<typeof CheckoutDraftSchema>

export const checkoutDraftKey = 'nf-checkout-draft'

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** The draft of this customer, or null (none, another customer's, or unreadable). */
export function readCheckoutDraft(storage: DraftStorage, customerId: number): CheckoutDraft | null {
  let raw: unknown
  try {
    raw = JSON.parse(storage.getItem(checkoutDraftKey) ?? 'null')
  } catch {
    return null
  }
  const parsed = CheckoutDraftSchema.safeParse(raw)
  return parsed.success && parsed.data.customerId === customerId ? parsed.data : null
}

export function writeCheckoutDraft(storage: DraftStorage, draft: CheckoutDraft) {
  try {
    storage.setItem(checkoutDraftKey, JSON.stringify(CheckoutDraftSchema.parse(draft)))
  } catch {
    // A full or blocked storage only loses the draft.
  }
}

export function clearCheckoutDraft(storage: DraftStorage) {
  try {
    storage.removeItem(checkoutDraftKey)
  } catch {
    // nothing to clear
  }
}
