/**
 * Renders a few complete folded-shirt previews into screenshots/previews/ so that a person can
 * judge the drawing: `bash scripts/with-node.sh node scripts/render-preview-samples.ts`.
 * Each stack is composed exactly as the page does it (previewLayers order and opacities) on the
 * shop's paper colour; the WebP weight of every stack is printed.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp, { type OverlayOptions } from 'sharp'
import type { FabricDef } from '../core/catalog/types.ts'
import { type PreviewInput, previewLayers } from '../core/shirts/preview-layers.ts'
import { renderFabricSample } from '../media/fabric-sample.ts'
import { canvas } from '../media/preview/geometry.ts'
import { type LayerDeps, type MonogramSpec, renderLayer, toWebp } from '../media/preview/render-layer.ts'

const outDir = path.join(import.meta.dirname, '..', 'screenshots', 'previews')

function fabric(id: number, number: string, overrides: Partial<FabricDef>): FabricDef {
  const name = { de: number, en: number, fr: number, es: number }
  return {
    id,
    number,
    name,
    colour: 'white',
    hex: '#f5f4ef',
    pattern: 'uni',
    weave: 'poplin',
    composition: name,
    weightGsm: 110,
    opacity: 'semi-opaque',
    stretch: 'none',
    season: 'all-year',
    weightClass: 'light',
    care: name,
    nonIron: false,
    oekoTex: true,
    priceGroup: 'B',
    stock: 100,
    origin: 'IT',
    ...overrides,
  }
}

const fabrics = new Map<number, FabricDef>([
  [1, fabric(1, 'NF-1001', { hex: '#f6f5f0' })],
  [2, fabric(2, 'NF-2041', { colour: 'blue', hex: '#f4f6f9', secondaryHex: '#3f6fae', pattern: 'stripes' })],
  [3, fabric(3, 'NF-3107', { colour: 'red', hex: '#f8f6f3', secondaryHex: '#b3262f', pattern: 'checks' })],
  [4, fabric(4, 'NF-4410', { colour: 'navy', hex: '#1f2a48', weave: 'twill' })],
  [5, fabric(5, 'NF-1208', { colour: 'light-blue', hex: '#a9c4e6', weave: 'oxford' })],
])

type Sample = { file: string; input: PreviewInput; monogram?: MonogramSpec }

const base: PreviewInput = {
  previewKey: '00000000-0000-4000-8000-000000000001',
  fabricId: 1,
  collarPartId: 1,
  cuffPartId: 11,
  placketPartId: 70,
  pocketPartId: 60,
  backPartId: 40,
  buttonPartId: 120,
  contrast: new Map(),
  yarns: new Map(),
  monogramHash: null,
}

const samples: Sample[] = [
  {
    file: 'white-poplin-kent-french-monogram',
    input: {
      ...base,
      previewKey: '00000000-0000-4000-8000-000000000011',
      cuffPartId: 14,
      buttonPartId: 122,
      monogramHash: 'a1b2c3d4',
    },
    monogram: { text: 'JM', font: 'script', hex: '#1f2a4a', position: 'cuff-left' },
  },
  {
    file: 'blue-stripes-button-down-contrast-collar',
    input: {
      ...base,
      previewKey: '00000000-0000-4000-8000-000000000021',
      fabricId: 2,
      collarPartId: 4,
      pocketPartId: 61,
      backPartId: 41,
      contrast: new Map([
        [90, 1],
        [91, 1],
      ]),
      yarns: new Map([[95, 305]]),
    },
  },
  {
    file: 'red-gingham-tab-pocket-flap',
    input: {
      ...base,
      previewKey: '00000000-0000-4000-8000-000000000031',
      fabricId: 3,
      collarPartId: 6,
      pocketPartId: 63,
      buttonPartId: 124,
      contrast: new Map([[92, 1]]),
    },
  },
  {
    file: 'navy-twill-steh-french-hidden-placket',
    input: {
      ...base,
      previewKey: '00000000-0000-4000-8000-000000000041',
      fabricId: 4,
      collarPartId: 8,
      cuffPartId: 14,
      placketPartId: 71,
      buttonPartId: 123,
      yarns: new Map([[97, 302]]),
      monogramHash: 'f00dfeed',
    },
    monogram: { text: 'JM', font: 'block', hex: '#c4c6c8', position: 'chest' },
  },
  {
    file: 'oxford-haifisch-two-pockets-horn',
    input: {
      ...base,
      previewKey: '00000000-0000-4000-8000-000000000051',
      fabricId: 5,
      collarPartId: 2,
      cuffPartId: 13,
      pocketPartId: 64,
      backPartId: 42,
      buttonPartId: 125,
      yarns: new Map([
        [95, 308],
        [97, 308],
      ]),
      monogramHash: 'beadfeed',
    },
    monogram: { text: 'AK', font: 'roman', hex: '#6e1a2b', position: 'pocket' },
  },
]

function depsFor(sample: Sample): LayerDeps {
  return {
    getFabric: async (id) => fabrics.get(id) ?? null,
    getMonogram: async (previewKey, hash) =>
      sample.monogram && previewKey === sample.input.previewKey && hash === sample.input.monogramHash
        ? sample.monogram
        : null,
  }
}

/** Multiplies a layer's alpha by its opacity, as the page's CSS opacity does. */
async function withOpacity(png: Buffer, opacity: number): Promise<OverlayOptions> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  if (opacity < 1) for (let i = 3; i < data.length; i += 4) data[i] = Math.round((data[i] ?? 0) * opacity)
  return { input: data, raw: { width: info.width, height: info.height, channels: 4 } }
}

