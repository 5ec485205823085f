import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { feedback, feedbackFiles } from '../../db/schema/index.ts'
import { photoWithGps, pngBomb, smallPng, solveAltcha } from '../support/feedback-helpers.ts'
import { readOutbox, waitForMail } from '../support/outbox.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

let app: ReturnType<typeof createTestApp>['app']
let database: Awaited<ReturnType<typeof useTestDatabase>>
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nf-feedback-'))
const adminEmail = 'werkstatt@example.com'

beforeAll(async () => {
  database = await useTestDatabase()
  app = createTestApp(database.db, {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: adminEmail,
    TRUST_PROXY: '1',
    PUBLIC_ORIGIN: 'http://localhost',
  }).app
})

async function call(jar: CookieJar, url: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers)
  if (jar.header()) headers.set('cookie', jar.header())
  const response = await app.request(url, { ...init, headers })
  jar.store(response)
  return response
}

/** A visitor with a session, its CSRF token and a solved bot check. */
async function visitor() {
  const jar = new CookieJar()
  const { csrfToken } = (await (await call(jar, '/api/session/csrf.php')).json()) as { csrfToken: string }
  return { jar, csrfToken }
}

async function solvedAnswer(jar: CookieJar) {
  const response = await call(jar, '/api/feedback/challenge.php')
  expect(response.status).toBe(200)
  return solveAltcha(await response.json())
}

type Upload = { bytes: Uint8Array; name: string; type: string }

function formOf(fields: Record<string, string>, files: Upload[] = []) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  for (const file of files)
    form.append('files[]', new File([new Uint8Array(file.bytes)], file.name, { type: file.type }))
  return form
}

let nextAddress = 1

/** Each send comes from its own client address unless one is given (the per-address limit). */
function send(
  jar: CookieJar,
  form: FormData,
  csrfToken?: string,
  address = `198.51.100.${nextAddress++ % 250}`,
) {
  const headers: Record<string, string> = { origin: 'http://localhost', 'x-forwarded-for': address }
  if (csrfToken !== undefined) headers['x-csrf-token'] = csrfToken
  return call(jar, '/api/feedback/send.php', { method: 'POST', headers, body: form })
}

const good = { name: 'Erika Muster', email: 'erika@example.com', message: 'Der Kragen ist wunderbar.' }

describe('POST /api/feedback/send.php: CSRF', () => {
  it('answers feedback.errors.csrfMissing without the token and with a wrong one', async () => {
    const { jar, csrfToken } = await visitor()
    const answer = await solvedAnswer(jar)
    for (const token of [undefined, 'x'.repeat(csrfToken.length)]) {
      const response = await send(jar, formOf({ ...good, cf_turnstile_response: answer }), token)
      expect(response.status).toBe(403)
      expect(await response.json()).toMatchObject({
        success: false,
        message: 'feedback.errors.csrfMissing',
        key: 'feedback.errors.csrfMissing',
      })
    }
    // The refused attempts did not spend the answer.
    const response = await send(jar, formOf({ ...good, cf_turnstile_response: answer }), csrfToken)
    expect(response.status).toBe(200)
  })

  it('refuses another session token (tokens are bound to their session)', async () => {
    const one = await visitor()
    const other = await visitor()
    const response = await send(one.jar, formOf({ ...good, cf_turnstile_response: 'x' }), other.csrfToken)
    expect(await response.json()).toMatchObject({
      message: 'feedback.errors.csrfMissing',
      key: 'feedback.errors.csrfMissing',
    })
  })
})

describe('POST /api/feedback/send.php: fields and bot check', () => {
  it('checks the fields in the order the form shows them (trimmed)', async () => {
    const { jar, csrfToken } = await visitor()
    const cases: [Record<string, string>, string][] = [
      [{ name: '  ', email: 'bad', message: '', cf_turnstile_response: '' }, 'feedback.errors.name'],
      [
        { name: 'A', email: 'erika@example', message: '', cf_turnstile_response: '' },
        'feedback.errors.email',
      ],
      [{ name: 'A', email: 'e@x.de', message: ' ab ', cf_turnstile_response: '' }, 'feedback.errors.message'],
      [{ name: 'A', email: 'e@x.de', message: 'abc', cf_turnstile_response: ' ' }, 'feedback.errors.captcha'],
    ]
    for (const [fields, key] of cases) {
      const response = await send(jar, formOf(fields), csrfToken)
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ success: false, message: key })
    }
  })

  it('refuses a made-up answer, a replayed answer and an answer solved in another session', async () => {
    const { jar, csrfToken } = await visitor()
    const forged = await send(
      jar,
      formOf({ ...good, cf_turnstile_response: 'bm90IGEgcGF5bG9hZA==' }),
      csrfToken,
    )
    expect(await forged.json()).toMatchObject({
      message: 'feedback.errors.captcha',
      key: 'feedback.errors.captcha',
    })

    const answer = await solvedAnswer(jar)
    expect((await send(jar, formOf({ ...good, cf_turnstile_response: answer }), csrfToken)).status).toBe(200)
    const replay = await send(jar, formOf({ ...good, cf_turnstile_response: answer }), csrfToken)
    expect(replay.status).toBe(400)
    expect(await replay.json()).toMatchObject({
      message: 'feedback.errors.captcha',
      key: 'feedback.errors.captcha',
    })

    const thief = await visitor()
    const stolen = await solvedAnswer(jar)
    const response = await send(
      thief.jar,
      formOf({ ...good, cf_turnstile_response: stolen }),
      thief.csrfToken,
    )
    expect(await response.json()).toMatchObject({
      message: 'feedback.errors.captcha',
      key: 'feedback.errors.captcha',
    })
    // The rightful session can still use it.
    expect((await send(jar, formOf({ ...good, cf_turnstile_response: stolen }), csrfToken)).status).toBe(200)
  })
})

