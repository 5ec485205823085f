import { accessoryPicturePath } from './accessory-drawing.ts'

/**
 * Where an accessory's picture is: the rules of the stored photos' names (`{productId}-{hash}.jpg`,
 * made by core/catalog/product-photos.ts), pure, so pages and the browser use them too.
 */
const photoName = /^([1-9]\d{0,8})-([0-9a-f]{16})\.jpg$/

/** The product a requested photo name belongs to, or null for a name the shop never makes. */
export function productOfPhotoName(name: string): number | null {
  const match = photoName.exec(name)
  return match ? Number(match[1]) : null
}

/** The address /media/products serves a stored photo at, or null without (a valid) one. */
export function productPhotoPath(photo: string | null | undefined): string | null {
  return photo && productOfPhotoName(photo) !== null ? `/media/products/${photo}` : null
}

/**
 * The picture an accessory is shown with: its uploaded photo wherever there is one, else the
 * drawing of its category in the variant's colour.
 */
export function accessoryImagePath(
  category: string,
  colour: string | null | undefined,
  photo: string | null | undefined,
): string {
  return productPhotoPath(photo) ?? accessoryPicturePath(category, colour)
}
