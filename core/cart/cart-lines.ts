import { deleteCartRow, findCartRow, updateCartAmount } from '#db/queries/cart.ts'
import { findProduct } from '#db/queries/products.ts'
import { listOwnedShirts, moveShirtsAlong, setCartShirtAmount } from '#db/queries/shirts.ts'
import type { Ok } from '../result.ts'
import type { ShirtContext } from '../shirts/context.ts'
import { ownerOf } from '../shirts/context.ts'
import { orderStatus, transitions } from '../shirts/order-status.ts'
import { moveShirt } from '../shirts/write-shirts.ts'
import type { CartFailure } from './cart-view.ts'
import { packageHolding } from './package7.ts'
import { checkAmount } from './rules.ts'

type ItemRef = { kind: 'shirt'; id: number } | { kind: 'item'; id: number }

export function parseItemId(itemId: string): ItemRef | null {
  const match = /^(shirt|item)-(\d{1,10})$/.exec(itemId)
  if (!match) return null
  const id = Number(match[2])
  return id > 0 && id <= 2_147_483_647 ? { kind: match[1] as 'shirt' | 'item', id } : null
}

/** update (itemId, amount). */
export async function updateCartItem(
  context: ShirtContext,
  itemId: string,
  amount: number,
): Promise<Ok | CartFailure> {
  const { deps } = context
  const owner = ownerOf(context)
  const ref = parseItemId(itemId)
  if (!ref) return { ok: false, code: 'NOT_FOUND' }
  if (ref.kind === 'shirt') {
    const check = checkAmount('shirt', amount)
    if (!check.ok) return { ok: false, code: check.reason }
    if (await packageHolding(deps.db, owner, ref.id)) return { ok: false, code: 'FIXED_AMOUNT' }
    const rows = await listOwnedShirts(deps.db, owner, [orderStatus.inCart])
    if (!rows.some((row) => row.id === ref.id)) return { ok: false, code: 'NOT_FOUND' }
    if (!(await setCartShirtAmount(deps.db, ref.id, amount, deps.now())))
      return { ok: false, code: 'NOT_FOUND' }
    return { ok: true }
  }
  const row = await findCartRow(deps.db, ref.id, owner)
  if (!row) return { ok: false, code: 'NOT_FOUND' }
  const check = checkAmount(row.type, amount)
  if (!check.ok) return { ok: false, code: check.reason }
  if (row.type === 'product' && row.variantId) {
    const product = await findProduct(deps.db, row.productId ?? 0)
    const variant = product?.variants.find((candidate) => candidate.id === row.variantId)
    if (variant && amount > variant.stock) return { ok: false, code: 'OUT_OF_STOCK' }
  }
  await updateCartAmount(deps.db, row.id, owner, amount)
  return { ok: true }
}

/** remove (itemId): a design goes back to 'Meine Hemden' (orderStatus `open`), a package releases its designs. */
export async function removeCartItem(context: ShirtContext, itemId: string): Promise<Ok | CartFailure> {
  const { deps } = context
  const owner = ownerOf(context)
  const ref = parseItemId(itemId)
  if (!ref) return { ok: false, code: 'NOT_FOUND' }
  if (ref.kind === 'shirt') {
    const moved = await moveShirt(context, ref.id, 'remove')
    if (moved.ok) return { ok: true }
    if (moved.code === 'PACKAGE_MEMBER') return { ok: false, code: 'PACKAGE_MEMBER' }
    return { ok: false, code: moved.code === 'NOT_FOUND' ? 'NOT_FOUND' : 'STATUS_CONFLICT' }
  }
  return deps.db.transaction(async (tx) => {
    const deleted = await deleteCartRow(tx, ref.id, owner)
    if (!deleted) return { ok: false as const, code: 'NOT_FOUND' as const }
    if (deleted.shirtIds?.length) {
      await moveShirtsAlong(tx, deleted.shirtIds, transitions.remove, deps.now())
    }
    return { ok: true as const }
  })
}
