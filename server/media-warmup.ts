import type { Hono } from 'hono'
import type { Logger } from 'pino'
import { getCatalog } from '#core/catalog/catalog-cache.ts'
import type { Deps } from '#core/deps.ts'
import { designPreview } from '#core/shirts/preview.ts'
import { templateState } from '#core/shirts/template-state.ts'
import { prepareLayerShapes } from '../media/preview/render-layer.ts'
import type { AppEnv } from './http/types.ts'

/** Option pictures are drawn in this fabric (white poplin): they show the shape, the preview the cloth. */
export const thumbFabricId = 1001

const pictured: [string, number[]][] = [
  ['collars', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
  ['cuffs', [11, 12, 13, 14, 15, 16]],
  ['buttontape', [70, 71, 72]],
  ['pockets', [60, 61, 62, 63, 64]],
  ['back', [40, 41, 42, 43]],
  ['buttons', [120, 121, 122, 123, 124, 125, 126, 127]],
]

/** Shading does not depend on the fabric: every part's shade layer is drawn ahead, once. */
export const shadeLayerUrls = [
  'body',
  ...[61, 62, 63, 64].map((id) => `pocket-${id}`),
  ...[11, 12, 13, 14, 15, 16].map((id) => `cuff-${id}`),
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((id) => `collar-${id}`),
].map((name) => `/folded/shade/${name}.png`)

/**
 * Renders every part's shading, the designer's option pictures and the default design's layers once after start, one at
 * a time, so the first visitor does not wait for them. Failures only log: pages render on demand.
 */
export async function warmMedia(
  app: Hono<AppEnv>,
  logger: Logger,
  defaultLayers: string[],
  /** The shop's own address (PUBLIC_ORIGIN): with FORCE_HTTPS, plain http://localhost is redirected. */
  origin = 'http://localhost',
) {
  const started = performance.now()
  try {
    const shapes = await prepareLayerShapes()
    logger.info({ shapes, ms: Math.round(performance.now() - started) }, 'preview shapes rasterised')
  } catch (error) {
    logger.warn({ err: error }, 'preview shape rasterising failed')
  }
  const urls = [
    ...shadeLayerUrls,
    ...defaultLayers,
    ...pictured.flatMap(([key, ids]) => ids.map((id) => `/folded/thumb/${key}-${id}-${thumbFabricId}.png`)),
  ]
  let failed = 0
  for (const url of urls) {
    // Shading is in every stack: ready in both encodings.
    for (const accept of url.startsWith('/folded/shade/') ? ['image/webp', 'image/png'] : ['image/webp']) {
      try {
        const answer = await app.request(new URL(url, origin).href, { headers: { accept } })
        // Anything but the picture (a redirect, a refusal) warmed nothing: counted, not hidden.
        if (answer.status !== 200) failed += 1
        await answer.body?.cancel()
      } catch (error) {
        failed += 1
        logger.warn({ err: error, url }, 'media warm-up failed')
      }
    }
  }
  const figures = { images: urls.length, failed, ms: Math.round(performance.now() - started) }
  if (failed > 0) logger.warn(figures, 'media warm-up: some pictures were not rendered')
  else logger.info(figures, 'media warmed up')
  return figures
}

/**
 * The layers of the default design (template 1), which every new visitor sees first, and the
 * picture of every active template (/masshemden): the catalog's, not a fixed count.
 */
export async function defaultPreviewUrls(deps: Pick<Deps, 'db'>): Promise<string[]> {
  const catalog = await getCatalog(deps.db)
  const state = templateState(catalog, 1)
  const layers = state
    ? designPreview(catalog, '', state).map(([name, folder]) => `/folded/${folder}/${name}`)
    : []
  const templates = [...catalog.templates.values()]
    .filter((template) => template.active)
    .map((template) => `/folded/template/${template.id}.png`)
  return [...layers, ...templates]
}
