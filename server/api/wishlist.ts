import { Hono } from 'hono'
import { z } from 'zod'
import { WishlistRefSchema } from '#core/wishlist/schemas.ts'
import {
  addToWishlist,
  listWishlist,
  removeFromWishlist,
  type WishlistError,
} from '#core/wishlist/wishlist.ts'
import { readJson } from '../http/body.ts'
import { type ErrorCode, fail, ok } from '../http/envelope.ts'
import type { AppEnv } from '../http/types.ts'
import { shirtContext } from './shirt.ts'

export const WishlistActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('list') }),
  WishlistRefSchema.extend({ action: z.literal('add') }),
  WishlistRefSchema.extend({ action: z.literal('remove') }),
])

/** Expected failures: status and a message naming the field. */
const failures: Record<WishlistError, [ErrorCode, string]> = {
  UNKNOWN_FABRIC: ['NOT_FOUND', 'id: no such fabric'],
  UNKNOWN_PRODUCT: ['NOT_FOUND', 'id: no such product'],
  UNKNOWN_VARIANT: ['NOT_FOUND', 'variantId: no such variant of this product'],
  WISHLIST_FULL: ['CONFLICT', 'id: the wishlist holds at most 100 items'],
}

/** /api/wishlist.php (docs/api.md): list, add and remove remembered fabrics and accessories. */
export const wishlistApi = new Hono<AppEnv>().post('/wishlist.php', async (c) => {
  const input = await readJson(c, WishlistActionSchema)
  const context = await shirtContext(c)
  switch (input.action) {
    case 'list':
      return ok(c, { items: await listWishlist(context) })
    case 'add': {
      const result = await addToWishlist(context, {
        kind: input.kind,
        refId: input.id,
        variantId: input.variantId ?? null,
      })
      if (!result.ok) {
        const [status, message] = failures[result.code]
        const field = result.code === 'UNKNOWN_VARIANT' ? 'variantId' : 'id'
        return fail(c, status, message, { field, reason: result.code })
      }
      return ok(c, {
        message: 'Added to wishlist',
        kind: input.kind,
        id: input.id,
        variantId: input.variantId ?? null,
        remembered: true,
      })
    }
    case 'remove':
      await removeFromWishlist(context, { kind: input.kind, refId: input.id })
      return ok(c, { message: 'Removed from wishlist', kind: input.kind, id: input.id, remembered: false })
  }
})
