/**
 * What the renderer needs to know about a part of the folded shirt. All paths are SVG path data
 * in canvas pixels (see geometry.ts).
 */

/** A filled piece of cloth; `grain` turns the texture (degrees, 0 = warp running down the canvas). */
export type Piece = { d: string; grain: number }

/**
 * A line drawn on top of the cloth: a fold, seam or pleat. `light` lines are pressed ridges,
 * `dashed` lines are tone-on-tone stitching.
 */
export type Line = { d: string; width?: number; light?: boolean; dashed?: boolean; soft?: boolean }

export type PartShape = {
  pieces: Piece[]
  /** The part of the piece whose underside can carry a contrast fabric (collar, band, cuff, placket). */
  inside?: Piece[]
  /** Open paths along finished edges: edge stitching runs a few px inside them. */
  edges?: string[]
  /** How far inside the edge the stitching runs (px). */
  stitchInset?: number
  /** Seams, folds and pleat lines printed on the cloth. */
  lines?: Line[]
  /** Small holes (collar-pin eyelets, cufflink holes) as closed paths. */
  holes?: string[]
  /** Volume: soft dark strokes (creases, shadowed sides) and light ones (crowns) for the shade layer. */
  creases?: Line[]
  highlights?: Line[]
  /** Areas in shadow as a whole (the inside of the neck opening). */
  shadows?: string[]
  /** Where the shade layer may darken, when more than the pieces (e.g. the hole inside a collar). */
  shadeArea?: string[]
  /** Something sewn on that is not cloth of the shirt (the woven label), as SVG markup. */
  ornament?: string
  /** How high the part lies above what is under it: the drop shadow's offset in px. */
  lift: number
}
