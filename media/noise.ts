/**
 * Seeded, tileable value noise: the same fabric id always gives the same cloth, and a tile's right
 * edge continues its left edge so textures repeat without seams.
 */
export function seededRandom(seed: number): () => number {
  let state = (seed ^ 0x9e3779b9) >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Noise on the unit square with `cells` lattice cells per side, wrapping at 1. Returns 0..1. */
export function periodicNoise(seed: number, cells: number): (u: number, v: number) => number {
  const random = seededRandom(seed)
  const lattice = Float32Array.from({ length: cells * cells }, () => random())
  const at = (i: number, j: number) =>
    lattice[(((j % cells) + cells) % cells) * cells + (((i % cells) + cells) % cells)] ?? 0
  const smooth = (t: number) => t * t * (3 - 2 * t)
  return (u, v) => {
    const x = u * cells
    const y = v * cells
    const i = Math.floor(x)
    const j = Math.floor(y)
    const fx = smooth(x - i)
    const fy = smooth(y - j)
    const top = at(i, j) + (at(i + 1, j) - at(i, j)) * fx
    const bottom = at(i, j + 1) + (at(i + 1, j + 1) - at(i, j + 1)) * fx
    return top + (bottom - top) * fy
  }
}

/** Per-index random values (one per thread), deterministic for a seed. */
export function randomTable(seed: number, length: number): Float32Array {
  const random = seededRandom(seed)
  return Float32Array.from({ length }, () => random())
}
