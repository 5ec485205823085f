import { Hono } from 'hono'
import { z } from 'zod'
import { getCatalog } from '#core/catalog/catalog-cache.ts'
import { streamUploadedSample } from '#core/catalog/fabric-samples.ts'
import { productOfPhotoName } from '#core/catalog/product-photo-paths.ts'
import { streamProductPhoto } from '#core/catalog/product-photos.ts'
import { findAccessoryPicture } from '#core/catalog/products.ts'
import type { CatalogSnapshot } from '#core/catalog/snapshot.ts'
import type { Deps } from '#core/deps.ts'
import { designPreview, monogramHash, monogramOf } from '#core/shirts/preview.ts'
import { findDesignByPreviewKey } from '#core/shirts/read-shirts.ts'
import { templateState } from '#core/shirts/template-state.ts'
import { thumbnailFolder } from '#core/shirts/thumbnail.ts'
import { accessoryPicturePng } from '../../media/accessory-picture.ts'
import { cachedRender } from '../../media/cache.ts'
import {
  cachedLayerPng,
  catalogLayerDeps,
  composeKeylessDesign,
  fabricSampleJpeg,
} from '../../media/design-pictures.ts'
import { composeThumbnail } from '../../media/design-thumbnails.ts'
import { type LayerDeps, renderLayerWebp, toWebp } from '../../media/preview/render-layer.ts'
import { thumbnailLayers } from '../../media/thumbnail-registry.ts'
import { composeThumb, parseThumbName, thumbPlan } from '../../media/thumbs.ts'
import { readJson } from '../http/body.ts'
import { fail, ok } from '../http/envelope.ts'
import { objectAnswer } from '../http/stored-image.ts'
import type { AppEnv } from '../http/types.ts'

function layerDeps(deps: Deps, catalog: CatalogSnapshot): LayerDeps {
  return catalogLayerDeps(
    catalog,
    async (previewKey, hash) => {
      const design = await findDesignByPreviewKey(deps.db, previewKey)
      const spec = design ? monogramOf(catalog, design.state) : null
      return spec && monogramHash(spec) === hash ? spec : null
    },
    deps.files,
  )
}

/** One layer as PNG, rendered once and then read from the media cache. */
function layerPng(deps: Deps, catalog: CatalogSnapshot, folder: string, name: string) {
  return cachedLayerPng(deps.files, folder, name, layerDeps(deps, catalog))
}

/**
 * get_img_arr keeps the shirtId of docs/api.md and adds the design's preview key (the `previewKey` of
 * shirt.php's answers): both must name the same design, so ids alone list nothing.
 */
export const PreviewSchema = z.object({
  action: z.literal('get_img_arr'),
  shirtId: z.coerce.number().int().positive().max(2_147_483_647),
  key: z.uuid(),
})

/**
 * Fabric samples, the folded preview's layers, option pictures and /api/shirt-preview.php
 * (docs/api.md). Everything renders on first request and is cached in the shop's store.
 */
