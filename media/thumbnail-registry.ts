import { z } from 'zod'
import type { PreviewLayer } from '#core/shirts/preview-layers.ts'
import {
  type DesignThumbnail,
  type ThumbnailStore,
  thumbnailFolder,
  thumbnailHash,
  thumbnailHashPattern,
} from '#core/shirts/thumbnail.ts'
import { type FileStore, storedPrefixes } from '#core/storage/file-store.ts'
import { parseLayerName } from './preview/layer-names.ts'

/**
 * The layer lists behind the thumbnail names: `media-cache/shirt/{hash}.json` in the shop's store
 * (docs/decisions/020-object-storage.md), written once when a name is first handed out (a view of
 * the design was built), read when the picture is first asked for, by whichever instance that is.
 * Content-addressed: an object never changes, and one whose content does not hash to its name is
 * ignored.
 */
function listKey(hash: string) {
  return `${storedPrefixes.mediaCache}/${thumbnailFolder}/${hash}.json`
}

/**
 * The lists this process has stored (by store and key). Only a saved write: since a list never
 * changes, knowing it was written cannot make two instances answer differently.
 */
const known = new Set<string>()

/**
 * Remembers a design's layers for its picture URL. A cache, never a reason to fail: it runs after
 * the design's write has committed, so a full disk or a failing bucket must not turn that answer
 * into an error. Nothing half-written stays, and the next view of the design tries again.
 */
export async function rememberThumbnail(files: FileStore, thumbnail: DesignThumbnail): Promise<boolean> {
  const key = listKey(thumbnail.hash)
  const stored = `${files.location}\0${key}`
  if (known.has(stored)) return true
  try {
    await files.put(key, Buffer.from(JSON.stringify(thumbnail.layers)), 'application/json')
  } catch {
    return false
  }
  known.add(stored)
  return true
}

/** The store that use cases are handed (Deps.thumbnails). */
export function thumbnailStore(files: FileStore): ThumbnailStore {
  return { remember: (thumbnail) => rememberThumbnail(files, thumbnail) }
}

const LayerListSchema = z
  .array(z.tuple([z.string().max(80), z.string().max(20), z.number().int(), z.number().min(0).max(1)]))
  .min(1)
  .max(40)

/** The layer list behind a thumbnail name, or null for an unknown, malformed or altered one. */
export async function thumbnailLayers(files: FileStore, hash: string): Promise<PreviewLayer[] | null> {
  if (!thumbnailHashPattern.test(hash)) return null
  const stored = await files.get(listKey(hash))
  if (!stored) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(stored.toString('utf8'))
  } catch {
    return null
  }
  const result = LayerListSchema.safeParse(parsed)
  if (!result.success) return null
  const layers = result.data as PreviewLayer[]
  if (thumbnailHash(layers) !== hash) return null
  return layers.every(([name, folder]) => parseLayerName(folder, name) !== null) ? layers : null
}
