import { type FileStore, storedPrefixes } from '#core/storage/file-store.ts'

/**
 * Cache for rendered media in the shop's store: `media-cache/{folder}/{name}` with the name's
 * extension replaced by `ext` (DATA_DIR/media-cache, or the bucket every instance shares, so a
 * fabric's new colours are drawn again everywhere once its cached layers are dropped). An object
 * is stored whole or not at all; concurrent requests for the same key in this process share one
 * render.
 */
export type CacheExt = 'png' | 'webp' | 'jpg'

/**
 * One path segment without '..' or a leading dot: the cache's own guard, whoever calls it. A
 * leading '-' or '_' is a name like any other (a design's thumbnail is named by a base64url hash).
 */
const segment = /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*$/
const extensions = new Set<CacheExt>(['png', 'webp', 'jpg'])
const contentTypes: Record<CacheExt, string> = { png: 'image/png', webp: 'image/webp', jpg: 'image/jpeg' }
/** Renders under way, by store and key: the same picture asked twice at once is drawn once. */
const inFlight = new Map<string, Promise<Buffer | null>>()

/** The cache key for a picture, or null for a key that could leave the cache's folder. */
export function cacheKey(folder: string, name: string, ext: CacheExt): string | null {
  if (name.length > 120 || !segment.test(folder) || !segment.test(name) || !extensions.has(ext)) return null
  const stem = name.replace(/\.(png|webp|jpg)$/, '')
  return `${storedPrefixes.mediaCache}/${folder}/${stem}.${ext}`
}

export function cachedRender(
  files: FileStore,
  folder: string,
  name: string,
  ext: CacheExt,
  render: () => Promise<Buffer | null>,
): Promise<Buffer | null> {
  const key = cacheKey(folder, name, ext)
  // Request paths reach this before the renderer's own checks: an unsafe key is simply not found.
  if (!key) return Promise.resolve(null)
  const flight = `${files.location}\0${key}`
  const pending = inFlight.get(flight)
  if (pending) return pending
  const job = readOrRender(files, key, ext, render).finally(() => inFlight.delete(flight))
  inFlight.set(flight, job)
  return job
}

async function readOrRender(
  files: FileStore,
  key: string,
  ext: CacheExt,
  render: () => Promise<Buffer | null>,
): Promise<Buffer | null> {
  const cached = await files.get(key)
  if (cached) return cached
  const bytes = await render()
  // Nothing to show (unknown part, fabric or shirt) is not remembered: the catalog may grow.
  if (!bytes) return null
  // A full disk or a failing bucket only costs the cache: the rendered picture is served all the same.
  await files.put(key, bytes, contentTypes[ext]).catch(() => undefined)
  return bytes
}
