import type { Db } from '#db/client.ts'
import { findPromiseOrder, hasGrantedPromise } from '#db/queries/fit-promise.ts'
import type { FrozenDesign, FrozenMeasure } from '#db/schema/index.ts'
import { type FitPromiseRefusal, fitPromiseRefusal } from './fit-promise.ts'
import { orderState } from './transitions.ts'

type PromiseOrder = NonNullable<Awaited<ReturnType<typeof findPromiseOrder>>>

/** The first shirt of an order as the promise sees it: its design, its frozen profile and its line. */
export type FirstShirt = {
  line: NonNullable<PromiseOrder['firstLine']>
  shirtId: number | null
  design: FrozenDesign | null
  measure: FrozenMeasure | null
}

function firstShirtOf(line: PromiseOrder['firstLine']): FirstShirt | null {
  if (!line) return null
  if (line.type === 'package7') {
    const first = line.designs?.[0]
    return {
      line,
      shirtId: first?.shirtId ?? null,
      design: first?.design ?? null,
      measure: first?.measure ?? null,
    }
  }
  return { line, shirtId: line.shirtId, design: line.design, measure: line.measure }
}

/**
 * Reads what the promise's rule (fit-promise.ts) needs about a request on `orderId` and asks it:
 * the order, its first shirt, and whether its customer was granted the promise before. The
 * service form asks with the moment of asking, the back office with the moment the request came.
 */
export async function assessFitPromise(
  db: Db,
  request: { orderId: number; shirtId: number | null; reportedAt: Date },
): Promise<{
  refusal: FitPromiseRefusal | null
  order: PromiseOrder['order']
  first: FirstShirt | null
} | null> {
  const found = await findPromiseOrder(db, request.orderId)
  if (!found) return null
  const { order } = found
  const first = firstShirtOf(found.firstLine)
  const refusal = fitPromiseRefusal({
    order: {
      firstOrder: order.firstOrder && first !== null,
      status: order.status,
      deliveredAt: order.status === orderState.delivered ? order.statusChangedAt : null,
    },
    shirtId: request.shirtId,
    firstShirtId: first?.shirtId ?? null,
    reportedAt: request.reportedAt,
    used: await hasGrantedPromise(db, order.customerId),
  })
  return { refusal, order, first }
}
