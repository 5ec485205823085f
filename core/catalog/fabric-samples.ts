import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { cleanImage, type UploadedFile } from '../feedback/images.ts'

/**
 * A fabric's sample picture. An uploaded photo is checked by its content with the
 * service photos' rules (core/feedback/images.ts: magic bytes, size, pixel count before decoding),
 * then re-encoded as the shop's 512 px square sample JPEG and kept under DATA_DIR/fabric-samples.
 * Without one, /media/samples/{id}.jpg is drawn from the fabric's colours and weave, as are the
 * designer's preview layers.
 */
export type SampleRefusal = 'IMAGE_TOO_LARGE' | 'NOT_AN_IMAGE'

const sampleSize = 512

/** Rendered media (samples, layers) are cached here; media/thumbnail-registry.ts reads this too. */
export function mediaCacheDir(dataDir: string) {
  return path.join(dataDir, 'media-cache')
}

/** Uploaded samples, one `{fabricId}.jpg` each (a backup keeps them: scripts/backup/stored-files.ts). */
export function fabricSamplesDir(dataDir: string) {
  return path.join(dataDir, 'fabric-samples')
}

function sampleFile(dataDir: string, fabricId: number) {
  return path.join(fabricSamplesDir(dataDir), `${Math.trunc(fabricId)}.jpg`)
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

/** Stores a sample under a temporary name and renames it, so a reader never sees half a file. */
export async function storeSample(dataDir: string, fabricId: number, jpeg: Buffer) {
  const dir = fabricSamplesDir(dataDir)
  await fs.mkdir(dir, { recursive: true })
  const temporary = path.join(dir, `.${fabricId}.${randomUUID()}.tmp`)
  try {
    await fs.writeFile(temporary, jpeg, { mode: 0o600 })
    await fs.rename(temporary, sampleFile(dataDir, fabricId))
  } finally {
    await fs.rm(temporary, { force: true })
  }
}

export async function removeSample(dataDir: string, fabricId: number) {
  await fs.rm(sampleFile(dataDir, fabricId), { force: true })
}

/** The uploaded sample, or null when the fabric shows its drawn one. */
export async function readUploadedSample(dataDir: string, fabricId: number): Promise<Buffer | null> {
  try {
    return await fs.readFile(sampleFile(dataDir, fabricId))
  } catch {
    return null
  }
}

export async function hasUploadedSample(dataDir: string, fabricId: number) {
  return (await readUploadedSample(dataDir, fabricId)) !== null
}

/**
 * After a change of colours, pattern or weave: the drawn sample and the fabric's preview layers
 * (`fabric/{kind}…-{id}.png|webp`) are dropped from the render cache and drawn again when asked.
 */
export async function forgetRenderedFabric(dataDir: string, fabricId: number) {
  const cache = mediaCacheDir(dataDir)
  await Promise.all(
    ['jpg', 'webp', 'png'].map((ext) =>
      fs.rm(path.join(cache, 'samples', `${fabricId}.${ext}`), { force: true }),
    ),
  )
  const layers = path.join(cache, 'fabric')
  const names = await fs.readdir(layers).catch(() => [] as string[])
  const own = new RegExp(`-${fabricId}\\.(png|webp)$`)
  await Promise.all(
    names.filter((name) => own.test(name)).map((name) => fs.rm(path.join(layers, name), { force: true })),
  )
}
