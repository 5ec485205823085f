import { describe, expect, it } from 'vitest'
import { invoicedOrder, invoiceScenarios } from '../../tests/support/invoiced-orders.ts'
import { creditNoteNumber, decimal, eInvoiceData, eInvoiceFigures, isBusinessOrder } from './e-invoice.ts'

const cents = (euro: number) => Math.round(euro * 100)

describe('isBusinessOrder: a company with a VAT id, or a team order', () => {
  it.each([
    [{ company: 'Beispiel GmbH', vatId: 'DE123456789' }, false, true],
    [{ company: 'Beispiel GmbH', vatId: '' }, false, false],
    [{ company: 'Beispiel GmbH' }, false, false],
    [{ vatId: 'DE123456789' }, false, false],
    [{ company: '  ', vatId: 'DE123456789' }, false, false],
    [{}, false, false],
    [{ company: 'Beispiel GmbH', vatId: '' }, true, true],
    [{}, true, true],
  ])('%j, team order %s → %s', (billing, team, business) => {
    expect(isBusinessOrder(billing, team)).toBe(business)
  })
})

describe('creditNoteNumber and decimal', () => {
  it.each([
    ['RE-2026-000042', 'GS-2026-000042'],
    ['RE-2027-123456', 'GS-2027-123456'],
  ])('%s → %s', (invoice, note) => {
    expect(creditNoteNumber(invoice)).toBe(note)
  })
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [7555, '75.55'],
    [123456, '1234.56'],
    [-490, '-4.90'],
  ])('%i cents → %s', (value, text) => {
    expect(decimal(value)).toBe(text)
  })
})

describe('eInvoiceFigures: the PDF’s amounts, with net lines that add up to the cent', () => {
  it.each(invoiceScenarios)('%s', (_name, input) => {
    const order = invoicedOrder(input)
    const figures = eInvoiceFigures(order)
    // Per rate: the lines' and the shipping's nets add up to the order's net, the tax is the order's.
    for (const share of order.total.vat) {
      const atRate = figures.parts.filter((part) => part.rate === share.rate)
      expect(atRate.reduce((sum, part) => sum + part.netCents, 0)).toBe(cents(share.netto))
      const taxed = figures.breakdown.filter((entry) => entry.rate === share.rate)
      expect(taxed.reduce((sum, entry) => sum + entry.taxableCents, 0)).toBe(cents(share.netto))
      expect(taxed.reduce((sum, entry) => sum + entry.taxCents, 0)).toBe(cents(share.amount))
    }
    // Each line's net is its gross without VAT, give or take the cent the split moves.
    for (const part of figures.parts) {
      expect(Math.abs(part.netCents - part.grossCents / (1 + part.rate / 100))).toBeLessThan(1.5)
    }
    expect(figures.netCents).toBe(cents(order.total.totalNetto))
    expect(figures.grossCents).toBe(cents(order.total.itemsBrutto + order.total.shippingBrutto))
    expect(figures.netCents + figures.taxCents).toBe(figures.grossCents)
    expect(figures.prepaidCents + figures.payableCents).toBe(figures.grossCents)
    expect(figures.payableCents).toBe(order.paidAt ? 0 : cents(order.total.totalBrutto))
  })

  it('puts vouchers sold in their own exempt category, exports in G, the rest standard rated', () => {
    const categories = (index: number) => {
      const input = invoiceScenarios[index]?.[1]
      if (!input) throw new Error('no such scenario')
      return eInvoiceFigures(invoicedOrder(input)).breakdown.map((entry) => `${entry.category} ${entry.rate}`)
    }
    expect(categories(0)).toEqual(['S 19'])
    expect(categories(3)).toEqual(['S 19', 'E 0'])
    expect(categories(4)).toEqual(['G 0'])
    expect(categories(5)).toEqual(['S 20'])
  })
})

describe('eInvoiceData', () => {
  const order = invoicedOrder({
    business: true,
    paymentMethod: 'invoice',
    lines: [{ type: 'shirt', name: 'Maßhemd', referenceCents: 9900, wearer: 'Anna Teamfeld' }],
  })

  it('names the seller with VAT id and tax number, the buyer with its VAT id, and the due date', () => {
    const data = eInvoiceData(order, 'einkauf@example.com')['ubl:Invoice']
    expect(data['cbc:InvoiceTypeCode']).toBe('380')
    expect(data['cbc:ID']).toBe('RE-2026-000077')
    expect(data['cbc:IssueDate']).toBe('2026-11-27')
    expect(data['cbc:DueDate']).toBe('2026-12-11')
    const seller = data['cac:AccountingSupplierParty']['cac:Party']
    expect(seller['cac:PartyTaxScheme']?.map((scheme) => scheme['cbc:CompanyID'])).toEqual([
      'DE312345678',
      '37/123/45678',
    ])
    const buyer = data['cac:AccountingCustomerParty']['cac:Party']
    expect(buyer['cac:PartyLegalEntity']['cbc:RegistrationName']).toBe('Beispiel Textil GmbH')
    expect(buyer['cac:PartyTaxScheme']?.['cbc:CompanyID']).toBe('DE123456789')
    expect(data['cac:InvoiceLine'][0]['cac:Item']['cbc:Name']).toBe('Maßhemd – Anna Teamfeld')
    expect(data['cac:PaymentMeans']?.[0]?.['cac:PayeeFinancialAccount']?.['cbc:ID']).toBe(
      'DE89370400440532013000',
    )
  })

  it('turns a refunded order into a credit note (381) that refers to the invoice', () => {
    const refunded = { ...order, paidAt: '2026-11-28T08:00:00.000Z', refundedAt: '2026-12-02T15:00:00.000Z' }
    const data = eInvoiceData(refunded, 'einkauf@example.com', 'creditNote')['ubl:Invoice']
    expect(data['cbc:InvoiceTypeCode']).toBe('381')
    expect(data['cbc:ID']).toBe('GS-2026-000077')
    expect(data['cbc:IssueDate']).toBe('2026-12-02')
    expect(data['cac:BillingReference']?.[0]?.['cac:InvoiceDocumentReference']['cbc:ID']).toBe(
      'RE-2026-000077',
    )
    expect(data['cac:LegalMonetaryTotal']['cbc:PayableAmount']).toBe('0.00')
  })
})
