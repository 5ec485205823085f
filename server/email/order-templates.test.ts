import { describe, expect, it } from 'vitest'
import { serverT } from '#app/i18n/server.ts'
import { type Locale, locales } from '#config/locales.ts'
import type { MailRequest, OrderConfirmationMail } from '#core/email/contract.ts'
import { safeFilename } from './attachments.ts'
import { addressLines, percent } from './order-templates.ts'
import { renderTemplate } from './templates.ts'

const address = {
  firstName: 'Erika',
  lastName: 'Muster',
  street: 'Hauptstraße 5',
  postalCode: '10115',
  city: 'Berlin',
  countryCode: 'DE',
}

const order: OrderConfirmationMail = {
  firstName: 'Erika',
  number: 'NF-2026-000042',
  orderedAt: '2026-11-22T09:00:00.000Z',
  expectedDelivery: '2026-12-16',
  needBy: '2026-12-20',
  paymentMethod: 'prepayment',
  paid: false,
  bank: { holder: 'Nadel & Faden GmbH', bank: 'Sparkasse', iban: 'DE89 3704', bic: 'BELADEBEXXX' },
  dueDays: null,
  lines: [
    {
      name: 'Maßhemd <b>',
      description: 'Popeline Weiß, Kent',
      designs: [],
      measure: 'Büro',
      amount: 1,
      unitCents: 7900,
      lineCents: 7900,
      vatRate: 19,
      withdrawal: 'excluded',
      imageUrl: 'https://shop.example/folded/shirt/abcdefghijklmnopqrstuv.png',
    },
    {
      name: 'Kragenstäbchen',
      description: 'Messing',
      designs: [],
      measure: null,
      amount: 2,
      unitCents: 2400,
      lineCents: 4800,
      vatRate: 19,
      withdrawal: 'fromReceipt',
      imageUrl: 'javascript:alert(1)',
    },
    {
      name: 'Geschenkgutschein',
      description: 'Für Paul',
      designs: [],
      measure: null,
      amount: 1,
      unitCents: 5000,
      lineCents: 5000,
      vatRate: 0,
      withdrawal: 'fromContract',
      imageUrl: null,
    },
  ],
  totals: {
    itemsCents: 17700,
    shippingCents: 0,
    totalCents: 16700,
    vat: [{ rate: 19, vatCents: 1893, netCents: 9964 }],
    vouchers: [{ code: 'ABCDE-FGHJK', amountCents: 1000 }],
  },
  billingAddress: { ...address, company: 'Muster & Co' },
  shippingAddress: address,
  giftVouchersLater: 1,
  orderUrl: 'https://shop.example/dashboard/orders',
  withdrawalUrl: 'https://shop.example/widerruf',
}

const render = (locale: Locale, data: OrderConfirmationMail = order) =>
  renderTemplate(
    { to: 'a@b.de', locale, template: 'orderConfirmation', data } as MailRequest,
    serverT(locale),
    locale,
  )

describe('order confirmation template', () => {
  it.each(locales)('in %s: every text translated, every line, price and link', (locale) => {
    const mail = render(locale)
    expect(mail.subject).toContain('NF-2026-000042')
    for (const part of [mail.text, mail.html]) expect(part).not.toMatch(/orderMail\.[a-zA-Z.]+/)
    expect(mail.html).toContain(`<html lang="${locale}">`)
    for (const words of ['Popeline Weiß, Kent', 'Büro', 'Kragenstäbchen', 'DE89 3704', 'ABCDE-FGHJK']) {
      expect(mail.text).toContain(words)
    }
    expect(mail.text).toContain('https://shop.example/widerruf')
    expect(mail.html).toContain('src="https://shop.example/folded/shirt/abcdefghijklmnopqrstuv.png"')
  })

  it.each([
    ['de', 'Bestellung ansehen', 'mit einem Klick ein Kundenkonto an'],
    ['en', 'View your order', 'create an account with one click'],
    ['fr', 'Voir la commande', 'créer un compte client en un clic'],
    ['es', 'Ver el pedido', 'crear una cuenta de cliente con un clic'],
  ] as const)(
    'a guest order in %s: its own link, and the account one click away there',
    (locale, button, words) => {
      const guestUrl = `https://shop.example/gastbestellung/${'a'.repeat(43)}`
      const guest = render(locale, { ...order, orderUrl: guestUrl, guest: true })
      expect(guest.text).toContain(guestUrl)
      expect(guest.text).toContain(words)
      expect(guest.html).toContain(button)
      const customer = render(locale)
      expect(customer.text).not.toContain(words)
    },
  )

  it('states the withdrawal of each line, payment and delivery in German', () => {
    const { text } = render('de')
    expect(text).toContain('Maßhemd <b>: 79,00\u00a0€')
    expect(text).toContain('Maßanfertigung: vom Widerrufsrecht ausgeschlossen')
    expect(text).toContain('2 × Kragenstäbchen: 48,00\u00a0€\n  Messing\n  24,00\u00a0€ pro Stück')
    expect(text).toContain('14 Tage Widerrufsrecht ab Erhalt der Ware')
    expect(text).toContain('14 Tage Widerrufsrecht ab Vertragsschluss')
    expect(text).toContain('Versand: kostenlos')
    expect(text).toContain('Gutschein ABCDE-FGHJK: −10,00\u00a0€')
    expect(text).toContain('Gesamtsumme: 167,00\u00a0€')
    expect(text).toContain('enthält 19 % MwSt. (netto 99,64\u00a0€): 18,93\u00a0€')
    expect(text).toContain('Bitte überweisen Sie 167,00\u00a0€')
    expect(text).toContain('Verwendungszweck: NF-2026-000042')
    expect(text).toContain('Voraussichtliche Lieferung: 16. Dezember 2026')
    expect(text).toContain('Ihr Wunschtermin: 20. Dezember 2026')
    expect(text).toContain('Ihren Geschenkgutschein senden wir Ihnen als PDF')
    expect(text).toContain('Rechnungsadresse:\nMuster & Co\nErika Muster')
  })

  it.each([
    ['invoice, open', { paymentMethod: 'invoice', dueDays: 14 }, 'innerhalb von 14 Tagen', 'IBAN'],
    ['paid', { paymentMethod: 'demo', paid: true, bank: null }, 'Ihre Zahlung ist bereits eingegangen', null],
    ['card, open', { paymentMethod: 'card', bank: null }, 'Sobald Stripe uns Ihre Zahlung bestätigt', null],
    [
      'nothing to pay',
      { bank: null, totals: { ...order.totals, totalCents: 0 } },
      'es ist nichts zu überweisen',
      null,
    ],
  ] as const)('payment: %s', (_name, change, expected, bank) => {
    const { text } = render('de', { ...order, ...change } as OrderConfirmationMail)
    expect(text).toContain(expected)
    if (bank) expect(text).toContain(bank)
    else expect(text).not.toContain('IBAN')
  })

  it('escapes order data in the HTML and never shows a non-http picture', () => {
    const { html } = render('de')
    expect(html).toContain('Maßhemd &lt;b&gt;')
    expect(html).not.toContain('<b>')
    expect(html).not.toContain('javascript:')
    expect(html).toContain('Muster &amp; Co')
  })

  it('explains beside the VAT why a redeemed voucher does not lower it, only when one was redeemed', () => {
    expect(render('de').text).toContain('der Gutschein mindert sie nicht (§ 3 Abs. 15 UStG)')
    expect(render('en').text).toContain('so the voucher does not lower it')
    const without = render('de', { ...order, totals: { ...order.totals, vouchers: [] } })
    expect(without.text).not.toContain('Mehrzweckgutschein')
  })

  it('says when the order has no VAT (export)', () => {
    const { text } = render('de', {
      ...order,
      totals: { ...order.totals, vat: [{ rate: 0, vatCents: 0, netCents: 16700 }] },
    })
    expect(text).toContain('Lieferung ohne deutsche Mehrwertsteuer')
    expect(text).not.toContain('MwSt. (netto')
  })
})

