import { describe, expect, it } from 'vitest'
import de from '../i18n/messages/de.json' with { type: 'json' }
import { cartRefusalKey } from './cart-refusal.ts'

const text = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], de)

describe('cartRefusalKey', () => {
  it.each([
    ['VOUCHER_THROTTLED', 'cart.voucherThrottled'],
    ['VOUCHER_INVALID', 'cart.voucherInvalid'],
    ['AMOUNT_RANGE', 'cart.errors.AMOUNT_RANGE'],
    ['CART_FULL', 'cart.errors.CART_FULL'],
    ['PACKAGE_MEASURE', 'packageBuilder.errors.PACKAGE_MEASURE'],
    ['VARIANT_REQUIRED', 'shop.errors.VARIANT_REQUIRED'],
    ['BAD_INTENT', 'cart.updateFailed'],
    ['SOMETHING_NEW', 'cart.updateFailed'],
    [undefined, 'cart.updateFailed'],
  ])('%s → %s, a text of the messages', (reason, key) => {
    expect(cartRefusalKey(reason)).toBe(key)
    expect(typeof text(key)).toBe('string')
  })
})
