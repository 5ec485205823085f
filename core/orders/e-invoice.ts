import type { Invoice } from '@e-invoice-eu/core'
import { brand } from '#config/brand.ts'
import { bankAccount } from '#config/payment.ts'
import type { OrderAddress } from '#db/schema/index.ts'
import { splitByWeights } from '../pricing/money.ts'
import { decideInvoiceSettlement } from './invoice-state.ts'
import { invoiceTexts } from './invoice-texts.ts'
import { orderLineTitle } from './order-line-title.ts'
import type { OrderDetail } from './read-orders.ts'

/**
 * The EN 16931 invoice of an order (docs/decisions/027-e-invoices.md), as the data the
 * e-invoice library turns into CII XML: built from the same frozen order as the PDF, so every
 * number, date, party, line, VAT rate and total is the PDF's. Pure: no I/O, no clock.
 *
 * The shop prices gross; EN 16931 lines are net. Each VAT rate's net is the order's (net = gross /
 * (1 + VAT) per rate, as the PDF prints it), split over that rate's lines and the shipping charge
 * in proportion to their gross amounts (largest remainder), so the lines add up to the rate's net
 * to the cent. Redeemed vouchers are payments (BT-113), never allowances.
 */

/** What an invoice (PDF and XML) is made of: the frozen order, nothing read later. */
export type InvoicedOrder = Pick<
  OrderDetail,
  | 'orderId'
  | 'number'
  | 'createdAt'
  | 'paidAt'
  | 'invoiceNumber'
  | 'invoiceDate'
  | 'eInvoice'
  | 'refundedAt'
  | 'paymentMethod'
  | 'lang'
  | 'expectedDelivery'
  | 'billingAddress'
  | 'shippingAddress'
  | 'items'
  | 'total'
>

/** Who gets an e-invoice: a company with a VAT id on the billing address, and every team order. */
export function isBusinessOrder(
  billing: Pick<OrderAddress, 'company' | 'vatId'>,
  teamOrder: boolean,
): boolean {
  return teamOrder || Boolean(billing.company?.trim() && billing.vatId?.trim())
}

export type EInvoiceKind = 'invoice' | 'creditNote'

/** The credit note's number beside the invoice's: RE-2026-000042 → GS-2026-000042 (one per order). */
export function creditNoteNumber(invoiceNumber: string): string {
  return invoiceNumber.replace(/^[A-Z]+-/, 'GS-')
}

/** The seller's tax number (Steuernummer, BT-32) as printed on the invoice. */
export const sellerTaxNumber = brand.company.taxNumber

type VatCategory = 'S' | 'E' | 'G'

/** One part of the document that carries VAT: an order line or the shipping charge. */
export type EInvoicePart = {
  kind: 'line' | 'shipping'
  name: string
  description: string
  amount: number
  grossCents: number
  netCents: number
  rate: number
  category: VatCategory
}

export type EInvoiceBreakdown = {
  category: VatCategory
  rate: number
  taxableCents: number
  taxCents: number
  reason: string | null
  reasonCode: string | null
}

export type EInvoiceFigures = {
  parts: EInvoicePart[]
  breakdown: EInvoiceBreakdown[]
  lineNetCents: number
  chargeCents: number
  netCents: number
  taxCents: number
  grossCents: number
  prepaidCents: number
  payableCents: number
}

const cents = (euro: number) => Math.round(euro * 100)

