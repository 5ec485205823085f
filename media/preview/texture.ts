import type { FabricDef } from '../../core/catalog/types.ts'
import { renderClothRaw } from '../fabric/cloth.ts'
import type { Box } from './geometry.ts'

/**
 * Pixels of one 48 mm fabric tile on the preview. The shirt is drawn at ~1.7 px/mm; the cloth is
 * shown a touch larger (≈1.8 px/mm) so that a fine stripe or check still reads at this size.
 */
export const previewTileSize = 88

/** Seamless RGB tiles per fabric, kept in memory (23 KB each): a fabric's layers share one. */
const maxTiles = 256
const tiles = new Map<string, Buffer>()

/** The fabric's drawn tile (pattern, colours and weave), `previewTileSize` square, RGB. */
export function drawnTile(fabric: FabricDef): Buffer {
  const key = `${fabric.id}|${fabric.hex}|${fabric.secondaryHex ?? ''}|${fabric.pattern}|${fabric.weave}`
  let tile = tiles.get(key)
  if (!tile) {
    tile = renderClothRaw(
      {
        id: fabric.id,
        hex: fabric.hex,
        secondaryHex: fabric.secondaryHex ?? undefined,
        pattern: fabric.pattern as 'uni',
        weave: fabric.weave as 'poplin',
      },
      previewTileSize,
    )
    tiles.set(key, tile)
    if (tiles.size > maxTiles) tiles.delete(tiles.keys().next().value as string)
  }
  return tile
}

/**
 * Fabric texture for `box` of the canvas as raw RGBA, turned by `grain` degrees so stripes follow
 * the part. Unturned texture keeps the canvas's phase, so stripes run on from body to pocket and
 * placket; turned texture is sampled (bilinear, the tile is seamless) around the box's centre.
 * `tile` is the fabric's drawn tile unless given (a tile cut from its uploaded photo).
 */
export function fabricTexture(
  fabric: FabricDef,
  grain: number,
  box: Box,
  tile: Buffer = drawnTile(fabric),
): Buffer {
  const size = previewTileSize
  const out = Buffer.allocUnsafe(box.width * box.height * 4)
  const turn = (((Math.round(grain * 10) / 10) % 360) + 360) % 360
  if (turn === 0) {
    for (let y = 0; y < box.height; y++) {
      const row = ((y + box.top) % size) * size
      let o = y * box.width * 4
      for (let x = 0; x < box.width; x++) {
        const t = (row + ((x + box.left) % size)) * 3
        out[o] = tile[t] as number
        out[o + 1] = tile[t + 1] as number
        out[o + 2] = tile[t + 2] as number
        out[o + 3] = 255
        o += 4
      }
    }
    return out
  }
  // Destination pixel d (from the centre) shows the cloth at R(-turn)·d: the cloth turned clockwise.
  const angle = (turn * Math.PI) / 180
  const cos = Math.cos(angle)
  const sin = Math.sin(angle)
  const cx = box.width / 2
  const cy = box.height / 2
  const span = size * 1024
  for (let y = 0; y < box.height; y++) {
    const dy = y + 0.5 - cy
    let o = y * box.width * 4
    for (let x = 0; x < box.width; x++) {
      const dx = x + 0.5 - cx
      // Shifted by many tiles so the modulo below works on positive numbers.
      const sx = cos * dx + sin * dy + span - 0.5
      const sy = -sin * dx + cos * dy + span - 0.5
      const x0 = Math.floor(sx)
      const y0 = Math.floor(sy)
      const fx = sx - x0
      const fy = sy - y0
      const ax = x0 % size
      const bx = (ax + 1) % size
      const ay = (y0 % size) * size
      const by = (((y0 + 1) % size) * size) as number
      const p00 = (ay + ax) * 3
      const p10 = (ay + bx) * 3
      const p01 = (by + ax) * 3
      const p11 = (by + bx) * 3
      for (let c = 0; c < 3; c++) {
        const top = (tile[p00 + c] as number) * (1 - fx) + (tile[p10 + c] as number) * fx
        const bottom = (tile[p01 + c] as number) * (1 - fx) + (tile[p11 + c] as number) * fx
        out[o + c] = top * (1 - fy) + bottom * fy + 0.5
      }
      out[o + 3] = 255
      o += 4
    }
  }
  return out
}
