import { createHash } from 'node:crypto'
import sharp from 'sharp'
import { cleanImage, type UploadedFile } from '../feedback/images.ts'
import { type FileStore, type ObjectStream, storedPrefixes } from '../storage/file-store.ts'

/**
 * A fabric's sample picture. An uploaded photo is checked by its content with the
 * service photos' rules (core/feedback/images.ts: magic bytes, size, pixel count before decoding),
 * then re-encoded as the shop's 512 px square sample JPEG and kept in the shop's store
 * (`fabric-samples/`, in DATA_DIR or the bucket).
 * Without one, /media/samples/{id}.jpg is drawn from the fabric's colours and weave, as are the
 * designer's preview layers; with one, the layers' cloth is cut from it (media/preview/photo-tile.ts).
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

/**
 * A checked upload the admin has not confirmed yet (`fabric-samples/{id}.preview.jpg`): the fabric
 * form shows the designer's cloth cut from it before it replaces the sample. One per fabric; the
 * next preview overwrites it, confirming or discarding removes it.
 */
function pendingKey(fabricId: number) {
  return `${storedPrefixes.fabricSamples}/${Math.trunc(fabricId)}.preview.jpg`
}

export async function storePendingSample(files: FileStore, fabricId: number, jpeg: Buffer) {
  await files.put(pendingKey(fabricId), jpeg, 'image/jpeg')
}

export function readPendingSample(files: FileStore, fabricId: number): Promise<Buffer | null> {
  return files.get(pendingKey(fabricId))
}

/** A short hash of the photo waiting for confirmation (its preview's address changes with it), or null. */
export async function pendingSampleVersion(files: FileStore, fabricId: number): Promise<string | null> {
  const pending = await readPendingSample(files, fabricId)
  return pending ? createHash('sha1').update(pending).digest('hex').slice(0, 12) : null
}

export async function removePendingSample(files: FileStore, fabricId: number) {
  await files.delete(pendingKey(fabricId))
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
 * After a change of colours, pattern or weave, or of the uploaded photo (the designer's cloth is
 * cut from it): the drawn sample, the fabric's preview layers (`fabric/{kind}…-{id}[_v{n}].png|webp`)
 * and the option pictures in it (`thumb/{category}-{part}-{id}.png`) are dropped from the render
 * cache and drawn again when asked. The cache is the shared store, so every instance draws the
 * new cloth from then on.
 */
export async function forgetRenderedFabric(files: FileStore, fabricId: number) {
  const cache = storedPrefixes.mediaCache
  await Promise.all(
    ['jpg', 'webp', 'png'].map((ext) => files.delete(`${cache}/samples/${Math.trunc(fabricId)}.${ext}`)),
  )
  const own = new RegExp(`-${Math.trunc(fabricId)}(?:_v[0-9]+)?\\.(png|webp)$`)
  const layers = [...(await files.list(`${cache}/fabric/`)), ...(await files.list(`${cache}/thumb/`))]
  await Promise.all(layers.filter(({ key }) => own.test(key)).map(({ key }) => files.delete(key)))
}
