import type { Db } from '#db/client.ts'
import { insertShirt, type ShirtOwner } from '#db/queries/shirts.ts'
import type { FrozenDesign } from '#db/schema/index.ts'
import type { orderStatus } from './order-status.ts'

/**
 * A new design of `owner` from a frozen one (an order's line, a gift voucher's design): the same
 * fabric, parts and attributes, as an editable design of its own.
 */
export function insertDesignCopy(
  db: Db,
  owner: ShirtOwner,
  design: FrozenDesign,
  options: {
    now: Date
    orderStatus: typeof orderStatus.open | typeof orderStatus.inCart
    measureId?: number | null
    giftVoucherId?: number
  },
) {
  return insertShirt(
    db,
    {
      sessionId: owner.sessionId,
      customerId: owner.customerId,
      fabricId: design.fabricId,
      orderStatus: options.orderStatus,
      measureId: options.measureId ?? null,
      giftVoucherId: options.giftVoucherId ?? null,
      createdAt: options.now,
      updatedAt: options.now,
    },
    design.parts.map(([partId, categoryId]) => ({ partId, categoryId })),
    design.attributes.map(([partId, attributeId, valueId, text]) => ({ partId, attributeId, valueId, text })),
  )
}
