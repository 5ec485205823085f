import type { z } from 'zod'
import { maxBodyDepth, nestsDeeperThan } from '#core/validation/body-depth.ts'
import { inputRefusal } from '#core/validation/input-refusal.ts'
import { acceptTextTree } from '#core/validation/text.ts'
import { ApiError } from './envelope.ts'
import { formLimits, multipartRefusal, parseMultipart } from './multipart.ts'
import { textRefusal } from './text-input.ts'
import type { AppContext } from './types.ts'

export const maxJsonBytes = 1024 * 1024

/** Reads at most `limit` bytes; a larger body is refused with 413 before it is read whole. */
export async function readLimited(c: AppContext, limit: number): Promise<string> {
  const length = c.req.header('content-length')
  const declared = Number(length ?? '0')
  if (declared > limit)
    throw new ApiError('TOO_LARGE', `Request body larger than ${limit} bytes`, { reason: 'BODY_TOO_LARGE' })
  // With a declared length (and no chunked encoding) the HTTP parser delivers exactly that many
  // bytes, so the whole body can be read at once, without a stream.
  if (length !== undefined && !c.req.header('transfer-encoding') && /^\d+$/.test(length)) {
    return c.req.text()
  }
  const body = c.req.raw.body
  if (!body) return ''
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      throw new ApiError('TOO_LARGE', `Request body larger than ${limit} bytes`, { reason: 'BODY_TOO_LARGE' })
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'Invalid input'
  const field = issue.path.join('.')
  return field ? `${field}: ${issue.message}` : issue.message
}

function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  // First: the walks below recurse, and a body nested thousands deep would overflow them (a 500).
  if (nestsDeeperThan(value)) {
    throw new ApiError('BAD_INPUT', `Request body nested deeper than ${maxBodyDepth} levels`, {
      reason: 'NESTING_TOO_DEEP',
    })
  }
  // Every string and key, named by a schema or not, through the one text rule: a NUL or a lone
  // surrogate would otherwise reach PostgreSQL and fail there.
  const text = acceptTextTree(value)
  if (!text.ok) throw textRefusal(text)
  const result = schema.safeParse(text.value)
  if (!result.success) {
    const first = result.error.issues[0]
    if (first?.path[0] === 'action' && first.code !== 'invalid_type') {
      throw new ApiError('UNKNOWN_ACTION', 'Unknown action', { reason: 'UNKNOWN_ACTION' })
    }
    throw new ApiError('BAD_INPUT', describeIssue(result.error), inputRefusal(result.error))
  }
  return result.data
}

/** JSON action bodies: content type, size, syntax and shape are checked in that order. */
export async function readJson<S extends z.ZodType>(c: AppContext, schema: S): Promise<z.infer<S>> {
  const type = c.req.header('content-type') ?? ''
  if (!type.toLowerCase().startsWith('application/json')) {
    throw new ApiError('UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be application/json', {
      reason: 'JSON_REQUIRED',
    })
  }
  const text = await readLimited(c, maxJsonBytes)
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new ApiError('BAD_INPUT', 'Malformed JSON body', { reason: 'MALFORMED_JSON' })
  }
  return parseWith(schema, value)
}

/** Form-encoded bodies (session.php actions, docs/api.md); JSON is accepted as well. */
export async function readForm<S extends z.ZodType>(c: AppContext, schema: S): Promise<z.infer<S>> {
  const type = (c.req.header('content-type') ?? '').toLowerCase()
  if (type.startsWith('application/json')) return readJson(c, schema)
  if (!type.startsWith('application/x-www-form-urlencoded') && !type.startsWith('multipart/form-data')) {
    throw new ApiError('UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be application/x-www-form-urlencoded')
  }
  if (type.startsWith('multipart/form-data')) {
    // The same streaming reader as the uploads: a file part here is no field and is left out.
    const read = await parseMultipart(c.req.raw, { ...formLimits, bytes: maxJsonBytes }, c.get('spool'))
    if (!read.ok) throw multipartRefusal(read)
    return parseWith(
      schema,
      Object.fromEntries([...read.form.entries()].filter(([, v]) => typeof v === 'string')),
    )
  }
  const text = await readLimited(c, maxJsonBytes)
  return parseWith(schema, Object.fromEntries(new URLSearchParams(text)))
}
