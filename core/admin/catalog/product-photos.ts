import { findProductForUpdate, updateProductPhoto } from '#db/queries/admin-accessories.ts'
import type { Actor } from '../../access/actor.ts'
import { type Forbidden, forbidden, may } from '../../access/permissions.ts'
import {
  type PhotoRefusal,
  photoFromUpload,
  removeProductPhoto,
  storeProductPhoto,
} from '../../catalog/product-photos.ts'
import type { Deps } from '../../deps.ts'
import type { UploadedFile } from '../../feedback/images.ts'
import { catalogWrite } from './write.ts'

export type ProductPhotoResult =
  | { ok: true; productId: number; photo: string | null }
  | { ok: false; code: 'NOT_FOUND' | 'NO_FILE' | PhotoRefusal }

/**
 * An accessory's photo from an upload, shown instead of its drawing on the product page, in the
 * lists, the cart and the structured data. Checked and re-encoded first (a refused upload changes
 * nothing); then the photo is stored and its name set with the audit entry and the catalog bump
 * in one catalog write (a failed write rolls the row back; the page cache renders anew). The photo it replaces is removed once
 * the change is committed. The upload is read only once the actor may change the catalog.
 */
export async function uploadProductPhoto(
  deps: Pick<Deps, 'db' | 'files'>,
  actor: Actor,
  readUpload: () => Promise<{ productId: number; file: UploadedFile | undefined }>,
): Promise<ProductPhotoResult | Forbidden> {
  if (!may(actor, 'catalog.manage')) return forbidden
  const { productId, file } = await readUpload()
  if (!file) return { ok: false, code: 'NO_FILE' }
  const photo = await photoFromUpload(productId, file)
  if (!photo.ok) return { ok: false, code: photo.reason }
  return changePhoto(deps, actor, productId, { name: photo.name, jpeg: photo.jpeg })
}

/** The photo removed: the shop draws the product again. */
export function removeProductPhotoOf(
  deps: Pick<Deps, 'db' | 'files'>,
  actor: Actor,
  productId: number,
): Promise<ProductPhotoResult | Forbidden> {
  if (!may(actor, 'catalog.manage')) return Promise.resolve(forbidden)
  return changePhoto(deps, actor, productId, null)
}

async function changePhoto(
  deps: Pick<Deps, 'db' | 'files'>,
  actor: Actor,
  productId: number,
  photo: { name: string; jpeg: Buffer } | null,
): Promise<ProductPhotoResult | Forbidden> {
  type Changed = { productId: number; photo: string | null; replaced: string | null }
  const written = await catalogWrite<Changed>(deps, actor, async (tx) => {
    const product = await findProductForUpdate(tx, productId)
    if (!product) return { refused: 'NOT_FOUND' as const }
    const after = photo?.name ?? null
    await updateProductPhoto(tx, product.id, after)
    // Stored before the commit: a row never names a photo the store lacks.
    if (photo) await storeProductPhoto(deps.files, photo.name, photo.jpeg)
    return {
      value: { productId: product.id, photo: after, replaced: product.photo },
      audit: {
        action: photo ? 'catalog.productPhoto.upload' : 'catalog.productPhoto.remove',
        entityType: 'product',
        entityId: product.id,
        before: { photo: product.photo },
        after: photo ? { photo: after, bytes: photo.jpeg.length } : { photo: null },
      },
    }
  })
  if (!written.ok) return written.code === 'FORBIDDEN' ? forbidden : { ok: false, code: 'NOT_FOUND' }
  const { replaced, ...value } = written.value
  // The old photo's address is on no page any more once the change is visible.
  if (replaced && replaced !== value.photo) await removeProductPhoto(deps.files, replaced)
  return { ok: true, ...value }
}
