/**
 * The message key of a refused cart.php write, by the answer's `reason` (never its English
 * message): the cart's own rules, the 7-shirt package's and the voucher's; anything else is the
 * cart's general 'could not be updated'.
 */
const cartReasons = new Set([
  'AMOUNT_RANGE',
  'FIXED_AMOUNT',
  'OUT_OF_STOCK',
  'FABRIC_OUT_OF_STOCK',
  'NOT_FOUND',
  'ALREADY_ORDERED',
  'CART_FULL',
  'UNKNOWN_COUNTRY',
])
const packageReasons = new Set(['PACKAGE_COUNT', 'PACKAGE_FABRIC', 'PACKAGE_MEASURE', 'PACKAGE_DUPLICATE'])
/** An accessory's add, said as the product page says it. */
const productReasons = new Set(['VARIANT_REQUIRED', 'UNKNOWN_PRODUCT'])

export function cartRefusalKey(reason: string | undefined): string {
  if (!reason) return 'cart.updateFailed'
  if (cartReasons.has(reason)) return `cart.errors.${reason}`
  if (packageReasons.has(reason)) return `packageBuilder.errors.${reason}`
  if (productReasons.has(reason)) return `shop.errors.${reason}`
  if (reason === 'VOUCHER_INVALID') return 'cart.voucherInvalid'
  if (reason === 'VOUCHER_THROTTLED') return 'cart.voucherThrottled'
  return 'cart.updateFailed'
}
