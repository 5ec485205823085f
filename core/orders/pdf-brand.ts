/** The brand's colours on paper, shared by the shop's documents. */
export const pdfColours = {
  ink: '#1d2433',
  paper: '#faf8f4',
  linen: '#f1ece3',
  thread: '#8a6a3b',
  chalk: '#dcd5c8',
  muted: '#5b6170',
} as const

/** The shop's mark (public/icon.svg): a needle with its thread on an ink tile, 32 pt square. */
export function drawLogo(doc: PDFKit.PDFDocument, x: number, y: number) {
  const { ink, paper } = pdfColours
  doc.save().translate(x, y)
  doc.roundedRect(0, 0, 32, 32, 6).fill(ink)
  doc.moveTo(7, 26).lineTo(24, 6).lineWidth(2.2).lineCap('round').strokeColor(paper).stroke()
  doc.save().rotate(40, { origin: [22.6, 7.6] })
  doc.ellipse(22.6, 7.6, 1.1, 2.2).lineWidth(1.2).strokeColor(paper).stroke()
  doc.restore()
  doc.path('M22 9 C 29 15, 11 18, 17 23 S 9 28, 6 23').lineWidth(1.8).strokeColor('#c9a56b').stroke()
  doc.restore()
}
