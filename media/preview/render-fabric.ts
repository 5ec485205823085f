import sharp, { type OverlayOptions } from 'sharp'
import type { FabricDef } from '../../core/catalog/types.ts'
import { darken, luminance, parseHex, toHex } from '../colour.ts'
import { canvas, pathBounds } from './geometry.ts'
import type { Line, PartShape, Piece } from './shape-types.ts'
import { areaMask, blurFilter, insetMask, paths, svgDocument, svgRegion } from './svg.ts'
import { textureSource } from './texture.ts'

/**
 * A fabric layer: each piece is the fabric texture (turned to the piece's grain) cut out by the
 * piece's outline with a 'dest-in' composite, then finished with a fine edge line. Pieces are laid
 * in order, so a later piece covers an earlier one's edge (the collar leaves over the tab).
 * The whole part then gets its seams, tone-on-tone stitching and holes.
 */
export async function renderFabricPieces(
  shape: PartShape,
  pieces: readonly Piece[],
  fabric: FabricDef,
  options: { inside: boolean },
): Promise<Buffer> {
  const texture = textureSource(fabric)
  const overlays: OverlayOptions[] = []
  if (!options.inside && shape.lift > 0) overlays.push({ input: contactShadow(pieces, shape.lift) })
  for (const [index, piece] of pieces.entries()) {
    // Work on the piece's own box only: turning a texture costs by the pixel.
    const box = pathBounds(piece.d)
    const mask = svgRegion(paths([piece.d], 'fill="#fff" fill-rule="evenodd"'), box)
    const cut = await sharp(await texture(piece.grain, box))
      .composite([{ input: mask, blend: 'dest-in' }])
      .png({ compressionLevel: 0 })
      .toBuffer()
    overlays.push({ input: cut, left: box.left, top: box.top }, { input: edgeLine(piece.d, `e${index}`) })
  }
  overlays.push({ input: finishing(shape, pieces, fabric, options.inside) })
  return sharp({
    create: {
      width: canvas.width,
      height: canvas.height,
      channels: 4,
      background: { r: 0, g: 0, b: 0, alpha: 0 },
    },
  })
    .composite(overlays)
    .png()
    .toBuffer()
}

/** A part lying on another throws a tight, soft shadow right at its edge. */
function contactShadow(pieces: readonly Piece[], lift: number): Buffer {
  const shift = Math.min(2, lift * 0.4)
  return svgDocument(
    `<g filter="url(#c)" opacity="0.32" transform="translate(${shift * 0.5} ${shift})">${paths(
      pieces.map((p) => p.d),
      'fill="#000" fill-rule="evenodd"',
    )}</g>`,
    blurFilter('c', 1.2),
  )
}

/** The cut edge: a dark hairline just inside the outline, as where cloth turns under. */
function edgeLine(d: string, id: string): Buffer {
  return svgDocument(
    `<g mask="url(#${id})"><path d="${d}" fill="none" stroke="#000" stroke-opacity="0.3" stroke-width="1.7"/><path d="${d}" fill="none" stroke="#fff" stroke-opacity="0.16" stroke-width="5"/></g>`,
    areaMask(id, [d]),
  )
}

function lineMarkup(lines: readonly Line[], thread: string): string {
  return lines
    .map((l) => {
      if (l.dashed) {
        return `<path d="${l.d}" fill="none" stroke="${thread}" stroke-width="${l.width ?? 1}" stroke-dasharray="3.2 2"/>`
      }
      const colour = l.light ? 'stroke="#fff" stroke-opacity="0.25"' : 'stroke="#000" stroke-opacity="0.26"'
      return `<path d="${l.d}" fill="none" ${colour} stroke-width="${l.width ?? 1}" stroke-linecap="round"/>`
    })
    .join('')
}

/** Seams, folds, tone-on-tone edge stitching and holes, clipped to the pieces. */
function finishing(shape: PartShape, pieces: readonly Piece[], fabric: FabricDef, inside: boolean): Buffer {
  const base = parseHex(fabric.hex)
  // Thread a shade darker than the cloth (lighter on very dark cloth), as a shirtmaker matches it.
  const thread = luminance(base) < 0.18 ? 'rgba(255,255,255,0.22)' : toHex(darken(base, 0.28))
  const clip = areaMask(
    'f',
    pieces.map((p) => p.d),
  )
  let body = ''
  let defs = clip
  if (!inside) {
    body += lineMarkup(shape.lines ?? [], thread)
    if (shape.edges?.length) {
      defs += insetMask('s', shape.edges, shape.stitchInset ?? 4, 1.1)
      body += `<g mask="url(#s)">${paths(shape.edges, `fill="none" stroke="${thread}" stroke-opacity="0.85" stroke-width="${2 * (shape.stitchInset ?? 4) + 2}" stroke-dasharray="3.2 2"`)}</g>`
    }
    body += shape.ornament ?? ''
    body += paths(
      shape.holes ?? [],
      'fill="#000" fill-opacity="0.35" stroke="#000" stroke-opacity="0.45" stroke-width="1.6" stroke-linecap="round"',
    )
  }
  return svgDocument(`<g mask="url(#f)">${body}</g>`, defs)
}
