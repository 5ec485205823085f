import PDFDocument from 'pdfkit'
import { brand } from '#config/brand.ts'
import { findCountryByCode } from '#config/countries.ts'
import { bankAccount, invoiceDueDays } from '#config/payment.ts'
import { euroText } from '../pricing/money.ts'
import type { OrderDetail } from './read-orders.ts'

/**
 * The invoice of an order with the fields of § 14 (4) UStG: seller with address and VAT id,
 * customer, invoice number and date, date of supply (expected delivery), every line with amount
 * and VAT rate, net / VAT / gross per rate. Built from the order's frozen data only, so the same
 * invoice comes out every time (corrections would be new documents). German, as issued in Germany.
 */
const labels = {
  invoice: 'Rechnung',
  invoiceNumber: 'Rechnungsnummer',
  invoiceDate: 'Rechnungsdatum',
  orderNumber: 'Bestellnummer',
  orderDate: 'Bestelldatum',
  supply: 'Leistungsdatum (voraussichtlich)',
  customer: 'Rechnungsempfänger',
  shipTo: 'Lieferadresse',
  pos: 'Pos.',
  item: 'Artikel',
  amount: 'Menge',
  unit: 'Einzelpreis',
  vat: 'USt.',
  line: 'Gesamt',
  shipping: 'Versand',
  voucher: 'Gutschein',
  net: 'Nettobetrag',
  tax: 'Umsatzsteuer',
  gross: 'Bruttobetrag',
  total: 'Rechnungsbetrag',
  toPay: 'Zu zahlen',
  paid: 'Bezahlt am',
  bank: 'Bitte überweisen Sie den Betrag unter Angabe der Bestellnummer',
  due: `zahlbar innerhalb von ${invoiceDueDays} Tagen`,
  noVat: 'Lieferung in ein Drittland: steuerfreie Ausfuhrlieferung (§ 4 Nr. 1a, § 6 UStG).',
  voucherVat: 'Gutscheinverkauf: Mehrzweckgutschein, Umsatzsteuer erst bei Einlösung (§ 3 Abs. 15 UStG).',
} as const

const date = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('de-DE', { timeZone: 'Europe/Berlin' }) : ''
const money = (euro: number) => euroText(Math.round(euro * 100)).replace('€', ' €')

/**
 * `lines`: 'original' is the invoice as issued, every line in German; 'order' is the customer's
 * copy with the lines as frozen in the order's language (the labels stay German either way).
 */
