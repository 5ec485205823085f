import sharp from 'sharp'
import type { FabricDef } from '../core/catalog/types.ts'
import { renderClothRaw, tileMillimetres } from './fabric/cloth.ts'

export type SampleFabric = Pick<FabricDef, 'id' | 'hex' | 'secondaryHex' | 'pattern' | 'weave'>

/** The shop's sample JPEGs should stay small enough for a grid of 120 fabrics on a phone. */
const maxSampleBytes = 58 * 1024

/**
 * The fabric sample `/media/samples/{id}.jpg`: a close look at the cloth (48 mm across), with a
 * soft fall of light so it reads as a photographed swatch rather than a flat fill.
 */
export async function renderFabricSample(fabric: SampleFabric, size = 512): Promise<Buffer> {
  const raw = renderClothRaw(fabric, size)
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const light = 1.035 - 0.07 * ((x + y) / (2 * size))
      const o = (y * size + x) * 3
      for (let c = 0; c < 3; c++) raw[o + c] = Math.min(255, Math.round((raw[o + c] ?? 0) * light))
    }
  }
  const image = sharp(raw, { raw: { width: size, height: size, channels: 3 } })
  let quality = 84
  for (;;) {
    const jpeg = await image.clone().jpeg({ quality, mozjpeg: true, chromaSubsampling: '4:2:0' }).toBuffer()
    if (jpeg.length <= maxSampleBytes || quality <= 40) return jpeg
    quality -= 8
  }
}

/**
 * A seamless tile of the cloth (`size` px for 48 mm) as PNG, for textures: the preview scales it
 * to the shirt's size and repeats it.
 */
export async function renderFabricTile(fabric: SampleFabric, size: number): Promise<Buffer> {
  const raw = renderClothRaw(fabric, size)
  return sharp(raw, { raw: { width: size, height: size, channels: 3 } })
    .png({ compressionLevel: 9 })
    .toBuffer()
}

export { tileMillimetres }
