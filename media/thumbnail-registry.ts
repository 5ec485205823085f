import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'
import { mediaCacheDir } from '#core/catalog/fabric-samples.ts'
import type { PreviewLayer } from '#core/shirts/preview-layers.ts'
import {
  type DesignThumbnail,
  type ThumbnailStore,
  thumbnailFolder,
  thumbnailHash,
  thumbnailHashPattern,
} from '#core/shirts/thumbnail.ts'
import { parseLayerName } from './preview/layer-names.ts'

/** Where rendered media and the thumbnails' layer lists are kept (one place: core/catalog/fabric-samples.ts). */
export { mediaCacheDir }

/**
 * The layer lists behind the thumbnail names: `{cacheDir}/shirt/{hash}.json`, written once when a
 * name is first handed out (a view of the design was built), read when the picture is first asked
 * for. Content-addressed: a file never changes, and one whose content does not hash to its name
 * is ignored.
 */
const known = new Set<string>()

function listFile(cacheDir: string, hash: string) {
  return path.join(cacheDir, thumbnailFolder, `${hash}.json`)
}

/**
 * Remembers a design's layers for its picture URL. A cache, never a reason to fail: it runs after
 * the design's write has committed, so a full disk must not turn that answer into an error. On a
 * failure nothing half-written stays, and the next view of the design tries again.
 */
export async function rememberThumbnail(cacheDir: string, thumbnail: DesignThumbnail): Promise<boolean> {
  const file = listFile(cacheDir, thumbnail.hash)
  if (known.has(file)) return true
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`
  try {
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(temporary, JSON.stringify(thumbnail.layers))
    await rename(temporary, file)
  } catch {
    await rm(temporary, { force: true }).catch(() => undefined)
    return false
  }
  known.add(file)
  return true
}

/** The store that use cases are handed (Deps.thumbnails). */
export function thumbnailStore(cacheDir: string): ThumbnailStore {
  return { remember: (thumbnail) => rememberThumbnail(cacheDir, thumbnail) }
}

const LayerListSchema = z
  .array(z.tuple([z.string().max(80), z.string().max(20), z.number().int(), z.number().min(0).max(1)]))
  .min(1)
  .max(40)

/** The layer list behind a thumbnail name, or null for an unknown, malformed or altered one. */
export async function thumbnailLayers(cacheDir: string, hash: string): Promise<PreviewLayer[] | null> {
  if (!thumbnailHashPattern.test(hash)) return null
  let text: string
  try {
    text = await readFile(listFile(cacheDir, hash), 'utf8')
  } catch {
    return null
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return null
  }
  const result = LayerListSchema.safeParse(parsed)
  if (!result.success) return null
  const layers = result.data as PreviewLayer[]
  if (thumbnailHash(layers) !== hash) return null
  return layers.every(([name, folder]) => parseLayerName(folder, name) !== null) ? layers : null
}