/** '1234.50': an amount of cents as the XML writes it. */
export function decimal(value: number): string {
  const sign = value < 0 ? '-' : ''
  const abs = Math.abs(value)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

const exemption = {
  E: {
    code: null,
    reason: 'Gutscheinverkauf: Mehrzweckgutschein, Umsatzsteuer erst bei Einlösung (§ 3 Abs. 15 UStG).',
  },
  G: {
    code: 'VATEX-EU-G',
    reason: 'Lieferung in ein Drittland: steuerfreie Ausfuhrlieferung (§ 4 Nr. 1a, § 6 UStG).',
  },
} as const

/**
 * Every amount of the e-invoice, in cents: the lines and the shipping with their net shares, the
 * VAT breakdown per category and rate, and the totals. The rates' nets and taxes are the order's.
 */
export function eInvoiceFigures(order: InvoicedOrder): EInvoiceFigures {
  const texts = invoiceTexts.de
  const lines: EInvoicePart[] = order.items.map((line) => {
    const german = line.invoiceText ? { ...line, ...line.invoiceText } : line
    const description = [german.description, line.measure ? `${texts.measure}: ${line.measure.name}` : '']
      .filter(Boolean)
      .join(' · ')
    const rate = line.VAT
    return {
      kind: 'line',
      name: orderLineTitle(german),
      description,
      amount: line.amount,
      grossCents: cents(line.lineBrutto),
      netCents: 0,
      rate,
      category: rate > 0 ? 'S' : line.type === 'voucher' ? 'E' : 'G',
    }
  })
  const shippingGross = cents(order.total.shippingBrutto)
  // Shipping follows the rate of the goods it carries (core/cart/rules.ts cartTotals).
  const goodsRate = order.items.find((line) => line.type !== 'voucher')?.VAT ?? 0
  const parts: EInvoicePart[] =
    shippingGross > 0
      ? [
          ...lines,
          {
            kind: 'shipping',
            name: texts.shipping,
            description: '',
            amount: 1,
            grossCents: shippingGross,
            netCents: 0,
            rate: goodsRate,
            category: goodsRate > 0 ? 'S' : 'G',
          },
        ]
      : lines
  const breakdown: EInvoiceBreakdown[] = []
  for (const share of order.total.vat) {
    const atRate = parts.filter((part) => part.rate === share.rate)
    if (share.rate > 0) {
      const nets = splitByWeights(
        cents(share.netto),
        atRate.map((part) => part.grossCents),
      )
      atRate.forEach((part, index) => {
        part.netCents = nets[index] ?? 0
      })
      breakdown.push({
        category: 'S',
        rate: share.rate,
        taxableCents: cents(share.netto),
        taxCents: cents(share.amount),
        reason: null,
        reasonCode: null,
      })
      continue
    }
    // Without VAT the net is the gross; vouchers (exempt) and exports are categories of their own.
    for (const part of atRate) part.netCents = part.grossCents
    for (const category of ['E', 'G'] as const) {
      const inCategory = atRate.filter((part) => part.category === category)
      if (inCategory.length === 0) continue
      breakdown.push({
        category,
        rate: 0,
        taxableCents: inCategory.reduce((sum, part) => sum + part.netCents, 0),
        taxCents: 0,
        reason: exemption[category].reason,
        reasonCode: exemption[category].code,
      })
    }
  }
  const lineNetCents = parts
    .filter((part) => part.kind === 'line')
    .reduce((sum, part) => sum + part.netCents, 0)
  const chargeCents = parts
    .filter((part) => part.kind === 'shipping')
    .reduce((sum, part) => sum + part.netCents, 0)
  const netCents = lineNetCents + chargeCents
  const taxCents = breakdown.reduce((sum, entry) => sum + entry.taxCents, 0)
  const grossCents = netCents + taxCents
  const vouchersCents = order.total.vouchers.reduce((sum, voucher) => sum + cents(voucher.amount), 0)
  const payableCents = order.paidAt ? 0 : Math.max(0, grossCents - vouchersCents)
  return {
    parts,
    breakdown,
    lineNetCents,
    chargeCents,
    netCents,
    taxCents,
    grossCents,
    prepaidCents: grossCents - payableCents,
    payableCents,
  }
}

/** A day as the XML writes it (YYYY-MM-DD), in Berlin, where the PDF prints its dates. */
export function berlinDay(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso))
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

const germanDate = (day: string) => day.split('-').reverse().join('.')

type PaymentMeans = NonNullable<Invoice['ubl:Invoice']['cac:PaymentMeans']>[number]

