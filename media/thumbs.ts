import sharp from 'sharp'
import { previewLayers } from '#core/shirts/preview-layers.ts'

/**
 * Option pictures for the designer (a picture and a price per option): the preview's own
 * layers for a plain design carrying that part, cropped to the part. Only categories whose parts
 * show in the folded view have pictures.
 */
export const thumbCategories = ['collars', 'cuffs', 'buttontape', 'pockets', 'back', 'buttons'] as const
type ThumbCategory = (typeof thumbCategories)[number]

export function parseThumbName(
  name: string,
): { key: ThumbCategory; partId: number; fabricId: number } | null {
  const match = /^([a-z-]+)-(\d{1,4})-(\d{1,9})\.png$/.exec(name)
  if (!match || !(thumbCategories as readonly string[]).includes(match[1] as string)) return null
  return { key: match[1] as ThumbCategory, partId: Number(match[2]), fabricId: Number(match[3]) }
}

/** The layers to draw and the layer whose outline decides the crop. */
export function thumbPlan(key: ThumbCategory, partId: number, fabricId: number) {
  const design = {
    collarPartId: 1,
    cuffPartId: 11,
    placketPartId: 70,
    pocketPartId: 60,
    backPartId: 40,
    buttonPartId: 120,
  }
  const field = {
    collars: 'collarPartId',
    cuffs: 'cuffPartId',
    buttontape: 'placketPartId',
    pockets: 'pocketPartId',
    back: 'backPartId',
    buttons: 'buttonPartId',
  } as const
  const layers = previewLayers({
    previewKey: '',
    fabricId,
    ...design,
    [field[key]]: partId,
    contrast: new Map(),
    yarns: new Map(),
    monogramHash: null,
  })
  const focus: Record<ThumbCategory, (name: string, folder: string) => boolean> = {
    collars: (name, folder) => folder === 'fabric' && name.startsWith('collar-'),
    cuffs: (name, folder) => folder === 'fabric' && name.startsWith('cuff-'),
    buttontape: (name, folder) =>
      folder === 'fabric' && name.startsWith(partId === 72 ? 'body-' : 'placket-'),
    pockets: (name, folder) => folder === 'fabric' && name.startsWith(partId === 60 ? 'body-' : 'pocket-'),
    back: (name, folder) => folder === 'fabric' && name.startsWith('back-'),
    buttons: (name, folder) => folder === 'buttons' || (folder === 'fabric' && name.startsWith('placket-')),
  }
  return { layers, isFocus: focus[key] }
}

/** Stacks the rendered layers and crops to the focus layers' outline (plus a margin). */
export async function composeThumb(
  rendered: { png: Buffer; focus: boolean; opacity: number }[],
  width = 240,
): Promise<Buffer | null> {
  const base = rendered[0]
  if (!base) return null
  const { width: canvasWidth = 0, height: canvasHeight = 0 } = await sharp(base.png).metadata()
  let box: { left: number; top: number; right: number; bottom: number } | null = null
  for (const layer of rendered.filter((item) => item.focus)) {
    const { info } = await sharp(layer.png).trim({ threshold: 1 }).toBuffer({ resolveWithObject: true })
    const left = -(info.trimOffsetLeft ?? 0)
    const top = -(info.trimOffsetTop ?? 0)
    const next = { left, top, right: left + info.width, bottom: top + info.height }
    box = box
      ? {
          left: Math.min(box.left, next.left),
          top: Math.min(box.top, next.top),
          right: Math.max(box.right, next.right),
          bottom: Math.max(box.bottom, next.bottom),
        }
      : next
  }
  const margin = 24
  const region = box
    ? {
        left: Math.max(0, box.left - margin),
        top: Math.max(0, box.top - margin),
        width: Math.min(canvasWidth, box.right + margin) - Math.max(0, box.left - margin),
        height: Math.min(canvasHeight, box.bottom + margin) - Math.max(0, box.top - margin),
      }
    : { left: 0, top: 0, width: canvasWidth, height: canvasHeight }
  const stacked = await sharp({
    create: {
      width: canvasWidth,
      height: canvasHeight,
      channels: 4,
      background: { r: 0, g: 0, b: 0, alpha: 0 },
    },
  })
    .composite(
      await Promise.all(
        rendered.map(async (layer) => ({
          input:
            layer.opacity >= 1
              ? layer.png
              : await sharp(layer.png)
                  .ensureAlpha()
                  .linear([1, 1, 1, layer.opacity], [0, 0, 0, 0])
                  .png()
                  .toBuffer(),
        })),
      ),
    )
    .png()
    .toBuffer()
  return sharp(stacked)
    .extract(region)
    .resize({
      width,
      height: Math.round(width * 0.75),
      fit: 'contain',
      background: { r: 0, g: 0, b: 0, alpha: 0 },
    })
    .png({ palette: true })
    .toBuffer()
}

/** The whole stack as one picture (ready designs in the gallery, later emails and order pages). */
export async function composeStack(rendered: { png: Buffer; opacity: number }[]): Promise<Buffer | null> {
  const base = rendered[0]
  if (!base) return null
  const { width = 0, height = 0 } = await sharp(base.png).metadata()
  const layers = await Promise.all(
    rendered.map(async (layer) => ({
      input:
        layer.opacity >= 1
          ? layer.png
          : await sharp(layer.png)
              .ensureAlpha()
              .linear([1, 1, 1, layer.opacity], [0, 0, 0, 0])
              .png()
              .toBuffer(),
    })),
  )
  return sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite(layers)
    .png({ palette: true })
    .toBuffer()
}
