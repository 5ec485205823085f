import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import type { FabricDef } from '../../core/catalog/types.ts'
import { previewLayers } from '../../core/shirts/preview-layers.ts'
import { canvas } from './geometry.ts'
import { type LayerDeps, type MonogramSpec, renderLayer, toWebp } from './render-layer.ts'

const name = { de: 'Popeline', en: 'Poplin', fr: 'Popeline', es: 'Popelín' }
const stripes: FabricDef = {
  id: 7,
  number: 'NF-2041',
  name,
  colour: 'blue',
  hex: '#f4f6f9',
  secondaryHex: '#3f6fae',
  pattern: 'stripes',
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
  stock: 10,
  origin: 'IT',
}
const white: FabricDef = { ...stripes, id: 1001, hex: '#f6f5f0', secondaryHex: undefined, pattern: 'uni' }

const key5 = '3f1c2a9e-7b4d-4e8a-9c21-5d6e7f809a1b'
const key6 = '8a7b6c5d-4e3f-4a1b-8c2d-0e1f2a3b4c5d'

function deps(monogram: MonogramSpec | null = null): LayerDeps {
  return {
    getFabric: async (id) => [stripes, white].find((f) => f.id === id) ?? null,
    getMonogram: async (previewKey, hash) => (previewKey === key5 && hash === 'c0ffee42' ? monogram : null),
  }
}

async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  const alpha = (x: number, y: number) => data[(y * info.width + x) * 4 + 3] ?? 0
  let painted = 0
  for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 0) painted++
  return { info, alpha, painted }
}

async function expectCanvasPng(png: Buffer | null) {
  expect(png).not.toBeNull()
  const meta = await sharp(png as Buffer).metadata()
  expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual([
    'png',
    canvas.width,
    canvas.height,
    true,
  ])
  return pixels(png as Buffer)
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)
const fabricShapes = [
  'body',
  ...range(40, 43).map((id) => `back-${id}`),
  ...range(61, 64).map((id) => `pocket-${id}`),
  'placket-70',
  'placket-71',
  ...range(11, 16).map((id) => `cuff-${id}`),
  ...range(1, 10).map((id) => `collar-${id}`),
  ...range(1, 10).map((id) => `collar-band-${id}`),
]
const insideShapes = [
  'placket-70',
  'placket-71',
  ...range(11, 16).map((id) => `cuff-${id}`),
  ...range(1, 10).map((id) => `collar-${id}`),
  'collar-band-1',
]

describe('renderLayer: fabric', () => {
  it.each(fabricShapes)('renders %s as a canvas-sized PNG, transparent outside the part', async (shape) => {
    const { alpha, painted } = await expectCanvasPng(await renderLayer('fabric', `${shape}-7.png`, deps()))
    for (const [x, y] of [
      [0, 0],
      [canvas.width - 1, 0],
      [0, canvas.height - 1],
      [canvas.width - 1, canvas.height - 1],
      [20, 360],
    ] as const) {
      expect(alpha(x, y), `${x},${y}`).toBe(0)
    }
    expect(painted).toBeGreaterThan(1500)
    expect(painted).toBeLessThan(canvas.width * canvas.height * 0.8)
  })

  it.each(insideShapes)('renders the contrast inside of %s', async (shape) => {
    const { alpha, painted } = await expectCanvasPng(
      await renderLayer('fabric', `${shape}-inside-1001.png`, deps()),
    )
    expect(alpha(0, 0)).toBe(0)
    expect(painted).toBeGreaterThan(200)
  })

  it('shows the body opaque in its middle', async () => {
    const { alpha } = await pixels((await renderLayer('fabric', 'body-7.png', deps())) as Buffer)
    expect(alpha(200, 400)).toBe(255)
  })

  it('returns null for a fabric that does not exist', async () => {
    expect(await renderLayer('fabric', 'body-999.png', deps())).toBeNull()
  })

  it.each([
    ['fabric', '../etc'],
    ['fabric', 'collar-99-1001.png'],
    ['fabric', 'body-abc.png'],
    ['fabric', 'body-7.png;rm -rf'],
    ['fabric', 'body-7.pngx'],
    ['fabric', 'xbody-7.png'],
    ['shade', '../../body.png'],
    ['nope', 'body-7.png'],
  ])('returns null for %s/%s', async (folder, layer) => {
    expect(await renderLayer(folder, layer, deps())).toBeNull()
  })
})

