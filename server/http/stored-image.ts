import { streamImage } from '#core/feedback/images.ts'
import type { ObjectStream } from '#core/storage/file-store.ts'
import { fail } from './envelope.ts'
import type { AppContext } from './types.ts'

/**
 * A stored object as the answer, streamed as it arrives from the store. Hono answers HEAD by
 * dropping the GET's body unread: the stream is cancelled here instead, so a HEAD never holds a
 * connection to the bucket (or a file handle) open.
 */
export function objectAnswer(c: AppContext, stored: ObjectStream, headers: Record<string, string>) {
  const all = { ...headers, 'Content-Length': String(stored.size) }
  if (c.req.method === 'HEAD') {
    void stored.body.cancel().catch(() => undefined)
    return c.body(null, 200, all)
  }
  return c.body(stored.body, 200, all)
}

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
  return objectAnswer(c, stored, {
    'Content-Type': file.contentType,
    'Content-Disposition': `attachment; filename="${namePrefix}-${file.id}.${extension}"`,
    'Content-Security-Policy': "default-src 'none'; sandbox",
  })
}
