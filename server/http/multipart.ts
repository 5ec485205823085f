import { createWriteStream, openAsBlob } from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import Busboy from 'busboy'
import type { MiddlewareHandler } from 'hono'
import { type UploadedFile, uploadedFileOf } from '#core/feedback/images.ts'
import {
  acceptFields,
  type MultipartCountRefusal,
  type MultipartSizeRefusal,
  type TextRefusal,
} from '#core/validation/text.ts'
import { BodyTooLargeError } from './body-limit.ts'
import { ApiError } from './envelope.ts'
import { textRefusal } from './text-input.ts'
import type { AppContext, AppEnv } from './types.ts'

/**
 * What one multipart body may hold. The reader stops at the first part past a bound: it never
 * reads on to the end of a body it has refused.
 */
const sizeReasons = new Set<string>(['BODY_TOO_LARGE', 'FIELD_TOO_LARGE', 'FILE_TOO_LARGE'])

export type MultipartLimits = {
  /** The whole body, framing included (the route's own bound within limitBodies' one). */
  bytes: number
  /** Text fields, each at most `fieldBytes`. */
  fields: number
  fieldBytes: number
  /** File parts, each at most `fileBytes`. */
  files: number
  fileBytes: number
}

/** Why a multipart body was refused: the machine `reason` of its 400 or 413. */
export type MultipartRefusal =
  | { ok: false; status: 400; reason: MultipartCountRefusal | TextRefusal; field?: string }
  | { ok: false; status: 413; reason: MultipartSizeRefusal; field?: string }

/**
 * Form posts to pages and the API's urlencoded-or-multipart actions: as many fields as any of the
 * shop's forms has, with room to spare, and the photos of the service pages; the route's body
 * limit (limitBodies) bounds the whole.
 */
export const formLimits: MultipartLimits = {
  bytes: Number.POSITIVE_INFINITY,
  fields: 1000,
  fieldBytes: 1024 * 1024,
  files: 10,
  fileBytes: Number.POSITIVE_INFINITY,
}

/** A form of one file (a photo, a logo) and a few short fields, with their multipart framing. */
export function oneFileLimits(fileBytes: number): MultipartLimits {
  return { bytes: fileBytes + 64 * 1024, fields: 8, fieldBytes: 1024, files: 1, fileBytes }
}

/** The temporary files of one request's uploads: one folder, made when the first file arrives. */
export type UploadSpool = { file(): Promise<string>; remove(): Promise<void> }

const spoolPrefix = 'nf-upload-'

/** No request lives this long (the request deadline is far shorter): such a spool is a leftover. */
const staleSpoolMs = 60 * 60 * 1000

/**
 * Removes the spools a killed process left behind (its `finally` never ran). Only old ones: other
 * instances on this machine share the temporary folder, and their requests' spools are young.
 * Answers how many went.
 */
export async function sweepStaleSpools(now = Date.now(), tmp = os.tmpdir()): Promise<number> {
  let removed = 0
  for (const entry of await fs.readdir(tmp, { withFileTypes: true })) {
    if (!entry.isDirectory() || !entry.name.startsWith(spoolPrefix)) continue
    const folder = path.join(tmp, entry.name)
    const stat = await fs.stat(folder).catch(() => null)
    if (!stat || now - stat.mtimeMs < staleSpoolMs) continue
    await fs.rm(folder, { recursive: true, force: true })
    removed += 1
  }
  return removed
}

export function createSpool(): UploadSpool {
  let folder: Promise<string> | null = null
  let removed = false
  let count = 0
  return {
    async file() {
      // A file still arriving after the answer (a refused body) has nowhere to go.
      if (removed) throw new Error('the request is answered; its spool is gone')
      folder ??= fs.mkdtemp(path.join(os.tmpdir(), spoolPrefix))
      count += 1
      const name = String(count)
      return path.join(await folder, name)
    },
    async remove() {
      removed = true
      const made = await folder?.catch(() => null)
      if (made) await fs.rm(made, { recursive: true, force: true })
    },
  }
}

/**
 * Every request gets a spool for its uploads, removed once the answer is made whatever happened
 * (inside the request deadline, so it goes when the work ends, not when the 503 goes out).
 */