/** How the order is paid: a SEPA transfer to the shop's account, the card page (Stripe), or the demo. */
function paymentMeansOf(order: InvoicedOrder, kind: EInvoiceKind): PaymentMeans {
  if (order.paymentMethod === 'card')
    return { 'cbc:PaymentMeansCode': '68', 'cbc:PaymentMeansCode@name': 'Kreditkarte oder PayPal (Stripe)' }
  if (order.paymentMethod === 'demo')
    return { 'cbc:PaymentMeansCode': 'ZZZ', 'cbc:PaymentMeansCode@name': 'Testzahlung' }
  if (kind === 'creditNote')
    return { 'cbc:PaymentMeansCode': '1', 'cbc:PaymentMeansCode@name': 'Rücküberweisung durch die Werkstatt' }
  return {
    'cbc:PaymentMeansCode': '58',
    'cbc:PaymentMeansCode@name': 'SEPA-Überweisung',
    'cbc:PaymentID': order.number,
    'cac:PayeeFinancialAccount': {
      'cbc:ID': bankAccount.iban.replace(/\s+/g, ''),
      'cbc:Name': bankAccount.holder,
      'cac:FinancialInstitutionBranch': { 'cbc:ID': bankAccount.bic },
    },
  }
}

type Settlement = { terms: string; dueDate: string | null }

/** The payment terms in the PDF's words: paid on a day, due (with the due date), or settled. */
function settlementOf(order: InvoicedOrder, figures: EInvoiceFigures, issueDay: string): Settlement {
  const texts = invoiceTexts.de
  const state = decideInvoiceSettlement({
    paidAt: order.paidAt,
    paymentMethod: order.paymentMethod,
    totalCents: figures.payableCents,
  })
  if (state.kind === 'paid')
    return { terms: `${texts.paidOn} ${germanDate(berlinDay(state.paidAt))}`, dueDate: null }
  if (state.kind === 'nothingDue') return { terms: texts.nothingDue, dueDate: null }
  if (state.pay === 'card') return { terms: texts.card, dueDate: null }
  const dueDate = state.dueDays ? addDays(issueDay, state.dueDays) : null
  return {
    terms: `${texts.transfer} ${order.number}${state.dueDays ? `, ${texts.due(state.dueDays)}` : ''}.`,
    dueDate,
  }
}

/** The notes the PDF prints under its totals (export, voucher sale, redeemed voucher). */
function notesOf(order: InvoicedOrder): string[] {
  const texts = invoiceTexts.de
  const notes: string[] = []
  if (
    order.total.vat.every((share) => share.rate === 0) &&
    order.items.some((item) => item.type !== 'voucher')
  )
    notes.push(texts.noVat)
  if (order.items.some((item) => item.type === 'voucher')) notes.push(texts.voucherVat)
  for (const voucher of order.total.vouchers)
    notes.push(`${texts.voucher} ${voucher.code}: ${decimal(cents(voucher.amount))} EUR`)
  if (
    order.total.vouchers.some((voucher) => voucher.amount > 0) &&
    order.total.vat.some((share) => share.rate > 0)
  )
    notes.push(texts.voucherRedeemedVat)
  return notes
}

type CountryCode =
  Invoice['ubl:Invoice']['cac:AccountingCustomerParty']['cac:Party']['cac:PostalAddress']['cac:Country']['cbc:IdentificationCode']

function addressOf(address: OrderAddress) {
  return {
    'cbc:StreetName': address.street,
    'cbc:CityName': address.city,
    'cbc:PostalZone': address.postalCode,
    // The addresses' countries are config/countries.ts's ISO 3166 codes.
    'cac:Country': { 'cbc:IdentificationCode': address.countryCode as CountryCode },
  }
}

const personOf = (address: OrderAddress) =>
  [address.firstName, address.lastName].filter(Boolean).join(' ').trim()

/**
 * The order as the library's invoice data (its UBL-shaped internal format, which it writes as
 * CII): an invoice (380) or, for a refunded order, its credit note (381) over the same lines and
 * amounts, referring to the invoice. `email` is the buyer's address (the order's customer).
 */
