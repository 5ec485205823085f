import PDFDocument from 'pdfkit'
import { brand } from '#config/brand.ts'

export type Pdf = InstanceType<typeof PDFDocument>

/**
 * Draws one PDF with the shop's letterhead and the company line in the footer of every page
 * (what an invoice shows too), and answers its bytes.
 */
export async function renderPdf(
  options: { title: string; size?: string; layout?: 'portrait' | 'landscape' },
  draw: (doc: Pdf) => void,
): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: options.size ?? 'A4',
    layout: options.layout ?? 'portrait',
    margins: { top: 50, left: 50, right: 50, bottom: 60 },
    bufferPages: true,
    info: { Title: options.title, Author: brand.company.legalName },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()))
  draw(doc)
  const company = brand.company
  const range = doc.bufferedPageRange()
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index)
    // The footer sits in the bottom margin: without this pdfkit would start a new page for it.
    const bottom = doc.page.margins.bottom
    doc.page.margins.bottom = 0
    doc
      .font('Helvetica')
      .fontSize(7)
      .fillColor('#666')
      .text(
        `${company.legalName} · ${company.street} · ${company.postalCode} ${company.city} · ${company.email} · ${company.phone} · ${index + 1}/${range.count}`,
        50,
        doc.page.height - 40,
        { width: doc.page.width - 100, align: 'center', lineBreak: false },
      )
    doc.page.margins.bottom = bottom
  }
  doc.end()
  await done
  return new Uint8Array(Buffer.concat(chunks))
}
