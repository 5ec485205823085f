import { canvas, type Point, toCanvas } from './geometry.ts'
import { collarTip } from './shapes-collar.ts'
import { cuffFrame } from './shapes-cuff.ts'

/**
 * Where buttons, buttonholes and monograms sit. Buttons are drawn by the buttons layer, the
 * thread of the buttonholes by the yarn layer; both take the placket, collar and cuff ids from the
 * layer name.
 */
export type ButtonSpot = { x: number; y: number; r: number; holes: 2 | 4; hidden?: boolean }
/** A buttonhole slit: centre, length and direction; `coveredBy` is the radius of a button on it. */
export type Buttonhole = { x: number; y: number; length: number; angle: number; coveredBy?: number }

const placketButtonYs = [312, 424, 536, 648]
/** Collars whose leaves leave the band's front open, so its button shows. */
const openFrontCollars = new Set([2, 3, 7, 8])
const cuffButtons: Record<number, Point[]> = {
  11: [[50, 64]],
  12: [
    [30, 64],
    [70, 64],
  ],
  13: [[50, 62]],
  15: [[16, 66]],
}
const gauntletButton: Point = [-36, 65]

function mirrorX([x, y]: Point): Point {
  return [canvas.width - x, y]
}

function toward(from: Point, to: Point, distance: number): Point {
  const length = Math.hypot(to[0] - from[0], to[1] - from[1])
  return [
    from[0] + ((to[0] - from[0]) * distance) / length,
    from[1] + ((to[1] - from[1]) * distance) / length,
  ]
}

function angleOf(from: Point, to: Point): number {
  return (Math.atan2(to[1] - from[1], to[0] - from[0]) * 180) / Math.PI
}

export function buttonSpots(placket: number, collar: number, cuff: number): ButtonSpot[] {
  const spots: ButtonSpot[] = []
  // Placket 71 hides its buttons; 72 (no placket) buttons straight through the folded front edge.
  if (placket === 70 || placket === 72) {
    for (const y of placketButtonYs) spots.push({ x: 300, y, r: 9, holes: 4 })
  }
  if (openFrontCollars.has(collar)) spots.push({ x: 300, y: 202, r: 7.5, holes: 4 })
  const tip = collarTip(collar)
  if (tip && (collar === 4 || collar === 5)) {
    // Button-down shows its buttons on the points; button-under hides them beneath the points,
    // where they only lift the cloth a little.
    const at = toward(tip.tip, tip.neck, 12)
    const spot = { r: 5.5, holes: 2 as const, hidden: collar === 5 }
    spots.push({ x: at[0], y: at[1], ...spot })
    const left = mirrorX(at)
    spots.push({ x: left[0], y: left[1], ...spot })
  }
  for (const [x, y] of cuffButtons[cuff] ?? []) {
    const [cx, cy] = toCanvas(cuffFrame, x, y)
    spots.push({ x: cx, y: cy, r: 8.5, holes: 4 })
  }
  if (cuff >= 11 && cuff <= 15) {
    const [gx, gy] = toCanvas(cuffFrame, ...gauntletButton)
    spots.push({ x: gx, y: gy, r: 5, holes: 2 })
  }
  return spots
}

export function buttonholes(placket: number, collar: number, cuff: number): Buttonhole[] {
  const holes: Buttonhole[] = []
  if (placket === 70 || placket === 72) {
    for (const y of placketButtonYs) holes.push({ x: 300, y, length: 28, angle: 90, coveredBy: 9 })
  }
  if (openFrontCollars.has(collar)) holes.push({ x: 300, y: 202, length: 24, angle: 0, coveredBy: 7.5 })
  const tip = collarTip(collar)
  if (tip && collar === 4) {
    const at = toward(tip.tip, tip.neck, 12)
    const angle = angleOf(tip.neck, tip.tip)
    holes.push({ x: at[0], y: at[1], length: 15, angle, coveredBy: 5.5 })
    const left = mirrorX(at)
    holes.push({ x: left[0], y: left[1], length: 15, angle: 180 - angle, coveredBy: 5.5 })
  }
  const across = cuffFrame.angle + 90
  for (const [x, y] of cuffButtons[cuff] ?? []) {
    const [cx, cy] = toCanvas(cuffFrame, x, y)
    holes.push({ x: cx, y: cy, length: 24, angle: across, coveredBy: 8.5 })
  }
  if (cuff === 14) {
    for (const x of [40, 76]) {
      const [cx, cy] = toCanvas(cuffFrame, x, 90)
      holes.push({ x: cx, y: cy, length: 13, angle: cuffFrame.angle })
    }
  }
  if (cuff >= 11 && cuff <= 15) {
    const [gx, gy] = toCanvas(cuffFrame, ...gauntletButton)
    holes.push({ x: gx, y: gy, length: 15, angle: cuffFrame.angle, coveredBy: 5 })
  }
  return holes
}

export type MonogramPosition = 'cuff-left' | 'cuff-right' | 'chest' | 'pocket' | 'collar-band'
/** Centre of the text, its rotation and the height of a capital (8 mm ≈ 14 px). */
export type MonogramPlace = { x: number; y: number; angle: number; capHeight: number }

/**
 * Monogram positions on the folded shirt. The visible cuff is the left one; the right cuff is
 * folded away behind the shirt, so a right-cuff monogram is not in view (null).
 */
export function monogramPlace(position: MonogramPosition): MonogramPlace | null {
  switch (position) {
    case 'cuff-left': {
      // Read along the cuff's circumference, letters upright towards the elbow.
      const [x, y] = toCanvas(cuffFrame, 52, -40)
      return { x, y, angle: cuffFrame.angle - 90, capHeight: 13 }
    }
    case 'cuff-right':
      return null
    case 'chest':
      return { x: 428, y: 546, angle: 0, capHeight: 14 }
    case 'pocket':
      return { x: 428, y: 430, angle: 0, capHeight: 14 }
    case 'collar-band':
      return { x: 300, y: 99, angle: 0, capHeight: 9 }
  }
}
