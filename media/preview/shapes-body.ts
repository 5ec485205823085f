import { ellipse } from './geometry.ts'
import type { Line, PartShape } from './shape-types.ts'
import { neckHole } from './shapes-collar.ts'

/**
 * The folded torso: shoulders, straight sides (the sleeves are folded behind), the bottom fold and
 * a neckline cut low enough that the back shows inside the collar.
 */
const bodyOutline =
  'M66 676L66 190C66 168 75 157 94 151L198 118C203 164 246 203 300 203C354 203 397 164 402 118' +
  'L506 151C525 157 534 168 534 190L534 676C534 685 528 690 519 690L81 690C72 690 66 685 66 676Z'

/** The sleeves' folds peek out a few px beyond the sides, where they were turned behind. */
const sleeveFolds = [
  'M66 196C61 210 59 240 59 290C59 340 61 390 66 430Z',
  'M534 196C539 210 541 240 541 290C541 340 539 390 534 430Z',
]

export const bodyShape: PartShape = {
  pieces: [{ d: bodyOutline, grain: 0 }, ...sleeveFolds.map((d) => ({ d, grain: 0 }))],
  lines: [
    // Armhole seams where the sleeves were folded back.
    { d: 'M112 146C98 178 86 214 74 262' },
    { d: 'M488 146C502 178 514 214 526 262' },
    // The side edge of the torso in front of the folded sleeve.
    { d: 'M66 200L66 428', width: 0.8 },
    { d: 'M534 200L534 428', width: 0.8 },
  ],
  // The cloth rolls away at the folded sides and bottom, and dips a little below the shoulders.
  creases: [
    { d: 'M70 200L70 684', width: 20 },
    { d: 'M530 200L530 684', width: 20 },
    { d: 'M74 689L526 689', width: 12 },
    { d: 'M90 250C96 330 98 420 94 520', width: 26, soft: true },
    { d: 'M510 250C504 330 502 420 506 520', width: 26, soft: true },
    // The placket's free edge lies on the left front and throws a thin shadow.
    { d: 'M332 212L332 688', width: 3 },
  ],
  highlights: [
    // The pressed ridge where the shoulders fold over the shirt board.
    { d: 'M96 160L196 131', width: 7 },
    { d: 'M504 160L404 131', width: 7 },
    { d: 'M200 250C196 360 196 480 202 600', width: 60, soft: true },
    { d: 'M400 250C404 360 404 480 398 600', width: 60, soft: true },
  ],
  lift: 3,
}

/** The back's top: visible as a strip above the shoulders and inside the neck opening. */
const backOutline =
  'M62 156C62 150 68 146 84 141L200 106C230 96 262 92 300 92C338 92 370 96 400 106' +
  'L516 141C532 146 538 150 538 156L538 320L62 320Z'

/** Pleats and darts of back parts 40–43 (seen inside the neck opening below the yoke seam). */
const backLines: Record<number, Line[]> = {
  40: [],
  // Pleats open below the yoke seam (which runs at about y 164 inside the opening).
  41: [{ d: 'M287 164L285 200' }, { d: 'M313 164L315 200' }, { d: 'M290 164L289 200', light: true }],
  42: [
    { d: 'M244 163L240 200' },
    { d: 'M356 163L360 200' },
    { d: 'M247 163L244 200', light: true },
    { d: 'M353 163L356 200', light: true },
  ],
  43: [{ d: 'M266 170L269 184L268 200' }, { d: 'M334 170L331 184L332 200' }],
}

/** The shop's woven label inside the back neck: ink ground, brass lettering suggested by lines. */
const wovenLabel =
  '<rect x="281" y="113" width="38" height="14" rx="1.5" fill="#1d2433"/>' +
  '<path d="M287 118.2L313 118.2" stroke="#b8924f" stroke-width="1.3"/>' +
  '<path d="M291 122.4L309 122.4" stroke="#b8924f" stroke-width="0.8" stroke-opacity="0.8"/>' +
  '<rect x="281" y="113" width="38" height="14" rx="1.5" fill="none" stroke="#000" stroke-opacity="0.35" stroke-width="0.6"/>'

export function backShape(partId: number): PartShape | null {
  const lines = backLines[partId]
  if (!lines) return null
  return {
    pieces: [{ d: backOutline, grain: 0 }],
    lines: [{ d: 'M222 158C260 166 340 166 378 158', width: 0.8 }, ...lines],
    creases: [
      { d: 'M84 146L204 112', width: 8 },
      { d: 'M516 146L396 112', width: 8 },
      ...(partId === 41 ? [{ d: 'M300 156L300 200', width: 18 }] : []),
    ],
    shadeArea: [ellipse(neckHole.cx, neckHole.cy, neckHole.rx, neckHole.ry)],
    ornament: wovenLabel,
    lift: 0,
  }
}
