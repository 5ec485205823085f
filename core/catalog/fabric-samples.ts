import sharp from 'sharp'
import { cleanImage, type UploadedFile } from '../feedback/images.ts'
import { type FileStore, type ObjectStream, storedPrefixes } from '../storage/file-store.ts'

/**
 * A fabric's sample picture. An uploaded photo is checked by its content with the
 * service photos' rules (core/feedback/images.ts: magic bytes, size, pixel count before decoding),
 * then re-encoded as the shop's 512 px square sample JPEG and kept in the shop's store
 * (`fabric-samples/`, in DATA_DIR or the bucket).
 * Without one, /media/samples/{id}.jpg is drawn from the fabric's colours and weave, as are the
 * designer's preview layers.
 */
export type SampleRefusal = 'IMAGE_TOO_LARGE' | 'NOT_AN_IMAGE'

const sampleSize = 512

/** Uploaded samples, one `fabric-samples/{fabricId}.jpg` each in the shop's store. */
function sampleKey(fabricId: number) {
  return `${storedPrefixes.fabricSamples}/${Math.trunc(fabricId)}.jpg`
}

/** The checked and re-encoded sample, or why the upload is refused. */
export async function sampleFromUpload(
  upload: UploadedFile,
): Promise<{ ok: true; jpeg: Buffer } | { ok: false; reason: SampleRefusal }> {
  const clean = await cleanImage(upload)
  if ('error' in clean)
    return {
      ok: false,
      reason: clean.error === 'feedback.errors.tooLarge' ? 'IMAGE_TOO_LARGE' : 'NOT_AN_IMAGE',
    }
  const jpeg = await sharp(clean.data)
    .resize(sampleSize, sampleSize, { fit: 'cover' })
    .jpeg({ quality: 84, mozjpeg: true, chromaSubsampling: '4:2:0' })
    .toBuffer()
  return { ok: true, jpeg }
}

/** Stores a sample whole (the store's guarantee): a reader sees the old one or the new one. */
export async function storeSample(files: FileStore, fabricId: number, jpeg: Buffer) {
  await files.put(sampleKey(fabricId), jpeg, 'image/jpeg')
}

export async function removeSample(files: FileStore, fabricId: number) {
  await files.delete(sampleKey(fabricId))
}

/** The uploaded sample as a stream to answer with, or null when the fabric shows its drawn one. */
export function streamUploadedSample(files: FileStore, fabricId: number): Promise<ObjectStream | null> {
  return files.stream(sampleKey(fabricId))
}

/** The uploaded sample whole (the production sheet embeds it), or null. */
export function readUploadedSample(files: FileStore, fabricId: number): Promise<Buffer | null> {
  return files.get(sampleKey(fabricId))
}

export function hasUploadedSample(files: FileStore, fabricId: number) {
  return files.exists(sampleKey(fabricId))
}

/**
 * After a change of colours, pattern or weave: the drawn sample and the fabric's preview layers
 * (`fabric/{kind}…-{id}.png|webp`) are dropped from the render cache and drawn again when asked.
 * The cache is the shared store, so every instance draws the new colours from then on.
 */
export async function forgetRenderedFabric(files: FileStore, fabricId: number) {
  const cache = storedPrefixes.mediaCache
  await Promise.all(
    ['jpg', 'webp', 'png'].map((ext) => files.delete(`${cache}/samples/${Math.trunc(fabricId)}.${ext}`)),
  )
  const own = new RegExp(`-${Math.trunc(fabricId)}\\.(png|webp)$`)
  const layers = await files.list(`${cache}/fabric/`)
  await Promise.all(layers.filter(({ key }) => own.test(key)).map(({ key }) => files.delete(key)))
}
