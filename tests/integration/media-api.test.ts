import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { thumbnailHash } from '../../core/shirts/thumbnail.ts'
import { catalogData } from '../../db/seed/catalog/index.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

let app: ReturnType<typeof createTestApp>['app']
const cacheRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'nf-media-test-'))

beforeAll(async () => {
  const database = await useTestDatabase()
  app = createTestApp(database.db, { DATA_DIR: cacheRoot }).app
})

afterAll(() => fs.rmSync(cacheRoot, { recursive: true, force: true }))

const isJpeg = (bytes: Uint8Array) => bytes[0] === 0xff && bytes[1] === 0xd8
const isPng = (bytes: Uint8Array) =>
  bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47
const isWebp = (bytes: Uint8Array) => String.fromCharCode(...bytes.slice(8, 12)) === 'WEBP'

describe('fabric samples and preview layers', () => {
  it('serves a fabric sample as JPEG and 404 for unknown fabrics', async () => {
    const response = await app.request('/media/samples/1001.jpg')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    expect(response.headers.get('cache-control')).toBe('public, max-age=604800')
    expect(isJpeg(new Uint8Array(await response.arrayBuffer()))).toBe(true)
    expect((await app.request('/media/samples/999999.jpg')).status).toBe(404)
    expect((await app.request('/media/samples/abc.jpg')).status).toBe(404)
  })

  it('serves a layer as PNG, as WebP when the browser accepts it, from the disk cache afterwards', async () => {
    const png = await app.request('/folded/fabric/body-1001.png')
    expect(png.status).toBe(200)
    expect(png.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(isPng(new Uint8Array(await png.arrayBuffer()))).toBe(true)
    const webp = await app.request('/folded/fabric/body-1001.png', {
      headers: { accept: 'image/avif,image/webp,*/*' },
    })
    expect(webp.headers.get('content-type')).toBe('image/webp')
    expect(isWebp(new Uint8Array(await webp.arrayBuffer()))).toBe(true)
    expect(fs.existsSync(path.join(cacheRoot, 'media-cache', 'fabric', 'body-1001.png'))).toBe(true)
  })

  it.each([
    '/folded/fabric/collar-99-1001.png',
    '/folded/fabric/body-abc.png',
    '/folded/fabric/..%2F..%2Fetc.png',
    '/folded/unknown/body-1001.png',
    '/folded/monogram/1-notahash.png',
    '/folded/thumb/collars-99-1001.png',
  ])('%s is a 404', async (url) => {
    expect((await app.request(url)).status).toBe(404)
  })
})

describe('/api/shirt-preview.php get_img_arr', () => {
  const preview = (body: unknown) =>
    app.request('/api/shirt-preview.php', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })

  /** A guest's new design (template 11 carries the monogram JM) with the key its owner is given. */
  async function designWithKey() {
    const jar = new CookieJar()
    const created = await app.request('/api/shirt.php', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      body: JSON.stringify({ action: 'create', templateID: 11 }),
    })
    jar.store(created)
    const { shirtId } = (await created.json()) as { shirtId: number }
    const fetched = await app.request('/api/shirt.php', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost', cookie: jar.header() },
      body: JSON.stringify({ action: 'fetch', shirtId }),
    })
    const { shirt } = (await fetched.json()) as { shirt: { previewKey: string } }
    return { shirtId, key: shirt.previewKey }
  }

  it('answers the ordered layer list of a design without credentials, naming no personal data', async () => {
    const { shirtId, key } = await designWithKey()
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    const response = await preview({ action: 'get_img_arr', shirtId, key })
    expect(response.status).toBe(200)
    const { success, images } = (await response.json()) as {
      success: boolean
      images: [string, string, number, number][]
    }
    expect(success).toBe(true)
    expect(images.length).toBeGreaterThan(8)
    const zIndexes = images.map((layer) => layer[2])
    expect(zIndexes).toEqual([...zIndexes].sort((a, b) => a - b))
    const monogram = images.find((layer) => layer[1] === 'monogram')
    expect(monogram?.[0]).toMatch(new RegExp(`^${key}-[A-Za-z0-9_-]{16}\\.png$`))
    expect(JSON.stringify(images)).not.toContain('JM')
    const layer = await app.request(`/folded/${monogram?.[1]}/${monogram?.[0]}`)
    expect(layer.status).toBe(200)
    expect(layer.headers.get('cache-control')).toBe('private, max-age=3600')
  })

  it('lists no design by its serial id: walking the ids finds nothing', async () => {
    const { shirtId, key } = await designWithKey()
    for (let id = 1; id <= shirtId; id++) {
      const response = await preview({ action: 'get_img_arr', shirtId: id })
      expect(response.status, `shirtId ${id}`).toBe(400)
      expect(JSON.stringify(await response.json())).not.toContain('images')
    }
    // The right id with another design's key (or a made-up one) is not found either.
    const other = await designWithKey()
    expect((await preview({ action: 'get_img_arr', shirtId, key: other.key })).status).toBe(404)
    expect(
      (await preview({ action: 'get_img_arr', shirtId, key: '00000000-0000-4000-8000-000000000000' })).status,
    ).toBe(404)
    // The monogram layer is not reachable by serial id either.
    const images = (
      (await (await preview({ action: 'get_img_arr', shirtId, key })).json()) as {
        images: [string, string][]
      }
    ).images
    const hashPng = images.find((layer) => layer[1] === 'monogram')?.[0].slice(key.length + 1)
    expect(hashPng).toMatch(/^[A-Za-z0-9_-]{16}\.png$/)
    expect((await app.request(`/folded/monogram/${shirtId}-${hashPng}`)).status).toBe(404)
  })

  it('answers 404 for an unknown design and 400 for bad input', async () => {
    expect(
      (
        await preview({
          action: 'get_img_arr',
          shirtId: 99999999,
          key: '00000000-0000-4000-8000-000000000000',
        })
      ).status,
    ).toBe(404)
    expect((await preview({ action: 'get_img_arr', shirtId: 'x' })).status).toBe(400)
    expect((await preview({ action: 'get_img_arr', shirtId: 1, key: '1' })).status).toBe(400)
    expect((await preview({ action: 'other', shirtId: 1 })).status).toBe(400)
  })
})