export function eInvoiceData(order: InvoicedOrder, email: string, kind: EInvoiceKind = 'invoice'): Invoice {
  const invoiceNumber = order.invoiceNumber ?? order.number
  const invoiceDay = berlinDay(order.invoiceDate ?? order.createdAt)
  const creditNote = kind === 'creditNote'
  const issueDay = creditNote
    ? berlinDay(order.refundedAt ?? order.invoiceDate ?? order.createdAt)
    : invoiceDay
  const figures = eInvoiceFigures(order)
  const company = brand.company
  const billing = order.billingAddress
  const shipping = order.shippingAddress
  const settlement: Settlement = creditNote
    ? { terms: `Erstattet am ${germanDate(issueDay)}.`, dueDate: null }
    : settlementOf(order, figures, invoiceDay)
  const payable = creditNote ? 0 : figures.payableCents
  const prepaid = figures.grossCents - payable
  const money = (value: number) => decimal(value)
  const tax = taxCategory
  const buyerName = billing.company?.trim() || personOf(billing)
  const [first, ...rest] = figures.parts.filter((part) => part.kind === 'line')
  if (!first) throw new Error(`order ${order.number} has no lines to invoice`)
  const charges = figures.parts.filter((part) => part.kind === 'shipping')
  const data: Invoice = {
    'ubl:Invoice': {
      'cbc:ID': creditNote ? creditNoteNumber(invoiceNumber) : invoiceNumber,
      'cbc:IssueDate': issueDay,
      ...(settlement.dueDate ? { 'cbc:DueDate': settlement.dueDate } : {}),
      'cbc:InvoiceTypeCode': creditNote ? '381' : '380',
      // The credit note names its invoice in words too: the library writes BG-3 into UBL only.
      'cbc:Note': [
        ...(creditNote ? [`Gutschrift zur Rechnung ${invoiceNumber} vom ${germanDate(invoiceDay)}.`] : []),
        ...notesOf(order),
      ],
      'cbc:DocumentCurrencyCode': 'EUR',
      // BT-10: the buyer has no purchase order number of ours to quote; the order number is theirs too.
      'cbc:BuyerReference': order.number,
      ...(creditNote
        ? {
            'cac:BillingReference': [
              {
                'cac:InvoiceDocumentReference': { 'cbc:ID': invoiceNumber, 'cbc:IssueDate': invoiceDay },
              },
            ],
          }
        : {}),
      'cac:AccountingSupplierParty': {
        'cac:Party': {
          'cbc:EndpointID': company.email,
          'cbc:EndpointID@schemeID': 'EM',
          'cac:PartyName': { 'cbc:Name': brand.name },
          'cac:PostalAddress': {
            'cbc:StreetName': company.street,
            'cbc:CityName': company.city,
            'cbc:PostalZone': company.postalCode,
            'cac:Country': { 'cbc:IdentificationCode': 'DE' },
          },
          'cac:PartyTaxScheme': [
            { 'cbc:CompanyID': company.vatId, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } },
            { 'cbc:CompanyID': sellerTaxNumber, 'cac:TaxScheme': { 'cbc:ID': 'FC' } },
          ],
          'cac:PartyLegalEntity': {
            'cbc:RegistrationName': company.legalName,
            'cbc:CompanyLegalForm': `Geschäftsführung: ${company.managingDirector} · ${company.register}`,
          },
          'cac:Contact': {
            'cbc:Name': 'Kundenservice',
            'cbc:Telephone': company.phone,
            'cbc:ElectronicMail': company.email,
          },
        },
      },
      'cac:AccountingCustomerParty': {
        'cac:Party': {
          'cbc:EndpointID': email,
          'cbc:EndpointID@schemeID': 'EM',
          'cac:PostalAddress': addressOf(billing),
          ...(billing.vatId?.trim()
            ? {
                'cac:PartyTaxScheme': {
                  'cbc:CompanyID': billing.vatId.trim(),
                  'cac:TaxScheme': { 'cbc:ID': 'VAT' },
                },
              }
            : {}),
          'cac:PartyLegalEntity': { 'cbc:RegistrationName': buyerName },
          'cac:Contact': {
            ...(personOf(billing) ? { 'cbc:Name': personOf(billing) } : {}),
            'cbc:ElectronicMail': email,
          },
        },
      },
      'cac:Delivery': {
        // BT-72: the PDF's 'Leistungsdatum (voraussichtlich)'.
        'cbc:ActualDeliveryDate': order.expectedDelivery,
        'cac:DeliveryLocation': { 'cac:Address': addressOf(shipping) },
        'cac:DeliveryParty': {
          'cac:PartyName': { 'cbc:Name': shipping.company?.trim() || personOf(shipping) || buyerName },
        },
      },
      'cac:PaymentMeans': [paymentMeansOf(order, kind)],
      'cac:PaymentTerms': { 'cbc:Note': settlement.terms },
      ...(charges.length > 0
        ? {
            'cac:AllowanceCharge': charges.map((charge) => ({
              'cbc:ChargeIndicator': 'true',
              'cbc:AllowanceChargeReasonCode': 'FC',
              'cbc:AllowanceChargeReason': charge.name,
              'cbc:Amount': money(charge.netCents),
              'cbc:Amount@currencyID': 'EUR' as const,
              'cac:TaxCategory': tax(charge.category, charge.rate),
            })),
          }
        : {}),
      'cac:TaxTotal': [
        {
          'cbc:TaxAmount': money(figures.taxCents),
          'cbc:TaxAmount@currencyID': 'EUR',
          'cac:TaxSubtotal': figures.breakdown.map((entry) => ({
            'cbc:TaxableAmount': money(entry.taxableCents),
            'cbc:TaxableAmount@currencyID': 'EUR' as const,
            'cbc:TaxAmount': money(entry.taxCents),
            'cbc:TaxAmount@currencyID': 'EUR' as const,
            'cac:TaxCategory': {
              'cbc:ID': entry.category,
              'cbc:Percent': String(entry.rate),
              ...(entry.reasonCode ? { 'cbc:TaxExemptionReasonCode': entry.reasonCode } : {}),
              ...(entry.reason ? { 'cbc:TaxExemptionReason': entry.reason } : {}),
              'cac:TaxScheme': { 'cbc:ID': 'VAT' },
            },
          })),
        },
      ],
      'cac:LegalMonetaryTotal': {
        'cbc:LineExtensionAmount': money(figures.lineNetCents),
        'cbc:LineExtensionAmount@currencyID': 'EUR',
        'cbc:TaxExclusiveAmount': money(figures.netCents),
        'cbc:TaxExclusiveAmount@currencyID': 'EUR',
        'cbc:TaxInclusiveAmount': money(figures.grossCents),
        'cbc:TaxInclusiveAmount@currencyID': 'EUR',
        ...(figures.chargeCents > 0
          ? {
              'cbc:ChargeTotalAmount': money(figures.chargeCents),
              'cbc:ChargeTotalAmount@currencyID': 'EUR' as const,
            }
          : {}),
        ...(prepaid > 0
          ? { 'cbc:PrepaidAmount': money(prepaid), 'cbc:PrepaidAmount@currencyID': 'EUR' as const }
          : {}),
        'cbc:PayableAmount': money(payable),
        'cbc:PayableAmount@currencyID': 'EUR',
      },
      'cac:InvoiceLine': [invoiceLine(first, 0), ...rest.map((line, index) => invoiceLine(line, index + 1))],
    },
  }
  return data
}

