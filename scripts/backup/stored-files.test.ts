import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { storedPrefixes } from '#core/storage/file-store.ts'
import { notStoredFiles, storedFolders } from './stored-files.ts'

const root = path.resolve(import.meta.dirname, '../..')

/** Every `path.join(…dataDir…, 'name')` in the shop's code: the names it writes under DATA_DIR. */
function namesUnderDataDir(): Set<string> {
  const names = new Set<string>()
  for (const folder of ['server', 'core', 'media', 'db']) {
    for (const entry of readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue
      const source = readFileSync(path.join(entry.parentPath, entry.name), 'utf8')
      for (const match of source.matchAll(/path\.join\(\s*[\w.]*dataDir\s*,\s*'([^'/]+)'/g)) {
        names.add(match[1] as string)
      }
    }
  }
  return names
}

describe('stored files', () => {
  it('a backup covers every folder the shop writes under DATA_DIR', () => {
    const found = [...namesUnderDataDir()].sort()
    expect(found.length).toBeGreaterThanOrEqual(3)
    expect(found.filter((name) => !storedFolders.includes(name) && !(name in notStoredFiles))).toEqual([])
  })

  it("a backup covers every folder of the shop's store (DATA_DIR or the bucket)", () => {
    expect(Object.values(storedPrefixes).filter((prefix) => !storedFolders.includes(prefix))).toEqual([])
  })
})
