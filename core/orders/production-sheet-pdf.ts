import PDFDocument from 'pdfkit'
import { brand } from '#config/brand.ts'
import { loadBrandFonts } from './invoice-fonts.ts'
import { drawLogo, pdfColours } from './pdf-brand.ts'
import { drawQrCode } from './pdf-qr.ts'
import type { SheetPage } from './production-sheet.ts'
import {
  drawFabric,
  drawLogoEmbroidery,
  drawMeasures,
  drawMonograms,
  drawParts,
  measuresHeight,
  monogramsHeight,
} from './production-sheet-blocks.ts'
import { sheetTexts as t } from './production-sheet-texts.ts'

/** A page's content plus what is drawn from outside data: the pictures and the QR code's text. */
export type PrintedSheet = Omit<SheetPage, 'logo'> & {
  preview: Buffer | null
  swatch: Buffer | null
  qrText: string
  /** The team logo to stitch: its picture (null when the file is gone) with position and width. */
  logo: (NonNullable<SheetPage['logo']> & { picture: Buffer | null }) | null
}

const { ink, paper, linen, thread, muted } = pdfColours
export const sheetFrame = { left: 36, top: 32, width: 523, bottom: 810 } as const
const onePageScales = [1, 0.92, 0.85]
const longScales = [1, 0.92, 0.85, 0.78, 0.72]
const minimumScale = 0.66

/**
 * The production sheet as a PDF for the workshop's printer: A4, one page per design, in German.
 * Top: order, customer, the due date and the line's QR code. Left: the design's picture and the
 * fabric with its swatch and shelf. Right: every part in plain words (smaller type for a design
 * with many parts, so that each design keeps one page) and the monogram. Below: the
 * measurements, body and finished shirt side by side. A batch is the same pages one after another.
 */
export async function productionSheetPdf(
  sheets: readonly PrintedSheet[],
  input: { title: string; printedAt: string; empty: string },
): Promise<Uint8Array> {
  const fonts = await loadBrandFonts()
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    info: { Title: input.title, Author: brand.company.legalName },
  })
  doc.registerFont('serif', fonts.serif)
  doc.registerFont('sans', fonts.sans)
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()))

  if (sheets.length === 0) {
    doc.addPage()
    drawHeaderBand(doc, input.title)
    doc.font('sans').fontSize(12).fillColor(ink).text(input.empty, sheetFrame.left, 120)
  }
  for (const sheet of sheets) {
    doc.addPage()
    drawSheet(doc, sheet, input.printedAt)
  }
  doc.end()
  await done
  return new Uint8Array(Buffer.concat(chunks))
}

function drawHeaderBand(doc: PDFKit.PDFDocument, title: string) {
  const { left, top, width } = sheetFrame
  drawLogo(doc, left, top)
  doc
    .font('serif')
    .fontSize(16)
    .fillColor(ink)
    .text(brand.name, left + 42, top + 1, { lineBreak: false })
  doc
    .font('sans')
    .fontSize(8)
    .fillColor(thread)
    .text(title.toUpperCase(), left + 42, top + 21, { characterSpacing: 1.2, lineBreak: false })
  doc
    .moveTo(left, top + 44)
    .lineTo(left + width, top + 44)
    .lineWidth(0.6)
    .strokeColor(thread)
    .stroke()
}

/** The top of a sheet page: band, due date, QR code, order line, customer and dates. */
function drawSheetHead(doc: PDFKit.PDFDocument, sheet: PrintedSheet, continued: boolean): number {
  const { left, top, width } = sheetFrame
  drawHeaderBand(doc, t.title)

  // The due date is what the workshop plans by: the one dark box on the page.
  const dueBox = { x: left + width - 84 - 150, y: top - 2, w: 140, h: 40 }
  doc.rect(dueBox.x, dueBox.y, dueBox.w, dueBox.h).fill(ink)
  doc
    .font('sans')
    .fontSize(7.5)
    .fillColor(paper)
    .text(t.due.toUpperCase(), dueBox.x + 10, dueBox.y + 6, { characterSpacing: 1, lineBreak: false })
  doc
    .font('serif')
    .fontSize(17)
    .fillColor(paper)
    .text(sheet.due, dueBox.x + 10, dueBox.y + 17, { lineBreak: false })
  drawQrCode(doc, sheet.qrText, left + width - 76, top - 4, 76)

  // Order line: number, position, quantity; then who and when.
  let y = top + 56
  doc.font('serif').fontSize(20).fillColor(ink).text(sheet.orderNumber, left, y, { lineBreak: false })
  const numberWidth = doc.widthOfString(sheet.orderNumber)
  const line = [
    t.position(sheet.position, sheet.positions),
    t.quantity(sheet.amount),
    sheet.packageMember ? t.packageMember : '',
  ]
    .filter(Boolean)
    .join('  ·  ')
  doc
    .font('sans')
    .fontSize(11)
    .fillColor(ink)
    .text(line, left + numberWidth + 14, y + 6, { lineBreak: false })
  y += 30
  const facts: [string, string][] = [
    [t.customer, sheet.customerName],
    ...(sheet.wearer ? ([[t.wearer, sheet.wearer]] as [string, string][]) : []),
    [t.orderedOn, sheet.orderedOn],
    ...(sheet.needBy ? ([[t.needBy, sheet.needBy]] as [string, string][]) : []),
    ...(continued ? ([[t.continued.label, t.continued.value]] as [string, string][]) : []),
  ]
  let x = left
  for (const [label, value] of facts) {
    doc.font('sans').fontSize(8).fillColor(muted).text(label, x, y, { lineBreak: false })
    doc
      .fontSize(11)
      .fillColor(ink)
      .text(value, x, y + 10, { lineBreak: false })
    x += Math.max(doc.widthOfString(value) + 28, 110)
  }
  y += 34
  if (sheet.remake) y = drawRemakeMark(doc, sheet.remake, y)
  doc.rect(left, y, width, 0.6).fill(linen)
  return y + 12
}

