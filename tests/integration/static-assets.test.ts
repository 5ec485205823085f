import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompress } from '../../scripts/precompress.ts'
import { createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

let clientDir: string
let app: ReturnType<typeof createTestApp>['app']
const script = `export const shop = ${JSON.stringify('Nadel & Faden '.repeat(400))}\n`

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nf-static-'))
  fs.mkdirSync(path.join(clientDir, 'assets'))
  fs.writeFileSync(path.join(clientDir, 'assets', 'entry-abc.js'), script)
  fs.writeFileSync(path.join(clientDir, 'assets', 'tiny-abc.js'), 'export {}\n')
  fs.writeFileSync(path.join(clientDir, 'assets', 'font-abc.woff2'), Buffer.alloc(4096, 1))
  expect(precompress(clientDir)).toBe(1)
  const { db } = await useTestDatabase()
  app = createTestApp(db, {}, undefined, { clientDir }).app
})

afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }))

describe('the client assets, compressed at build time', () => {
  it('writes .br and .gz only for text files worth it (not fonts, not tiny files)', () => {
    const names = fs.readdirSync(path.join(clientDir, 'assets')).sort()
    expect(names).toEqual([
      'entry-abc.js',
      'entry-abc.js.br',
      'entry-abc.js.gz',
      'font-abc.woff2',
      'tiny-abc.js',
    ])
  })

  it.each([
    ['br, gzip', 'br', zlib.brotliDecompressSync],
    ['gzip', 'gzip', zlib.gunzipSync],
  ])(
    'Accept-Encoding %s gets the %s copy, the same script, cached for ever',
    async (accept, encoding, decode) => {
      const response = await app.request('/assets/entry-abc.js', { headers: { 'accept-encoding': accept } })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-encoding')).toBe(encoding)
      expect(response.headers.get('content-type')).toMatch(/javascript/)
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i)
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      const body = Buffer.from(await response.arrayBuffer())
      expect(decode(body).toString()).toBe(script)
    },
  )

  it('a browser that accepts no compression gets the file itself', async () => {
    const response = await app.request('/assets/entry-abc.js', { headers: { 'accept-encoding': 'identity' } })
    expect(response.headers.get('content-encoding')).toBeNull()
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await response.text()).toBe(script)
  })

  it('a file outside /assets is cached for an hour; an unknown one passes on to the shop', async () => {
    fs.writeFileSync(path.join(clientDir, 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
    const icon = await app.request('/icon.svg')
    expect(icon.status).toBe(200)
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600')
    const unknown = await app.request('/assets/missing-abc.js')
    expect(unknown.status).toBe(404)
    expect(unknown.headers.get('cache-control') ?? '').not.toContain('immutable')
  })
})
