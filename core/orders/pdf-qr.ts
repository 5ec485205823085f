import QRCode from 'qrcode'

/**
 * A QR code drawn as vector squares: sharp at any print resolution, no image in between. Level M
 * survives a crease or a chalk mark on a workshop sheet. `size` is the code's outer width in pt,
 * including the quiet zone of two modules that scanners need.
 */
export function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const quiet = 2
  const cell = size / (modules.size + 2 * quiet)
  doc.save()
  doc.rect(x, y, size, size).fill('#ffffff')
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) doc.rect(x + (col + quiet) * cell, y + (row + quiet) * cell, cell, cell)
    }
  }
  doc.fill('#000000')
  doc.restore()
}
