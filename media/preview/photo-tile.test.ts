import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import type { FabricDef } from '../../core/catalog/types.ts'
import { meanHex, photoTile, photoVersion, seamless, weaveShading } from './photo-tile.ts'
import type { RawLayer } from './render-fabric.ts'
import { type LayerDeps, renderLayerRaw } from './render-layer.ts'

const name = { de: 'Gingham', en: 'Gingham', fr: 'Vichy', es: 'Vichy' }
/** A bold green-and-white check (the gingham) as the catalog describes it. */
const gingham: FabricDef = {
  id: 4242,
  number: 'NF-4242',
  name,
  colour: 'green',
  hex: '#2e8b3a',
  secondaryHex: '#ffffff',
  pattern: 'checks',
  weave: 'poplin',
  composition: name,
  weightGsm: 110,
  opacity: 'semi-opaque',
  stretch: 'none',
  season: 'all-year',
  weightClass: 'light',
  care: name,
  nonIron: false,
  oekoTex: true,
  priceGroup: 'B',
  stock: 10,
  origin: 'IT',
}

/** The admin's photo: a muted green with a little grain, as a 512 px sample JPEG. */
async function mutedGreenPhoto(): Promise<Buffer> {
  const size = 512
  const rgb = Buffer.alloc(size * size * 3)
  for (let i = 0; i < size * size; i++) {
    const grain = ((i * 2654435761) % 17) - 8
    rgb[i * 3] = 112 + grain
    rgb[i * 3 + 1] = 128 + grain
    rgb[i * 3 + 2] = 104 + grain
  }
  return sharp(rgb, { raw: { width: size, height: size, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer()
}

function deps(photo: Buffer | null): LayerDeps {
  return {
    getFabric: async (id) => (id === gingham.id ? gingham : null),
    getMonogram: async () => null,
    getFabricPhoto: async () => photo,
  }
}

/** Mean colour of the layer's fully painted pixels. */
function meanOf(layer: RawLayer) {
  const sums = [0, 0, 0]
  let count = 0
  for (let i = 0; i < layer.data.length; i += 4) {
    if ((layer.data[i + 3] as number) < 255) continue
    for (let c = 0; c < 3; c++) sums[c] = (sums[c] as number) + (layer.data[i + c] as number)
    count++
  }
  return sums.map((sum) => sum / count)
}

const distance = (a: number[], b: number[]) => Math.hypot(...a.map((value, i) => value - (b[i] as number)))

describe("the designer's cloth from an uploaded sample photo", () => {
  it('differs from the drawn gingham and takes the colour of the photo', async () => {
    const photo = await mutedGreenPhoto()
    const drawn = await renderLayerRaw('fabric', `body-${gingham.id}.png`, deps(null))
    const fromPhoto = await renderLayerRaw('fabric', `body-${gingham.id}.png`, deps(photo))
    if (!drawn || !fromPhoto) throw new Error('layer not rendered')
    const photoMean = [112, 128, 104]
    // The same outline (only the cloth changes) …
    expect(fromPhoto.data.filter((_, i) => i % 4 === 3)).toEqual(drawn.data.filter((_, i) => i % 4 === 3))
    // … in the photo's muted green, not the gingham's green and white.
    expect(distance(meanOf(fromPhoto), photoMean)).toBeLessThan(14)
    expect(distance(meanOf(drawn), photoMean)).toBeGreaterThan(40)
  })

  it('keeps the weave: the tile is shaded, its average stays on the photo', async () => {
    const flat = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#708068' } })
      .jpeg()
      .toBuffer()
    const tile = await photoTile(gingham, flat, 88)
    const values = new Set<number>()
    for (let i = 1; i < tile.length; i += 3) values.add(tile[i] as number)
    // A flat photo comes back with the poplin's light and shade, around the same colour.
    expect(values.size).toBeGreaterThan(2)
    expect(distance(meanOf({ data: rgba(tile), width: 88, height: 88 }), [0x70, 0x80, 0x68])).toBeLessThan(6)
    const shading = weaveShading(gingham, 88)
    expect(shading.reduce((sum, value) => sum + value, 0) / shading.length).toBeCloseTo(1, 5)
  })

  it('makes a tile that joins itself: opposite edges meet like neighbouring pixels', () => {
    const size = 32
    const ramp = Buffer.alloc(size * size * 3)
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++)
        ramp.fill(Math.round((x / (size - 1)) * 255), (y * size + x) * 3, (y * size + x + 1) * 3)
    const tile = seamless(ramp, size)
    for (let y = 0; y < size; y++) {
      const left = tile[y * size * 3] as number
      const right = tile[(y * size + size - 1) * 3] as number
      // The ramp jumps by 255 from its right edge to its left; the tile joins within one step.
      expect(Math.abs(left - right)).toBeLessThanOrEqual(16)
    }
  })

  it('names each photo by its content and gives the thread its mean colour', () => {
    expect(photoVersion(new Uint8Array([1]))).not.toBe(photoVersion(new Uint8Array([2])))
    expect(meanHex(Buffer.from([0, 128, 255, 255, 128, 0]))).toBe('#808080')
  })
})

function rgba(rgb: Buffer) {
  const out = Buffer.alloc((rgb.length / 3) * 4, 255)
  for (let i = 0, o = 0; i < rgb.length; i += 3, o += 4) rgb.copy(out, o, i, i + 3)
  return out
}
