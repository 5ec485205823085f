import type { ErrorCode } from '../result.ts'
import type { MeasureError } from './context.ts'

/**
 * How each refusal of saving or deleting a measurement profile is answered, by the JSON API
 * (`measures.php`) and the measuring wizard's page action alike: the error code, the message
 * naming the field for API clients, and the text the screen shows.
 */
export const measureRefusals: Record<Exclude<MeasureError, 'IMPLAUSIBLE'>, [ErrorCode, string, string]> = {
  NOT_FOUND: ['NOT_FOUND', 'measureId: no such measurement profile', 'measures.errors.notFound'],
  ORDER_NOT_FOUND: ['NOT_FOUND', 'orderId: no such order', 'measures.errors.orderNotFound'],
  PROFILE_ORDERED: [
    'CONFLICT',
    'measureId: an ordered shirt uses this profile; it cannot be deleted',
    'measures.errors.profileOrdered',
  ],
  PROFILE_SUPERSEDED: [
    'CONFLICT',
    'measureId: a newer version of this profile exists',
    'measures.errors.profileSuperseded',
  ],
  PROFILE_LIMIT: ['CONFLICT', 'measure-create-limit', 'measures.errors.profileLimit'],
}
