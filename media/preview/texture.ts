import sharp from 'sharp'
import type { FabricDef } from '../../core/catalog/types.ts'
import { renderFabricTile } from '../fabric-sample.ts'
import { type Box, canvas } from './geometry.ts'

/**
 * Pixels of one 48 mm fabric tile on the preview. The shirt is drawn at ~1.7 px/mm; the cloth is
 * shown a touch larger (≈1.8 px/mm) so that a fine stripe or check still reads at this size.
 */
export const previewTileSize = 88

const rawPng = { compressionLevel: 0 } as const

async function tiled(tile: Buffer, width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#000' } })
    .composite([{ input: tile, tile: true, gravity: 'northwest' }])
    .png(rawPng)
    .toBuffer()
}

/**
 * Fabric texture for `box` of the canvas, turned by `grain` degrees so stripes follow the part.
 * Unturned texture is cut from one canvas-wide texture, so its stripes run on from body to
 * pocket and placket; turned texture is made only as large as the piece needs.
 */
export function textureSource(fabric: FabricDef): (grain: number, box: Box) => Promise<Buffer> {
  let tile: Promise<Buffer> | null = null
  let straight: Promise<Buffer> | null = null
  return async (grain, box) => {
    tile ??= renderFabricTile(fabric, previewTileSize)
    const turn = (((Math.round(grain * 10) / 10) % 360) + 360) % 360
    if (turn === 0) {
      straight ??= tile.then((t) => tiled(t, canvas.width, canvas.height))
      return sharp(await straight)
        .extract(box)
        .png(rawPng)
        .toBuffer()
    }
    const side = Math.max(previewTileSize, Math.ceil(Math.hypot(box.width, box.height)) + 2)
    const square = await tiled(await tile, side, side)
    const { data, info } = await sharp(square)
      .rotate(turn, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .raw()
      .toBuffer({ resolveWithObject: true })
    return sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
      .extract({
        left: Math.floor((info.width - box.width) / 2),
        top: Math.floor((info.height - box.height) / 2),
        width: box.width,
        height: box.height,
      })
      .png(rawPng)
      .toBuffer()
  }
}
