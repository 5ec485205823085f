import { createHash } from 'node:crypto'
import sharp from 'sharp'
import type { FabricDef } from '../../core/catalog/types.ts'
import { renderClothRaw } from '../fabric/cloth.ts'

/**
 * The designer's cloth from a fabric's uploaded sample photo: the middle of the photo (where it
 * is sharpest and least shaded by the camera) cut square, scaled to one texture tile, made
 * seamless, and multiplied by the fabric's weave shading, so the cloth has the photo's colours and
 * the same woven relief as a drawn fabric.
 */

/** Share of the photo's side the tile is cut from: its middle, about one 48 mm tile of cloth. */
const cutShare = 0.5

/** Seamless RGB tiles per photo, kept in memory like the drawn ones; keyed by the photo's hash. */
const maxTiles = 64
const tiles = new Map<string, Promise<Buffer>>()

/** A short hash of the photo, so a new upload is a new tile even in a long-running process. */
export function photoVersion(photo: Uint8Array): string {
  return createHash('sha1').update(photo).digest('hex').slice(0, 16)
}

/** `size`×`size` RGB pixels of the photo's middle. */
async function cutMiddle(photo: Uint8Array, size: number): Promise<Buffer> {
  const image = sharp(photo).rotate()
  const meta = await image.metadata()
  const width = meta.autoOrient?.width ?? meta.width ?? 0
  const height = meta.autoOrient?.height ?? meta.height ?? 0
  const side = Math.max(1, Math.round(Math.min(width, height) * cutShare))
  return image
    .extract({
      left: Math.max(0, Math.floor((width - side) / 2)),
      top: Math.max(0, Math.floor((height - side) / 2)),
      width: Math.min(side, width),
      height: Math.min(side, height),
    })
    .resize(size, size, { fit: 'fill' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer()
}

/**
 * A tile that joins itself on every side: the cut blended with a copy of itself shifted by half a
 * tile, the cut in the middle and the shifted copy at the edges, where its own middle (seamless
 * across the wrap) meets the next tile.
 */
export function seamless(rgb: Buffer, size: number): Buffer {
  const out = Buffer.alloc(size * size * 3)
  const half = Math.floor(size / 2)
  for (let y = 0; y < size; y++) {
    const wy = Math.sin((Math.PI * (y + 0.5)) / size)
    const sy = (y + half) % size
    for (let x = 0; x < size; x++) {
      const w = Math.min(1, wy * Math.sin((Math.PI * (x + 0.5)) / size) * 1.6)
      const o = (y * size + x) * 3
      const s = (sy * size + ((x + half) % size)) * 3
      for (let c = 0; c < 3; c++)
        out[o + c] = Math.round((rgb[o + c] as number) * w + (rgb[s + c] as number) * (1 - w))
    }
  }
  return out
}

/**
 * The weave's shading as factors around 1: the drawn cloth of the fabric's weave in a plain mid
 * grey, divided by its mean. Multiplied into the photo, it adds the weave's light and shade
 * without changing the photo's average colour.
 */
export function weaveShading(fabric: Pick<FabricDef, 'id' | 'weave'>, size: number): Float32Array {
  const grey = renderClothRaw(
    {
      id: fabric.id,
      hex: '#9a9a9a',
      secondaryHex: undefined,
      pattern: 'uni',
      weave: fabric.weave as 'poplin',
    },
    size,
  )
  const lum = new Float32Array(size * size)
  let sum = 0
  for (let i = 0; i < lum.length; i++) {
    const value =
      0.2126 * (grey[i * 3] as number) +
      0.7152 * (grey[i * 3 + 1] as number) +
      0.0722 * (grey[i * 3 + 2] as number)
    lum[i] = value
    sum += value
  }
  const mean = sum / lum.length || 1
  for (let i = 0; i < lum.length; i++) lum[i] = (lum[i] as number) / mean
  return lum
}

/** The photo's tile with the weave's shading, `size`×`size` RGB: what the designer lays on each part. */
export function photoTile(
  fabric: Pick<FabricDef, 'id' | 'weave'>,
  photo: Uint8Array,
  size: number,
): Promise<Buffer> {
  const key = `${fabric.id}|${fabric.weave}|${size}|${photoVersion(photo)}`
  let tile = tiles.get(key)
  if (!tile) {
    tile = (async () => {
      const cloth = seamless(await cutMiddle(photo, size), size)
      const shading = weaveShading(fabric, size)
      for (let i = 0; i < shading.length; i++) {
        const factor = shading[i] as number
        for (let c = 0; c < 3; c++) {
          const o = i * 3 + c
          cloth[o] = Math.min(255, Math.max(0, Math.round((cloth[o] as number) * factor)))
        }
      }
      return cloth
    })()
    tile.catch(() => tiles.delete(key))
    tiles.set(key, tile)
    if (tiles.size > maxTiles) tiles.delete(tiles.keys().next().value as string)
  }
  return tile
}

/** The tile's mean colour as #rrggbb (the thread of seams and stitching is matched to it). */
export function meanHex(rgb: Buffer): string {
  const sums = [0, 0, 0]
  for (let i = 0; i < rgb.length; i++) sums[i % 3] = (sums[i % 3] as number) + (rgb[i] as number)
  const n = rgb.length / 3 || 1
  return `#${sums
    .map((sum) =>
      Math.round(sum / n)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}
