import { describe, expect, it } from 'vitest'
import { parseEnv } from '#config/env.server.ts'
import { sealGuestOrderToken, sealInviteToken } from '../secrets/kept-links.ts'
import {
  giftVoucherDocuments,
  orderConfirmationData,
  orderPageLink,
  paymentDetails,
  type StoredOrder,
  shopLink,
  withdrawalKind,
} from './order-mail-data.ts'
import { orderMailReader } from './order-mail-reader.ts'

describe('withdrawalKind (§ 312g (2) no. 1 BGB)', () => {
  it.each([
    ['shirt', false, 'excluded'],
    ['package7', false, 'excluded'],
    // a made-to-measure line never gains the right, whatever the stored flag says
    ['shirt', true, 'excluded'],
    ['product', true, 'fromReceipt'],
    ['samples', true, 'fromReceipt'],
    ['voucher', true, 'fromContract'],
    ['product', false, 'excluded'],
  ] as const)('%s (withdrawal %s) → %s', (type, withdrawal, expected) => {
    expect(withdrawalKind(type, withdrawal)).toBe(expected)
  })
})

describe('paymentDetails', () => {
  it.each([
    ['prepayment', false, 5000, true, null],
    ['invoice', false, 5000, true, 14],
    ['prepayment', true, 5000, false, null],
    ['prepayment', false, 0, false, null],
    ['demo', false, 5000, false, null],
    ['card', false, 5000, false, null],
  ] as const)('%s, paid %s, %s cents → bank %s, due %s', (method, paid, cents, bank, due) => {
    const details = paymentDetails(method, paid, cents)
    expect(details.bank !== null).toBe(bank)
    expect(details.dueDays).toBe(due)
  })
})

describe('small rules', () => {
  it.each([
    ['https://shop.example', 'de', '/widerruf', 'https://shop.example/widerruf'],
    ['https://shop.example/', 'en', '/widerruf', 'https://shop.example/en/widerruf'],
    ['http://localhost:3000', 'fr', '/dashboard/orders', 'http://localhost:3000/fr/dashboard/orders'],
  ])('shopLink(%s, %s, %s)', (origin, locale, path, expected) => {
    expect(shopLink(origin, locale, path)).toBe(expected)
  })
})

function storedOrder(paidAt: Date | null): StoredOrder {
  const design = { fabricId: 1, parts: [], attributes: [], summary: 'Popeline Weiß' }
  const item = {
    id: 1,
    orderId: 7,
    type: 'shirt',
    shirtId: 3,
    productId: null,
    variantId: null,
    voucherId: null,
    name: 'Maßhemd',
    description: 'Popeline Weiß, Kent',
    amount: 1,
    unitGrossCents: 7900,
    vatRate: 19,
    lineGrossCents: 7900,
    withdrawal: false,
    design,
    measure: { measureId: 2, set_name: 'Büro' },
    designs: null,
  }
  return {
    order: {
      id: 7,
      customerId: 4,
      number: 'NF-2026-000007',
      createdAt: new Date('2026-11-22T09:00:00Z'),
      paidAt,
      paymentMethod: 'prepayment',
      expectedDelivery: '2026-12-16',
      needBy: null,
      itemsCents: 20400,
      shippingCents: 0,
      totalCents: 20400,
      vat: [{ rate: 19, grossCents: 7900, netCents: 6639, vatCents: 1261 }],
      billingAddress: {
        firstName: 'E',
        lastName: 'M',
        street: 'S 1',
        postalCode: '10115',
        city: 'B',
        countryCode: 'DE',
      },
      shippingAddress: {
        firstName: 'E',
        lastName: 'M',
        street: 'S 1',
        postalCode: '10115',
        city: 'B',
        countryCode: 'DE',
      },
    },
    items: [
      item,
      {
        ...item,
        id: 2,
        type: 'package7',
        shirtId: null,
        design: null,
        measure: null,
        designs: [
          { shirtId: 4, design: { ...design, summary: 'Oxford Blau' }, measure: null },
          { shirtId: 5, design: { ...design, summary: 'Twill Rosa' }, measure: null },
        ],
      },
      { ...item, id: 3, type: 'voucher', shirtId: null, design: null, measure: null, withdrawal: true },
    ],
    redeemed: [{ code: 'ABCDE-FGHJK', amountCents: 500 }],
    bought: [
      {
        id: 11,
        code: 'ABCDE-FGHJK-MNPQR-STUVW',
        status: paidAt ? 'active' : 'pending',
        initialCents: 5000,
        recipientName: 'Paul',
        message: 'Alles Gute',
        expiresAt: new Date(Date.UTC(2029, 11, 31, 23, 59, 59)),
      },
    ],
  } as unknown as StoredOrder
}