/** One invoice line: its net share, quantity, the German name and description, its VAT category. */
function invoiceLine(line: EInvoicePart, index: number): InvoiceLine {
  return {
    'cbc:ID': String(index + 1),
    'cbc:InvoicedQuantity': String(line.amount),
    'cbc:InvoicedQuantity@unitCode': 'H87',
    'cbc:LineExtensionAmount': decimal(line.netCents),
    'cbc:LineExtensionAmount@currencyID': 'EUR',
    'cac:Item': {
      ...(line.description ? { 'cbc:Description': line.description } : {}),
      'cbc:Name': line.name,
      'cac:ClassifiedTaxCategory': taxCategory(line.category, line.rate),
    },
    // The net price per piece when the line's net divides evenly, else the line's net for its
    // quantity as the price's base quantity (BT-149): quantity × price / base = the net, to the cent.
    'cac:Price':
      line.netCents % line.amount === 0
        ? { 'cbc:PriceAmount': decimal(line.netCents / line.amount), 'cbc:PriceAmount@currencyID': 'EUR' }
        : {
            'cbc:PriceAmount': decimal(line.netCents),
            'cbc:PriceAmount@currencyID': 'EUR',
            'cbc:BaseQuantity': String(line.amount),
            'cbc:BaseQuantity@unitCode': 'H87',
          },
  }
}

type InvoiceLine = Invoice['ubl:Invoice']['cac:InvoiceLine'][number]

function taxCategory(category: VatCategory, rate: number) {
  return { 'cbc:ID': category, 'cbc:Percent': String(rate), 'cac:TaxScheme': { 'cbc:ID': 'VAT' } }
}
