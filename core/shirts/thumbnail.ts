import { createHash } from 'node:crypto'
import type { CatalogSnapshot } from '../catalog/snapshot.ts'
import type { DesignState } from './design-rules.ts'
import { designPreview } from './preview.ts'
import type { PreviewLayer } from './preview-layers.ts'

/**
 * One composed picture of a design, for the cart, emails and order pages: the preview's layers
 * stacked into one image at `/folded/shirt/{hash}.png` (WebP where the browser accepts it). The
 * name is a hash of the layer list, so it says nothing about the design's owner, needs no owner
 * check, and a changed design gets a new name (the old picture stays valid for what it showed):
 * the answer can be cached for ever.
 */
export type DesignThumbnail = { hash: string; layers: PreviewLayer[]; url: string }

/**
 * Keeps a thumbnail's layer list so that its picture can be rendered when first asked for; false
 * when it could not (a full disk): never an error, the next view of the design tries again.
 */
export type ThumbnailStore = { remember(thumbnail: DesignThumbnail): Promise<boolean> }

export const thumbnailFolder = 'shirt'
/** 22 base64url characters: 132 bits of SHA-256. */
export const thumbnailHashPattern = /^[A-Za-z0-9_-]{22}$/

export function thumbnailHash(layers: readonly PreviewLayer[]): string {
  return createHash('sha256').update(JSON.stringify(layers)).digest('base64url').slice(0, 22)
}

export function designThumbnail(
  catalog: CatalogSnapshot,
  previewKey: string,
  state: DesignState,
): DesignThumbnail {
  const layers = designPreview(catalog, previewKey, state)
  const hash = thumbnailHash(layers)
  return { hash, layers, url: `/folded/${thumbnailFolder}/${hash}.png` }
}
