import type { WishlistRefInput } from '#core/wishlist/schemas.ts'
import { postJson } from '../../lib/http.ts'

export type WishlistAnswer = { ok: true } | { ok: false; reason: string }

/** wishlist.php add or remove; a refusal comes back as its reason, for a text in the visitor's language. */
export async function changeWishlist(
  action: 'add' | 'remove',
  ref: WishlistRefInput,
): Promise<WishlistAnswer> {
  try {
    const response = await postJson('/api/wishlist.php', { action, ...ref })
    if (response.ok) return { ok: true }
    const body = (await response.json().catch(() => null)) as { reason?: string } | null
    return { ok: false, reason: body?.reason ?? 'generic' }
  } catch {
    return { ok: false, reason: 'generic' }
  }
}
