import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { localFileStore } from '#server/storage/local-store.ts'
import { cachedRender } from './cache.ts'

/**
 * The media cache on a full disk: the write fails with ENOSPC after half of its bytes, as a real
 * full disk does. The picture is still served, and no file (whole, half or temporary) is left.
 */
const disk = vi.hoisted(() => ({ full: false }))

vi.mock('node:fs/promises', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:fs/promises')>()
  const writeFile: typeof original.writeFile = async (file, data, options) => {
    if (!disk.full) return original.writeFile(file, data, options)
    const bytes = Buffer.from(data as Uint8Array)
    await original.writeFile(file, bytes.subarray(0, Math.floor(bytes.length / 2)), options)
    throw Object.assign(new Error(`ENOSPC: no space left on device, write '${String(file)}'`), {
      code: 'ENOSPC',
    })
  }
  return { ...original, writeFile, default: { ...original, writeFile } }
})

let dir = ''
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'nf-media-full-'))
})
afterEach(async () => {
  disk.full = false
  await rm(dir, { recursive: true, force: true })
})

describe('cachedRender on a full disk', () => {
  it('serves the rendered picture and leaves no file, then caches it whole once there is room', async () => {
    const picture = Buffer.from('a whole rendered picture')
    let renders = 0
    const render = async () => {
      renders++
      return picture
    }
    disk.full = true
    const served = await cachedRender(localFileStore(dir), 'shade', 'body.png', 'png', render)
    expect(served?.toString()).toBe(picture.toString())
    expect(await readdir(path.join(dir, 'media-cache', 'shade'))).toEqual([])

    disk.full = false
    const again = await cachedRender(localFileStore(dir), 'shade', 'body.png', 'png', render)
    expect(again?.toString()).toBe(picture.toString())
    expect(renders).toBe(2)
    expect(await readdir(path.join(dir, 'media-cache', 'shade'))).toEqual(['body.png'])
    expect((await readFile(path.join(dir, 'media-cache', 'shade', 'body.png'))).toString()).toBe(
      picture.toString(),
    )
  })
})
