import { ellipse, mirrored, onEllipse, type Point, place } from './geometry.ts'
import type { Line, PartShape, Piece } from './shape-types.ts'

/**
 * The collar seen from the front of the folded shirt, as nested ellipses: the roll line (the top
 * of the standing collar), the band seam inside it and the neck opening, in which the back shows.
 * Leaves are drawn for the wearer's left (canvas right) and mirrored.
 */
export const roll = { cx: 300, cy: 134, rx: 110, ry: 56 }
const seam = { cx: 300, cy: 140, rx: 102, ry: 49 }
export const neckHole = { cx: 300, cy: 146, rx: 92, ry: 38 }

type LeafSpec = {
  /** Where the leaf lies widest on the shoulder, and the curve controls before and after it. */
  o1: Point
  o2: Point
  side: Point
  o3: Point
  o4: Point
  tip: Point
  /** Where the front edge meets the roll line at the centre front. */
  neck: Point
  /** Radius of a rounded point (Piccadilly). */
  round?: number
}

const kent: LeafSpec = {
  o1: [402, 98],
  o2: [426, 120],
  side: [429, 150],
  o3: [432, 198],
  o4: [400, 262],
  tip: [362, 298],
  neck: [302, 190],
}

/** Collar ids 1–10 → the shape of the leaf (7 and 8 have none: wing and band collars). */
export const collarLeaves: Record<number, LeafSpec | undefined> = {
  1: kent,
  2: { ...kent, o3: [434, 190], o4: [426, 240], tip: [404, 268], neck: [304, 189] },
  3: { ...kent, side: [431, 146], o3: [435, 176], o4: [436, 214], tip: [426, 240], neck: [306, 188] },
  4: { ...kent, o2: [430, 122], side: [433, 156], o3: [440, 214], o4: [400, 284], tip: [356, 314] },
  5: kent,
  6: { ...kent, o3: [428, 200], o4: [392, 264], tip: [350, 300] },
  9: { ...kent, o4: [404, 258], tip: [366, 294], round: 15 },
  10: kent,
}

const toward = (from: Point, to: Point, distance: number): Point => {
  const length = Math.hypot(to[0] - from[0], to[1] - from[1])
  return [
    from[0] + ((to[0] - from[0]) * distance) / length,
    from[1] + ((to[1] - from[1]) * distance) / length,
  ]
}
const pt = (p: Point) => `${Math.round(p[0] * 10) / 10} ${Math.round(p[1] * 10) / 10}`

const lerp = (a: Point, b: Point, t: number): Point => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]

/** The part of a cubic curve after `t` (de Casteljau), as its start point and three controls. */
function cubicFrom(p0: Point, p1: Point, p2: Point, p3: Point, t: number): [Point, Point, Point, Point] {
  const p12 = lerp(p1, p2, t)
  const p23 = lerp(p2, p3, t)
  const p123 = lerp(p12, p23, t)
  return [lerp(lerp(lerp(p0, p1, t), p12, t), p123, t), p123, p23, p3]
}

/**
 * The right leaf's outline and its finished (stitched) outer and front edges. The stitching
 * starts where the leaf comes out from behind the roll, not at the thin sliver above it.
 */
function leafPaths(s: LeafSpec): { outline: string; edge: string } {
  const start = onEllipse(roll.cx, roll.cy, roll.rx, roll.ry, -52)
  const [a, b, c, d] = cubicFrom(start, s.o1, s.o2, s.side, 0.45)
  let edge = `M${pt(a)}C${pt(b)} ${pt(c)} ${pt(d)}`
  if (s.round) {
    const a = toward(s.tip, s.o4, s.round)
    const b = toward(s.tip, s.neck, s.round)
    edge += `C${pt(s.o3)} ${pt(s.o4)} ${pt(a)}Q${pt(s.tip)} ${pt(b)}L${pt(s.neck)}`
  } else {
    edge += `C${pt(s.o3)} ${pt(s.o4)} ${pt(s.tip)}L${pt(s.neck)}`
  }
  const outer = `M${pt(start)}C${pt(s.o1)} ${pt(s.o2)} ${pt(s.side)}`
  const rest = edge.slice(edge.indexOf('C', edge.indexOf('C') + 1))
  return { outline: `${outer}${rest}A${roll.rx} ${roll.ry} 0 0 0 ${pt(start)}Z`, edge }
}

/** Stripes on a leaf run from the neck towards the point, as the leaf is cut across the grain. */
export function leafGrain(s: LeafSpec): number {
  return (-Math.atan2(s.tip[0] - s.neck[0], s.tip[1] - s.neck[1]) * 180) / Math.PI
}

const ring = (outer: typeof roll, inner: typeof roll) =>
  ellipse(outer.cx, outer.cy, outer.rx, outer.ry) + ellipse(inner.cx, inner.cy, inner.rx, inner.ry)

/** The inside of the standing collar between roll line and band seam (contrast 'Kragen innen'). */
const standInside: Piece = { d: ring(roll, seam), grain: 0 }
const rollTop = `M${roll.cx - roll.rx} ${roll.cy}A${roll.rx} ${roll.ry} 0 0 1 ${roll.cx + roll.rx} ${roll.cy}`

/** The stand's outer face at the front, between the roll line and the band seam to the body. */
const standFront = `M190 134A110 56 0 0 0 410 134L410 150C408 196 350 214 300 214C250 214 192 196 190 150Z`
const standBottom = 'M410 150C408 196 350 214 300 214C250 214 192 196 190 150'
const standSoftness: Line[] = [{ d: 'M196 150C200 190 250 206 300 206C350 206 400 190 404 150', width: 10 }]

