import fs from 'node:fs'
import { prepareLayerShapes } from '../../media/preview/render-layer.ts'
import { shadeLayerUrls } from '../../server/media-warmup.ts'

/**
 * Preview figures: first render and cached answer of a layer, size of a whole stack,
 * and the design's composed thumbnail. As in production (server/media-warmup.ts), the shading
 * layers, which do not depend on the design's fabric, are drawn ahead at start; 'first render'
 * is then what a visitor waits for: every other layer of the design, and all fabric layers again
 * after a change of fabric.
 */
export async function benchMedia(
  baseUrl: string,
  shirtId: number,
  post: (body: unknown) => Promise<unknown>,
) {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
  const shapesStarted = performance.now()
  const shapes = await prepareLayerShapes()
  const shapesMs = performance.now() - shapesStarted
  const shadeStarted = performance.now()
  for (const url of shadeLayerUrls) {
    for (const accept of ['image/webp', 'image/png'])
      await (await fetch(`${baseUrl}${url}`, { headers: { accept } })).arrayBuffer()
  }
  const shadeMs = (performance.now() - shadeStarted) / shadeLayerUrls.length
  // The preview asks by the design's preview key, as the designer does.
  const { shirt } = (await post({ action: 'fetch', shirtId })) as { shirt: { previewKey: string } }
  const layersOf = async () =>
    (
      (await fetch(`${baseUrl}/api/shirt-preview.php`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'get_img_arr', shirtId, key: shirt.previewKey }),
      }).then((response) => response.json())) as { images: [string, string, number, number][] }
    ).images
  const first: number[] = []
  const cached: number[] = []
  let webp = 0
  let png = 0
  const images = await layersOf()
  for (const [name, folder] of images) {
    const url = `${baseUrl}/folded/${folder}/${name}`
    let started = performance.now()
    const cold = await fetch(url, { headers: { accept: 'image/webp' } })
    webp += (await cold.arrayBuffer()).byteLength
    if (folder !== 'shade') first.push(performance.now() - started)
    started = performance.now()
    await (await fetch(url, { headers: { accept: 'image/webp' } })).arrayBuffer()
    cached.push(performance.now() - started)
    png += (await (await fetch(url, { headers: { accept: 'image/png' } })).arrayBuffer()).byteLength
  }
  // The visitor picks another fabric: every fabric layer is new.
  await post({ action: 'updateFabric', shirtId, fabricId: 1010 })
  for (const [name, folder] of await layersOf()) {
    if (folder !== 'fabric') continue
    const started = performance.now()
    await (
      await fetch(`${baseUrl}/folded/${folder}/${name}`, { headers: { accept: 'image/webp' } })
    ).arrayBuffer()
    first.push(performance.now() - started)
  }
  const view = (await post({ action: 'fetch', shirtId })) as { shirt: { thumbnailUrl: string } }
  let started = performance.now()
  const thumbnail = await (await fetch(`${baseUrl}${view.shirt.thumbnailUrl}`)).arrayBuffer()
  const thumbnailFirstMs = performance.now() - started
  started = performance.now()
  const thumbnailWebp = await (
    await fetch(`${baseUrl}${view.shirt.thumbnailUrl}`, { headers: { accept: 'image/webp' } })
  ).arrayBuffer()
  const thumbnailWebpMs = performance.now() - started
  if (process.env.BENCH_SAVE) fs.writeFileSync(process.env.BENCH_SAVE, Buffer.from(thumbnail))
  return {
    layers: first.length,
    firstMs: median(first),
    firstP90Ms: [...first].sort((a, b) => a - b)[Math.floor(first.length * 0.9)] ?? 0,
    cachedMs: median(cached),
    shadeMs,
    shapes,
    shapesMs,
    stackWebpKb: webp / 1024,
    stackPngKb: png / 1024,
    thumbnailFirstMs,
    thumbnailWebpMs,
    thumbnailPngKb: thumbnail.byteLength / 1024,
    thumbnailWebpKb: thumbnailWebp.byteLength / 1024,
  }
}
