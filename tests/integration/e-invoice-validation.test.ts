import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { brand } from '../../config/brand.ts'
import { bankAccount } from '../../config/payment.ts'
import { eInvoiceXml, invoiceDocument } from '../../core/orders/e-invoice-files.ts'
import { orderLineTitle } from '../../core/orders/order-line-title.ts'
import {
  compiledSchematron,
  documentNumber,
  ramValues,
  schematronFindings,
  xmlCents,
  xsdProblems,
} from '../support/e-invoice-checks.ts'
import { invoicedOrder, invoiceScenarios } from '../support/invoiced-orders.ts'

/**
 * The e-invoices against the official rules (CII XSD, EN 16931 Schematron), and against their
 * PDF: every amount, date, party and payment term of the embedded XML is what the page prints.
 */
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'nf-einvoice-'))
const email = 'einkauf@example.com'
let sef: string

beforeAll(() => {
  sef = compiledSchematron()
}, 300_000)

function save(name: string, bytes: Uint8Array) {
  const file = path.join(folder, name)
  fs.writeFileSync(file, bytes)
  return file
}

/** What poppler sees in a PDF: its text (layout kept), its attachments and its XMP metadata. */
function readPdf(file: string) {
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\u00a0/g, ' ')
  const attachments = execFileSync('pdfdetach', ['-list', file], { encoding: 'utf8' })
  const xmp = execFileSync('pdfinfo', ['-meta', file], { encoding: 'utf8' })
  return { text, attachments, xmp }
}

/** The attachment named factur-x.xml, saved by its number in pdfdetach's list. */
function embeddedXml(file: string, attachments: string): string {
  const index = /^(\d+): factur-x\.xml$/m.exec(attachments)?.[1]
  if (!index) throw new Error(`no factur-x.xml in ${file}: ${attachments}`)
  const out = path.join(folder, `${path.basename(file)}.xml`)
  execFileSync('pdfdetach', ['-save', index, '-o', out, file])
  return fs.readFileSync(out, 'utf8')
}

/** '1.234,56 €' → 123456. */
const germanCents = (value: string) => Math.round(Number(value.replace(/\./g, '').replace(',', '.')) * 100)
const money = String.raw`(-?[\d.]+,\d{2}) €`

function expectValid(xml: string) {
  expect(xsdProblems(xml)).toBeNull()
  expect(schematronFindings(sef, xml).fatal).toEqual([])
}

/** The XML's VAT breakdown summed per rate: taxable and tax in cents. */
function breakdownByRate(xml: string) {
  const header = xml.slice(xml.indexOf('<ram:ApplicableHeaderTradeSettlement>'))
  const rates = new Map<number, { taxable: number; tax: number }>()
  for (const block of header.matchAll(/<ram:ApplicableTradeTax>([\s\S]*?)<\/ram:ApplicableTradeTax>/g)) {
    const body = block[1] ?? ''
    const rate = Number(ramValues(body, 'RateApplicablePercent')[0])
    const entry = rates.get(rate) ?? { taxable: 0, tax: 0 }
    entry.taxable += xmlCents(ramValues(body, 'BasisAmount')[0])
    entry.tax += xmlCents(ramValues(body, 'CalculatedAmount')[0])
    rates.set(rate, entry)
  }
  return rates
}

