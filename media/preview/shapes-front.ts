import { mirrored, place } from './geometry.ts'
import type { PartShape } from './shape-types.ts'

/**
 * Chest pocket(s) on the wearer's left (canvas right) and the placket down the centre front.
 * Pockets and placket share the body's grain so stripes run on, as a good shirtmaker matches them.
 */
const pocketTop = 322
const pocketLeft = 356
const pocketRight = 500
const pocketBottom = 500

const pocketPaths: Record<
  number,
  { outline: string; edge: string; flap?: { outline: string; edge: string } }
> = {
  61: {
    outline: `M${pocketLeft} ${pocketTop}L${pocketRight} ${pocketTop}L${pocketRight} 466C${pocketRight} 486 486 ${pocketBottom} 466 ${pocketBottom}L390 ${pocketBottom}C370 ${pocketBottom} ${pocketLeft} 486 ${pocketLeft} 466Z`,
    edge: `M${pocketLeft} ${pocketTop}L${pocketLeft} 466C${pocketLeft} 486 370 ${pocketBottom} 390 ${pocketBottom}L466 ${pocketBottom}C486 ${pocketBottom} ${pocketRight} 486 ${pocketRight} 466L${pocketRight} ${pocketTop}`,
  },
  62: {
    outline: `M${pocketLeft} ${pocketTop}L${pocketRight} ${pocketTop}L${pocketRight} 480L480 ${pocketBottom}L376 ${pocketBottom}L${pocketLeft} 480Z`,
    edge: `M${pocketLeft} ${pocketTop}L${pocketLeft} 480L376 ${pocketBottom}L480 ${pocketBottom}L${pocketRight} 480L${pocketRight} ${pocketTop}`,
  },
  63: {
    outline: `M${pocketLeft} 330L${pocketRight} 330L${pocketRight} 480L480 ${pocketBottom}L376 ${pocketBottom}L${pocketLeft} 480Z`,
    edge: `M${pocketLeft} 330L${pocketLeft} 480L376 ${pocketBottom}L480 ${pocketBottom}L${pocketRight} 480L${pocketRight} 330`,
    flap: {
      outline: 'M352 318L504 318L504 356L428 378L352 356Z',
      edge: 'M352 318L352 356L428 378L504 356L504 318',
    },
  },
}

const twoPockets = {
  outline: 'M368 326L494 326L494 474C494 484 488 490 478 490L384 490C374 490 368 484 368 474Z',
  edge: 'M368 326L368 474C368 484 374 490 384 490L478 490C488 490 494 484 494 474L494 326',
}

export function pocketShape(partId: number): PartShape | null {
  if (partId === 64) {
    const hem = 'M368 346L494 346'
    return {
      pieces: [
        { d: twoPockets.outline, grain: 0 },
        { d: place(mirrored, twoPockets.outline), grain: 0 },
      ],
      edges: [twoPockets.edge, place(mirrored, twoPockets.edge)],
      stitchInset: 3,
      lines: [
        { d: hem, dashed: true },
        { d: place(mirrored, hem), dashed: true },
      ],
      creases: [
        { d: 'M370 329L492 329', width: 5 },
        { d: place(mirrored, 'M370 329L492 329'), width: 5 },
      ],
      highlights: [
        { d: 'M420 360C424 400 424 440 420 470', width: 40, soft: true },
        { d: place(mirrored, 'M420 360C424 400 424 440 420 470'), width: 40, soft: true },
      ],
      lift: 2,
    }
  }
  const paths = pocketPaths[partId]
  if (!paths) return null
  const top = paths.flap ? 330 : pocketTop
  const shape: PartShape = {
    pieces: [{ d: paths.outline, grain: 0 }],
    edges: [paths.edge],
    stitchInset: 3,
    lines: paths.flap ? [] : [{ d: `M${pocketLeft} ${top + 22}L${pocketRight} ${top + 22}`, dashed: true }],
    creases: [{ d: `M${pocketLeft + 2} ${top + 3}L${pocketRight - 2} ${top + 3}`, width: 6 }],
    highlights: [{ d: 'M424 372C430 410 430 450 424 480', width: 50, soft: true }],
    lift: 2,
  }
  if (paths.flap) {
    shape.pieces.push({ d: paths.flap.outline, grain: 0 })
    shape.edges?.push(paths.flap.edge)
    shape.creases?.push({ d: 'M356 362L428 384L500 362', width: 7 })
    shape.lines?.push({ d: 'M420 360L436 360', width: 1.2 })
  }
  return shape
}

export function placketShape(partId: number): PartShape | null {
  if (partId === 70) {
    return {
      pieces: [{ d: 'M271 206L329 206L329 690L271 690Z', grain: 0 }],
      inside: [{ d: 'M324 206L329 206L329 690L324 690Z', grain: 0 }],
      edges: ['M271 206L271 690', 'M329 206L329 690'],
      stitchInset: 4,
      highlights: [{ d: 'M300 214L300 686', width: 16 }],
      lift: 1,
    }
  }
  if (partId === 71) {
    // Concealed placket: a plain fly with one row of stitching and small tacks between buttons.
    const tacks = [368, 480, 592].map((y) => ({ d: `M306 ${y}L322 ${y}`, width: 1.1 }))
    return {
      pieces: [{ d: 'M268 206L330 206L330 690L268 690Z', grain: 0 }],
      inside: [{ d: 'M325 206L330 206L330 690L325 690Z', grain: 0 }],
      edges: ['M330 206L330 690'],
      stitchInset: 3,
      lines: [{ d: 'M290 214L290 690', dashed: true }, ...tacks],
      highlights: [{ d: 'M310 214L310 686', width: 18 }],
      lift: 1,
    }
  }
  return null
}
