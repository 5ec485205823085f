import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEnv } from '#config/env.server.ts'
import { storeSample } from '#core/catalog/fabric-samples.ts'
import { type FileStore, isStorageUnavailable } from '#core/storage/file-store.ts'
import { createFileStore } from '#server/storage/create-file-store.ts'
import { localFileStore } from '#server/storage/local-store.ts'
import { type S3TestServer, startS3Server } from '../support/s3-server.ts'
import { createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

/**
 * The shop's file store, the folder (DATA_DIR) and the bucket (a real S3-compatible server,
 * s3rver), held to one contract: what one can do, the other does the same way.
 */
let s3: S3TestServer
const folders: string[] = []
beforeAll(async () => {
  s3 = await startS3Server(4571)
})
afterAll(async () => {
  await s3.stop()
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true })
})

async function text(stream: ReadableStream<Uint8Array>) {
  return Buffer.from(await new Response(stream).arrayBuffer()).toString()
}

const stores: [string, () => Promise<FileStore>][] = [
  [
    'a DATA_DIR folder',
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nf-file-store-'))
      folders.push(dir)
      return localFileStore(dir)
    },
  ],
  ['an S3 bucket', async () => createFileStore(parseEnv({ NODE_ENV: 'test', ...(await s3.bucket()).env }))],
]

describe.each(stores)('the file store as %s', (_kind, open) => {
  it('stores, reads whole or streamed, lists by folder and removes objects', async () => {
    const files = await open()
    expect(await files.get('feedback/a.jpg')).toBeNull()
    expect(await files.stream('feedback/a.jpg')).toBeNull()
    expect(await files.exists('feedback/a.jpg')).toBe(false)

    await files.put('feedback/a.jpg', Buffer.from('photo a'), 'image/jpeg')
    await files.put('feedback/b.png', Buffer.from('photo bb'), 'image/png')
    await files.put('media-cache/fabric/body-7.png', Buffer.from('layer'))
    await files.put('feedback/a.jpg', Buffer.from('photo a, again'), 'image/jpeg')

    expect((await files.get('feedback/a.jpg'))?.toString()).toBe('photo a, again')
    const stream = await files.stream('feedback/b.png')
    expect(stream?.size).toBe(8)
    expect(await text(stream?.body as ReadableStream<Uint8Array>)).toBe('photo bb')
    expect(await files.exists('feedback/b.png')).toBe(true)
    expect(await files.list('feedback/')).toEqual([
      { key: 'feedback/a.jpg', size: 14 },
      { key: 'feedback/b.png', size: 8 },
    ])
    expect((await files.list('media-cache/')).map((item) => item.key)).toEqual([
      'media-cache/fabric/body-7.png',
    ])
    expect((await files.list('')).length).toBe(3)

    await files.delete('feedback/a.jpg')
    await files.delete('feedback/never-there.jpg')
    expect(await files.exists('feedback/a.jpg')).toBe(false)
    expect((await files.list('feedback/')).map((item) => item.key)).toEqual(['feedback/b.png'])
  })

  it.each(['../outside.jpg', 'feedback/../x', 'feedback/.hidden', '', 'a//b'])(
    'refuses the key %j without touching anything',
    async (key) => {
      const files = await open()
      await expect(files.put(key, Buffer.from('x'))).rejects.toThrow(/Not a storage key/)
      await expect(files.get(key)).rejects.toThrow(/Not a storage key/)
    },
  )
})

describe('the shop on a bucket', () => {
  it('streams an uploaded sample, and a HEAD holds no connection to the bucket', async () => {
    const database = await useTestDatabase()
    const { app, deps } = createTestApp(database.db, { ...(await s3.bucket()).env, S3_TIMEOUT_MS: '3000' })
    // Larger than what the sockets buffer: an unread body keeps its connection busy.
    const jpeg = Buffer.concat([
      Buffer.from([0xff, 0xd8]),
      Buffer.alloc(2_000_000, 7),
      Buffer.from([0xff, 0xd9]),
    ])
    await storeSample(deps.files, 1001, jpeg)
    // More HEADs than the SDK keeps connections (50): a body dropped unread would hold each one.
    for (let i = 0; i < 60; i++) {
      const head = await app.request('/media/samples/1001.jpg', { method: 'HEAD' })
      expect(head.status).toBe(200)
      expect(head.headers.get('content-length')).toBe(String(jpeg.length))
    }
    const started = performance.now()
    const get = await app.request('/media/samples/1001.jpg')
    expect(get.status).toBe(200)
    expect(Buffer.from(await get.arrayBuffer()).equals(jpeg)).toBe(true)
    expect(performance.now() - started).toBeLessThan(1_000)
  })
})

