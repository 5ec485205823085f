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
    headers: { 'content-type': type, origin: 'http://localhost' },
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
})
