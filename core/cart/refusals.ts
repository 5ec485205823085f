import type { ErrorCode } from '../result.ts'
import type { CartError } from './cart-view.ts'

/**
 * How each refusal of the cart is answered, by the JSON API (`cart.php`) and the /cart page's
 * form action alike: an unknown thing is NOT_FOUND, a cart that disagrees CONFLICT, guessing
 * RATE_LIMITED, anything else the visitor can put right BAD_INPUT.
 */
export const cartRefusalKind: Record<CartError, ErrorCode> = {
  NOT_FOUND: 'NOT_FOUND',
  AMOUNT_RANGE: 'BAD_INPUT',
  FIXED_AMOUNT: 'BAD_INPUT',
  UNKNOWN_PRODUCT: 'NOT_FOUND',
  VARIANT_REQUIRED: 'BAD_INPUT',
  OUT_OF_STOCK: 'CONFLICT',
  FABRIC_OUT_OF_STOCK: 'CONFLICT',
  VOUCHER_VALUE: 'BAD_INPUT',
  SAMPLES: 'BAD_INPUT',
  UNKNOWN_FABRIC: 'BAD_INPUT',
  PACKAGE_COUNT: 'BAD_INPUT',
  PACKAGE_FABRIC: 'BAD_INPUT',
  PACKAGE_MEASURE: 'BAD_INPUT',
  PACKAGE_DUPLICATE: 'CONFLICT',
  ALREADY_ORDERED: 'CONFLICT',
  STATUS_CONFLICT: 'CONFLICT',
  VOUCHER_INVALID: 'BAD_INPUT',
  VOUCHER_THROTTLED: 'RATE_LIMITED',
  UNKNOWN_COUNTRY: 'BAD_INPUT',
  CART_FULL: 'CONFLICT',
  UNKNOWN_SHIRT: 'NOT_FOUND',
  PACKAGE_MEMBER: 'CONFLICT',
}