export function spoolUploads(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const spool = createSpool()
    c.set('spool', spool)
    try {
      await next()
    } finally {
      await spool.remove()
    }
  }
}

/**
 * Reads a multipart body as it streams: text fields are kept (at most `fieldBytes` each) and
 * pass the shop's text rule (core/validation/text.ts); each file goes to a temporary file of the
 * request's spool and becomes a File read from disk when a handler asks for its bytes. Past any
 * bound the reading stops at once and the body is given up (limitBodies throws the rest away and
 * closes the connection); the refusal says which bound.
 */
export async function parseMultipart(
  request: Request,
  limits: MultipartLimits,
  spool: UploadSpool,
): Promise<{ ok: true; form: FormData } | MultipartRefusal> {
  const type = request.headers.get('content-type') ?? ''
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > limits.bytes) return { ok: false, status: 413, reason: 'BODY_TOO_LARGE' }
  let parser: Busboy.Busboy
  try {
    parser = Busboy({
      headers: { 'content-type': type },
      defParamCharset: 'utf8',
      // Busboy cuts a field or file off when it reaches its size: one byte more lets exactly the
      // bound through and cuts off what goes over it.
      limits: {
        fields: limits.fields,
        fieldSize: limits.fieldBytes + 1,
        files: limits.files,
        fileSize: Number.isFinite(limits.fileBytes) ? limits.fileBytes + 1 : undefined,
        parts: limits.fields + limits.files,
      },
    })
  } catch {
    // No boundary, or not multipart at all: the client's fault, not a 500.
    return { ok: false, status: 400, reason: 'MALFORMED_BODY' }
  }
  const entries: [string, string | File][] = []
  const writes: Promise<void>[] = []
  let refusal: MultipartRefusal | null = null
  let refused = () => {}
  const whenRefused = new Promise<void>((resolve) => {
    refused = resolve
  })
  const refuse = (reason: MultipartCountRefusal | MultipartSizeRefusal, field?: string) => {
    const named = field === undefined ? {} : { field }
    refusal ??= sizeReasons.has(reason)
      ? { ok: false, status: 413, reason: reason as MultipartSizeRefusal, ...named }
      : { ok: false, status: 400, reason: reason as MultipartCountRefusal, ...named }
    refused()
  }

  parser.on('field', (name, value, info) => {
    if (info.nameTruncated || info.valueTruncated) return refuse('FIELD_TOO_LARGE', name)
    entries.push([name, value])
  })
  const arriving = new Set<Readable>()
  parser.on('file', (name, stream, info) => {
    // Its end is this reader's business: a body cut short or refused is no crash of the process.
    stream.on('error', () => undefined)
    if (refusal) return stream.resume()
    arriving.add(stream)
    stream.once('close', () => arriving.delete(stream))
    const entry: [string, string | File] = [name, '']
    entries.push(entry)
    stream.once('limit', () => refuse('FILE_TOO_LARGE', name))
    const written = spoolFile(spool, stream).then(async (file) => {
      const blob = await openAsBlob(file, { type: info.mimeType })
      entry[1] = new File([blob], info.filename ?? '', { type: info.mimeType })
    })
    // Awaited below unless the body is refused first; then its failure (the spool gone) is moot.
    written.catch(() => undefined)
    writes.push(written)
  })
  parser.once('partsLimit', () => refuse('TOO_MANY_PARTS'))
  parser.once('fieldsLimit', () => refuse('TOO_MANY_FIELDS'))
  parser.once('filesLimit', () => refuse('TOO_MANY_FILES'))
  const parsed = new Promise<void>((resolve, reject) => {
    parser.once('close', resolve)
    parser.once('error', reject)
  })
  parsed.catch(() => undefined)

  const source = request.body?.getReader() ?? null
  try {
    await Promise.race([
      feed(source, parser, limits.bytes).then(async (fed) => {
        if (fed === 'too large') return refuse('BODY_TOO_LARGE')
        await parsed
        await Promise.all(writes)
      }),
      whenRefused,
    ])
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw error
    refuse('MALFORMED_BODY')
  }
  if (refusal) {
    // Stop at once: the rest of the body is given up, never read (limitBodies throws it away).
    for (const stream of arriving) stream.destroy()
    parser.on('error', () => undefined)
    parser.destroy()
    await source?.cancel().catch(() => undefined)
    return refusal
  }
  const verdict = acceptFields<File>(entries)
  if (!verdict.ok) return { ok: false, status: 400, reason: verdict.reason, field: verdict.field }
  const form = new FormData()
  for (const [name, value] of verdict.entries) form.append(name, value)
  return { ok: true, form }
}

