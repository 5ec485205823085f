import type { EInvoiceFile } from '#core/orders/e-invoice-files.ts'

/** An XML file to save (an e-invoice), named by its document number; never cached. */
export function xmlAnswer(file: EInvoiceFile) {
  return new Response(Buffer.from(file.bytes), {
    status: 200,
    headers: {
      'content-type': file.contentType,
      'content-disposition': `attachment; filename="${file.filename}"`,
      'cache-control': 'no-store',
    },
  })
}