describe('one composed thumbnail per design (/folded/shirt/{hash}.png)', () => {
  async function shirtCall(jar: CookieJar, body: unknown) {
    const headers = new Headers({ 'content-type': 'application/json', origin: 'http://localhost' })
    if (jar.header()) headers.set('cookie', jar.header())
    const response = await app.request('/api/shirt.php', {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    })
    jar.store(response)
    return response.json()
  }
  const pngWidth = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset).getUint32(16)

  it('names the design by a hash of its layers and serves it to anyone, PNG or WebP, cached for ever', async () => {
    const jar = new CookieJar()
    const { shirtId } = await shirtCall(jar, { action: 'create', templateID: 11 })
    const { shirt } = await shirtCall(jar, { action: 'fetch', shirtId })
    expect(shirt.thumbnailUrl).toMatch(/^\/folded\/shirt\/[A-Za-z0-9_-]{22}\.png$/)
    // The name is only the hash (the pattern above): neither the serial id nor the preview key
    // appears as a part of it. (A substring check for the id failed whenever the random hash
    // happened to contain its digits.)
    expect(shirt.thumbnailUrl).not.toContain(shirt.previewKey)

    // No cookie: the name alone is the key.
    const png = await app.request(shirt.thumbnailUrl)
    expect(png.status).toBe(200)
    expect(png.headers.get('content-type')).toBe('image/png')
    expect(png.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const bytes = new Uint8Array(await png.arrayBuffer())
    expect(isPng(bytes)).toBe(true)
    expect(pngWidth(bytes)).toBe(300)
    const webp = await app.request(shirt.thumbnailUrl, { headers: { accept: 'image/webp,*/*' } })
    expect(webp.headers.get('content-type')).toBe('image/webp')
    expect(isWebp(new Uint8Array(await webp.arrayBuffer()))).toBe(true)
    const file = path.join(cacheRoot, 'media-cache', 'shirt', shirt.thumbnailUrl.split('/').at(-1))
    expect(fs.existsSync(file)).toBe(true)
  })

  it('a changed design gets a new name, the old picture stays; equal designs share one', async () => {
    const jar = new CookieJar()
    const { shirtId } = await shirtCall(jar, { action: 'create' })
    const before = (await shirtCall(jar, { action: 'fetch', shirtId })).shirt.thumbnailUrl as string
    expect((await app.request(before)).status).toBe(200)
    const changed = await shirtCall(jar, { action: 'updateFabric', shirtId, fabricId: 1002 })
    expect(changed.shirt.thumbnailUrl).not.toBe(before)
    expect((await app.request(changed.shirt.thumbnailUrl)).status).toBe(200)
    expect((await app.request(before)).status).toBe(200)
    const { newShirtId } = await shirtCall(jar, { action: 'duplicate', shirtId })
    const copy = await shirtCall(jar, { action: 'fetch', shirtId: newShirtId })
    expect(copy.shirt.thumbnailUrl).toBe(changed.shirt.thumbnailUrl)
  })

  it('serves a design whose name starts with - or _ (a hash does, one time in 32)', async () => {
    // Layer lists that differ in one opacity, until the hash of one starts with '-'.
    let layers: [string, string, number, number][] = []
    let hash = ''
    for (let step = 1; !hash.startsWith('-'); step++) {
      layers = [['body-1001.png', 'fabric', 10, step / 1000]]
      hash = thumbnailHash(layers)
    }
    fs.mkdirSync(path.join(cacheRoot, 'media-cache', 'shirt'), { recursive: true })
    fs.writeFileSync(path.join(cacheRoot, 'media-cache', 'shirt', `${hash}.json`), JSON.stringify(layers))
    const png = await app.request(`/folded/shirt/${hash}.png`)
    expect(png.status).toBe(200)
    expect(isPng(new Uint8Array(await png.arrayBuffer()))).toBe(true)
  })

  it('an unknown, malformed or tampered name is a 404', async () => {
    expect((await app.request('/folded/shirt/AAAAAAAAAAAAAAAAAAAAAA.png')).status).toBe(404)
    expect((await app.request('/folded/shirt/short.png')).status).toBe(404)
    expect((await app.request('/folded/shirt/..%2F..%2Fetc%2Fpasswd.png')).status).toBe(404)
    // A layer list whose content does not hash to its name is not used.
    const forged = 'BBBBBBBBBBBBBBBBBBBBBB'
    fs.mkdirSync(path.join(cacheRoot, 'media-cache', 'shirt'), { recursive: true })
    fs.writeFileSync(
      path.join(cacheRoot, 'media-cache', 'shirt', `${forged}.json`),
      JSON.stringify([['body-1001.png', 'fabric', 10, 1]]),
    )
    expect((await app.request(`/folded/shirt/${forged}.png`)).status).toBe(404)
  })
})

describe('the templates’ pictures (/masshemden)', () => {
  it('draws every template, the monogrammed ones with their letters too', async () => {
    const ids = catalogData.templates.map((template) => template.id)
    const monogrammed = catalogData.templates.filter((template) =>
      template.attributes.some((attribute) => attribute.text),
    )
    expect(monogrammed.length).toBeGreaterThan(0)
    for (const id of ids) {
      const answer = await app.request(`/folded/template/${id}.png`, { headers: { accept: 'image/png' } })
      expect(answer.status, `template ${id}`).toBe(200)
      expect(answer.headers.get('content-type')).toBe('image/png')
    }
  }, 120_000)
})
