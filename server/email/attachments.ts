import type { Locale } from '#config/locales.ts'
import type { MailAttachment } from '#core/email/contract.ts'
import { formatDate } from '#core/format.ts'
import type { TFunction } from '../../app/i18n/i18n.ts'
import { pagePdf } from './documents/page-pdf.ts'
import { voucherPdf } from './documents/voucher-pdf.ts'

export type MailFile = { filename: string; contentType: string; content: Buffer }

/** File names without characters that mail programs or file systems stumble over. */
export function safeFilename(name: string): string {
  return (
    name
      .normalize('NFC')
      .replace(/[\\/:*?"<>|\p{Cc}]+/gu, '')
      .replace(/\s+/g, '-')
      .slice(0, 80) || 'document'
  )
}

/** Turns what a use case asked to attach into files, documents rendered in the mail's language. */
export async function renderAttachments(
  attachments: readonly MailAttachment[],
  t: TFunction,
  locale: Locale,
  context: { site: string; now: Date },
): Promise<MailFile[]> {
  const files: MailFile[] = []
  for (const attachment of attachments) {
    switch (attachment.kind) {
      case 'file':
        files.push({
          filename: safeFilename(attachment.filename),
          contentType: attachment.contentType,
          content: Buffer.from(attachment.content),
        })
        break
      case 'page': {
        const asOf = t('orderMail.files.asOf', { date: formatDate(context.now.toISOString(), locale) })
        const { bytes } = await pagePdf(locale, attachment.page, asOf)
        files.push({
          filename: `${safeFilename(t(`orderMail.files.${attachment.page}`))}.pdf`,
          contentType: 'application/pdf',
          content: Buffer.from(bytes),
        })
        break
      }
      case 'giftVoucher': {
        const bytes = await voucherPdf(attachment.voucher, t, locale, context.site)
        files.push({
          filename: `${safeFilename(t('orderMail.files.voucher'))}-${attachment.voucher.code}.pdf`,
          contentType: 'application/pdf',
          content: Buffer.from(bytes),
        })
        break
      }
    }
  }
  return files
}
