import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { localFileStore } from '#server/storage/local-store.ts'
import { cachedRender, cacheKey } from './cache.ts'

let dir = ''
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'nf-media-cache-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('cachedRender', () => {
  it('renders once for concurrent requests of the same key and writes the file atomically', async () => {
    let renders = 0
    const render = async () => {
      renders += 1
      await new Promise((resolve) => setTimeout(resolve, 30))
      return Buffer.from('layer bytes')
    }
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        cachedRender(localFileStore(dir), 'fabric', 'body-7.png', 'png', render),
      ),
    )
    expect(renders).toBe(1)
    for (const result of results) expect(result?.toString()).toBe('layer bytes')
    expect(await readdir(path.join(dir, 'media-cache', 'fabric'))).toEqual(['body-7.png'])
    expect((await readFile(path.join(dir, 'media-cache', 'fabric', 'body-7.png'))).toString()).toBe(
      'layer bytes',
    )
  })

  it('serves a later request from disk without rendering', async () => {
    await cachedRender(localFileStore(dir), 'shade', 'body.png', 'webp', async () => Buffer.from('first'))
    const again = await cachedRender(localFileStore(dir), 'shade', 'body.png', 'webp', async () =>
      Buffer.from('second'),
    )
    expect(again?.toString()).toBe('first')
    expect(await readdir(path.join(dir, 'media-cache', 'shade'))).toEqual(['body.webp'])
  })

  it('does not remember a render that found nothing', async () => {
    expect(
      await cachedRender(localFileStore(dir), 'fabric', 'body-404.png', 'png', async () => null),
    ).toBeNull()
    const later = await cachedRender(localFileStore(dir), 'fabric', 'body-404.png', 'png', async () =>
      Buffer.from('now'),
    )
    expect(later?.toString()).toBe('now')
  })

  // Design thumbnails are named by a base64url hash, which starts with '-' or '_' one time in 32.
  it.each(['-AbCdEfGhIjKlMnOpQrStUv.png', '_AbCdEfGhIjKlMnOpQrStUv.png'])(
    'keeps a name that starts with %s in its folder',
    async (name) => {
      expect(cacheKey('shirt', name, 'png')).toBe(`media-cache/shirt/${name}`)
      const result = await cachedRender(localFileStore(dir), 'shirt', name, 'png', async () =>
        Buffer.from('thumb'),
      )
      expect(result?.toString()).toBe('thumb')
      expect(await readdir(path.join(dir, 'media-cache', 'shirt'))).toEqual([name])
    },
  )

  it.each([
    ['..', 'x.png'],
    ['fabric', '../x.png'],
    ['fabric', '.hidden'],
    ['fab/ric', 'x.png'],
    ['fabric', 'x/y.png'],
    ['fabric', ''],
  ])('refuses the key %s / %s without rendering', async (folder, name) => {
    expect(cacheKey(folder, name, 'png')).toBeNull()
    let rendered = false
    const result = await cachedRender(localFileStore(dir), folder, name, 'png', async () => {
      rendered = true
      return Buffer.from('x')
    })
    expect(result).toBeNull()
    expect(rendered).toBe(false)
    expect(await readdir(dir)).toEqual([])
  })
})
