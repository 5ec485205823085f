import { ApiError } from './envelope.ts'
import { acceptForm, textRefusal } from './text-input.ts'
import type { AppContext } from './types.ts'

/**
 * Reads a multipart body up to `limit` bytes; a larger one is refused with 413 (`tooLargeKey`
 * names the message) before it is read whole; its text fields pass the shop's text rule. Used by
 * the forms that carry photos.
 */
export async function readMultipart(c: AppContext, limit: number, tooLargeKey: string): Promise<FormData> {
  const type = c.req.header('content-type') ?? ''
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    throw new ApiError('UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be multipart/form-data', {
      reason: 'MULTIPART_REQUIRED',
    })
  }
  const tooLarge = () =>
    new ApiError('TOO_LARGE', tooLargeKey, { field: 'files', key: tooLargeKey, reason: 'BODY_TOO_LARGE' })
  if (Number(c.req.header('content-length') ?? '0') > limit) throw tooLarge()
  const body = c.req.raw.body
  const chunks: Uint8Array[] = []
  let size = 0
  if (body) {
    const reader = body.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > limit) {
        await reader.cancel()
        throw tooLarge()
      }
      chunks.push(value)
    }
  }
  let form: FormData
  try {
    form = await new Response(Buffer.concat(chunks), { headers: { 'content-type': type } }).formData()
  } catch {
    throw new ApiError('BAD_INPUT', 'Malformed multipart body', { reason: 'MALFORMED_MULTIPART' })
  }
  const accepted = acceptForm(form)
  if (!accepted.ok) throw textRefusal(accepted)
  return accepted.form
}

/** The uploaded files of a form (`files[]` or `files`), with their bytes read. */
export async function formFiles(form: FormData) {
  const files = [...form.getAll('files[]'), ...form.getAll('files')].filter(
    // An empty file input still sends one part without name or bytes.
    (value): value is File => typeof value !== 'string' && (value.size > 0 || value.name !== ''),
  )
  return Promise.all(
    files.map(async (file) => ({
      bytes: new Uint8Array(await file.arrayBuffer()),
      claimedType: file.type,
      size: file.size,
    })),
  )
}
