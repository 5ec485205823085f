import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { type AllowedImageType, type FeedbackFileKey, feedbackLimits, sniffImageType } from './rules.ts'

/**
 * An uploaded file as the rules see it: its first bytes (enough to tell its type) and size at
 * once, the whole only when a check has let it through to decoding (`read`), one file at a time.
 */
export type UploadedFile = {
  head: Uint8Array
  claimedType: string
  size: number
  read: () => Promise<Uint8Array>
}

/** Bytes at the start of a file that tell its type (sniffImageType). */
const headBytes = 16

/** One form field's file (the server keeps it on disk); undefined when the field holds none. */
export async function uploadedFileOf(value: FormDataEntryValue | null): Promise<UploadedFile | undefined> {
  if (!value || typeof value === 'string' || (value.size === 0 && value.name === '')) return undefined
  return {
    head: new Uint8Array(await value.slice(0, headBytes).arrayBuffer()),
    claimedType: value.type,
    size: value.size,
    read: async () => new Uint8Array(await value.arrayBuffer()),
  }
}

export type CleanImage = {
  id: string
  storedName: string
  contentType: AllowedImageType
  data: Buffer
  width: number
  height: number
}

/** Where attachments live: DATA_DIR/feedback, never inside the served client folder. */
export function feedbackDir(dataDir: string): string {
  return path.join(dataDir, 'feedback')
}

/**
 * Checks one upload by its content and re-encodes it: the type comes from the magic bytes (not
 * the name or the claimed type), the pixel count is read from the header before anything is
 * decoded (decompression bombs), and the new encoding carries no EXIF, GPS or ICC data.
 */
export async function cleanImage(upload: UploadedFile): Promise<CleanImage | { error: FeedbackFileKey }> {
  if (upload.size > feedbackLimits.maxFileBytes) return { error: 'feedback.errors.tooLarge' }
  const type = sniffImageType(upload.head)
  if (!type) return { error: 'feedback.errors.type' }
  const bytes = await upload.read()
  let width = 0
  let height = 0
  try {
    // Only the header is read here; sharp's own limit would turn a bomb into a 'wrong type'.
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata()
    width = meta.width ?? 0
    height = meta.height ?? 0
  } catch {
    return { error: 'feedback.errors.type' }
  }
  if (width <= 0 || height <= 0) return { error: 'feedback.errors.type' }
  if (width * height > feedbackLimits.maxPixels) return { error: 'feedback.errors.tooLarge' }
  try {
    // rotate() applies the EXIF orientation before the metadata is dropped, so photos stay upright.
    const pipeline = sharp(bytes, {
      limitInputPixels: feedbackLimits.maxPixels,
      failOn: 'error',
    }).rotate()
    const { data, info } = await (type === 'image/jpeg'
      ? pipeline.jpeg({ quality: 88, mozjpeg: true })
      : pipeline.png({ compressionLevel: 8 })
    ).toBuffer({ resolveWithObject: true })
    const id = randomUUID()
    return {
      id,
      storedName: `${id}.${type === 'image/jpeg' ? 'jpg' : 'png'}`,
      contentType: type,
      data,
      width: info.width,
      height: info.height,
    }
  } catch {
    return { error: 'feedback.errors.type' }
  }
}

/**
 * Stores the pictures of one upload, all or none: each is written under a temporary name and
 * renamed once complete, so a full disk (ENOSPC) never leaves an empty or truncated file; on any
 * failure the temporary file and the pictures already stored are removed, and the error is
 * thrown for the caller (the server answers 507 for ENOSPC / EDQUOT).
 */
export async function writeImages(dataDir: string, images: readonly CleanImage[]) {
  const dir = feedbackDir(dataDir)
  await fs.mkdir(dir, { recursive: true })
  const stored: CleanImage[] = []
  for (const image of images) {
    const file = path.join(dir, image.storedName)
    const temporary = path.join(dir, `.${image.storedName}.${randomUUID()}.tmp`)
    try {
      await fs.writeFile(temporary, image.data, { flag: 'wx', mode: 0o600 })
      await fs.rename(temporary, file)
      stored.push(image)
    } catch (error) {
      await fs.rm(temporary, { force: true })
      await removeImages(dataDir, stored)
      throw error
    }
  }
}

export async function removeImages(dataDir: string, images: readonly CleanImage[]) {
  await Promise.all(
    images.map((image) => fs.rm(path.join(feedbackDir(dataDir), image.storedName), { force: true })),
  )
}

/** Reads a stored attachment; the name comes from the database, never from the request. */
export function readImage(dataDir: string, storedName: string): Promise<Buffer> {
  return fs.readFile(path.join(feedbackDir(dataDir), path.basename(storedName)))
}
