import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * Disk cache for rendered media: `cacheDir/{folder}/{name}` with the name's extension replaced
 * by `ext`. A file is written to a temporary name and renamed, so a reader never sees half a
 * file; concurrent requests for the same key in this process share one render.
 */
export type CacheExt = 'png' | 'webp' | 'jpg'

/**
 * One path segment without '..' or a leading dot: the cache's own guard, whoever calls it. A
 * leading '-' or '_' is a name like any other (a design's thumbnail is named by a base64url hash).
 */
const segment = /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*$/
const extensions = new Set<CacheExt>(['png', 'webp', 'jpg'])
const inFlight = new Map<string, Promise<Buffer | null>>()

/** The cache file for a key, or null for a key that could leave the cache directory. */
export function cacheFile(cacheDir: string, folder: string, name: string, ext: CacheExt): string | null {
  if (name.length > 120 || !segment.test(folder) || !segment.test(name) || !extensions.has(ext)) return null
  const stem = name.replace(/\.(png|webp|jpg)$/, '')
  return path.join(cacheDir, folder, `${stem}.${ext}`)
}

export function cachedRender(
  cacheDir: string,
  folder: string,
  name: string,
  ext: CacheExt,
  render: () => Promise<Buffer | null>,
): Promise<Buffer | null> {
  const file = cacheFile(cacheDir, folder, name, ext)
  // Request paths reach this before the renderer's own checks: an unsafe key is simply not found.
  if (!file) return Promise.resolve(null)
  const pending = inFlight.get(file)
  if (pending) return pending
  const job = readOrRender(file, render).finally(() => inFlight.delete(file))
  inFlight.set(file, job)
  return job
}

async function readOrRender(file: string, render: () => Promise<Buffer | null>): Promise<Buffer | null> {
  try {
    return await readFile(file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  const bytes = await render()
  // Nothing to show (unknown part, fabric or shirt) is not remembered: the catalog may grow.
  if (!bytes) return null
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`
  try {
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(temporary, bytes)
    await rename(temporary, file)
  } catch {
    // A full disk only costs the cache: the rendered picture is served all the same.
    await rm(temporary, { force: true }).catch(() => undefined)
  }
  return bytes
}
