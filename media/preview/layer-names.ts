import { insideKinds, type ShapeKind } from './shapes.ts'

/**
 * Parses the layer names of core/shirts/preview-layers.ts. Whole names are matched by anchored
 * regexes and every id is checked against its catalog range, so anything else ('../x', extra
 * characters, leading zeros, unknown ids) is refused before any work is done.
 */
export type LayerRequest =
  | { folder: 'fabric'; kind: ShapeKind; partId: number | null; inside: boolean; fabricId: number }
  | { folder: 'shade'; kind: ShapeKind; partId: number | null }
  | { folder: 'buttons'; buttonPartId: number; placket: number; collar: number; cuff: number }
  | { folder: 'yarn'; yarnId: number; placket: number; collar: number; cuff: number }
  | { folder: 'stitch'; yarnId: number; collar: number; cuff: number }
  | { folder: 'monogram'; previewKey: string; hash: string }

const id = '([1-9][0-9]{0,8})'
const kinds = '(body|back|pocket|placket|cuff|collar-band|collar)'
/** `…-{fabricId}_v{n}.png`: the version of the fabric's cloth only makes the name new (preview-layers.ts). */
const fabricName = new RegExp(`^${kinds}(?:-${id})?(-inside)?-${id}(?:_v${id})?\\.png$`)
const shadeName = new RegExp(`^${kinds}(?:-${id})?\\.png$`)
const partsName = new RegExp(`^${id}-p${id}-c${id}-k${id}\\.png$`)
const stitchName = new RegExp(`^${id}-c${id}-k${id}\\.png$`)
/** `{previewKey}-{hash}.png`: the design's random preview key (a UUID), never its serial id. */
const monogramName =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-([A-Za-z0-9_-]{6,64})\.png$/

const inRange = (value: number, low: number, high: number) => value >= low && value <= high

/** Catalog ranges of the parts each kind can show (docs/catalog-ids.md). */
const partRanges: Record<ShapeKind, [number, number] | null> = {
  body: null,
  back: [40, 43],
  pocket: [61, 64],
  placket: [70, 71],
  cuff: [11, 16],
  collar: [1, 10],
  'collar-band': [1, 10],
}

function partOf(kind: ShapeKind, raw: string | undefined): number | null | undefined {
  const range = partRanges[kind]
  if (!range) return raw === undefined ? null : undefined
  if (raw === undefined) return undefined
  const value = Number(raw)
  return inRange(value, range[0], range[1]) ? value : undefined
}

const isButton = (n: number) => inRange(n, 120, 127)
const isYarn = (n: number) => inRange(n, 300, 315)
const isPlacket = (n: number) => inRange(n, 70, 72)
const isCollar = (n: number) => inRange(n, 1, 10)
const isCuff = (n: number) => inRange(n, 11, 16)

export function parseLayerName(folder: string, name: string): LayerRequest | null {
  if (typeof folder !== 'string' || typeof name !== 'string' || name.length > 80) return null
  switch (folder) {
    case 'fabric': {
      const m = fabricName.exec(name)
      if (!m) return null
      const kind = m[1] as ShapeKind
      const partId = partOf(kind, m[2])
      const inside = m[3] !== undefined
      if (partId === undefined || (inside && !insideKinds.has(kind))) return null
      return { folder, kind, partId, inside, fabricId: Number(m[4]) }
    }
    case 'shade': {
      const m = shadeName.exec(name)
      if (!m) return null
      const kind = m[1] as ShapeKind
      const partId = partOf(kind, m[2])
      return partId === undefined ? null : { folder, kind, partId }
    }
    case 'buttons':
    case 'yarn': {
      const m = partsName.exec(name)
      if (!m) return null
      const [first, placket, collar, cuff] = [m[1], m[2], m[3], m[4]].map(Number) as [
        number,
        number,
        number,
        number,
      ]
      if (!isPlacket(placket) || !isCollar(collar) || !isCuff(cuff)) return null
      if (folder === 'buttons')
        return isButton(first) ? { folder, buttonPartId: first, placket, collar, cuff } : null
      return isYarn(first) ? { folder, yarnId: first, placket, collar, cuff } : null
    }
    case 'stitch': {
      const m = stitchName.exec(name)
      if (!m) return null
      const [yarnId, collar, cuff] = [m[1], m[2], m[3]].map(Number) as [number, number, number]
      return isYarn(yarnId) && isCollar(collar) && isCuff(cuff) ? { folder, yarnId, collar, cuff } : null
    }
    case 'monogram': {
      const m = monogramName.exec(name)
      return m ? { folder, previewKey: m[1] as string, hash: m[2] as string } : null
    }
    default:
      return null
  }
}