describe('a bucket that cannot be reached', () => {
  it('fails with STORAGE_UNAVAILABLE naming the operation and key, never the credentials', async () => {
    const files = createFileStore(
      parseEnv({
        NODE_ENV: 'test',
        S3_BUCKET: 'nf-nowhere',
        S3_ENDPOINT: 'http://127.0.0.1:4579',
        S3_ACCESS_KEY_ID: 'AKIA-VISIBLE-NOWHERE',
        S3_SECRET_ACCESS_KEY: 'very-secret-key-value',
        S3_FORCE_PATH_STYLE: '1',
        S3_TIMEOUT_MS: '1000',
      }),
    )
    const failure = await files.put('feedback/x.jpg', Buffer.from('x')).catch((error: unknown) => error)
    expect(isStorageUnavailable(failure)).toBe(true)
    const said = `${String(failure)} ${JSON.stringify(failure)}`
    expect(said).toContain('feedback/x.jpg')
    expect(said).not.toContain('very-secret-key-value')
    expect(said).not.toContain('AKIA-VISIBLE-NOWHERE')
  })

  it('is answered 503 STORAGE_UNAVAILABLE with Retry-After, and the log names no secret', async () => {
    const database = await useTestDatabase()
    const { app, deps } = createTestApp(database.db, {
      S3_BUCKET: 'nf-nowhere',
      S3_ENDPOINT: 'http://127.0.0.1:4579',
      S3_ACCESS_KEY_ID: 'AKIA-VISIBLE-NOWHERE',
      S3_SECRET_ACCESS_KEY: 'very-secret-key-value',
      S3_FORCE_PATH_STYLE: '1',
      S3_TIMEOUT_MS: '1000',
    })
    const lines: string[] = []
    deps.logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) })

    const sample = await app.request('/media/samples/1001.jpg')
    expect(sample.status).toBe(503)
    expect(sample.headers.get('retry-after')).toBeTruthy()
    expect(await sample.text()).toMatch(/<h1>503<\/h1>/)
    // The media cache is the bucket too: no layer is drawn past a store that does not answer.
    expect((await app.request('/folded/fabric/body-1001.png')).status).toBe(503)

    const logged = lines.join('\n')
    expect(logged).toContain('storage unavailable')
    expect(logged).toContain('fabric-samples/1001.jpg')
    expect(logged).not.toContain('very-secret-key-value')
    expect(logged).not.toContain('AKIA-VISIBLE-NOWHERE')
  })
})

describe('the S3_* settings', () => {
  it.each([
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'nf-shop', S3_ACCESS_KEY_ID: 'key' }, 'S3_SECRET_ACCESS_KEY'],
    [{ S3_BUCKET: 'nf-shop', S3_SECRET_ACCESS_KEY: 'hush-hush-value' }, 'S3_ACCESS_KEY_ID'],
    [{ S3_BUCKET: 'NF Shop' }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'nf-shop', S3_ENDPOINT: 'ftp://example.com' }, 'S3_ENDPOINT'],
  ])('refuse %j, naming %s and never a value', (settings, variable) => {
    let error: unknown
    try {
      parseEnv({ NODE_ENV: 'test', ...settings })
    } catch (caught) {
      error = caught
    }
    expect((error as { issues?: { variable: string }[] }).issues?.[0]?.variable).toBe(variable)
    expect(String(error)).not.toContain('hush-hush')
  })

  it('keep the files in DATA_DIR without S3_BUCKET', () => {
    expect(parseEnv({ NODE_ENV: 'test' }).s3).toBeNull()
    expect(createFileStore(parseEnv({ NODE_ENV: 'test', DATA_DIR: '/tmp/nf-x' })).location).toBe(
      'folder /tmp/nf-x',
    )
  })
})