describe('POST /api/feedback/send.php: limit per client address', () => {
  it('allows 20 sends an hour from one address, then answers 429 with Retry-After', async () => {
    const { jar, csrfToken } = await visitor()
    for (let index = 0; index < 20; index++) {
      expect((await send(jar, formOf({ name: '' }), csrfToken, '203.0.113.50')).status).toBe(400)
    }
    const refused = await send(jar, formOf({ name: '' }), csrfToken, '203.0.113.50')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused.json()).toMatchObject({
      message: 'feedback.errors.sendFailed',
      key: 'feedback.errors.sendFailed',
    })
    expect((await send(jar, formOf({ name: '' }), csrfToken, '203.0.113.51')).status).toBe(400)
  })
})

describe('GET /api/feedback/challenge.php', () => {
  it('hands out a signed challenge, but not more than 30 open ones per session', async () => {
    const { jar } = await visitor()
    const first = await call(jar, '/api/feedback/challenge.php')
    expect(first.headers.get('cache-control')).toBe('no-store')
    const body = (await first.json()) as {
      parameters: { algorithm: string; data: { challengeId: string } }
      signature: string
    }
    expect(body.parameters.algorithm).toBe('PBKDF2/SHA-256')
    expect(body.parameters.data.challengeId).toMatch(/^[0-9a-f-]{36}$/)
    expect(body.signature).toBeTruthy()
    for (let index = 1; index < 30; index++) await call(jar, '/api/feedback/challenge.php')
    expect((await call(jar, '/api/feedback/challenge.php')).status).toBe(429)
    // Another visitor is not affected.
    expect((await call(new CookieJar(), '/api/feedback/challenge.php')).status).toBe(200)
  })
})

describe('POST /api/feedback/send.php: files', () => {
  it('judges the type by content: an HTML page named .jpg is refused, a PNG named .jpg is kept as PNG', async () => {
    const { jar, csrfToken } = await visitor()
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>')
    const lying = await send(
      jar,
      formOf({ ...good, cf_turnstile_response: await solvedAnswer(jar) }, [
        { bytes: html, name: 'photo.jpg', type: 'image/jpeg' },
      ]),
      csrfToken,
    )
    expect(lying.status).toBe(415)
    expect(await lying.json()).toMatchObject({
      success: false,
      message: 'feedback.errors.type',
      key: 'feedback.errors.type',
      reason: 'FILE_TYPE',
      field: 'files',
    })

    const png = await smallPng()
    const renamed = await send(
      jar,
      formOf({ ...good, cf_turnstile_response: await solvedAnswer(jar) }, [
        { bytes: png, name: 'holiday.jpg', type: 'image/jpeg' },
      ]),
      csrfToken,
    )
    expect(renamed.status).toBe(200)
    const body = (await renamed.json()) as { feedbackId: number }
    const [file] = await database.db
      .select()
      .from(feedbackFiles)
      .where(eq(feedbackFiles.feedbackId, body.feedbackId))
    expect(file?.contentType).toBe('image/png')
    expect(file?.storedName).toMatch(/^[0-9a-f-]{36}\.png$/)
  })

  it('refuses a file over 6 MB with 413 and three files with feedback.errors.tooMany', async () => {
    const { jar, csrfToken } = await visitor()
    const big = new Uint8Array(6 * 1024 * 1024 + 1)
    big.set([0xff, 0xd8, 0xff, 0xe0])
    const oversize = await send(
      jar,
      formOf({ ...good, cf_turnstile_response: 'unused' }, [
        { bytes: big, name: 'big.jpg', type: 'image/jpeg' },
      ]),
      csrfToken,
    )
    expect(oversize.status).toBe(413)
    expect(await oversize.json()).toMatchObject({
      message: 'feedback.errors.tooLarge',
      key: 'feedback.errors.tooLarge',
    })

    const photo = await photoWithGps()
    const three = await send(
      jar,
      formOf(
        { ...good, cf_turnstile_response: 'unused' },
        [1, 2, 3].map((n) => ({ bytes: photo, name: `p${n}.jpg`, type: 'image/jpeg' })),
      ),
      csrfToken,
    )
    expect(three.status).toBe(400)
    expect(await three.json()).toMatchObject({
      message: 'feedback.errors.tooMany',
      key: 'feedback.errors.tooMany',
    })
  })

  it('refuses a body larger than two full files before reading it whole', async () => {
    const { jar, csrfToken } = await visitor()
    const response = await call(jar, '/api/feedback/send.php', {
      method: 'POST',
      headers: {
        origin: 'http://localhost',
        'x-csrf-token': csrfToken,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(13 * 1024 * 1024),
      },
      body: 'x',
    })
    expect(response.status).toBe(413)
  })

  it('refuses a decompression bomb by its pixel count without decoding it', async () => {
    const { jar, csrfToken } = await visitor()
    const answer = await solvedAnswer(jar)
    const started = Date.now()
    const response = await send(
      jar,
      formOf({ ...good, message: 'bomb', cf_turnstile_response: answer }, [
        { bytes: await pngBomb(), name: 'bomb.png', type: 'image/png' },
      ]),
      csrfToken,
    )
    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({
      message: 'feedback.errors.tooLarge',
      key: 'feedback.errors.tooLarge',
    })
    expect(Date.now() - started).toBeLessThan(3000)
    expect(await database.db.select().from(feedback).where(eq(feedback.message, 'bomb'))).toHaveLength(0)
  })
})