describe('gift voucher template', () => {
  it.each(locales)('in %s: code, recipient and validity of each voucher', (locale) => {
    const mail = renderTemplate(
      {
        to: 'a@b.de',
        locale,
        template: 'giftVouchers',
        data: {
          firstName: 'Erika',
          number: 'NF-2026-000042',
          vouchers: [
            {
              code: 'AAAAA-BBBBB-CCCCC-DDDDD',
              valueCents: 5000,
              recipientName: 'Paul',
              message: null,
              design: 'Oxford Hellblau, Button-down, 1-Knopf-Manschette abgerundet',
              expiresAt: '2029-12-31',
              orderNumber: 'NF-2026-000042',
            },
            {
              code: 'EEEEE-FFFFF-GGGGG-HHHHH',
              valueCents: 2500,
              recipientName: null,
              message: null,
              design: null,
              expiresAt: '2029-12-31',
              orderNumber: 'NF-2026-000042',
            },
          ],
        },
      },
      serverT(locale),
      locale,
    )
    expect(mail.subject).toContain('NF-2026-000042')
    for (const part of [mail.text, mail.subject]) expect(part).not.toMatch(/orderMail\.[a-zA-Z.]+/)
    expect(mail.text).toContain('AAAAA-BBBBB-CCCCC-DDDDD')
    expect(mail.text).toContain('EEEEE-FFFFF-GGGGG-HHHHH')
    expect(mail.text).toContain('Paul')
    expect(mail.text).toContain('Oxford Hellblau, Button-down')
    expect(mail.text).toContain('2029')
    expect(mail.text).not.toContain('2030')
  })
})

describe('formatting rules', () => {
  it.each([
    [19, 'de', '19 %'],
    [7.7, 'de', '7,7 %'],
    [7.7, 'en', '7.7 %'],
    [5.5, 'fr', '5,5 %'],
    [0, 'es', '0 %'],
  ] as const)('percent(%s, %s) = %s', (rate, locale, expected) => {
    expect(percent(rate, locale)).toBe(expected)
  })

  it.each([
    ['de', 'Deutschland'],
    ['en', 'Germany'],
    ['fr', 'Allemagne'],
    ['es', 'Alemania'],
  ] as const)('addressLines names the country in %s', (locale, country) => {
    expect(addressLines({ ...address, salutation: 'Frau' }, locale)).toBe(
      `Frau Erika Muster\nHauptstraße 5\n10115 Berlin\n${country}`,
    )
  })

  it.each([
    ['AGB Nadel und Faden', 'AGB-Nadel-und-Faden'],
    ['Conditions générales', 'Conditions-générales'],
    ['a/b\\c:d*e?f"g<h>i|j', 'abcdefghij'],
    ['tab\there\u0007 und mehr', 'tabhere-und-mehr'],
    ['', 'document'],
  ])('safeFilename(%j) = %j', (input, expected) => {
    expect(safeFilename(input)).toBe(expected)
  })
})