/**
 * The fit promise's mark: NEUANFERTIGUNG (or ÄNDERUNG) in the one other dark box of the page, the
 * order it belongs to, and each measurement that changes on its own line, then the note.
 */
function drawRemakeMark(doc: PDFKit.PDFDocument, remake: NonNullable<PrintedSheet['remake']>, top: number) {
  const { left, width } = sheetFrame
  const remade = remake.kind === 'remake'
  const box = { w: 170, h: 30 }
  doc.rect(left, top, box.w, box.h).fill(ink)
  doc
    .font('sans')
    .fontSize(13)
    .fillColor(paper)
    .text((remade ? t.remake : t.alteration).toUpperCase(), left + 12, top + 9, {
      characterSpacing: 1.6,
      lineBreak: false,
    })
  const textX = left + box.w + 14
  const textWidth = width - box.w - 14
  const about = remade
    ? `${t.remakeOf(remake.originalNumber)} · ${t.remakeChanges}`
    : `${t.alterationOf(remake.originalNumber, remake.returnLabel ?? '—')} · ${t.alterationChanges}`
  doc.font('sans').fontSize(8).fillColor(muted).text(about, textX, top, { width: textWidth })
  let y = doc.y + 2
  const lines = remake.changes.length ? remake.changes : [remade ? t.remakeSame : t.alterationSame]
  for (const line of lines) y = drawChange(doc, line, textX, y, textWidth)
  if (remake.note)
    y = doc.font('sans').fontSize(10.5).fillColor(ink).text(`${t.note}: ${remake.note}`, textX, y, {
      width: textWidth,
    }).y
  return Math.max(top + box.h, y) + 10
}

/**
 * One change ('Ärmellänge rechts 64,0 → 62,5 cm'): the brand's text face has no arrow, so the
 * arrow is drawn between the old and the new value.
 */
function drawChange(doc: PDFKit.PDFDocument, line: string, x: number, y: number, width: number) {
  const [before, after] = line.split(' → ')
  doc.font('sans').fontSize(10.5).fillColor(ink)
  if (after === undefined) return doc.text(line, x, y, { width }).y + 1
  const start = x + doc.widthOfString(before ?? '') + 5
  doc.text(before ?? '', x, y, { lineBreak: false })
  const middle = y + 5.5
  doc
    .moveTo(start, middle)
    .lineTo(start + 12, middle)
    .moveTo(start + 8, middle - 3)
    .lineTo(start + 12, middle)
    .lineTo(start + 8, middle + 3)
    .lineWidth(0.9)
    .strokeColor(ink)
    .stroke()
  doc.text(after, start + 17, y, { lineBreak: false })
  return y + 14
}

function drawFooter(doc: PDFKit.PDFDocument, sheet: PrintedSheet, printedAt: string) {
  const { left, width, bottom } = sheetFrame
  doc
    .font('sans')
    .fontSize(7)
    .fillColor(muted)
    .text(
      `${sheet.orderNumber} · ${t.position(sheet.position, sheet.positions)} · ${t.printed} ${printedAt}`,
      left,
      bottom,
      { width, align: 'right', lineBreak: false },
    )
}

/**
 * One design's page. Left: picture and fabric; right: the parts, at the largest type (down to
 * 85 %) that leaves room for the monogram and, across the page, the measurements. A design with
 * more parts than that (every extra, contrast and thread colour) keeps its parts on the page, the
 * monogram moves to the left column, and its measurements continue on a second page.
 */
function drawSheet(doc: PDFKit.PDFDocument, sheet: PrintedSheet, printedAt: string) {
  const { left, width, bottom } = sheetFrame
  const y = drawSheetHead(doc, sheet, false)
  const leftWidth = 200
  const rightX = left + leftWidth + 22
  const rightWidth = width - leftWidth - 22
  let leftY = y
  if (sheet.preview) {
    doc.rect(left, leftY, leftWidth, 210).fill(linen)
    doc.image(sheet.preview, left, leftY, { fit: [leftWidth, 210], align: 'center', valign: 'center' })
    leftY += 218
  }
  leftY = drawFabric(doc, sheet, left, leftY, leftWidth)
  if (sheet.logo) leftY = drawLogoEmbroidery(doc, sheet.logo, left, leftY + 8, leftWidth)

  const partsEnd = (scale: number) => drawParts(doc, sheet, rightX, y, rightWidth, { scale, draw: false })
  const room = bottom - 14 - measuresHeight(sheet) - 14 - monogramsHeight(sheet) - 8
  const scale = onePageScales.find((candidate) => partsEnd(candidate) <= room)
  if (scale !== undefined) {
    let rightY = drawParts(doc, sheet, rightX, y, rightWidth, { scale, draw: true })
    rightY = drawMonograms(doc, sheet, rightX, rightY + 8, rightWidth)
    drawMeasures(doc, sheet, left, Math.max(leftY, rightY) + 14, width)
    drawFooter(doc, sheet, printedAt)
    return
  }
  drawMonograms(doc, sheet, left, leftY + 14, leftWidth)
  const longScale = longScales.find((candidate) => partsEnd(candidate) <= bottom - 14) ?? minimumScale
  drawParts(doc, sheet, rightX, y, rightWidth, { scale: longScale, draw: true })
  drawFooter(doc, sheet, printedAt)
  doc.addPage()
  drawMeasures(doc, sheet, left, drawSheetHead(doc, sheet, true), width)
  drawFooter(doc, sheet, printedAt)
}
