import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import { type FileStore, type ObjectStream, storedPrefixes } from '../storage/file-store.ts'
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

/**
 * Where attachments live: `feedback/<storedName>` in the shop's store (DATA_DIR/feedback, or the
 * bucket), never inside the served client folder. The name comes from the database, never from
 * the request; only its last segment counts.
 */
function imageKey(storedName: string): string {
  return `${storedPrefixes.feedback}/${storedName.split('/').pop() ?? ''}`
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
 * Stores the pictures of one upload, all or none: each is stored whole or not at all (the store's
 * guarantee), and on any failure the pictures already stored are removed and the error is thrown
 * for the caller (the server answers 507 for a full disk, 503 for an unavailable bucket).
 */
export async function writeImages(files: FileStore, images: readonly CleanImage[]) {
  const stored: CleanImage[] = []
  for (const image of images) {
    try {
      await files.put(imageKey(image.storedName), image.data, image.contentType)
      stored.push(image)
    } catch (error) {
      await removeImages(files, stored).catch(() => undefined)
      throw error
    }
  }
}

export async function removeImages(files: FileStore, images: readonly CleanImage[]) {
  await Promise.all(images.map((image) => files.delete(imageKey(image.storedName))))
}

/** A stored attachment as a stream to answer with, or null when its file is gone. */
export function streamImage(files: FileStore, storedName: string): Promise<ObjectStream | null> {
  return files.stream(imageKey(storedName))
}
