import type { FabricPattern } from '../../core/catalog/types.ts'

/**
 * How much of the secondary colour shows at a point of the tile (0..1). The tile is 48 mm of
 * cloth, so every repeat below divides 1 and the tile wraps without a seam. `px` is the size of
 * one pixel in tile units, used to soften edges instead of aliasing them.
 */
export type PatternMask = (u: number, v: number, px: number) => number

/** Coverage of a band of width `width` (in period units) centred in each period. */
function band(x: number, width: number, px: number): number {
  const distance = Math.abs(x - Math.floor(x) - 0.5)
  return Math.min(1, Math.max(0, (width / 2 - distance) / px + 0.5))
}

const patterns: Record<FabricPattern, PatternMask> = {
  uni: () => 0,
  // Bengal-style stripe: 6 mm repeat, a 2.4 mm coloured stripe beside a hairline for interest.
  stripes: (u, _v, px) => {
    const x = u * 8
    return Math.max(band(x, 0.4, px * 8), 0.7 * band(x + 0.5, 0.06, px * 8))
  },
  // Gingham: warp and weft bands of the same colour; where they cross the colour is full.
  checks: (u, v, px) => 0.5 * band(u * 8, 0.5, px * 8) + 0.5 * band(v * 8, 0.5, px * 8),
  // Herringbone: 4 mm columns of diagonal ribs that change direction column by column, with the
  // characteristic break (half a rib offset) where two columns meet.
  herringbone: (u, v, px) => {
    const column = Math.floor(u * 12)
    const direction = column % 2 === 0 ? 1 : -1
    const x = ((u * 12 - column) * direction + v * 12) * 3 + (column % 2) * 0.5
    return 0.65 * band(x, 0.4, px * 36)
  },
  // Small dots on a 6 mm half-drop grid, 1.6 mm across.
  dots: (u, v, px) => {
    const row = Math.floor(v * 8)
    const x = u * 8 + (row % 2 === 0 ? 0 : 0.5)
    const dx = (x - Math.floor(x) - 0.5) / 8
    const dy = (v * 8 - row - 0.5) / 8
    const r = 0.8 / 48
    return Math.min(1, Math.max(0, (r - Math.hypot(dx, dy)) / px + 0.5))
  },
}

export function patternMask(pattern: FabricPattern): PatternMask {
  return patterns[pattern] ?? patterns.uni
}
