import { type FileStore, storedPrefixes } from '#core/storage/file-store.ts'

/** Per folder of the store: files copied, files the bucket already had, bytes copied. */
export type CopyCounts = Record<string, { copied: number; present: number; bytes: number }>

const contentTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  json: 'application/json',
}

/**
 * Copies the stored files of one store into another, folder by folder (feedback, fabric samples,
 * team logos, media cache): a file the target already holds with the same size is left as it is,
 * so running it again copies only what is new or was missed. The source is never changed.
 * Every name the shop writes is new for new content (uuids, content hashes) except a fabric's
 * sample, which an upload replaces; a sample replaced by one of exactly the same size after a
 * first run is the one case a second run would miss.
 */
export async function copyToBucket(source: FileStore, target: FileStore): Promise<CopyCounts> {
  const counts: CopyCounts = {}
  for (const folder of Object.values(storedPrefixes)) {
    const count = { copied: 0, present: 0, bytes: 0 }
    counts[folder] = count
    const there = new Map((await target.list(`${folder}/`)).map((item) => [item.key, item.size]))
    for (const item of await source.list(`${folder}/`)) {
      if (there.get(item.key) === item.size) {
        count.present += 1
        continue
      }
      const data = await source.get(item.key)
      // Removed since the listing (a shop still running): nothing to copy.
      if (!data) continue
      await target.put(item.key, data, contentTypes[item.key.split('.').pop() ?? ''])
      count.copied += 1
      count.bytes += data.byteLength
    }
  }
  return counts
}