describe('renderLayer: shading and fasteners', () => {
  it.each(['body', 'pocket-61', 'pocket-64', 'cuff-14', 'cuff-16', 'collar-1', 'collar-8', 'back-41'])(
    'draws the shade %s',
    async (shape) => {
      const { painted } = await expectCanvasPng(await renderLayer('shade', `${shape}.png`, deps()))
      expect(painted).toBeGreaterThan(500)
    },
  )

  it('puts placket, collar-point and cuff buttons where the parts need them', async () => {
    const buttonDown = await pixels((await renderLayer('buttons', '124-p70-c4-k12.png', deps())) as Buffer)
    const hidden = await pixels((await renderLayer('buttons', '124-p71-c1-k14.png', deps())) as Buffer)
    // On the placket at (300, 312): present with a standard placket, absent with a hidden one.
    expect(buttonDown.alpha(300, 312)).toBe(255)
    expect(hidden.alpha(300, 312)).toBe(0)
    expect(buttonDown.painted).toBeGreaterThan(hidden.painted)
  })

  it.each(['buttons/120-p70-c1-k11.png', 'yarn/308-p70-c4-k14.png', 'stitch/302-c2-k13.png'])(
    'renders %s',
    async (layer) => {
      const [folder = '', file = ''] = layer.split('/')
      const { painted } = await expectCanvasPng(await renderLayer(folder, file, deps()))
      expect(painted).toBeGreaterThan(50)
    },
  )
})

describe('renderLayer: monogram', () => {
  it.each(['script', 'block', 'roman'] as const)('draws JM in %s letters at the left cuff', async (font) => {
    const png = await renderLayer(
      'monogram',
      `${key5}-c0ffee42.png`,
      deps({ text: 'JM', font, hex: '#1f2a4a', position: 'cuff-left' }),
    )
    const { painted } = await expectCanvasPng(png)
    expect(painted).toBeGreaterThan(40)
    // About 8 mm letters: a small mark, not a banner.
    expect(painted).toBeLessThan(2000)
  })

  it('returns null for an unknown shirt or hash', async () => {
    const monogram: MonogramSpec = { text: 'JM', font: 'script', hex: '#1f2a4a', position: 'chest' }
    expect(await renderLayer('monogram', `${key6}-c0ffee42.png`, deps(monogram))).toBeNull()
    expect(await renderLayer('monogram', `${key5}-deadbeef.png`, deps(monogram))).toBeNull()
  })

  it('answers an empty layer for the right cuff, which lies folded out of view', async () => {
    const png = await renderLayer(
      'monogram',
      `${key5}-c0ffee42.png`,
      deps({ text: 'JM', font: 'block', hex: '#000000', position: 'cuff-right' }),
    )
    const { painted } = await expectCanvasPng(png)
    expect(painted).toBe(0)
  })
})

describe('a whole preview stack', () => {
  it('renders every layer of a typical design, well under 200 KB as WebP', { timeout: 120_000 }, async () => {
    const layers = previewLayers({
      previewKey: key5,
      fabricId: 7,
      collarPartId: 1,
      cuffPartId: 11,
      placketPartId: 70,
      pocketPartId: 61,
      backPartId: 40,
      buttonPartId: 122,
      contrast: new Map([[90, 1001]]),
      yarns: new Map([[95, 305]]),
      monogramHash: 'c0ffee42',
    })
    const d = deps({ text: 'JM', font: 'script', hex: '#1f2a4a', position: 'cuff-left' })
    let bytes = 0
    for (const [layer, folder] of layers) {
      const png = await renderLayer(folder, layer, d)
      expect(png, `${folder}/${layer}`).not.toBeNull()
      const webp = await toWebp(png as Buffer)
      expect(webp.subarray(8, 12).toString()).toBe('WEBP')
      bytes += webp.length
    }
    expect(bytes).toBeLessThan(200 * 1024)
  })
})
