import { pdfColours } from './pdf-brand.ts'
import type { PrintedSheet } from './production-sheet-pdf.ts'
import { sheetTexts as t } from './production-sheet-texts.ts'

/** The blocks of a production-sheet page; each draws at (x, y) and answers where it ended. */
const { ink, linen, thread, chalk, muted } = pdfColours

function heading(doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number): number {
  doc
    .font('sans')
    .fontSize(7.5)
    .fillColor(thread)
    .text(text.toUpperCase(), x, y, { width, characterSpacing: 1.1, lineBreak: false })
  doc
    .moveTo(x, y + 12)
    .lineTo(x + width, y + 12)
    .lineWidth(0.4)
    .strokeColor(chalk)
    .stroke()
  return y + 18
}

/** The fabric: number and swatch to find the bolt, the shelf where it lies, what it is. */
export function drawFabric(
  doc: PDFKit.PDFDocument,
  sheet: PrintedSheet,
  x: number,
  y: number,
  width: number,
) {
  let top = heading(doc, t.fabric, x, y, width)
  const swatch = 70
  if (sheet.swatch) doc.image(sheet.swatch, x, top, { width: swatch, height: swatch })
  else doc.rect(x, top, swatch, swatch).fill(linen)
  doc.rect(x, top, swatch, swatch).lineWidth(0.4).strokeColor(chalk).stroke()
  const textX = x + swatch + 10
  const textWidth = width - swatch - 10
  doc
    .font('serif')
    .fontSize(17)
    .fillColor(ink)
    .text(sheet.fabric.number, textX, top - 2, { width: textWidth })
  doc
    .font('sans')
    .fontSize(9)
    .fillColor(ink)
    .text(sheet.fabric.name, textX, doc.y + 1, { width: textWidth })
  const about = [sheet.fabric.composition, sheet.fabric.weight].filter(Boolean).join(' · ')
  if (about)
    doc
      .fontSize(7.5)
      .fillColor(muted)
      .text(about, textX, doc.y + 2, { width: textWidth })
  top = Math.max(top + swatch, doc.y) + 8
  doc.rect(x, top, width, 30).fill(linen)
  doc
    .font('sans')
    .fontSize(7.5)
    .fillColor(muted)
    .text(t.shelf.toUpperCase(), x + 10, top + 11, { characterSpacing: 1, lineBreak: false })
  doc
    .font('serif')
    .fontSize(16)
    .fillColor(ink)
    .text(sheet.fabric.shelf, x + 60, top + 6, { width: width - 70, lineBreak: false })
  return top + 30
}

/**
 * Every part from the collar down: the category once, the part, and its attribute values one a
 * line. `scale` shrinks the type for a design with many
 * parts so that its page still holds everything; `draw: false` only measures.
 */
export function drawParts(
  doc: PDFKit.PDFDocument,
  sheet: PrintedSheet,
  x: number,
  y: number,
  width: number,
  options: { scale: number; draw: boolean },
) {
  const { scale, draw } = options
  let top = draw ? heading(doc, t.parts, x, y, width) : y + 18
  const labelWidth = 88
  const valueX = x + labelWidth
  const valueWidth = width - labelWidth
  let category = ''
  for (const part of sheet.parts) {
    const label = part.category === category ? '' : part.category
    category = part.category
    if (label && top > y + 18) top += 3 * scale
    doc.font('sans').fontSize(8 * scale)
    if (draw && label) doc.fillColor(muted).text(label, x, top + 1.5 * scale, { width: labelWidth - 6 })
    const labelHeight = label ? doc.heightOfString(label, { width: labelWidth - 6 }) : 0
    doc.fontSize(10.5 * scale)
    const nameHeight = doc.heightOfString(part.name, { width: valueWidth })
    if (draw) doc.fillColor(ink).text(part.name, valueX, top, { width: valueWidth })
    let bottom = top + nameHeight
    if (part.details.length > 0) {
      const details = part.details.join('\n')
      doc.fontSize(9 * scale)
      const options = { width: valueWidth - 8, lineGap: 0.5 }
      if (draw) doc.fillColor(ink).text(details, valueX + 8, bottom + 1, options)
      bottom += 1 + doc.heightOfString(details, options)
    }
    top = Math.max(bottom, top + labelHeight) + 3 * scale
  }
  return top
}

/** The team logo as it is stitched: the picture, its position and width, beside each other. */
export function drawLogoEmbroidery(
  doc: PDFKit.PDFDocument,
  logo: NonNullable<PrintedSheet['logo']>,
  x: number,
  y: number,
  width: number,
) {
  const top = heading(doc, t.logo, x, y, width)
  const box = 64
  doc.rect(x, top, box, box).fill(linen)
  if (logo.picture)
    doc.image(logo.picture, x + 4, top + 4, { fit: [box - 8, box - 8], align: 'center', valign: 'center' })
  doc.rect(x, top, box, box).lineWidth(0.4).strokeColor(chalk).stroke()
  const textX = x + box + 10
  const textWidth = width - box - 10
  let lineY = top
  const facts: [string, string][] = [
    [t.logoPosition, logo.position],
    [t.logoWidth, `${logo.widthCm} cm`],
  ]
  for (const [label, value] of facts) {
    doc.font('sans').fontSize(8).fillColor(muted).text(label, textX, lineY, { width: textWidth })
    doc
      .fontSize(11)
      .fillColor(ink)
      .text(value, textX, lineY + 10, { width: textWidth })
    lineY += 28
  }
  if (!logo.picture)
    doc.fontSize(7.5).fillColor(muted).text(t.logoMissing, textX, lineY, { width: textWidth })
  return Math.max(top + box, doc.y) + 4
}

