import { findCountryByCode } from '../../config/countries.ts'
import type { Locale } from '../../config/locales.ts'
import { totalView } from '../../core/cart/pricing.ts'
import { type CartItemType, cartTotals, type PricedLine, unitPrice } from '../../core/cart/rules.ts'
import type { InvoicedOrder } from '../../core/orders/e-invoice.ts'
import { centsToEuro } from '../../core/pricing/money.ts'
import type { OrderAddress } from '../../db/schema/index.ts'

/**
 * Orders as the invoice documents read them, totalled by the cart's own rules (cartTotals), so the
 * VAT shares are the ones a real checkout stores. For the e-invoice tests, which need orders of
 * every payment state, destination and VAT mix without going through checkout for each.
 */
export type InvoiceLineInput = {
  type: CartItemType
  name: string
  description?: string
  amount?: number
  /** The German reference gross price (the catalogue's), in cents. */
  referenceCents: number
  wearer?: string
  measure?: string
}

export type InvoicedOrderInput = {
  lines: InvoiceLineInput[]
  countryCode?: string
  paymentMethod?: 'prepayment' | 'invoice' | 'card' | 'demo'
  paidAt?: string | null
  vouchers?: { code: string; balanceCents: number }[]
  /** A company with a VAT id on the billing address (an e-invoice), or a consumer (none). */
  business?: boolean
  refundedAt?: string | null
  lang?: Locale
  number?: string
  invoiceNumber?: string
}

export const businessBilling = (countryCode: string): OrderAddress => ({
  salutation: 'Frau',
  firstName: 'Greta',
  lastName: 'Einkauf',
  company: 'Beispiel Textil GmbH',
  vatId: countryCode === 'DE' ? 'DE123456789' : `${countryCode}987654321`,
  street: 'Hafenstraße 5',
  postalCode: countryCode === 'CH' ? '8001' : '20457',
  city: countryCode === 'CH' ? 'Zürich' : 'Hamburg',
  countryCode,
})

export function invoicedOrder(input: InvoicedOrderInput): InvoicedOrder {
  const country = findCountryByCode(input.countryCode ?? 'DE')
  if (!country) throw new Error(`no country ${input.countryCode}`)
  const priced: (PricedLine & { line: InvoiceLineInput })[] = input.lines.map((line, index) => {
    const price = unitPrice(line.type, line.referenceCents, country)
    return {
      key: String(index),
      type: line.type,
      amount: line.amount ?? 1,
      unitGrossCents: price.grossCents,
      vatRate: price.vatRate,
      shipped: line.type !== 'voucher',
      line,
    }
  })
  const totals = cartTotals(priced, country, input.vouchers ?? [])
  const billing: OrderAddress = input.business
    ? businessBilling(country.countryCode)
    : {
        firstName: 'Paul',
        lastName: 'Privat',
        street: 'Gartenweg 3',
        postalCode: '10115',
        city: 'Berlin',
        countryCode: country.countryCode,
      }
  const number = input.number ?? 'NF-2026-000123'
  return {
    orderId: 123,
    number,
    createdAt: '2026-11-27T09:30:00.000Z',
    paidAt: input.paidAt ?? null,
    invoiceNumber: input.invoiceNumber ?? 'RE-2026-000077',
    invoiceDate: '2026-11-27T09:30:00.000Z',
    eInvoice: input.business ? { creditNote: Boolean(input.refundedAt) } : null,
    refundedAt: input.refundedAt ?? null,
    paymentMethod: input.paymentMethod ?? 'prepayment',
    lang: input.lang ?? 'de',
    expectedDelivery: '2026-12-18',
    billingAddress: billing,
    shippingAddress: { ...billing, company: billing.company },
    items: priced.map((line, index) => ({
      itemId: index + 1,
      type: line.type,
      shirtId: line.type === 'shirt' ? 100 + index : null,
      name: line.line.name,
      description: line.line.description ?? '',
      invoiceText: null,
      amount: line.amount,
      priceBrutto: centsToEuro(line.unitGrossCents),
      VAT: line.vatRate,
      lineBrutto: centsToEuro(line.unitGrossCents * line.amount),
      withdrawal: line.type !== 'shirt',
      design: null,
      measure: line.line.measure ? { measureId: 9, name: line.line.measure } : null,
      wearer: line.line.wearer ?? null,
      designs: undefined,
    })),
    total: totalView(totals, country, false),
  }
}

const shirt = (name: string, referenceCents: number, extra: Partial<InvoiceLineInput> = {}) => ({
  type: 'shirt' as const,
  name,
  description: 'Popeline weiß · Kentkragen · Sportmanschette',
  referenceCents,
  measure: 'Mein Maß',
  ...extra,
})

/** The orders every e-invoice test runs through: each payment state, destination and VAT mix. */
export const invoiceScenarios: [string, InvoicedOrderInput][] = [
  [
    'prepayment, unpaid, with shipping',
    {
      business: true,
      paymentMethod: 'prepayment',
      lines: [
        shirt('Maßhemd Oxford', 8990),
        { type: 'product', name: 'Krawatte Seide navy', referenceCents: 3990 },
      ],
    },
  ],
  [
    'invoice due in 14 days, a team of three',
    {
      business: true,
      paymentMethod: 'invoice',
      lines: [
        shirt('Maßhemd', 9900, { wearer: 'Anna Teamfeld' }),
        shirt('Maßhemd', 9900, { wearer: 'Ben Teamfeld' }),
        shirt('Maßhemd', 10490, { wearer: 'Cem Teamfeld' }),
      ],
    },
  ],
  [
    'card, paid',
    {
      business: true,
      paymentMethod: 'card',
      paidAt: '2026-11-27T09:35:00.000Z',
      lines: [
        shirt('Maßhemd Twill', 11990),
        { type: 'product', name: 'Manschettenknöpfe', referenceCents: 2490, amount: 2 },
      ],
    },
  ],
  [
    'a voucher bought and one redeemed (exempt line, payment)',
    {
      business: true,
      paymentMethod: 'prepayment',
      vouchers: [{ code: 'DEMO-TEST-20', balanceCents: 2000 }],
      lines: [
        shirt('Maßhemd Fil-à-Fil', 9490),
        { type: 'voucher', name: 'Geschenkgutschein 50 €', referenceCents: 5000 },
      ],
    },
  ],
  [
    'export to Switzerland, no VAT',
    {
      business: true,
      countryCode: 'CH',
      paymentMethod: 'prepayment',
      lines: [shirt('Maßhemd Oxford', 8990, { amount: 2 })],
    },
  ],
  [
    'France, 20 % VAT, paid by card',
    {
      business: true,
      countryCode: 'FR',
      paymentMethod: 'card',
      paidAt: '2026-11-27T10:00:00.000Z',
      lang: 'fr',
      lines: [shirt('Chemise sur mesure', 8990), { type: 'product', name: 'Pochette', referenceCents: 1990 }],
    },
  ],
]
