import { fork } from 'node:child_process'
import type { Hono } from 'hono'
import type { Logger } from 'pino'
import { getCatalog, readCatalogRows } from '#core/catalog/catalog-cache.ts'
import type { Deps } from '#core/deps.ts'
import { designPreview } from '#core/shirts/preview.ts'
import { templateState } from '#core/shirts/template-state.ts'
import { prepareLayerShapes } from '../media/preview/render-layer.ts'
import type { AppEnv } from './http/types.ts'
import type { WarmupRequest } from './media-warmup-child.ts'

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
 * Renders every part's shading, the designer's option pictures and the default design's layers once, one at a time,
 * through `app` (the warm-up child's), so the first visitor does not wait for them. Failures only log: pages render on
 * demand.
 */
export async function warmMedia(
  app: Hono<AppEnv>,
  logger: Logger,
  defaultLayers: string[],
  /** The shop's own address (PUBLIC_ORIGIN): with FORCE_HTTPS, plain http://localhost is redirected. */
  origin = 'http://localhost',
) {
  const started = performance.now()
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
 * The server's warm-up: each part's outlines rasterised here (a layer's first request then only
 * lays its fabric), and the pictures drawn into the shop's store by a child process
 * (server/media-warmup-child.ts) that exits when done. sharp's renders leave memory behind in
 * glibc's arenas that the process keeps: 60–75 MB of the server's RSS after a warm-up in its own
 * process (docs/performance.md). Resolves when the child is done or gone; failures only log.
 */
export async function warmMediaInChild(deps: Pick<Deps, 'db'>, logger: Logger, urls: string[]) {
  const started = performance.now()
  try {
    const shapes = await prepareLayerShapes()
    logger.info({ shapes, ms: Math.round(performance.now() - started) }, 'preview shapes rasterised')
  } catch (error) {
    logger.warn({ err: error }, 'preview shape rasterising failed')
  }
  const request: WarmupRequest = { rows: await readCatalogRows(deps.db), urls }
  const child = fork(new URL('./media-warmup-child.ts', import.meta.url), {
    // Maps, dates and buffers of the catalog's rows arrive as they were sent.
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const done = new Promise<void>((resolve) => {
    child.once('message', () => resolve())
    child.once('exit', (code, signal) => {
      if (code !== 0) logger.warn({ code, signal }, 'media warm-up process ended early')
      resolve()
    })
  })
  child.send(request)
  await done
  if (child.connected) child.disconnect()
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
