import type { FabricDef } from '../../core/catalog/types.ts'
import { darken, lighten, luminance, mix, parseHex, type Rgb } from '../colour.ts'
import { periodicNoise, randomTable } from '../noise.ts'
import { patternMask } from './patterns.ts'
import { weaveFor } from './weaves.ts'

export type ClothFabric = Pick<FabricDef, 'id' | 'hex' | 'secondaryHex' | 'pattern' | 'weave'>

/** Physical size of one tile: every pattern repeat and weave divides it, so tiles join seamlessly. */
export const tileMillimetres = 48

/** The secondary colour when the catalog gives none: a darker tone on light cloth, white on dark. */
function secondaryOf(base: Rgb, hex: string | undefined): Rgb {
  if (hex) return parseHex(hex, base)
  return luminance(base) > 0.6 ? darken(base, 0.45) : lighten(base, 0.85)
}

/** The colours of the yarns that can show at a point for weaves with two-tone yarn. */
function yarnColours(
  fabric: ClothFabric,
  ground: Rgb,
  secondary: Rgb,
  warpIndex: number,
  warpOnTop: boolean,
): Rgb {
  const twoToneUni = fabric.pattern === 'uni' && Boolean(fabric.secondaryHex)
  if (fabric.weave === 'oxford') {
    // Coloured warp, paler weft: the mottled look of oxford cloth; the average stays on the hex.
    if (twoToneUni) return warpOnTop ? ground : secondary
    return warpOnTop ? darken(ground, 0.1) : lighten(ground, 0.32)
  }
  if (fabric.weave === 'end-on-end') {
    // Warp alternates a dark and a light end; the weft is the fabric's own colour.
    if (!warpOnTop) return ground
    if (twoToneUni) return warpIndex % 2 === 0 ? ground : secondary
    return warpIndex % 2 === 0 ? darken(ground, 0.22) : lighten(ground, 0.4)
  }
  return ground
}

/**
 * Renders `size`×`size` pixels (RGB, 8 bit) showing one 48 mm tile of the fabric. Small sizes are
 * supersampled so threads finer than a pixel average out instead of making moiré.
 */
export function renderClothRaw(fabric: ClothFabric, size: number): Buffer {
  const base = parseHex(fabric.hex)
  const secondary = secondaryOf(base, fabric.secondaryHex)
  const mask = patternMask(fabric.pattern)
  const weave = weaveFor(fabric.weave, fabric.id)
  const irregular = periodicNoise(fabric.id * 7 + 1, 4)
  const threadTone = randomTable(fabric.id * 7 + 2, weave.threads * 2)
  // Oxford's thick carded yarn varies visibly from thread to thread; fine cotton hardly at all.
  const toneSpread = fabric.weave === 'oxford' || fabric.weave === 'linen' ? 0.12 : 0.05
  const pxPerThread = size / weave.threads
  // Threads finer than ~2 px cannot be drawn, only averaged; sampling them anyway beats against
  // the pixel grid into a visible plaid. So the weave fades out as it shrinks, leaving its tone.
  const detail = Math.min(1, Math.max(0, (pxPerThread - 1.2) / 1.8))
  const ss = detail > 0 ? Math.min(4, Math.max(1, Math.ceil(2.5 / pxPerThread))) : 2
  const full = size * ss
  const px = 1 / full
  // Dark cloth shows its texture through sheen more than through shadow.
  const sheen = 70 * (1 - luminance(base))
  const sums = new Float32Array(size * size * 3)
  for (let y = 0; y < full; y++) {
    const v = (y + 0.5) / full
    const row = Math.floor(y / ss) * size
    for (let x = 0; x < full; x++) {
      const u = (x + 0.5) / full
      const ground = mix(base, secondary, mask(u, v, px))
      const s = weave.sample(u, v)
      const yarn = yarnColours(fabric, ground, secondary, s.warpIndex, s.warpOnTop)
      const colour = detail === 1 ? yarn : mix(ground, yarn, detail)
      const thread = s.warpOnTop ? s.warpIndex % weave.threads : weave.threads + Math.floor(v * weave.threads)
      const tone = 1 + toneSpread * detail * ((threadTone[thread] ?? 0.5) - 0.5)
      const b = (1 + (s.brightness - 1) * detail) * tone * (s.cloud ?? 1) * (0.985 + 0.03 * irregular(u, v))
      const extra = Math.max(0, b - 1) * sheen
      const o = (row + Math.floor(x / ss)) * 3
      sums[o] = (sums[o] ?? 0) + colour[0] * b + extra
      sums[o + 1] = (sums[o + 1] ?? 0) + colour[1] * b + extra
      sums[o + 2] = (sums[o + 2] ?? 0) + colour[2] * b + extra
    }
  }
  const out = Buffer.alloc(size * size * 3)
  const n = ss * ss
  for (let i = 0; i < out.length; i++) out[i] = Math.min(255, Math.max(0, Math.round((sums[i] ?? 0) / n)))
  return out
}
