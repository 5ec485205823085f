/**
 * The folded-shirt preview (get_img_arr, docs/api.md): an ordered list of layers
 * `[name, folder, zIndex, opacity]`, each served at `/folded/{folder}/{name}`. Layer names say
 * only which catalog parts and fabrics they show (no personal data); the monogram layer is named
 * by the design's random preview key and a hash of its spec, and rendered from the shirt itself
 * (the key cannot be guessed, so the layers of other people's designs cannot be walked).
 *
 * Names (all PNG names; the server answers WebP where the browser accepts it):
 *   fabric/{shape}-{fabricId}{v}.png     a fabric-textured part, shape = body | back-{partId}
 *                                        | pocket-{partId} | placket-{partId} | cuff-{partId}
 *                                        | collar-{partId} | collar-band-{partId}
 *   fabric/{shape}-inside-{fabricId}{v}.png a contrast fabric inside collar, band, cuff or placket
 *                                        {v}: `_v{n}` once the fabric's cloth was drawn anew
 *                                        (its picture version n, e.g. a new photo), else nothing:
 *                                        the answers are cached for good, so a new cloth needs a
 *                                        new name
 *   buttons/{buttonPartId}-p{placket}-c{collar}-k{cuff}.png   buttons where the parts put them
 *   yarn/{yarnValueId}-p{placket}-c{collar}-k{cuff}.png       buttonhole thread
 *   stitch/{yarnValueId}-c{collar}-k{cuff}.png                 decorative stitching
 *   shade/{shape}.png                    shading drawn over a part (opacity below 1)
 *   monogram/{previewKey}-{hash}.png     the monogram text in its font, colour and position
 */
export type PreviewLayer = [name: string, folder: string, zIndex: number, opacity: number]

export type PreviewInput = {
  /** The design's preview key (shirts.preview_key, a UUID); names the monogram layer. */
  previewKey: string
  fabricId: number
  collarPartId: number
  cuffPartId: number
  placketPartId: number
  pocketPartId: number
  backPartId: number
  buttonPartId: number
  /** Contrast part id (90–93) → contrast fabric id. */
  contrast: ReadonlyMap<number, number>
  /** Yarn part id (95–97) → yarn colour value id. */
  yarns: ReadonlyMap<number, number>
  /** Hash of the monogram spec (text, font, colour, position) or null without monogram. */
  monogramHash: string | null
  /** Fabric id → its picture version (catalog_fabrics.picture_version); absent or 0: none yet. */
  fabricVersions?: ReadonlyMap<number, number>
}

const z = {
  back: 5,
  body: 10,
  bodyShade: 11,
  pocket: 20,
  pocketShade: 21,
  placket: 30,
  placketInside: 31,
  cuff: 40,
  cuffInside: 41,
  cuffShade: 42,
  collarBand: 50,
  collarBandInside: 51,
  collar: 55,
  collarInside: 56,
  collarShade: 57,
  stitch: 60,
  buttons: 70,
  yarn: 75,
  monogram: 80,
} as const

/** Pocket 60 and placket 72 ('none') draw nothing of their own. */
const noPocket = 60
const noPlacket = 72

/** `{id}` or `{id}_v{n}`: the fabric's part of a layer name, with the version of its cloth. */
export function fabricInName(fabricId: number, versions?: ReadonlyMap<number, number>): string {
  const version = versions?.get(fabricId) ?? 0
  return version > 0 ? `${fabricId}_v${version}` : String(fabricId)
}

export function previewLayers(input: PreviewInput): PreviewLayer[] {
  const named = (fabricId: number) => fabricInName(fabricId, input.fabricVersions)
  const f = named(input.fabricId)
  const keys = `p${input.placketPartId}-c${input.collarPartId}-k${input.cuffPartId}`
  const layers: PreviewLayer[] = [
    [`back-${input.backPartId}-${f}.png`, 'fabric', z.back, 1],
    [`body-${f}.png`, 'fabric', z.body, 1],
    ['body.png', 'shade', z.bodyShade, 0.55],
  ]
  if (input.pocketPartId !== noPocket) {
    layers.push([`pocket-${input.pocketPartId}-${f}.png`, 'fabric', z.pocket, 1])
    layers.push([`pocket-${input.pocketPartId}.png`, 'shade', z.pocketShade, 0.5])
  }
  if (input.placketPartId !== noPlacket) {
    layers.push([`placket-${input.placketPartId}-${f}.png`, 'fabric', z.placket, 1])
  }
  const placketInside = input.contrast.get(93)
  if (placketInside && input.placketPartId !== noPlacket) {
    layers.push([
      `placket-${input.placketPartId}-inside-${named(placketInside)}.png`,
      'fabric',
      z.placketInside,
      1,
    ])
  }
  layers.push([`cuff-${input.cuffPartId}-${f}.png`, 'fabric', z.cuff, 1])
  const cuffInside = input.contrast.get(92)
  if (cuffInside)
    layers.push([`cuff-${input.cuffPartId}-inside-${named(cuffInside)}.png`, 'fabric', z.cuffInside, 1])
  layers.push([`cuff-${input.cuffPartId}.png`, 'shade', z.cuffShade, 0.5])
  layers.push([`collar-band-${input.collarPartId}-${f}.png`, 'fabric', z.collarBand, 1])
  const bandInside = input.contrast.get(91)
  if (bandInside)
    layers.push([
      `collar-band-${input.collarPartId}-inside-${named(bandInside)}.png`,
      'fabric',
      z.collarBandInside,
      1,
    ])
  layers.push([`collar-${input.collarPartId}-${f}.png`, 'fabric', z.collar, 1])
  const collarInside = input.contrast.get(90)
  if (collarInside)
    layers.push([
      `collar-${input.collarPartId}-inside-${named(collarInside)}.png`,
      'fabric',
      z.collarInside,
      1,
    ])
  layers.push([`collar-${input.collarPartId}.png`, 'shade', z.collarShade, 0.5])
  const stitchYarn = input.yarns.get(97)
  if (stitchYarn)
    layers.push([`${stitchYarn}-c${input.collarPartId}-k${input.cuffPartId}.png`, 'stitch', z.stitch, 0.9])
  layers.push([`${input.buttonPartId}-${keys}.png`, 'buttons', z.buttons, 1])
  const holeYarn = input.yarns.get(95)
  if (holeYarn) layers.push([`${holeYarn}-${keys}.png`, 'yarn', z.yarn, 1])
  if (input.monogramHash)
    layers.push([`${input.previewKey}-${input.monogramHash}.png`, 'monogram', z.monogram, 1])
  return layers.sort((a, b) => a[2] - b[2])
}