async function composeStack(sample: Sample): Promise<{ png: Buffer; webpBytes: number; layers: number }> {
  const deps = depsFor(sample)
  const overlays: OverlayOptions[] = []
  let webpBytes = 0
  const layers = previewLayers(sample.input)
  for (const [name, folder, , opacity] of layers) {
    const png = await renderLayer(folder, name, deps)
    if (!png) throw new Error(`layer ${folder}/${name} did not render`)
    webpBytes += (await toWebp(png)).length
    overlays.push(await withOpacity(png, opacity))
  }
  const png = await sharp({
    create: { width: canvas.width, height: canvas.height, channels: 4, background: '#f1ece3' },
  })
    .composite(overlays)
    .png()
    .toBuffer()
  return { png, webpBytes, layers: layers.length }
}

/** All collars (or cuffs) side by side, cropped to the part, for comparing their shapes. */
async function contactSheet(
  file: string,
  ids: number[],
  vary: (id: number) => Partial<PreviewInput>,
  crop: { left: number; top: number; width: number; height: number },
) {
  const tiles: OverlayOptions[] = []
  const columns = 5
  for (const [i, id] of ids.entries()) {
    const { png } = await composeStack({ file, input: { ...base, fabricId: 2, ...vary(id) } })
    const tile = await sharp(png).extract(crop).toBuffer()
    tiles.push({ input: tile, left: (i % columns) * crop.width, top: Math.floor(i / columns) * crop.height })
  }
  const rows = Math.ceil(ids.length / columns)
  const sheet = await sharp({
    create: { width: columns * crop.width, height: rows * crop.height, channels: 4, background: '#fff' },
  })
    .composite(tiles)
    .png()
    .toBuffer()
  await writeFile(path.join(outDir, `${file}.png`), sheet)
}

await mkdir(outDir, { recursive: true })
for (const sample of samples) {
  const started = performance.now()
  const { png, webpBytes, layers } = await composeStack(sample)
  await writeFile(path.join(outDir, `${sample.file}.png`), png)
  const ms = Math.round(performance.now() - started)
  console.log(`${sample.file}.png  ${layers} layers, ${(webpBytes / 1024).toFixed(1)} KB as WebP, ${ms} ms`)
}
await contactSheet('all-collars', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], (collarPartId) => ({ collarPartId }), {
  left: 140,
  top: 60,
  width: 320,
  height: 280,
})
await contactSheet('all-cuffs', [11, 12, 13, 14, 15, 16], (cuffPartId) => ({ cuffPartId }), {
  left: 40,
  top: 200,
  width: 300,
  height: 520,
})
const swatches: OverlayOptions[] = []
for (const [i, f] of [...fabrics.values()].entries()) {
  swatches.push({
    input: await sharp(await renderFabricSample(f))
      .resize(200)
      .toBuffer(),
    left: i * 204,
    top: 0,
  })
}
await writeFile(
  path.join(outDir, 'fabric-samples.png'),
  await sharp({ create: { width: 204 * fabrics.size, height: 200, channels: 3, background: '#fff' } })
    .composite(swatches)
    .png()
    .toBuffer(),
)
console.log(`written to ${outDir}`)
