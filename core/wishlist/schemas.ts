import { z } from 'zod'

/** One wishlist item as wishlist.php add and remove name it (docs/api.md). */
export const WishlistRefSchema = z.object({
  kind: z.enum(['fabric', 'product']),
  id: z.coerce.number().int().positive().max(2_147_483_647),
  /** The accessory's chosen variant (its colour); remembered with it, changed by a second add. */
  variantId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
})
export type WishlistRefInput = z.infer<typeof WishlistRefSchema>
