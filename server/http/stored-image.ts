import { streamImage } from '#core/feedback/images.ts'
import { fail } from './envelope.ts'
import type { AppContext } from './types.ts'

/**
 * An uploaded photo (feedback or service), streamed from the shop's store (DATA_DIR or the bucket)
 * and answered as a download in a sandbox: a file that slipped past the checks can never run as
 * a page of the shop.
 */
export async function storedImageAnswer(
  c: AppContext,
  file: { id: string; storedName: string; contentType: string },
  namePrefix: 'feedback' | 'service',
) {
  const stored = await streamImage(c.get('deps').files, file.storedName)
  // The row outlived its file (removed by hand, a restore without files): nothing to send.
  if (!stored) return fail(c, 'NOT_FOUND', 'Unknown file', { reason: 'FILE_MISSING' })
  const extension = file.contentType === 'image/png' ? 'png' : 'jpg'
  return c.body(stored.body, 200, {
    'Content-Type': file.contentType,
    'Content-Length': String(stored.size),
    'Content-Disposition': `attachment; filename="${namePrefix}-${file.id}.${extension}"`,
    'Content-Security-Policy': "default-src 'none'; sandbox",
  })
}