/**
 * Hands the body to the parser chunk by chunk, as fast as the parser (and the files behind it)
 * take it, counting against `limit`; stops when the parser is gone (a refusal destroyed it).
 */
async function feed(
  source: ReadableStreamDefaultReader<Uint8Array> | null,
  parser: Busboy.Busboy,
  limit: number,
): Promise<'done' | 'too large' | 'stopped'> {
  let size = 0
  for (;;) {
    const chunk = source ? await source.read() : null
    if (parser.destroyed) return 'stopped'
    const value = chunk?.value
    if (!value) {
      parser.end()
      return 'done'
    }
    size += value.byteLength
    if (size > limit) return 'too large'
    if (!parser.write(value)) {
      await new Promise<void>((resolve) => {
        const go = () => {
          parser.off('drain', go)
          parser.off('close', go)
          resolve()
        }
        parser.on('drain', go)
        parser.on('close', go)
      })
    }
  }
}

/** One uploaded file to the spool, as it arrives; the path once it is complete. */
async function spoolFile(spool: UploadSpool, stream: Readable): Promise<string> {
  const file = await spool.file()
  await pipeline(stream, createWriteStream(file, { flags: 'wx', mode: 0o600 }))
  return file
}

/** How a photo form names its files and the messages it shows for a refused upload. */
export type UploadMessages = { field: string; tooLarge: string; tooMany?: string }

/**
 * An API upload (multipart only; 415 MULTIPART_REQUIRED otherwise), read within `limits`; a
 * refusal is thrown as the API's envelope (multipartRefusal).
 */
export async function readMultipart(
  c: AppContext,
  limits: MultipartLimits,
  messages: UploadMessages,
): Promise<FormData> {
  const type = c.req.header('content-type') ?? ''
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    throw new ApiError('UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be multipart/form-data', {
      reason: 'MULTIPART_REQUIRED',
    })
  }
  const read = await parseMultipart(c.req.raw, limits, c.get('spool'))
  if (read.ok) return read.form
  throw multipartRefusal(read, messages)
}

/**
 * The API's answer to a refused multipart body: 413 TOO_LARGE or 400 BAD_INPUT with its reason
 * and field; for a photo form, a file too large or too many name its file field and message key.
 */
export function multipartRefusal(refusal: MultipartRefusal, messages?: UploadMessages): ApiError {
  const code = refusal.status === 413 ? 'TOO_LARGE' : 'BAD_INPUT'
  if (refusal.reason === 'CONTROL_CHARACTER')
    return textRefusal({ ok: false, field: refusal.field ?? 'body', reason: refusal.reason })
  const key =
    refusal.reason === 'FILE_TOO_LARGE' || refusal.reason === 'BODY_TOO_LARGE'
      ? messages?.tooLarge
      : refusal.reason === 'TOO_MANY_FILES'
        ? messages?.tooMany
        : undefined
  const field = key ? messages?.field : refusal.field
  return new ApiError(code, key ?? `Multipart body refused: ${refusal.reason}`, {
    reason: refusal.reason,
    ...(field ? { field } : {}),
    ...(key ? { key } : {}),
  })
}

/** The uploaded files of a form (`files[]` or `files`), each read from the spool when needed. */
export async function formFiles(form: FormData): Promise<UploadedFile[]> {
  const files = await Promise.all([...form.getAll('files[]'), ...form.getAll('files')].map(uploadedFileOf))
  // An empty file input still sends one part without name or bytes: no file.
  return files.filter((file) => file !== undefined)
}
