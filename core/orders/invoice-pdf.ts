import PDFDocument from 'pdfkit'
import { brand } from '#config/brand.ts'
import { findCountryByCode } from '#config/countries.ts'
import { type Locale, localeSettings } from '#config/locales.ts'
import { bankAccount } from '#config/payment.ts'
import type { InvoicedOrder } from './e-invoice.ts'
import { loadBrandFonts } from './invoice-fonts.ts'
import { decideInvoiceSettlement } from './invoice-state.ts'
import { invoiceTexts } from './invoice-texts.ts'
import { orderLineTitle } from './order-line-title.ts'
import { drawLogo, pdfColours } from './pdf-brand.ts'

/**
 * The invoice of an order with the fields of § 14 (4) UStG: seller with address and VAT id,
 * customer, invoice number and date, date of supply (expected delivery), every line with amount
 * and VAT rate, net / VAT / gross per rate. Built from the order's frozen data only, so the same
 * invoice comes out every time (corrections would be new documents).
 *
 * `copy`: 'original' is the invoice as issued in Germany, labels and lines in German; 'customer'
 * is the customer's copy in the order's language (labels, lines, dates and amounts).
 */
const { ink, paper, linen, thread, chalk, muted } = pdfColours

export async function invoicePdf(
  order: InvoicedOrder,
  email: string,
  copy: 'original' | 'customer' = 'original',
): Promise<{ bytes: Uint8Array; filename: string }> {
  const lang: Locale = copy === 'original' ? 'de' : order.lang
  const t = invoiceTexts[lang]
  const iso = localeSettings[lang].format
  const date = (value: string | null) =>
    value ? new Date(value).toLocaleDateString(iso, { timeZone: 'Europe/Berlin' }) : ''
  // Narrow no-break spaces (French grouping) are not in the font's Latin subset: plain no-break ones.
  const money = (euro: number) =>
    new Intl.NumberFormat(iso, { style: 'currency', currency: 'EUR' })
      .format(euro)
      .replace(/\u202f/g, '\u00a0')
  const percent = (rate: number) => `${new Intl.NumberFormat(iso).format(rate)} %`
  const country = (code: string) => findCountryByCode(code)?.name[lang] ?? code

  const fonts = await loadBrandFonts()
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${t.invoice} ${order.invoiceNumber ?? ''}`, Author: brand.company.legalName },
  })
  doc.registerFont('serif', fonts.serif)
  doc.registerFont('sans', fonts.sans)
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()))
  const company = brand.company
  const left = 50
  const width = 495

  drawLogo(doc, left, 46)
  doc
    .font('serif')
    .fontSize(20)
    .fillColor(ink)
    .text(brand.name, left + 40, 50)
  doc
    .font('sans')
    .fontSize(7.5)
    .fillColor(muted)
    .text(`${company.legalName} · ${company.street} · ${company.postalCode} ${company.city}`, left, 92)
  doc
    .moveTo(left, 84)
    .lineTo(left + width, 84)
    .lineWidth(0.6)
    .strokeColor(thread)
    .stroke()

  const billing = order.billingAddress
  doc
    .fillColor(ink)
    .fontSize(10)
    .text(
      [
        billing.company,
        [billing.salutation, billing.firstName, billing.lastName].filter(Boolean).join(' '),
        billing.street,
        `${billing.postalCode} ${billing.city}`,
        country(billing.countryCode),
        billing.vatId ? `${t.vatId} ${billing.vatId}` : null,
      ]
        .filter(Boolean)
        .join('\n'),
      left,
      118,
      { lineGap: 2 },
    )

  const meta: [string, string][] = [
    [t.invoiceNumber, order.invoiceNumber ?? ''],
    [t.invoiceDate, date(order.invoiceDate)],
    [t.orderNumber, order.number],
    [t.orderDate, date(order.createdAt)],
    [t.supply, date(order.expectedDelivery)],
  ]
  let y = 118
  for (const [label, value] of meta) {
    doc.font('sans').fontSize(8.5).fillColor(muted).text(label, 320, y, { width: 140 })
    doc.fillColor(ink).text(value, 450, y, { width: 95, align: 'right' })
    y += 14
  }

  const shipping = order.shippingAddress
  doc
    .fontSize(8)
    .fillColor(muted)
    .text(
      `${t.shipTo}: ${[shipping.firstName, shipping.lastName].join(' ')}, ${shipping.street}, ${shipping.postalCode} ${shipping.city}, ${country(shipping.countryCode)} · ${email}`,
      left,
      205,
      { width },
    )

  doc
    .font('serif')
    .fontSize(22)
    .fillColor(ink)
    .text(`${t.invoice} ${order.invoiceNumber ?? ''}`, left, 232)
  y = 266
  if (t.copyNote) {
    doc.font('sans').fontSize(8).fillColor(thread).text(t.copyNote, left, y, { width })
    y += 16
  }

  const columns = { pos: left + 6, item: left + 30, amount: 330, unit: 370, vat: 440, line: 474 }
  doc.rect(left, y, width, 20).fill(linen)
  y += 6
  doc.font('sans').fontSize(8).fillColor(ink)
  doc.text(t.pos, columns.pos, y)
  doc.text(t.item, columns.item, y)
  doc.text(t.amount, columns.amount, y, { width: 35, align: 'right' })
  doc.text(t.unit, columns.unit, y, { width: 65, align: 'right' })
  doc.text(t.vat, columns.vat, y, { width: 30, align: 'right' })
  doc.text(t.line, columns.line, y, { width: 65, align: 'right' })
  y += 22
  order.items.forEach((line, index) => {
    const texts = copy === 'original' && line.invoiceText ? { ...line, ...line.invoiceText } : line
    const item = { ...texts, name: orderLineTitle(texts) }
    const description = [item.description, item.measure ? `${t.measure}: ${item.measure.name}` : '']
      .filter(Boolean)
      .join(' · ')
    doc.fontSize(9)
    const textHeight = doc.heightOfString(`${item.name}\n${description}`, { width: 285 })
    if (y + textHeight > 720) {
      doc.addPage()
      y = 50
    }
    doc
      .font('sans')
      .fontSize(9)
      .fillColor(ink)
      .text(String(index + 1), columns.pos, y)
    doc.font('serif').fontSize(10).text(item.name, columns.item, y, { width: 285 })
    const nameHeight = doc.heightOfString(item.name, { width: 285 })
    doc
      .font('sans')
      .fontSize(7.5)
      .fillColor(muted)
      .text(description, columns.item, y + nameHeight, { width: 285 })
    doc.fillColor(ink).fontSize(9)
    doc.text(String(item.amount), columns.amount, y, { width: 35, align: 'right' })
    doc.text(money(item.priceBrutto), columns.unit, y, { width: 65, align: 'right' })
    doc.text(percent(item.VAT), columns.vat, y, { width: 30, align: 'right' })
    doc.text(money(item.lineBrutto), columns.line, y, { width: 65, align: 'right' })
    y += Math.max(doc.heightOfString(description, { width: 285 }) + nameHeight, 14) + 8
    doc
      .moveTo(left, y - 4)
      .lineTo(left + width, y - 4)
      .lineWidth(0.4)
      .strokeColor(chalk)
      .stroke()
  })
  if (order.total.shippingBrutto > 0) {
    doc.font('sans').fontSize(9).fillColor(ink).text(t.shipping, columns.item, y)
    doc.text(money(order.total.shippingBrutto), columns.line, y, { width: 65, align: 'right' })
    y += 18
  }
  if (y > 620) {
    doc.addPage()
    y = 50
  }
  y += 8

  const row = (label: string, value: string, size = 9) => {
    doc.font('sans').fontSize(size).fillColor(ink).text(label, 290, y, { width: 175 })
    doc.text(value, 465, y, { width: 80, align: 'right' })
    y += size + 6
  }
  for (const share of order.total.vat) {
    row(`${t.net} (${percent(share.rate)})`, money(share.netto))
    row(`${t.tax} ${percent(share.rate)}`, money(share.amount))
  }
  row(t.total, money(order.total.itemsBrutto + order.total.shippingBrutto), 10)
  for (const voucher of order.total.vouchers) row(`${t.voucher} ${voucher.code}`, `−${money(voucher.amount)}`)
  y += 4

  // The payment state: a paid invoice shows the date and no amount due, an unpaid one the amount
  // and how to pay it, never both.
  const settlement = decideInvoiceSettlement({
    paidAt: order.paidAt,
    paymentMethod: order.paymentMethod,
    totalCents: Math.round(order.total.totalBrutto * 100),
  })
  const notes: string[] = []
  doc.rect(290, y, 255, 30).fill(settlement.kind === 'due' ? ink : linen)
  const boxText = settlement.kind === 'due' ? paper : ink
  if (settlement.kind === 'due') {
    doc
      .font('serif')
      .fontSize(13)
      .fillColor(boxText)
      .text(t.toPay, 300, y + 9, { width: 150 })
    doc.text(money(settlement.amountCents / 100), 430, y + 9, { width: 105, align: 'right' })
    notes.push(
      settlement.pay === 'card'
        ? t.card
        : `${t.transfer} ${order.number}${settlement.dueDays ? `, ${t.due(settlement.dueDays)}` : ''}: ${bankAccount.holder}, ${bankAccount.bank}, IBAN ${bankAccount.iban}, BIC ${bankAccount.bic}.`,
    )
  } else if (settlement.kind === 'paid') {
    doc
      .font('serif')
      .fontSize(13)
      .fillColor(boxText)
      .text(`${t.paidOn} ${date(settlement.paidAt)}`, 300, y + 9, { width: 235 })
  } else {
    doc
      .font('sans')
      .fontSize(9)
      .fillColor(boxText)
      .text(t.nothingDue, 300, y + 11, { width: 235 })
  }
  y += 44

  if (
    order.total.vat.every((share) => share.rate === 0) &&
    order.items.some((item) => item.type !== 'voucher')
  )
    notes.push(t.noVat)
  if (order.items.some((item) => item.type === 'voucher')) notes.push(t.voucherVat)
  if (
    order.total.vouchers.some((voucher) => voucher.amount > 0) &&
    order.total.vat.some((share) => share.rate > 0)
  )
    notes.push(t.voucherRedeemedVat)
  doc.font('sans').fontSize(8).fillColor(ink).text(notes.join('\n'), left, y, { width, lineGap: 2 })

  // The footer sits in the bottom margin: without this pdfkit would start a new page for it.
  doc.page.margins.bottom = 0
  doc
    .moveTo(left, 782)
    .lineTo(left + width, 782)
    .lineWidth(0.6)
    .strokeColor(thread)
    .stroke()
  doc
    .font('sans')
    .fontSize(6.5)
    .fillColor(muted)
    .text(
      `${company.legalName} · ${company.street} · ${company.postalCode} ${company.city} · ${company.email} · ${company.phone}\n${t.managingDirector}: ${company.managingDirector} · ${company.register} · ${t.vatId} ${company.vatId} · ${t.taxNumber} ${company.taxNumber}`,
      left,
      790,
      { width, align: 'center', lineGap: 1 },
    )
  doc.end()
  await done
  return {
    bytes: new Uint8Array(Buffer.concat(chunks)),
    filename: `${t.filename}-${order.invoiceNumber ?? order.number}.pdf`,
  }
}