describe('orderConfirmationData', () => {
  it('takes the frozen lines, pictures, totals and links of the stored order', () => {
    const data = orderConfirmationData(storedOrder(null), {
      firstName: 'Erika',
      origin: 'https://shop.example',
      locale: 'en',
      imageUrls: new Map([[1, 'https://shop.example/folded/shirt/x.png']]),
    })
    expect(data.lines.map((line) => [line.name, line.withdrawal, line.imageUrl])).toEqual([
      ['Maßhemd', 'excluded', 'https://shop.example/folded/shirt/x.png'],
      ['Maßhemd', 'excluded', null],
      ['Maßhemd', 'fromContract', null],
    ])
    expect(data.lines[0]).toMatchObject({ description: 'Popeline Weiß, Kent', measure: 'Büro', designs: [] })
    expect(data.lines[1]?.designs).toEqual(['Oxford Blau', 'Twill Rosa'])
    expect(data.totals.vouchers).toEqual([{ code: 'ABCDE-FGHJK', amountCents: 500 }])
    expect(data.totals.vat).toEqual([{ rate: 19, vatCents: 1261, netCents: 6639 }])
    expect(data.bank?.iban).toMatch(/^DE/)
    expect(data.giftVouchersLater).toBe(1)
    expect(data.orderUrl).toBe('https://shop.example/en/dashboard/orders')
    expect(data.withdrawalUrl).toBe('https://shop.example/en/widerruf')
  })

  it("names a team line's wearer, never the wearer's profile (the organiser reads the mail)", () => {
    const stored = storedOrder(null)
    const teamLine = { ...stored.items[0], wearer: 'Anna Teamfeld' } as StoredOrder['items'][number]
    const data = orderConfirmationData(
      { ...stored, items: [teamLine] },
      { firstName: 'Erika', origin: 'https://shop.example', locale: 'de', imageUrls: new Map() },
    )
    expect(data.lines[0]).toMatchObject({ name: 'Maßhemd – Anna Teamfeld', measure: null })
  })

  it('a paid order names no bank and no voucher still to come', () => {
    const data = orderConfirmationData(storedOrder(new Date()), {
      firstName: 'Erika',
      origin: 'https://shop.example',
      locale: 'de',
      imageUrls: new Map(),
    })
    expect(data).toMatchObject({ paid: true, bank: null, giftVouchersLater: 0 })
  })
})

describe('giftVoucherDocuments', () => {
  it('hands out nothing before the payment', () => {
    expect(giftVoucherDocuments(storedOrder(null))).toEqual([])
  })

  it('after the payment: the code as issued, value, recipient, message and the last valid day', () => {
    expect(giftVoucherDocuments(storedOrder(new Date()))).toEqual([
      {
        code: 'ABCDE-FGHJK-MNPQR-STUVW',
        valueCents: 5000,
        recipientName: 'Paul',
        message: 'Alles Gute',
        design: null,
        expiresAt: '2029-12-31',
        orderNumber: 'NF-2026-000007',
      },
    ])
  })
})

const token = `${'A'.repeat(21)}_${'b'.repeat(21)}`

describe('orderPageLink: the one order button of every order mail', () => {
  it.each([
    ['an account, German', 'de', { guest: false, guestToken: null }, 'https://shop.example/dashboard/orders'],
    [
      'an account, French',
      'fr',
      { guest: false, guestToken: null },
      'https://shop.example/fr/dashboard/orders',
    ],
    [
      'a guest with the link, German',
      'de',
      { guest: true, guestToken: token },
      `https://shop.example/gastbestellung/${token}`,
    ],
    [
      'a guest with the link, Spanish',
      'es',
      { guest: true, guestToken: token },
      `https://shop.example/es/gastbestellung/${token}`,
    ],
    ['a guest whose link was not kept', 'en', { guest: true, guestToken: null }, null],
  ])('%s', (_name, locale, reader, expected) => {
    expect(orderPageLink('https://shop.example/', locale, reader)).toBe(expected)
  })

  it('puts the guest link into the confirmation, in the order language', () => {
    const data = orderConfirmationData(storedOrder(null), {
      firstName: 'Erika',
      origin: 'https://shop.example',
      locale: 'en',
      imageUrls: new Map(),
      reader: { guest: true, guestToken: token },
    })
    expect(data).toMatchObject({ orderUrl: `https://shop.example/en/gastbestellung/${token}`, guest: true })
  })
})

describe('orderMailReader: whose link the status mails carry', () => {
  const env = parseEnv({ NODE_ENV: 'test' })
  const sealed = sealGuestOrderToken(env, token)

  it.each([
    [
      'a guest order: its own link, opened from the sealed copy',
      new Date(),
      sealed,
      { guest: true, guestToken: token },
    ],
    ['a guest order without a kept link', new Date(), null, { guest: true, guestToken: null }],
    ['a guest order turned into an account: the account', null, sealed, { guest: false, guestToken: null }],
    [
      "an invitation's sealed token does not open as an order's",
      new Date(),
      sealInviteToken(env, token),
      { guest: true, guestToken: null },
    ],
  ])('%s', (_name, guestSince, kept, expected) => {
    expect(orderMailReader(env, { guestSince }, kept)).toEqual(expected)
  })

  it('does not open with another key', () => {
    const other = parseEnv({
      NODE_ENV: 'test',
      TOKEN_ENCRYPTION_KEY: 'another key of at least thirty-two characters',
    })
    expect(orderMailReader(other, { guestSince: new Date() }, sealed)).toEqual({
      guest: true,
      guestToken: null,
    })
  })
})
