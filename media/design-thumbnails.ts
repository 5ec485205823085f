import sharp from 'sharp'
import { composeStack } from './thumbs.ts'

/** Thumbnail size: half the preview canvas, enough for a cart line or an email at 2× density. */
export const thumbnailWidth = 300

/** Stacks rendered layers into the thumbnail (a palette PNG). */
export async function composeThumbnail(rendered: { png: Buffer; opacity: number }[]): Promise<Buffer | null> {
  const stacked = await composeStack(rendered)
  if (!stacked) return null
  return sharp(stacked)
    .resize({ width: thumbnailWidth })
    .png({ palette: true, quality: 92, effort: 4, compressionLevel: 9 })
    .toBuffer()
}
