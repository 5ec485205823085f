import sharp, { type OverlayOptions } from 'sharp'
import type { FabricDef } from '../../core/catalog/types.ts'
import { darken, luminance, parseHex, toHex } from '../colour.ts'
import { type Box, canvas, pathBounds } from './geometry.ts'
import type { Line, PartShape, Piece } from './shape-types.ts'
import { areaMask, blurFilter, insetMask, paths, svgDocument, svgRegion } from './svg.ts'
import { fabricTexture } from './texture.ts'

/** A raw RGBA picture of the whole canvas (encoded once, at the end, as PNG or WebP). */
export type RawLayer = { data: Buffer; width: number; height: number }

type Region = Box
type RasterPart = { data: Buffer; box: Region }

/** Everything of a part that does not depend on its fabric, rasterised once and kept in memory. */
type ShapeRaster = {
  region: Region
  shadow: RasterPart | null
  pieces: { box: Region; mask: Buffer; edge: RasterPart }[]
}

const maxShapes = 96
const shapeRasters = new Map<string, Promise<ShapeRaster>>()
const maxFinishings = 192
const finishings = new Map<string, Promise<RasterPart>>()

/** A bounded memo of renders in progress or done; a failed one is forgotten. */
function remember<T>(map: Map<string, Promise<T>>, key: string, limit: number, make: () => Promise<T>) {
  let value = map.get(key)
  if (value === undefined) {
    value = make()
    value.catch(() => map.delete(key))
    map.set(key, value)
    if (map.size > limit) map.delete(map.keys().next().value as string)
  }
  return value
}

/** Union of boxes grown by `margin`, inside the canvas. */
function regionOf(boxes: readonly Box[], margin: number): Region {
  const left = Math.max(0, Math.min(...boxes.map((b) => b.left)) - margin)
  const top = Math.max(0, Math.min(...boxes.map((b) => b.top)) - margin)
  const right = Math.min(canvas.width, Math.max(...boxes.map((b) => b.left + b.width)) + margin)
  const bottom = Math.min(canvas.height, Math.max(...boxes.map((b) => b.top + b.height)) + margin)
  return { left, top, width: right - left, height: bottom - top }
}

/** Rasterises a canvas-coordinate SVG document for `box` only (the rest would be transparent). */
async function rasterIn(svg: Buffer, box: Region): Promise<RasterPart> {
  const cropped = Buffer.from(
    svg
      .toString()
      .replace(
        /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="\d+" height="\d+" viewBox="[^"]*">/,
        `<svg xmlns="http://www.w3.org/2000/svg" width="${box.width}" height="${box.height}" viewBox="${box.left} ${box.top} ${box.width} ${box.height}">`,
      ),
  )
  const data = await sharp(cropped).ensureAlpha().raw().toBuffer()
  return { data, box }
}

function shapeKey(pieces: readonly Piece[], inside: boolean, lift: number) {
  return `${inside ? 'i' : 'o'}${lift}:${pieces.map((p) => p.d).join('|')}`
}

function shapeRaster(shape: PartShape, pieces: readonly Piece[], inside: boolean): Promise<ShapeRaster> {
  return remember(shapeRasters, shapeKey(pieces, inside, shape.lift), maxShapes, async () => {
    const boxes = pieces.map((piece) => pathBounds(piece.d))
    const region = regionOf(boxes, 6)
    const shadow =
      !inside && shape.lift > 0 ? await rasterIn(contactShadow(pieces, shape.lift), region) : null
    const rastered = await Promise.all(
      pieces.map(async (piece, index) => {
        const box = boxes[index] as Box
        const mask = await sharp(svgRegion(paths([piece.d], 'fill="#fff" fill-rule="evenodd"'), box))
          .extractChannel('alpha')
          .raw()
          .toBuffer()
        return { box, mask, edge: await rasterIn(edgeLine(piece.d, `e${index}`), box) }
      }),
    )
    return { region, shadow, pieces: rastered }
  })
}

/**
 * Rasterises every part's outlines, edge lines and shadow ahead (at start, server/media-warmup.ts),
 * so that a layer's first request only lays its fabric. One part at a time; returns how many.
 */
export async function prepareShapeRasters(
  shapes: readonly { shape: PartShape; pieces: readonly Piece[]; inside: boolean }[],
): Promise<number> {
  for (const { shape, pieces, inside } of shapes) await shapeRaster(shape, pieces, inside)
  return shapes.length
}

/**
 * A fabric layer: each piece is the fabric texture (turned to the piece's grain) cut out by the
 * piece's outline, then finished with a fine edge line. Pieces are laid in order, so a later
 * piece covers an earlier one's edge (the collar leaves over the tab). The whole part then gets
 * its seams, tone-on-tone stitching and holes. Outlines, edge lines and shadows are rasterised
 * once per part and kept; only the texture and the thread colour come from the fabric, and all
 * drawing happens within the part's own region.
 */
export async function renderFabricPieces(
  shape: PartShape,
  pieces: readonly Piece[],
  fabric: FabricDef,
  options: { inside: boolean; tile?: Buffer },
): Promise<RawLayer> {
  const raster = await shapeRaster(shape, pieces, options.inside)
  const thread = threadColour(fabric)
  const finish = await remember(
    finishings,
    `${thread}:${shapeKey(pieces, options.inside, shape.lift)}`,
    maxFinishings,
    () => rasterIn(finishing(shape, pieces, thread, options.inside), raster.region),
  )
  const raw = (part: RasterPart) => ({
    input: part.data,
    raw: { width: part.box.width, height: part.box.height, channels: 4 as const },
    left: part.box.left,
    top: part.box.top,
  })
  const overlays: OverlayOptions[] = []
  if (raster.shadow) overlays.push(raw(raster.shadow))
  for (const [index, piece] of pieces.entries()) {
    const rastered = raster.pieces[index]
    if (!rastered) continue
    const cut = fabricTexture(fabric, piece.grain, rastered.box, options.tile)
    for (let i = 0, o = 3; i < rastered.mask.length; i++, o += 4) cut[o] = rastered.mask[i] as number
    overlays.push(raw({ data: cut, box: rastered.box }), raw(rastered.edge))
  }
  overlays.push(raw(finish))
  const data = await sharp({
    create: {
      width: canvas.width,
      height: canvas.height,
      channels: 4,
      background: { r: 0, g: 0, b: 0, alpha: 0 },
    },
  })
    .composite(overlays)
    .raw()
    .toBuffer()
  return { data, width: canvas.width, height: canvas.height }
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
/** Thread a shade darker than the cloth (lighter on very dark cloth), as a shirtmaker matches it. */
function threadColour(fabric: FabricDef): string {
  const base = parseHex(fabric.hex)
  return luminance(base) < 0.18 ? 'rgba(255,255,255,0.22)' : toHex(darken(base, 0.28))
}

function finishing(shape: PartShape, pieces: readonly Piece[], thread: string, inside: boolean): Buffer {
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
