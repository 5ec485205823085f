import sharp from 'sharp'
import { readUploadedSample } from '#core/catalog/fabric-samples.ts'
import type { CatalogFabric, CatalogSnapshot } from '#core/catalog/snapshot.ts'
import type { SheetPictures } from '#core/orders/production-sheets.ts'
import type { DesignState } from '#core/shirts/design-rules.ts'
import { designPreview, monogramHash, monogramOf } from '#core/shirts/preview.ts'
import type { PreviewLayer } from '#core/shirts/preview-layers.ts'
import type { FileStore } from '#core/storage/file-store.ts'
import { cachedRender } from './cache.ts'
import { renderFabricSample } from './fabric-sample.ts'
import { type LayerDeps, type MonogramSpec, renderLayer } from './preview/render-layer.ts'
import { composeStack, composeThumb, thumbPlan } from './thumbs.ts'

/**
 * The pictures of designs and fabrics as the shop's media routes serve them (server/api/media.ts),
 * callable without HTTP: the production sheet embeds the same pictures the customer saw.
 */

/** What a layer needs: the catalog's fabrics, and the monogram a layer name's hash stands for. */
export function catalogLayerDeps(
  catalog: CatalogSnapshot,
  getMonogram: (previewKey: string, hash: string) => Promise<MonogramSpec | null>,
  files?: FileStore,
): LayerDeps {
  return {
    // A fabric with an uploaded sample photo is drawn from it (media/preview/photo-tile.ts).
    getFabricPhoto: files ? (id) => readUploadedSample(files, id) : undefined,
    getFabric: async (id) => {
      const fabric = catalog.fabrics.get(id)
      if (!fabric) return null
      return { ...fabric, secondaryHex: fabric.secondaryHex ?? undefined } as unknown as Awaited<
        ReturnType<LayerDeps['getFabric']>
      >
    },
    getMonogram,
  }
}

/** One layer as PNG, rendered once and then read from the media cache. */
export function cachedLayerPng(files: FileStore, folder: string, name: string, deps: LayerDeps) {
  return cachedRender(files, folder, name, 'png', () => renderLayer(folder, name, deps))
}

/** A layer list stacked into one full-size picture (600 × 720), or null when a layer is missing. */
export async function composeLayers(
  files: FileStore,
  layers: readonly PreviewLayer[],
  deps: LayerDeps,
): Promise<Buffer | null> {
  const rendered = await Promise.all(
    layers.map(async ([layerName, layerFolder, , opacity]) => ({
      png: await cachedLayerPng(files, layerFolder, layerName, deps),
      opacity,
    })),
  )
  if (rendered.some((layer) => !layer.png)) return null
  return composeStack(rendered as { png: Buffer; opacity: number }[])
}

/** The fabric's sample photo (JPEG, 512 px), the one /media/samples/{id}.jpg serves. */
export function fabricSampleJpeg(files: FileStore, fabric: CatalogFabric) {
  return cachedRender(files, 'samples', `${fabric.id}.jpg`, 'jpg', () =>
    renderFabricSample({
      id: fabric.id,
      hex: fabric.hex,
      secondaryHex: fabric.secondaryHex ?? undefined,
      pattern: fabric.pattern as 'uni',
      weave: fabric.weave as 'poplin',
    }),
  )
}

/**
 * A frozen design (an order line) or a template has no preview key of its own. Its monogram
 * layer's content follows from the hash in the name alone, so one fixed key names (and caches)
 * the same picture everywhere.
 */
const keylessPreviewKey = '00000000-0000-4000-8000-000000000000'

/** The folded picture of a design without a preview key: its monogram is the design's own. */
export function composeKeylessDesign(files: FileStore, catalog: CatalogSnapshot, state: DesignState) {
  const monogram = monogramOf(catalog, state)
  const deps = catalogLayerDeps(
    catalog,
    async (_key, hash) => (monogram && monogramHash(monogram) === hash ? monogram : null),
    files,
  )
  return composeLayers(files, designPreview(catalog, keylessPreviewKey, state), deps)
}

/**
 * The production sheet's pictures: the folded preview of a frozen design (its monogram from the
 * frozen design itself, not from today's state of the customer's design) flattened as a JPEG onto
 * the sheet's linen panel (a white shirt stays visible on white paper), and the fabric's sample.
 */
export function sheetPictures(files: FileStore): SheetPictures {
  return {
    async designPreview(catalog: CatalogSnapshot, state: DesignState) {
      const png = await composeKeylessDesign(files, catalog, state)
      return png ? sharp(png).flatten({ background: '#f1ece3' }).jpeg({ quality: 88 }).toBuffer() : null
    },
    async fabricSample(catalog: CatalogSnapshot, fabricId: number) {
      const fabric = catalog.fabrics.get(fabricId)
      return fabric ? fabricSampleJpeg(files, fabric) : null
    },
  }
}

/**
 * The designer's cloth as the fabric form previews it before an uploaded photo is confirmed: the
 * collar picture of the designer's options, its cloth cut from `photo`, drawn afresh and never
 * cached (the photo is not the fabric's yet). Null for an unknown fabric.
 */
export async function fabricPhotoPreviewPng(catalog: CatalogSnapshot, fabricId: number, photo: Uint8Array) {
  if (!catalog.fabrics.has(fabricId)) return null
  const deps: LayerDeps = {
    ...catalogLayerDeps(catalog, async () => null),
    getFabricPhoto: async (id) => (id === fabricId ? photo : null),
  }
  const plan = thumbPlan('collars', 1, fabricId)
  const rendered = await Promise.all(
    plan.layers.map(async ([layerName, layerFolder, , opacity]) => ({
      png: await renderLayer(layerFolder, layerName, deps),
      focus: plan.isFocus(layerName, layerFolder),
      opacity,
    })),
  )
  if (rendered.some((layer) => !layer.png)) return null
  return composeThumb(rendered as { png: Buffer; focus: boolean; opacity: number }[], 360)
}
