import { describe, expect, it } from 'vitest'
import { cartFormData, cartItemFields, parseCartForm } from './cart-intent.ts'

const form = (fields: [string, string][]) => {
  const data = new FormData()
  for (const [name, value] of fields) data.append(name, value)
  return data
}

describe('parseCartForm: the fields of every cart form, as the action reads them', () => {
  it.each([
    [
      'add of an accessory with its variant',
      [
        ['intent', 'add'],
        ['type', 'product'],
        ['productId', '3'],
        ['variantId', '9'],
        ['amount', '2'],
      ],
      { intent: 'add', item: { type: 'product', productId: 3, variantId: 9, amount: 2 } },
    ],
    [
      'add of an accessory without amount or variant (one piece)',
      [
        ['intent', 'add'],
        ['type', 'product'],
        ['productId', '3'],
        ['variantId', ''],
      ],
      { intent: 'add', item: { type: 'product', productId: 3, amount: 1 } },
    ],
    [
      'add of a design',
      [
        ['intent', 'add'],
        ['type', 'shirt'],
        ['shirtId', '12'],
      ],
      { intent: 'add', item: { type: 'shirt', shirtId: 12 } },
    ],
    [
      'add of a gift voucher: an empty greeting is none',
      [
        ['intent', 'add'],
        ['type', 'voucher'],
        ['value', '79'],
        ['recipientName', ' Paul '],
        ['message', ''],
        ['shirtId', ''],
      ],
      { intent: 'add', item: { type: 'voucher', value: 79, recipientName: 'Paul' } },
    ],
    [
      'undo-remove of the fabric samples (a repeated field)',
      [
        ['intent', 'undo-remove'],
        ['type', 'samples'],
        ['fabricIds', '4'],
        ['fabricIds', '5'],
      ],
      { intent: 'undo-remove', item: { type: 'samples', fabricIds: [4, 5] } },
    ],
    [
      'set-quantity (the + button sends the new amount)',
      [
        ['intent', 'set-quantity'],
        ['itemId', 'item-7'],
        ['amount', '3'],
      ],
      { intent: 'set-quantity', itemId: 'item-7', amount: 3 },
    ],
    [
      'apply-voucher with spaces around the code',
      [
        ['intent', 'apply-voucher'],
        ['code', '  DEMO-TEST-20 '],
      ],
      { intent: 'apply-voucher', code: 'DEMO-TEST-20' },
    ],
    [
      'set-country',
      [
        ['intent', 'set-country'],
        ['countryId', '2'],
      ],
      { intent: 'set-country', countryId: 2 },
    ],
  ] as const)('%s', (_case, fields, expected) => {
    const parsed = parseCartForm(form(fields.map(([name, value]) => [name, value])))
    expect(parsed.success && parsed.data).toEqual(expected)
  })

  it.each([
    ['no intent', [['itemId', 'item-1']]],
    ['an unknown intent', [['intent', 'explode']]],
    [
      'an empty voucher code',
      [
        ['intent', 'apply-voucher'],
        ['code', '   '],
      ],
    ],
    [
      'an add without its product',
      [
        ['intent', 'add'],
        ['type', 'product'],
      ],
    ],
    [
      'an amount that is not a number',
      [
        ['intent', 'set-quantity'],
        ['itemId', 'item-1'],
        ['amount', 'viele'],
      ],
    ],
  ] as const)('refuses %s', (_case, fields) => {
    expect(parseCartForm(form(fields.map(([name, value]) => [name, value]))).success).toBe(false)
  })

  it('reads back what cartItemFields writes (the undo form and the toast undo send the same)', () => {
    const item = { type: 'package7' as const, shirtIds: [11, 12, 13] }
    const parsed = parseCartForm(cartFormData('undo-remove', cartItemFields(item)))
    expect(parsed.success && parsed.data).toEqual({ intent: 'undo-remove', item })
  })
})