export async function invoicePdf(
  order: OrderDetail,
  email: string,
  lines: 'original' | 'order' = 'original',
): Promise<{ bytes: Uint8Array; filename: string }> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${labels.invoice} ${order.invoiceNumber}`, Author: brand.company.legalName },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()))
  const company = brand.company
  const left = 50
  const width = 495

  doc.font('Helvetica-Bold').fontSize(18).text(brand.name, left, 50)
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#555')
    .text(`${company.legalName} · ${company.street} · ${company.postalCode} ${company.city}`, left, 74)
  doc.fillColor('#000')

  const billing = order.billingAddress
  const country = (code: string) => findCountryByCode(code)?.name.de ?? code
  doc
    .fontSize(10)
    .text(
      [
        billing.company,
        [billing.salutation, billing.firstName, billing.lastName].filter(Boolean).join(' '),
        billing.street,
        `${billing.postalCode} ${billing.city}`,
        country(billing.countryCode),
      ]
        .filter(Boolean)
        .join('\n'),
      left,
      110,
    )

  const meta: [string, string][] = [
    [labels.invoiceNumber, order.invoiceNumber ?? ''],
    [labels.invoiceDate, date(order.invoiceDate)],
    [labels.orderNumber, order.number],
    [labels.orderDate, date(order.createdAt)],
    [labels.supply, date(order.expectedDelivery)],
  ]
  let y = 110
  for (const [label, value] of meta) {
    doc.fontSize(9).font('Helvetica').text(label, 330, y, { width: 120 })
    doc.font('Helvetica-Bold').text(value, 450, y, { width: 95, align: 'right' })
    y += 14
  }

  const shipping = order.shippingAddress
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#555')
    .text(
      `${labels.shipTo}: ${[shipping.firstName, shipping.lastName].join(' ')}, ${shipping.street}, ${shipping.postalCode} ${shipping.city}, ${country(shipping.countryCode)} · ${email}`,
      left,
      200,
      { width },
    )
  doc.fillColor('#000')

  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(`${labels.invoice} ${order.invoiceNumber ?? ''}`, left, 230)

  const columns = { pos: left, item: left + 28, amount: 330, unit: 370, vat: 440, line: 480 }
  y = 262
  doc.font('Helvetica-Bold').fontSize(9)
  doc.text(labels.pos, columns.pos, y)
  doc.text(labels.item, columns.item, y)
  doc.text(labels.amount, columns.amount, y, { width: 35, align: 'right' })
  doc.text(labels.unit, columns.unit, y, { width: 65, align: 'right' })
  doc.text(labels.vat, columns.vat, y, { width: 35, align: 'right' })
  doc.text(labels.line, columns.line, y, { width: 65, align: 'right' })
  y += 14
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .strokeColor('#999')
    .stroke()
  y += 6
  doc.font('Helvetica').fontSize(9)
  order.items.forEach((line, index) => {
    const item = lines === 'original' && line.invoiceText ? { ...line, ...line.invoiceText } : line
    const description = [item.description, item.measure ? `Maßprofil: ${item.measure.name}` : '']
      .filter(Boolean)
      .join(' · ')
    const textHeight = doc.heightOfString(`${item.name}\n${description}`, { width: 290 })
    if (y + textHeight > 740) {
      doc.addPage()
      y = 50
    }
    doc.font('Helvetica').text(String(index + 1), columns.pos, y)
    doc.font('Helvetica-Bold').text(item.name, columns.item, y, { width: 290 })
    const nameHeight = doc.heightOfString(item.name, { width: 290 })
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#444')
      .text(description, columns.item, y + nameHeight, { width: 290 })
    doc.fillColor('#000').fontSize(9)
    doc.text(String(item.amount), columns.amount, y, { width: 35, align: 'right' })
    doc.text(money(item.priceBrutto), columns.unit, y, { width: 65, align: 'right' })
    doc.text(`${String(item.VAT).replace('.', ',')} %`, columns.vat, y, { width: 35, align: 'right' })
    doc.text(money(item.lineBrutto), columns.line, y, { width: 65, align: 'right' })
    y += Math.max(textHeight, 14) + 8
  })
  if (order.total.shippingBrutto > 0) {
    doc.text(labels.shipping, columns.item, y)
    doc.text(money(order.total.shippingBrutto), columns.line, y, { width: 65, align: 'right' })
    y += 16
  }
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .strokeColor('#999')
    .stroke()
  y += 10

  const row = (label: string, value: string, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(label, 300, y, { width: 170 })
    doc.text(value, 470, y, { width: 75, align: 'right' })
    y += 14
  }
  for (const share of order.total.vat) {
    const rate = `${String(share.rate).replace('.', ',')} %`
    row(`${labels.net} (${rate})`, money(share.netto))
    row(`${labels.tax} ${rate}`, money(share.amount))
  }
  row(labels.total, money(order.total.itemsBrutto + order.total.shippingBrutto), true)
  for (const voucher of order.total.vouchers)
    row(`${labels.voucher} ${voucher.code}`, `-${money(voucher.amount)}`)
  row(labels.toPay, money(order.total.totalBrutto), true)
  y += 10

  doc.font('Helvetica').fontSize(8).fillColor('#333')
  const notes: string[] = []
  if (
    order.total.vat.every((share) => share.rate === 0) &&
    order.items.some((item) => item.type !== 'voucher')
  )
    notes.push(labels.noVat)
  if (order.items.some((item) => item.type === 'voucher')) notes.push(labels.voucherVat)
  if (order.paidAt) notes.push(`${labels.paid} ${date(order.paidAt)}.`)
  else if (order.total.totalBrutto > 0)
    notes.push(
      `${labels.bank} ${order.number}${order.paymentMethod === 'invoice' ? `, ${labels.due}` : ''}: ${bankAccount.holder}, ${bankAccount.bank}, IBAN ${bankAccount.iban}, BIC ${bankAccount.bic}.`,
    )
  doc.text(notes.join('\n'), left, y, { width })

  // The footer sits in the bottom margin: without this pdfkit would start a new page for it.
  doc.page.margins.bottom = 0
  doc
    .fontSize(7)
    .fillColor('#666')
    .text(
      `${company.legalName} · ${company.street} · ${company.postalCode} ${company.city} · ${company.email} · ${company.phone}\nGeschäftsführung: ${company.managingDirector} · ${company.register} · USt-IdNr. ${company.vatId}`,
      left,
      790,
      { width, align: 'center' },
    )
  doc.end()
  await done
  return {
    bytes: new Uint8Array(Buffer.concat(chunks)),
    filename: `Rechnung-${order.invoiceNumber ?? order.number}.pdf`,
  }
}
