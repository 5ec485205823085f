import type { PartShape } from './shape-types.ts'
import { backShape, bodyShape } from './shapes-body.ts'
import { collarBandShape, collarShape } from './shapes-collar.ts'
import { cuffShape } from './shapes-cuff.ts'
import { placketShape, pocketShape } from './shapes-front.ts'

/**
 * The geometry of the folded shirt, by part kind (the `{shape}` of a layer name). Every part's
 * outline, stitched edges, seams and shading is SVG path data on the preview canvas.
 */
export type ShapeKind = 'body' | 'back' | 'pocket' | 'placket' | 'cuff' | 'collar' | 'collar-band'

export function shapeFor(kind: ShapeKind, partId: number | null): PartShape | null {
  if (kind === 'body') return partId === null ? bodyShape : null
  if (partId === null) return null
  switch (kind) {
    case 'back':
      return backShape(partId)
    case 'pocket':
      return pocketShape(partId)
    case 'placket':
      return placketShape(partId)
    case 'cuff':
      return cuffShape(partId)
    case 'collar':
      return collarShape(partId)
    case 'collar-band':
      return collarBandShape(partId)
  }
}

/** Parts that can carry a contrast fabric inside (contrast parts 90–93). */
export const insideKinds: ReadonlySet<ShapeKind> = new Set(['collar', 'collar-band', 'cuff', 'placket'])

export { canvas } from './geometry.ts'
export type { Line, PartShape, Piece } from './shape-types.ts'
export { buttonholes, buttonSpots, monogramPlace } from './shapes-fasteners.ts'