export function mediaApi() {
  return new Hono<AppEnv>()
    .get('/media/samples/:file', async (c) => {
      const match = /^(\d{1,9})\.jpg$/.exec(c.req.param('file'))
      const deps = c.get('deps')
      const fabric = match ? (await getCatalog(deps.db)).fabrics.get(Number(match[1])) : undefined
      if (!fabric) return c.notFound()
      c.header('Cache-Control', 'public, max-age=604800')
      // An uploaded photo (back office) wins over the sample drawn from colours and weave; it is
      // streamed from the store as it arrives.
      const uploaded = await streamUploadedSample(deps.files, fabric.id)
      if (uploaded) return objectAnswer(c, uploaded, { 'Content-Type': 'image/jpeg' })
      const image = await fabricSampleJpeg(deps.files, fabric)
      if (!image) return c.notFound()
      return c.body(new Uint8Array(image), 200, { 'Content-Type': 'image/jpeg' })
    })
    .get('/media/accessories/:file', async (c) => {
      // The accessory's drawing as a picture file (core/catalog/accessory-drawing.ts), for the
      // product's structured data; only categories and colours the shop sells.
      const deps = c.get('deps')
      const file = c.req.param('file')
      const picture = await findAccessoryPicture(deps, file)
      const png = picture
        ? await accessoryPicturePng(deps.files, file, picture.category, picture.colour)
        : null
      if (!png) return c.notFound()
      c.header('Cache-Control', 'public, max-age=604800')
      return c.body(new Uint8Array(png), 200, { 'Content-Type': 'image/png' })
    })
    .get('/media/products/:file', async (c) => {
      // An accessory's uploaded photo (core/catalog/product-photos.ts). Its name carries a hash of
      // the picture, so it never changes under that name: cached for good. A removed or replaced
      // photo is gone from the store, and its old address answers 404.
      const file = c.req.param('file')
      if (productOfPhotoName(file) === null) return c.notFound()
      const stored = await streamProductPhoto(c.get('deps').files, file)
      if (!stored) return c.notFound()
      c.header('Cache-Control', 'public, max-age=31536000, immutable')
      return objectAnswer(c, stored, { 'Content-Type': 'image/jpeg' })
    })
    .get('/folded/:folder/:name', async (c) => {
      const deps = c.get('deps')
      const folder = c.req.param('folder')
      const name = c.req.param('name')
      if (!/^[a-z-]{1,20}$/.test(folder) || !/^[A-Za-z0-9_-]{1,80}\.png$/.test(name)) return c.notFound()
      const catalog = await getCatalog(deps.db)
      const webp = (c.req.header('accept') ?? '').includes('image/webp')
      const send = (body: Buffer, type: 'image/webp' | 'image/png') => {
        c.header('Vary', 'Accept')
        // Monogram layers follow their design and show its letters: the browser's cache only.
        // Every other name describes fixed content.
        c.header(
          'Cache-Control',
          folder === 'monogram' ? 'private, max-age=3600' : 'public, max-age=31536000, immutable',
        )
        return c.body(new Uint8Array(body), 200, { 'Content-Type': type })
      }
      const composed = folder === 'thumb' || folder === 'template' || folder === thumbnailFolder
      if (!composed && webp) {
        // A single layer is encoded as WebP straight from its drawing.
        const body = await cachedRender(deps.files, folder, name, 'webp', () =>
          renderLayerWebp(folder, name, layerDeps(deps, catalog)),
        )
        return body ? send(body, 'image/webp') : c.notFound()
      }
      let png: Buffer | null
      if (folder === 'thumb') {
        const thumb = parseThumbName(name)
        png = thumb
          ? await cachedRender(deps.files, 'thumb', name, 'png', async () => {
              const plan = thumbPlan(thumb.key, thumb.partId, thumb.fabricId)
              const rendered = await Promise.all(
                plan.layers.map(async ([layerName, layerFolder, , opacity]) => ({
                  png: await layerPng(deps, catalog, layerFolder, layerName),
                  focus: plan.isFocus(layerName, layerFolder),
                  opacity,
                })),
              )
              if (rendered.some((layer) => !layer.png)) return null
              return composeThumb(rendered as { png: Buffer; focus: boolean; opacity: number }[])
            })
          : null
      } else if (folder === thumbnailFolder) {
        // A design's composed picture, named by the hash of its layer list (core/shirts/thumbnail.ts).
        const hash = /^([A-Za-z0-9_-]{22})\.png$/.exec(name)?.[1]
        png = hash
          ? await cachedRender(deps.files, thumbnailFolder, name, 'png', async () => {
              const layers = await thumbnailLayers(deps.files, hash)
              if (!layers) return null
              const rendered = await Promise.all(
                layers.map(async ([layerName, layerFolder, , opacity]) => ({
                  png: await layerPng(deps, catalog, layerFolder, layerName),
                  opacity,
                })),
              )
              if (rendered.some((layer) => !layer.png)) return null
              return composeThumbnail(rendered as { png: Buffer; opacity: number }[])
            })
          : null
      } else if (folder === 'template') {
        const templateId = Number(/^(\d{1,4})\.png$/.exec(name)?.[1] ?? 0)
        const state = templateId ? templateState(catalog, templateId) : null
        // The template's own monogram (the monogrammed templates), as the production sheet draws
        // a frozen design's: a template has no preview key.
        png = state
          ? await cachedRender(deps.files, 'template', name, 'png', () =>
              composeKeylessDesign(deps.files, catalog, state),
            )
          : null
      } else {
        png = await layerPng(deps, catalog, folder, name)
      }
      if (!png) return c.notFound()
      const body = webp ? await cachedRender(deps.files, folder, name, 'webp', () => toWebp(png)) : null
      return body ? send(body, 'image/webp') : send(png, 'image/png')
    })
    .post('/api/shirt-preview.php', async (c) => {
      const input = await readJson(c, PreviewSchema)
      const deps = c.get('deps')
      const design = await findDesignByPreviewKey(deps.db, input.key)
      c.header('Cache-Control', 'no-store')
      if (!design || design.shirtId !== input.shirtId) return fail(c, 'NOT_FOUND', 'shirtId: no such shirt')
      return ok(c, { images: designPreview(await getCatalog(deps.db), input.key, design.state) })
    })
}