describe('the hybrid invoice of a business: PDF/A-3 with factur-x.xml, equal to the page', () => {
  it.each(invoiceScenarios)('%s', async (name, input) => {
    const order = invoicedOrder(input)
    const document = await invoiceDocument(order, email, 'original')
    const file = save(`${name.replace(/\W+/g, '-')}.pdf`, document.bytes)
    const pdf = readPdf(file)
    expect(pdf.attachments).toMatch(/factur-x\.xml/)
    expect(pdf.xmp).toContain('<pdfaid:part>3</pdfaid:part>')
    expect(pdf.xmp).toMatch(/ConformanceLevel>EN 16931</)
    const xml = embeddedXml(file, pdf.attachments)
    expectValid(xml)
    expect(xml).toContain('urn:cen.eu:en16931:2017')

    // Number, date, seller and buyer.
    expect(pdf.text).toContain(`Rechnung ${documentNumber(xml)}`)
    const issued = /<udt:DateTimeString format="102">(\d{4})(\d{2})(\d{2})<\/udt:DateTimeString>/.exec(xml)
    expect(pdf.text).toContain(`${issued?.[3]}.${issued?.[2]}.${issued?.[1]}`)
    for (const fact of [
      brand.company.vatId,
      brand.company.taxNumber,
      brand.company.street,
      order.billingAddress.company ?? '',
      order.billingAddress.vatId ?? '',
      order.billingAddress.street,
    ]) {
      expect(pdf.text).toContain(fact)
      expect(xml).toContain(fact.replace(/&/g, '&amp;'))
    }
    for (const address of [brand.company, order.billingAddress]) {
      expect(pdf.text).toContain(`${address.postalCode} ${address.city}`)
      expect(ramValues(xml, 'PostcodeCode')).toContain(address.postalCode)
      expect(ramValues(xml, 'CityName')).toContain(address.city)
    }

    // Each line: its name, quantity, and a net that is the printed gross without VAT.
    const rows = [
      ...pdf.text.matchAll(
        new RegExp(String.raw`^\s*(\d+)\s+(.+?)\s{2,}(\d+)\s+${money}\s+([\d,]+) ?%\s+${money}\s*$`, 'gm'),
      ),
    ]
    const lines = [
      ...xml.matchAll(
        /<ram:IncludedSupplyChainTradeLineItem>([\s\S]*?)<\/ram:IncludedSupplyChainTradeLineItem>/g,
      ),
    ].map((match) => match[1] ?? '')
    expect(rows).toHaveLength(lines.length)
    lines.forEach((line, index) => {
      const row = rows[index] ?? []
      const item = order.items[index]
      expect(ramValues(line, 'Name')[0]).toBe(item ? orderLineTitle(item) : '')
      expect(pdf.text).toContain(ramValues(line, 'Name')[0])
      expect(Number(/<ram:BilledQuantity[^>]*>([^<]*)</.exec(line)?.[1])).toBe(Number(row[3]))
      const rate = Number(ramValues(line, 'RateApplicablePercent')[0])
      expect(rate).toBe(Number((row[5] ?? '').replace(',', '.')))
      const net = xmlCents(ramValues(line, 'LineTotalAmount')[0])
      expect(Math.abs(net - germanCents(row[6] ?? '') / (1 + rate / 100))).toBeLessThan(1.5)
    })

    // The VAT breakdown per rate and the totals, to the cent.
    for (const [rate, amounts] of breakdownByRate(xml)) {
      const printed = new Intl.NumberFormat('de-DE').format(rate)
      const net = new RegExp(String.raw`Nettobetrag \(${printed} %\)\s+${money}`).exec(pdf.text)
      expect(germanCents(net?.[1] ?? '')).toBe(amounts.taxable)
      if (rate > 0) {
        const tax = new RegExp(String.raw`Umsatzsteuer ${printed} %\s+${money}`).exec(pdf.text)
        expect(germanCents(tax?.[1] ?? '')).toBe(amounts.tax)
      }
    }
    const grand = new RegExp(String.raw`Rechnungsbetrag\s+${money}`).exec(pdf.text)
    expect(xmlCents(ramValues(xml, 'GrandTotalAmount')[0])).toBe(germanCents(grand?.[1] ?? ''))
    const shipping = new RegExp(String.raw`Versand\s+${money}`).exec(pdf.text)
    const charge = xmlCents(ramValues(xml, 'ChargeTotalAmount')[0] ?? '0')
    const goodsRate = order.items.find((item) => item.type !== 'voucher')?.VAT ?? 0
    expect(
      Math.abs(charge - (shipping ? germanCents(shipping[1] ?? '') : 0) / (1 + goodsRate / 100)),
    ).toBeLessThan(1.5)

    // What is due, and how: paid, a transfer to the IBAN (with a due date on account), or settled.
    const due = xmlCents(ramValues(xml, 'DuePayableAmount')[0])
    const toPay = new RegExp(String.raw`Zu zahlen\s+${money}`).exec(pdf.text)
    if (order.paidAt) {
      expect(pdf.text).toContain('Bezahlt am')
      expect(due).toBe(0)
      expect(ramValues(xml, 'TypeCode')).toContain(order.paymentMethod === 'card' ? '68' : 'ZZZ')
    } else {
      expect(due).toBe(germanCents(toPay?.[1] ?? ''))
      expect(ramValues(xml, 'TypeCode')).toContain('58')
      expect(ramValues(xml, 'IBANID')[0]).toBe(bankAccount.iban.replace(/\s/g, ''))
      expect(pdf.text.replace(/\s+/g, ' ')).toContain(`IBAN ${bankAccount.iban}`)
    }
    const vouchers = [...pdf.text.matchAll(new RegExp(String.raw`Gutschein \S+\s+−${money}`, 'g'))]
    const prepaid = vouchers.reduce((sum, match) => sum + germanCents(match[1] ?? ''), 0)
    expect(xmlCents(ramValues(xml, 'TotalPrepaidAmount')[0] ?? '0')).toBe(
      order.paidAt ? xmlCents(ramValues(xml, 'GrandTotalAmount')[0]) : prepaid,
    )
    if (order.paymentMethod === 'invoice' && !order.paidAt) {
      expect(pdf.text).toContain('zahlbar innerhalb von 14 Tagen')
      expect(/<ram:DueDateDateTime>\s*<udt:DateTimeString format="102">(\d+)</.exec(xml)?.[1]).toBe(
        '20261211',
      )
    }

    // The pure XML for download is the same invoice, as XRechnung.
    const xrechnung = new TextDecoder().decode((await eInvoiceXml(order, email, 'invoice')).bytes)
    expectValid(xrechnung)
    expect(xrechnung).toContain('urn:xeinkauf.de:kosit:xrechnung_3.0')
    expect(ramValues(xrechnung, 'GrandTotalAmount')).toEqual(ramValues(xml, 'GrandTotalAmount'))
    expect(ramValues(xrechnung, 'DuePayableAmount')).toEqual(ramValues(xml, 'DuePayableAmount'))
  })

  it('leaves a consumer’s invoice a plain PDF without attachments', async () => {
    const input = invoiceScenarios[0]?.[1]
    if (!input) throw new Error('no scenario')
    const document = await invoiceDocument(invoicedOrder({ ...input, business: false }), email, 'original')
    const pdf = readPdf(save('consumer.pdf', document.bytes))
    expect(pdf.attachments).toMatch(/^0 embedded files/)
    expect(pdf.xmp).not.toContain('pdfaid')
  })

  it('writes the refund as a credit note (381) that passes the same rules', async () => {
    const input = invoiceScenarios[2]?.[1]
    if (!input) throw new Error('no scenario')
    const order = invoicedOrder({ ...input, refundedAt: '2026-12-03T11:00:00.000Z' })
    const xml = new TextDecoder().decode((await eInvoiceXml(order, email, 'creditNote')).bytes)
    expectValid(xml)
    expect(ramValues(xml, 'TypeCode')[0]).toBe('381')
    expect(ramValues(xml, 'Content')).toContain('Gutschrift zur Rechnung RE-2026-000077 vom 27.11.2026.')
    expect(documentNumber(xml)).toBe('GS-2026-000077')
  })

  it('fails the Schematron test when a total is broken', async () => {
    const input = invoiceScenarios[0]?.[1]
    if (!input) throw new Error('no scenario')
    const xml = new TextDecoder().decode((await eInvoiceXml(invoicedOrder(input), email, 'invoice')).bytes)
    const grand = ramValues(xml, 'GrandTotalAmount')[0] ?? ''
    const broken = xml.replace(
      `<ram:GrandTotalAmount>${grand}</ram:GrandTotalAmount>`,
      `<ram:GrandTotalAmount>${(Number(grand) + 1).toFixed(2)}</ram:GrandTotalAmount>`,
    )
    expect(broken).not.toBe(xml)
    // Still well-formed CII: only the rules see the sum is wrong.
    expect(xsdProblems(broken)).toBeNull()
    const findings = schematronFindings(sef, broken).fatal
    expect(findings.some((finding) => finding.startsWith('BR-CO-15'))).toBe(true)
  })
})