describe('POST /api/feedback/send.php: success', () => {
  it('stores the feedback and re-encoded files without metadata, mails the shop and serves files only to the sender', async () => {
    const { jar, csrfToken } = await visitor()
    const photo = await photoWithGps()
    expect((await sharp(photo).metadata()).exif).toBeDefined()
    const response = await send(
      jar,
      formOf(
        {
          name: '  Erika Muster ',
          email: ' erika@example.com',
          message: 'Bitte mehr Leinenstoffe!',
          cf_turnstile_response: await solvedAnswer(jar),
          lang: 'en',
          page: '/stoffe',
        },
        [
          { bytes: photo, name: 'IMG_0001.JPG', type: 'image/jpeg' },
          { bytes: await smallPng(), name: 'screen.png', type: 'image/png' },
        ],
      ),
      csrfToken,
    )
    expect(response.status).toBe(200)
    const body = (await response.json()) as {
      success: boolean
      message: string
      feedbackId: number
      files: { fileId: string; url: string }[]
    }
    expect(body).toMatchObject({ success: true, message: 'feedback.success.message' })
    expect(body.files).toHaveLength(2)

    const [row] = await database.db.select().from(feedback).where(eq(feedback.id, body.feedbackId))
    expect(row).toMatchObject({
      name: 'Erika Muster',
      email: 'erika@example.com',
      lang: 'en',
      page: '/stoffe',
    })
    const files = await database.db
      .select()
      .from(feedbackFiles)
      .where(eq(feedbackFiles.feedbackId, body.feedbackId))
    expect(files.map((file) => file.contentType).sort()).toEqual(['image/jpeg', 'image/png'])
    for (const file of files) {
      expect(file.storedName).not.toMatch(/IMG_0001|screen/)
      const stored = fs.readFileSync(path.join(dataDir, 'feedback', file.storedName))
      const meta = await sharp(stored).metadata()
      expect(meta.exif).toBeUndefined()
      expect(stored.includes(Buffer.from('secret-owner'))).toBe(false)
    }

    // The worker sends in its own order: earlier tests' notices may arrive after this one.
    await waitForMail(dataDir, adminEmail, 'feedbackReceived')
    const mail = readOutbox(dataDir).find(
      (sent) => sent.template === 'feedbackReceived' && sent.subject.includes(`Nr. ${body.feedbackId} `),
    )
    if (!mail) throw new Error(`no notice of feedback ${body.feedbackId}`)
    expect(mail.text).toContain('Bitte mehr Leinenstoffe!')
    expect(mail.text).toContain('erika@example.com')

    const own = await call(jar, body.files[0]?.url as string)
    expect(own.status).toBe(200)
    expect(own.headers.get('content-disposition')).toMatch(/^attachment; filename="feedback-/)
    expect(own.headers.get('x-content-type-options')).toBe('nosniff')
    expect(own.headers.get('cache-control')).toBe('no-store')

    const stranger = await visitor()
    expect((await call(stranger.jar, body.files[0]?.url as string)).status).toBe(404)
    expect((await call(stranger.jar, '/api/feedback/files/not-a-uuid')).status).toBe(404)
  })
})
