import { readImage } from '#core/feedback/images.ts'
import type { AppContext } from './types.ts'

/**
 * An uploaded photo (feedback or service), read from DATA_DIR and answered as a download in a
 * sandbox: a file that slipped past the checks can never run as a page of the shop.
 */
export async function storedImageAnswer(
  c: AppContext,
  file: { id: string; storedName: string; contentType: string },
  namePrefix: 'feedback' | 'service',
) {
  const data = await readImage(c.get('deps').env.dataDir, file.storedName)
  const extension = file.contentType === 'image/png' ? 'png' : 'jpg'
  return c.body(new Uint8Array(data), 200, {
    'Content-Type': file.contentType,
    'Content-Disposition': `attachment; filename="${namePrefix}-${file.id}.${extension}"`,
    'Content-Security-Policy': "default-src 'none'; sandbox",
  })
}
