import sharp from 'sharp'
import { accessoryDrawingSvg } from '#core/catalog/accessory-drawing.ts'
import type { FileStore } from '#core/storage/file-store.ts'
import { cachedRender } from './cache.ts'

/**
 * An accessory's picture as a 1200 × 1200 PNG: the drawing the page shows, in the variant's
 * colour (search engines and shares need a picture file; the page draws it inline). Rendered once
 * per category and colour, then read from the media cache. Null for an unknown category.
 */
export function accessoryPicturePng(
  files: FileStore,
  name: string,
  category: string,
  colour: string | null,
): Promise<Buffer | null> {
  return cachedRender(files, 'accessories', name, 'png', async () => {
    const svg = accessoryDrawingSvg(category, colour)
    return svg ? sharp(Buffer.from(svg)).png().toBuffer() : null
  })
}
