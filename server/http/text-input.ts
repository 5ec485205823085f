import type { FieldRefusal } from '#core/validation/text.ts'
import { ApiError } from './envelope.ts'

/** The API's answer to a refused text: 400 naming the field and the rule's reason. */
export function textRefusal(refusal: FieldRefusal): ApiError {
  return new ApiError('BAD_INPUT', `${refusal.field}: control characters are not allowed`, {
    field: refusal.field,
    reason: refusal.reason,
  })
}
