import { brand } from '#config/brand.ts'
import type { Locale } from '#config/locales.ts'
import type { GiftVoucherDocument } from '#core/email/contract.ts'
import { formatDate, formatPrice } from '#core/format.ts'
import type { TFunction } from '../../../app/i18n/i18n.ts'
import { renderPdf } from './pdf.ts'

const ink = '#1d2433'
const thread = '#8a6a3b'
const linen = '#f1ece3'

/**
 * One gift voucher to print or pass on (content/geschenkgutscheine.md: 'als PDF per E-Mail, mit
 * Gutscheincode und Wert'): value, recipient and greeting, the code, the end of validity and how
 * to redeem it, in the buyer's language.
 */
export function voucherPdf(voucher: GiftVoucherDocument, t: TFunction, locale: Locale, site: string) {
  const title = t('orderMail.voucherPdf.title')
  return renderPdf({ title: `${title} ${voucher.code}`, size: 'A5', layout: 'landscape' }, (doc) => {
    const width = doc.page.width - 100
    doc
      .rect(30, 30, doc.page.width - 60, doc.page.height - 80)
      .lineWidth(1.5)
      .strokeColor(thread)
      .stroke()
    doc.font('Helvetica-Bold').fontSize(20).fillColor(ink).text(brand.name, 50, 50, { width })
    doc
      .font('Helvetica')
      .fontSize(12)
      .fillColor(thread)
      .text(title.toUpperCase(), { width, characterSpacing: 2 })
    doc.moveDown(0.6)
    doc
      .font('Helvetica-Bold')
      .fontSize(36)
      .fillColor(ink)
      .text(formatPrice(voucher.valueCents / 100, locale), { width })
    doc.moveDown(0.3).font('Helvetica').fontSize(11)
    if (voucher.recipientName)
      doc.text(t('orderMail.voucherPdf.for', { name: voucher.recipientName }), { width })
    if (voucher.design) doc.text(t('orderMail.voucherPdf.shirt', { design: voucher.design }), { width })
    if (voucher.message) {
      doc
        .moveDown(0.3)
        .font('Helvetica-Oblique')
        .fontSize(11)
        .text(t('orderMail.voucherPdf.message', { message: voucher.message }), { width })
    }
    doc.moveDown(0.8)
    const boxY = doc.y
    doc.rect(50, boxY, width, 44).fill(linen)
    doc
      .fillColor(ink)
      .font('Helvetica')
      .fontSize(8)
      .text(t('orderMail.voucherPdf.code'), 62, boxY + 7, { width: width - 24 })
    doc
      .font('Courier-Bold')
      .fontSize(17)
      .text(voucher.code, 62, boxY + 19, { width: width - 24 })
    doc.y = boxY + 54
    doc.font('Helvetica').fontSize(9).fillColor(ink)
    if (voucher.expiresAt)
      doc.text(t('orderMail.voucherPdf.valid', { date: formatDate(voucher.expiresAt, locale) }), 50, doc.y, {
        width,
      })
    doc
      .moveDown(0.3)
      .text(
        t(voucher.design ? 'orderMail.voucherPdf.shirtRedeem' : 'orderMail.voucherPdf.redeem', { site }),
        {
          width,
        },
      )
    doc
      .moveDown(0.3)
      .fillColor('#555')
      .fontSize(7)
      .text(t('orderMail.voucherPdf.order', { number: voucher.orderNumber }), { width })
  })
}
