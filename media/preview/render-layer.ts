import sharp from 'sharp'
import type { FabricDef } from '../../core/catalog/types.ts'
import { encodePng, encodeWebp } from '../png.ts'
import { yarnHex } from '../yarn-colours.ts'
import { buttonMaterials } from './button-materials.ts'
import { canvas } from './geometry.ts'
import { parseLayerName } from './layer-names.ts'
import { meanHex, photoTile } from './photo-tile.ts'
import { buttonsSvg } from './render-buttons.ts'
import { prepareShapeRasters, type RawLayer, renderFabricPieces } from './render-fabric.ts'
import { monogramSvg } from './render-monogram.ts'
import { shadeSvg } from './render-shade.ts'
import { buttonholesSvg, stitchingSvg } from './render-yarn.ts'
import { insideKinds, type PartShape, type ShapeKind, shapeFor } from './shapes.ts'
import { buttonholes, buttonSpots, monogramPlace } from './shapes-fasteners.ts'
import { svgDocument } from './svg.ts'
import { previewTileSize } from './texture.ts'

export type MonogramSpec = {
  text: string
  font: 'script' | 'block' | 'roman'
  hex: string
  position: 'cuff-left' | 'cuff-right' | 'chest' | 'pocket' | 'collar-band'
}

/** What a layer needs from outside: handed in by the composition root, replaced in tests. */
export type LayerDeps = {
  getFabric(id: number): Promise<FabricDef | null>
  /** The fabric's uploaded sample photo (JPEG), or null: its cloth is then drawn from pattern and colour. */
  getFabricPhoto?(id: number): Promise<Uint8Array | null>
  getMonogram(previewKey: string, hash: string): Promise<MonogramSpec | null>
}

/**
 * Renders one preview layer `/folded/{folder}/{name}` as a transparent PNG of the whole canvas,
 * or null when the name is not one of preview-layers.ts's names or names something that does not
 * exist (unknown part, fabric or shirt). Bad names never throw.
 */
export async function renderLayer(folder: string, name: string, deps: LayerDeps): Promise<Buffer | null> {
  const raw = await renderLayerRaw(folder, name, deps)
  return raw ? encodePng(raw) : null
}

/** The same layer as WebP, encoded straight from the drawing (no PNG in between). */
export async function renderLayerWebp(folder: string, name: string, deps: LayerDeps): Promise<Buffer | null> {
  const raw = await renderLayerRaw(folder, name, deps)
  return raw ? encodeWebp(raw) : null
}

/** The layer as raw RGBA pixels of the whole canvas, or null (see renderLayer). */
export async function renderLayerRaw(
  folder: string,
  name: string,
  deps: LayerDeps,
): Promise<RawLayer | null> {
  const request = parseLayerName(folder, name)
  if (!request) return null
  switch (request.folder) {
    case 'fabric': {
      const shape = shapeFor(request.kind, request.partId)
      if (!shape) return null
      const pieces = request.inside ? shape.inside : shape.pieces
      if (!pieces?.length) return null
      const fabric = await deps.getFabric(request.fabricId)
      if (!fabric) return null
      const photo = (await deps.getFabricPhoto?.(fabric.id)) ?? null
      if (!photo) return renderFabricPieces(shape, pieces, fabric, { inside: request.inside })
      // The cloth from the uploaded photo; seams and stitching in a thread matched to its colour.
      const tile = await photoTile(fabric, photo, previewTileSize)
      return renderFabricPieces(
        shape,
        pieces,
        { ...fabric, hex: meanHex(tile) },
        { inside: request.inside, tile },
      )
    }
    case 'shade': {
      const shape = shapeFor(request.kind, request.partId)
      // Shading is all soft blur: drawing it at half size and scaling up looks the same, 4× faster.
      return shape ? rasterise(shadeSvg(shape), 0.5) : null
    }
    case 'buttons': {
      const material = buttonMaterials[request.buttonPartId]
      if (!material) return null
      const spots = buttonSpots(request.placket, request.collar, request.cuff)
      return rasterise(buttonsSvg(spots, material, request.buttonPartId))
    }
    case 'yarn': {
      const hex = yarnHex(request.yarnId)
      if (!hex) return null
      return rasterise(buttonholesSvg(buttonholes(request.placket, request.collar, request.cuff), hex))
    }
    case 'stitch': {
      const hex = yarnHex(request.yarnId)
      if (!hex) return null
      const parts = [shapeFor('collar', request.collar), shapeFor('cuff', request.cuff)].filter(
        (p): p is PartShape => p !== null,
      )
      return rasterise(stitchingSvg(parts, hex))
    }
    case 'monogram': {
      const spec = await deps.getMonogram(request.previewKey, request.hash)
      if (!spec || !isMonogramFont(spec.font)) return null
      const place = monogramPlace(spec.position)
      // A monogram on the right cuff is real but out of view (that cuff lies folded behind).
      if (!place || spec.text.trim() === '') return rasterise(svgDocument(''))
      return rasterise(await monogramSvg(spec.text.slice(0, 8), spec.font, spec.hex, place))
    }
  }
}

/** Every part the fabric layers draw (the ids layer-names.ts accepts), outside and inside. */
const shapeParts: [ShapeKind, (number | null)[]][] = [
  ['body', [null]],
  ['back', [40, 41, 42, 43]],
  ['pocket', [61, 62, 63, 64]],
  ['placket', [70, 71]],
  ['cuff', [11, 12, 13, 14, 15, 16]],
  ['collar-band', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
  ['collar', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
]

/** Rasterises what no fabric changes of every part (outlines, edges, shadows), ahead of requests. */
export function prepareLayerShapes(): Promise<number> {
  const shapes: { shape: PartShape; pieces: PartShape['pieces']; inside: boolean }[] = []
  for (const [kind, ids] of shapeParts) {
    for (const id of ids) {
      const shape = shapeFor(kind, id)
      if (!shape) continue
      shapes.push({ shape, pieces: shape.pieces, inside: false })
      if (insideKinds.has(kind) && shape.inside?.length)
        shapes.push({ shape, pieces: shape.inside, inside: true })
    }
  }
  return prepareShapeRasters(shapes)
}

function isMonogramFont(font: string): font is MonogramSpec['font'] {
  return font === 'script' || font === 'block' || font === 'roman'
}

async function rasterise(svg: Buffer, scale = 1): Promise<RawLayer> {
  const image = sharp(svg, { density: 72 * scale }).ensureAlpha()
  const data = await (scale === 1 ? image : image.resize(canvas.width, canvas.height)).raw().toBuffer()
  return { data, width: canvas.width, height: canvas.height }
}

export { toWebp } from '../png.ts'
