import { createHash } from 'node:crypto'
import sharp from 'sharp'
import { cleanImage, type UploadedFile } from '../feedback/images.ts'
import { type FileStore, type ObjectStream, storedPrefixes } from '../storage/file-store.ts'
import { productOfPhotoName } from './product-photo-paths.ts'

/**
 * An accessory's photo. One per product (its variants differ in colour only, and a photo usually
 * shows the piece as sold); without one the shop draws the product in each variant's colour
 * (core/catalog/accessory-drawing.ts). An upload is checked by its content with the service
 * photos' rules (core/feedback/images.ts), re-encoded as a JPEG of at most 1200 px and kept in the
 * shop's store as `product-photos/{name}`. The name carries a hash of the picture, so a new photo
 * is a new address: cached pages and browsers can never show the old one under it.
 */
export type PhotoRefusal = 'IMAGE_TOO_LARGE' | 'NOT_AN_IMAGE'

const photoSize = 1200

/** The stored name of a product's photo: its id and the first 16 hex digits of its SHA-256. */
export function productPhotoName(productId: number, jpeg: Uint8Array): string {
  const hash = createHash('sha256').update(jpeg).digest('hex').slice(0, 16)
  return `${Math.trunc(productId)}-${hash}.jpg`
}

function photoKey(name: string) {
  if (productOfPhotoName(name) === null) throw new Error(`Not a product photo name: ${name.slice(0, 40)}`)
  return `${storedPrefixes.productPhotos}/${name}`
}

/** The checked and re-encoded photo with its stored name, or why the upload is refused. */
export async function photoFromUpload(
  productId: number,
  upload: UploadedFile,
): Promise<{ ok: true; jpeg: Buffer; name: string } | { ok: false; reason: PhotoRefusal }> {
  const clean = await cleanImage(upload)
  if ('error' in clean)
    return {
      ok: false,
      reason: clean.error === 'feedback.errors.tooLarge' ? 'IMAGE_TOO_LARGE' : 'NOT_AN_IMAGE',
    }
  const jpeg = await sharp(clean.data)
    .rotate()
    .resize(photoSize, photoSize, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 84, mozjpeg: true, chromaSubsampling: '4:2:0' })
    .toBuffer()
  return { ok: true, jpeg, name: productPhotoName(productId, jpeg) }
}

/** Stores a photo whole (the store's guarantee) under its name. */
export async function storeProductPhoto(files: FileStore, name: string, jpeg: Buffer) {
  await files.put(photoKey(name), jpeg, 'image/jpeg')
}

export async function removeProductPhoto(files: FileStore, name: string) {
  await files.delete(photoKey(name))
}

/** A stored photo as a stream to answer with, or null when there is none under that name. */
export function streamProductPhoto(files: FileStore, name: string): Promise<ObjectStream | null> {
  return files.stream(photoKey(name))
}