/** The height drawMonograms takes. */
export function monogramsHeight(sheet: PrintedSheet): number {
  return 18 + (sheet.monograms.length === 0 ? 14 : sheet.monograms.length * 81)
}

/** The monogram: the letters as they are stitched, then lettering, thread and position. */
export function drawMonograms(
  doc: PDFKit.PDFDocument,
  sheet: PrintedSheet,
  x: number,
  y: number,
  width: number,
) {
  let top = heading(doc, t.monogram, x, y, width)
  if (sheet.monograms.length === 0) {
    doc.font('sans').fontSize(9.5).fillColor(muted).text(t.noMonogram, x, top)
    return doc.y
  }
  for (const monogram of sheet.monograms) {
    const boxTop = top
    doc
      .font('serif')
      .fontSize(20)
      .fillColor(ink)
      .text(`„${monogram.text}“`, x + 12, boxTop + 4, { width: width - 12, lineBreak: false })
    const facts: [string, string][] = [
      [t.monogramFont, monogram.font],
      [t.monogramColour, monogram.colour],
      [t.monogramPosition, monogram.position],
    ]
    let lineY = boxTop + 32
    for (const [label, value] of facts) {
      doc
        .font('sans')
        .fontSize(8)
        .fillColor(muted)
        .text(label, x + 12, lineY + 1, { width: 50, lineBreak: false })
      doc
        .fontSize(9.5)
        .fillColor(ink)
        .text(value, x + 64, lineY, { width: width - 64, lineBreak: false })
      lineY += 13
    }
    const boxHeight = lineY - boxTop + 2
    doc.rect(x, boxTop, 3, boxHeight).fill(thread)
    top = boxTop + boxHeight + 8
  }
  return top
}

const rowHeight = 20

/** The height drawMeasures takes for a sheet (the parts' type size is chosen to leave it room). */
export function measuresHeight(sheet: PrintedSheet): number {
  return sheet.measures ? 18 + 16 + 12 + Math.ceil(sheet.measures.rows.length / 2) * rowHeight : 18 + 26
}

/**
 * Body and finished shirt side by side, the finished measurement set large: it is what the
 * tailor cuts to. Up to seven rows a column, two columns across the page.
 */
export function drawMeasures(
  doc: PDFKit.PDFDocument,
  sheet: PrintedSheet,
  x: number,
  y: number,
  width: number,
) {
  const measures = sheet.measures
  let top = heading(doc, measures ? `${t.measures} · ${measures.name}` : t.measures, x, y, width)
  if (!measures) {
    doc.rect(x, top, width, 26).fill(linen)
    doc
      .font('sans')
      .fontSize(10)
      .fillColor(ink)
      .text(t.noProfile, x + 10, top + 8, { width: width - 20 })
    return top + 26
  }
  doc
    .font('sans')
    .fontSize(8.5)
    .fillColor(muted)
    .text(`${measures.kind} · ${t.fit}: ${sheet.fit}`, x, top, { width, lineBreak: false })
  top += 16
  const perColumn = Math.ceil(measures.rows.length / 2)
  const gap = 20
  const columnWidth = (width - gap) / 2
  const columns = [measures.rows.slice(0, perColumn), measures.rows.slice(perColumn)]
  columns.forEach((rows, index) => {
    const cx = x + index * (columnWidth + gap)
    const col = { label: cx + 4, body: cx + 112, ease: cx + 160, shirt: cx + 204 }
    doc.font('sans').fontSize(7.5).fillColor(muted)
    doc.text(t.columns.field, col.label, top, { lineBreak: false })
    doc.text(t.columns.body, col.body, top, { width: 42, align: 'right', lineBreak: false })
    doc.text(t.columns.ease, col.ease, top, { width: 40, align: 'right', lineBreak: false })
    doc.text(t.columns.shirt, col.shirt, top, { width: columnWidth - 208, align: 'right', lineBreak: false })
    let rowY = top + 12
    rows.forEach((row, rowIndex) => {
      if (rowIndex % 2 === 0) doc.rect(cx, rowY, columnWidth, rowHeight).fill(linen)
      doc
        .font('sans')
        .fontSize(9)
        .fillColor(ink)
        .text(row.label, col.label, rowY + 4.5, { width: 106, lineBreak: false })
      doc.text(row.body, col.body, rowY + 4.5, { width: 42, align: 'right', lineBreak: false })
      doc
        .fillColor(muted)
        .text(row.ease, col.ease, rowY + 4.5, { width: 40, align: 'right', lineBreak: false })
      doc
        .font('serif')
        .fontSize(13)
        .fillColor(ink)
        .text(row.shirt, col.shirt, rowY + 3, { width: columnWidth - 208, align: 'right', lineBreak: false })
      rowY += rowHeight
    })
  })
  return top + 12 + perColumn * rowHeight
}
