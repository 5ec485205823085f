import fs from 'node:fs'
import os from 'node:os'
import { beforeAll, describe, expect, it } from 'vitest'
import { maxBodyBytes } from '../../server/http/body-limit.ts'
import { createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

/**
 * One body limit on every route, before any parser: page form posts, chunked bodies and
 * multipart to the API alike (security issue, item 2).
 */
let app: ReturnType<typeof createTestApp>['app']

beforeAll(async () => {
  const database = await useTestDatabase()
  app = createTestApp(database.db).app
})

const justOver = maxBodyBytes + 16

/** A body sent in pieces without Content-Length, as chunked transfer encoding arrives. */
function chunked(text: string, pieces = 8): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text)
  const size = Math.ceil(bytes.byteLength / pieces)
  let offset = 0
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.byteLength) return controller.close()
      controller.enqueue(bytes.subarray(offset, offset + size))
      offset += size
    },
  })
}

async function post(path: string, body: BodyInit, type: string): Promise<Response> {
  return await app.request(path, {
    method: 'POST',
    headers: type ? { 'content-type': type, origin: 'http://localhost' } : { origin: 'http://localhost' },
    body,
    duplex: 'half',
  } as RequestInit)
}

const urlencoded = 'application/x-www-form-urlencoded'

describe('the body limit', () => {
  it('refuses a form post to a page over 1 MB with 413 before the action reads it', async () => {
    const body = `email=a%40example.com&password=${'x'.repeat(justOver)}`
    const response = await post('/login', body, urlencoded)
    expect(response.status).toBe(413)
    expect(response.headers.get('connection')).toBe('close')
  })

  it('refuses a chunked form post to a page once the limit is crossed', async () => {
    const response = await post('/login', chunked(`password=${'x'.repeat(justOver)}`), urlencoded)
    expect(response.status).toBe(413)
  })

  it('refuses chunked multipart to session.php with the 413 envelope and a reason', async () => {
    const boundary = 'nfboundary'
    const text = `--${boundary}\r\nContent-Disposition: form-data; name="action"\r\n\r\nsetLanguage\r\n--${boundary}\r\nContent-Disposition: form-data; name="lang"\r\n\r\n${'x'.repeat(justOver)}\r\n--${boundary}--\r\n`
    const response = await post(
      '/api/session.php',
      chunked(text),
      `multipart/form-data; boundary=${boundary}`,
    )
    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({
      success: false,
      code: 'TOO_LARGE',
      reason: 'BODY_TOO_LARGE',
    })
  })

  it('refuses a chunked JSON body over the limit', async () => {
    const body = JSON.stringify({ action: 'setLanguage', lang: 'x'.repeat(justOver) })
    const response = await post('/api/session.php', chunked(body), 'application/json')
    expect(response.status).toBe(413)
  })

  it('still accepts a chunked body under the limit', async () => {
    const response = await post('/api/session.php', chunked('action=setLanguage&lang=en', 3), urlencoded)
    expect(response.status).toBe(200)
  })

  it('answers multipart without a boundary with 400, not 500', async () => {
    const response = await post('/api/session.php', 'action=setLanguage&lang=en', 'multipart/form-data')
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      success: false,
      code: 'BAD_INPUT',
      reason: 'MALFORMED_BODY',
    })
  })

  it('stops reading a multipart body at the first field past the bound, with its reason', async () => {
    const boundary = 'nfmany'
    const fields = Array.from(
      { length: 2_000 },
      (_, index) => `--${boundary}\r\nContent-Disposition: form-data; name="f${index}"\r\n\r\nx\r\n`,
    )
    const response = await post(
      '/api/session.php',
      `${fields.join('')}--${boundary}--\r\n`,
      `multipart/form-data; boundary=${boundary}`,
    )
    const answer = await response.json()
    expect(response.status, JSON.stringify(answer)).toBe(400)
    expect(answer).toMatchObject({ code: 'BAD_INPUT', reason: 'TOO_MANY_FIELDS' })
  })

  it('keeps no temporary file of an upload once it is answered', async () => {
    const before = new Set(fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('nf-upload-')))
    const form = new FormData()
    form.append('action', 'setLanguage')
    form.append('lang', 'en')
    form.append('files', new File([new Uint8Array(1024)], 'a.bin'))
    const response = await post('/api/session.php', form, '')
    expect(response.status).toBe(200)
    const left = fs
      .readdirSync(os.tmpdir())
      .filter((name) => name.startsWith('nf-upload-') && !before.has(name))
    expect(left).toEqual([])
  })
})