/** Light where the collar rolls over, dark deep inside the neck opening. */
const collarVolume = {
  highlights: [
    { d: 'M356 184C384 176 406 160 414 134', width: 9 },
    { d: 'M244 184C216 176 194 160 186 134', width: 9 },
    { d: 'M236 94C270 82 330 82 364 94', width: 6 },
  ],
  creases: [{ d: 'M222 128C250 108 350 108 378 128', width: 16 }] as Line[],
  /** Looking into the collar: the back inside the neck opening lies in shadow. */
  shadows: [ellipse(neckHole.cx, neckHole.cy - 8, neckHole.rx - 6, neckHole.ry - 8)],
}

export function collarShape(collarId: number): PartShape | null {
  const spec = collarLeaves[collarId]
  const shadeArea = [ellipse(roll.cx, roll.cy, roll.rx, roll.ry)]
  if (spec) {
    const { outline, edge } = leafPaths(spec)
    const grain = leafGrain(spec)
    const pieces: Piece[] = []
    if (collarId === 6) {
      // The tab bridges the leaves below the band; the leaves are drawn over its ends.
      pieces.push({
        d: 'M280 222L320 222C326 222 328 226 328 230C328 234 326 238 320 238L280 238C274 238 272 234 272 230C272 226 274 222 280 222Z',
        grain: 90,
      })
    }
    pieces.push(standInside, { d: outline, grain }, { d: place(mirrored, outline), grain: -grain })
    const holes = spec.round ? [ellipse(342, 246, 3.2, 3.2), ellipse(258, 246, 3.2, 3.2)] : undefined
    return {
      pieces,
      inside: [standInside],
      edges: [edge, place(mirrored, edge)],
      stitchInset: 7,
      lines: collarId === 4 ? [{ d: 'M414 170C414 210 396 250 370 280', light: true, width: 3 }] : [],
      holes,
      creases: [
        ...collarVolume.creases,
        { d: 'M424 150C426 200 404 250 372 290', width: 12 },
        { d: 'M176 150C174 200 196 250 228 290', width: 12 },
      ],
      shadows: collarVolume.shadows,
      highlights: [
        ...collarVolume.highlights,
        { d: 'M372 200C386 220 380 250 364 270', width: 30, soft: true },
        { d: 'M228 200C214 220 220 250 236 270', width: 30, soft: true },
      ],
      shadeArea: [...shadeArea, outline, place(mirrored, outline)],
      lift: 5,
    }
  }
  if (collarId === 7) {
    // Wing collar: a tall stand whose front corners are pressed outwards into small wings.
    const wing = 'M303 190L340 184C345 200 342 216 334 230L318 233C311 220 305 206 303 190Z'
    return {
      pieces: [
        standInside,
        { d: standFront, grain: 0 },
        { d: wing, grain: -20 },
        { d: place(mirrored, wing), grain: 20 },
      ],
      inside: [standInside],
      edges: [
        rollTop,
        standBottom,
        'M340 184C345 200 342 216 334 230L318 233',
        'M260 184C255 200 258 216 266 230L282 233',
      ],
      stitchInset: 3,
      creases: [
        ...collarVolume.creases,
        { d: 'M306 194L322 230', width: 5 },
        { d: 'M294 194L278 230', width: 5 },
      ],
      highlights: [...collarVolume.highlights, ...standSoftness.map((l) => ({ ...l, width: 6 }))],
      shadows: collarVolume.shadows,
      shadeArea: [...shadeArea, standFront, wing, place(mirrored, wing)],
      lift: 3,
    }
  }
  if (collarId === 8) {
    // Band collar: the stand alone, its two ends meeting at the collar button.
    return {
      pieces: [standInside, { d: standFront, grain: 0 }],
      inside: [standInside],
      edges: [rollTop, standBottom, 'M190 134A110 56 0 0 0 410 134'],
      stitchInset: 4,
      lines: [{ d: 'M300 190L300 213', width: 1.2 }],
      creases: collarVolume.creases,
      highlights: [...collarVolume.highlights, ...standSoftness.map((l) => ({ ...l, width: 6 }))],
      shadows: collarVolume.shadows,
      shadeArea: [...shadeArea, standFront],
      lift: 2,
    }
  }
  return null
}

/** The collar band: its inside shows around the neck opening, its front between the leaves. */
const bandOutline = `M190 134A110 56 0 0 1 300 78A110 56 0 0 1 410 134L410 150C408 196 350 214 300 214C250 214 192 196 190 150Z`
const bandBottom = 'M410 150C408 196 350 214 300 214C250 214 192 196 190 150'

export function collarBandShape(collarId: number): PartShape | null {
  if (!(collarId >= 1 && collarId <= 10)) return null
  const lines: Line[] = collarId === 8 ? [{ d: 'M300 189L300 213', width: 1.4 }] : []
  return {
    pieces: [{ d: bandOutline + ellipse(neckHole.cx, neckHole.cy, neckHole.rx, neckHole.ry), grain: 0 }],
    inside: [{ d: ring(seam, neckHole), grain: 0 }],
    edges: [bandBottom],
    stitchInset: 4,
    lines,
    creases: [{ d: 'M214 146C240 120 360 120 386 146', width: 12 }],
    highlights: [{ d: 'M250 205C280 212 320 212 350 205', width: 6 }],
    lift: 2,
  }
}

/** Where the collar's point-related fasteners sit (right leaf; mirror for the left). */
export function collarTip(collarId: number): { tip: Point; neck: Point } | null {
  const spec = collarLeaves[collarId]
  return spec ? { tip: spec.tip, neck: spec.neck } : null
}
