import { type Frame, localXAt, place } from './geometry.ts'
import type { Line, PartShape, Piece } from './shape-types.ts'

/**
 * The visible cuff lies at the lower left: the wearer's left sleeve is folded across the back and
 * comes round the left side, so its cuff rests on the front. Cuffs are drawn in their own axes:
 * x along the arm (0 = sleeve seam, 100 = hand edge), y across (-88 = folded side, +88 = the free
 * end with button and buttonhole), then placed with `cuffFrame`.
 */
export const cuffFrame: Frame = { x: 128, y: 552, angle: 18 }
/** The short sleeve lies higher: it is folded forward from the shoulder. */
export const shortSleeveFrame: Frame = { x: 70, y: 286, angle: 30 }

/** Stripes run along the arm on sleeve and cuff (cuffs are cut across the grain). */
const grainAlongArm = (frame: Frame) => frame.angle - 90
const bodyEdgeX = 62

/** Sleeve from the body's side edge (where it comes round from the back) to `endX`. */
function sleeve(frame: Frame, halfAtEdge: number, endX: number, halfAtEnd: number): string {
  const a = localXAt(frame, bodyEdgeX, -halfAtEdge)
  const b = localXAt(frame, bodyEdgeX, halfAtEdge)
  const bulge = localXAt(frame, bodyEdgeX - 6, 0)
  return `M${a} ${-halfAtEdge}L${endX} ${-halfAtEnd}L${endX} ${halfAtEnd}L${b} ${halfAtEdge}Q${bulge} 0 ${a} ${-halfAtEdge}Z`
}

/** A flat cuff whose free-end corners are shaped: rounded, slightly rounded or cut away. */
function barrel(corner: 'round' | 'soft' | 'angled'): string {
  if (corner === 'angled') return 'M0 -84Q0 -88 4 -88L96 -88Q100 -88 100 -84L100 62L74 88L26 88L0 62Z'
  const r = corner === 'round' ? 24 : 8
  return `M0 -84Q0 -88 4 -88L96 -88Q100 -88 100 -84L100 ${88 - r}Q100 88 ${100 - r} 88L${r} 88Q0 88 0 ${88 - r}Z`
}

/** The lip at the opening where a little of the cuff's inside shows. */
const lip = 'M100 -84Q88 0 100 84Z'

const gauntlet = 'M0 50L-40 52L-40 76L0 78Z'
const pleats: Line[] = [
  { d: 'M0 -42L-46 -50' },
  { d: 'M0 -38L-40 -45', light: true },
  { d: 'M0 -6L-40 -12' },
  { d: 'M0 -2L-34 -7', light: true },
]
const longSleeveCreases: Line[] = [
  { d: 'M-2 -86L-2 86', width: 8 },
  { d: 'M2 -84L2 84', width: 3 },
  // The sleeve comes round the body's edge from behind: darker where it turns.
  { d: 'M-70 -96L-50 96', width: 40, soft: true },
  { d: 'M-60 -98L-2 -88', width: 12 },
  { d: 'M-60 98L-2 88', width: 12 },
  { d: 'M0 -44L-50 -52', width: 8 },
  { d: 'M0 -8L-44 -14', width: 8 },
  { d: 'M4 -86L96 -86', width: 14 },
  { d: 'M4 86L96 86', width: 10 },
]
const longSleeveHighlights: Line[] = [
  { d: 'M10 -52L92 -52', width: 22 },
  { d: 'M-50 -72L-6 -68', width: 12 },
  { d: 'M-40 40L-6 42', width: 10, soft: true },
]

type CuffSpec = { pieces: string[]; inside: string[]; lines?: Line[]; holes?: string[] }

const cuffSpecs: Record<number, CuffSpec> = {
  11: { pieces: [barrel('round')], inside: [lip] },
  12: { pieces: [barrel('soft')], inside: [lip] },
  13: { pieces: [barrel('angled')], inside: [lip] },
  // French cuff: folded back on itself; the turned-back half (its inside) lies on top and the
  // two ends 'kiss' beyond the fold, joined by a cufflink through four holes.
  14: {
    pieces: [
      'M0 -84Q0 -88 4 -88L96 -88Q100 -88 100 -84L100 100L0 100Z',
      'M16 -88L96 -88Q100 -88 100 -84L100 96Q100 104 92 104L26 104Q16 104 16 96Z',
    ],
    inside: ['M16 -88L96 -88Q100 -88 100 -84L100 96Q100 104 92 104L26 104Q16 104 16 96Z'],
    lines: [{ d: 'M100 -86L100 100', light: true, width: 2 }],
    holes: ['M34 90L46 90', 'M70 90L82 90'],
  },
  // Cocktail cuff: turned back like a French cuff but cut away at the end and closed with a button.
  15: {
    pieces: [barrel('soft'), 'M34 -88L96 -88Q100 -88 100 -84L100 88L74 88C50 88 34 72 34 46Z'],
    inside: ['M34 -88L96 -88Q100 -88 100 -84L100 88L74 88C50 88 34 72 34 46Z'],
  },
}

export function cuffShape(partId: number): PartShape | null {
  if (partId === 16) return shortSleeveShape()
  const spec = cuffSpecs[partId]
  if (!spec) return null
  const f = cuffFrame
  const grain = grainAlongArm(f)
  const pieces: Piece[] = [
    { d: place(f, sleeve(f, 100, 0, 90)), grain },
    { d: place(f, gauntlet), grain },
    ...spec.pieces.map((d) => ({ d: place(f, d), grain })),
  ]
  return {
    pieces,
    inside: spec.inside.map((d) => ({ d: place(f, d), grain })),
    edges: [...spec.pieces.map((d) => place(f, d.replace(/Z$/, ''))), place(f, 'M0 50L-40 52L-40 76L0 78')],
    stitchInset: 5,
    lines: [...pleats, ...(spec.lines ?? [])].map((l) => ({ ...l, d: place(f, l.d) })),
    holes: spec.holes?.map((d) => place(f, d)),
    creases: longSleeveCreases.map((l) => ({ ...l, d: place(f, l.d) })),
    highlights: longSleeveHighlights.map((l) => ({ ...l, d: place(f, l.d) })),
    lift: 5,
  }
}

/** Short sleeve (part 16): folded forward, finished with a turned-up hem. */
function shortSleeveShape(): PartShape {
  const f = shortSleeveFrame
  const grain = grainAlongArm(f)
  const outline = sleeve(f, 84, 100, 72)
  return {
    pieces: [{ d: place(f, outline), grain }],
    inside: [{ d: place(f, 'M100 -70Q92 0 100 70Z'), grain }],
    edges: [place(f, 'M100 -72L100 72')],
    stitchInset: 4,
    lines: [{ d: place(f, 'M76 -74L76 74') }, { d: place(f, 'M79 -74L79 74'), dashed: true }],
    creases: [
      { d: place(f, 'M-20 -82L98 -70'), width: 14 },
      { d: place(f, 'M-20 82L98 70'), width: 12 },
      { d: place(f, 'M74 -72L74 72'), width: 6 },
    ],
    highlights: [{ d: place(f, 'M0 -40L94 -34'), width: 24 }],
    lift: 5,
  }
}
