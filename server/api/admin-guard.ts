import { backOfficeActorOf } from '#core/access/actor.ts'
import { type Forbidden, isForbidden } from '#core/access/permissions.ts'
import { ApiError, fail } from '../http/envelope.ts'
import type { AppContext } from '../http/types.ts'

/**
 * Who works through /api/admin/*.php: a staff member or admin logged in as such, else null. Every
 * endpoint starts here; this only tells the back office from everybody else. What the actor may
 * do, the use cases decide (core/access/permissions.ts).
 */
export function backOfficeActor(c: AppContext) {
  return backOfficeActorOf(c.get('session'))
}

const refusalTexts = { NOT_PERMITTED: 'Not for your role', BACK_OFFICE_ONLY: 'Only for the back office' }

/** 403 in the docs/api.md envelope; `reason` tells a guest/customer (BACK_OFFICE_ONLY) from a role without the right. */
export function refuseArea(c: AppContext, reason: 'BACK_OFFICE_ONLY' | 'NOT_PERMITTED' = 'BACK_OFFICE_ONLY') {
  return fail(c, 'FORBIDDEN', refusalTexts[reason], { reason })
}

/** A use case's answer, or the 403 NOT_PERMITTED its refusal of this actor stands for. */
export function permitted<T>(answer: T | Forbidden): T {
  if (isForbidden(answer))
    throw new ApiError('FORBIDDEN', refusalTexts.NOT_PERMITTED, { reason: 'NOT_PERMITTED' })
  return answer
}
