import type { FabricWeave } from '../../core/catalog/types.ts'
import { periodicNoise, randomTable } from '../noise.ts'

/**
 * The structure of the cloth at a point: which yarn lies on top (warp or weft) and how bright that
 * spot is (a round yarn is lighter on its crown and darker where it dives under its neighbour).
 * `threads` is the number of warp (and weft) threads per 48 mm tile.
 */
export type WeaveSample = { warpOnTop: boolean; brightness: number; warpIndex: number; cloud?: number }
export type Weave = { threads: number; sample: (u: number, v: number) => WeaveSample }

/** Brightness of a yarn crossing a cell: `across` 0..1 over the yarn, `along` 0..1 along it. */
function yarn(across: number, along: number, float = false): number {
  const crown = Math.sqrt(Math.sin(Math.PI * across))
  const dive = float ? 1 : 0.93 + 0.07 * Math.sin(Math.PI * along)
  return (0.8 + 0.28 * crown) * dive
}

function cell(u: number, v: number, threads: number) {
  const x = u * threads
  const y = v * threads
  const i = Math.floor(x)
  const j = Math.floor(y)
  return { i, j, fx: x - i, fy: y - j }
}

function mod(a: number, n: number): number {
  return ((a % n) + n) % n
}

/** A weave from a rule "is the warp on top in cell (i, j)". */
function fromRule(threads: number, warpOnTop: (i: number, j: number) => boolean, float = false): Weave {
  return {
    threads,
    sample(u, v) {
      const { i, j, fx, fy } = cell(u, v, threads)
      const warp = warpOnTop(i, j)
      return { warpOnTop: warp, brightness: warp ? yarn(fx, fy, float) : yarn(fy, fx, float), warpIndex: i }
    },
  }
}

export function weaveFor(weave: FabricWeave, seed: number): Weave {
  switch (weave) {
    case 'poplin':
      return fromRule(128, (i, j) => (i + j) % 2 === 0)
    case 'twill': {
      // 2/1 twill: floats over two picks, stepping one thread each pick, so ribs run diagonally.
      const base = fromRule(120, (i, j) => mod(i - j, 3) < 2, true)
      return {
        threads: 120,
        sample(u, v) {
          const s = base.sample(u, v)
          const rib = Math.cos(((u - v) * 120 * 2 * Math.PI) / 3)
          return { ...s, brightness: s.brightness * (1 + 0.07 * rib) }
        },
      }
    }
    case 'oxford':
      // Basket weave: pairs of threads interlace like a plain weave, with thicker yarn.
      return fromRule(96, (i, j) => (Math.floor(i / 2) + Math.floor(j / 2)) % 2 === 0)
    case 'end-on-end':
      return fromRule(128, (i, j) => (i + j) % 2 === 0)
    case 'herringbone':
      // A 2/2 twill whose direction flips every eight warp threads: the zigzag.
      return fromRule(128, (i, j) => {
        const direction = Math.floor(i / 8) % 2 === 0 ? 1 : -1
        return mod(i * direction - j, 4) < 2
      })
    case 'dobby':
      return dobby()
    case 'linen':
      return linen(seed)
    case 'flannel':
      return flannel(seed)
  }
}

/** Plain ground with a small raised diamond of warp floats every 16 threads. */
function dobby(): Weave {
  const ground = fromRule(128, (i, j) => (i + j) % 2 === 0)
  return {
    threads: 128,
    sample(u, v) {
      const { i, j, fx, fy } = cell(u, v, 128)
      const di = mod(i, 16) - 8
      const dj = mod(j, 16) - 8
      if (Math.abs(di) + Math.abs(dj) <= 2) {
        return { warpOnTop: true, brightness: yarn(fx, fy, true) * 1.12, warpIndex: i }
      }
      return ground.sample(u, v)
    },
  }
}

/** Coarse plain weave whose yarns thicken and thin (slubs) and vary in tone thread by thread. */
function linen(seed: number): Weave {
  const threads = 80
  const tone = randomTable(seed + 11, threads * 2)
  const slubs = periodicNoise(seed + 12, 24)
  const clouds = periodicNoise(seed + 13, 8)
  return {
    threads,
    sample(u, v) {
      const { i, j, fx, fy } = cell(u, v, threads)
      const warp = (i + j) % 2 === 0
      const index = warp ? i : threads + mod(j, threads)
      const along = warp ? v : u
      const slub = slubs(along, (index / (threads * 2)) * 7)
      const thick = 0.55 + 0.9 * slub * slub
      const across = warp ? fx : fy
      const crown = Math.sqrt(
        Math.max(0, Math.sin(Math.PI * Math.min(1, Math.max(0, (across - 0.5) / thick + 0.5)))),
      )
      const brightness = (0.78 + 0.3 * crown) * (0.9 + 0.2 * (tone[index] ?? 0.5)) * (0.94 + 0.12 * slub)
      return { warpOnTop: warp, brightness, warpIndex: i, cloud: 0.96 + 0.08 * clouds(u, v) }
    },
  }
}

/** Brushed cloth: the weave disappears under a soft, cloudy nap of fibres. */
function flannel(seed: number): Weave {
  const coarse = periodicNoise(seed + 21, 6)
  const medium = periodicNoise(seed + 22, 20)
  const fine = periodicNoise(seed + 23, 96)
  const fibre = periodicNoise(seed + 24, 160)
  return {
    threads: 96,
    sample(u, v) {
      // The cloudy nap survives any scale; fibres and the faint twill only show up close.
      const cloud = 0.9 + 0.2 * (0.55 * coarse(u, v) + 0.45 * medium(u, v))
      const n = 0.55 * fine(u, v) + 0.45 * fibre(u, v)
      const twill = Math.cos((u - v) * 96 * Math.PI * 0.66)
      return {
        warpOnTop: true,
        brightness: 0.9 + 0.2 * n + 0.015 * twill,
        warpIndex: Math.floor(u * 96),
        cloud,
      }
    },
  }
}
