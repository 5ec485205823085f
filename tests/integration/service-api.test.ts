import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { orders, serviceFiles, serviceTickets } from '../../db/schema/index.ts'
import { photoWithGps, pngBomb, smallPng } from '../support/feedback-helpers.ts'
import { deliverMails, type OutboxMail, readOutbox } from '../support/outbox.ts'
import { shopCalls } from '../support/shop-calls.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

let app: ReturnType<typeof createTestApp>['app']
let database: Awaited<ReturnType<typeof useTestDatabase>>
const { json, admin, register, orderMeasuredDesign } = shopCalls(
  () => app,
  () => database.db,
)
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nf-service-'))
const adminEmail = 'werkstatt-service@example.com'
let client = 0

beforeAll(async () => {
  database = await useTestDatabase()
  // TRUST_PROXY lets each visitor speak from its own client address (the per-address limit).
  app = createTestApp(database.db, {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: adminEmail,
    TRUST_PROXY: '1',
    PUBLIC_ORIGIN: 'http://localhost',
  }).app
})

/** One JSON call of /api/service.php from the jar's own client address. */
async function service(jar: CookieJar, body: Record<string, unknown>, address = addressOf(jar)) {
  const headers = new Headers({
    'content-type': 'application/json',
    origin: 'http://localhost',
    'x-forwarded-for': address,
  })
  if (jar.header()) headers.set('cookie', jar.header())
  const response = await app.request('/api/service.php', {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  })
  jar.store(response)
  return json(response)
}

type Upload = { bytes: Uint8Array; name: string; type: string }

/** The same call as multipart with photos, as the forms send it. */
async function serviceForm(jar: CookieJar, fields: Record<string, string>, files: Upload[]) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  for (const file of files)
    form.append('files[]', new File([new Uint8Array(file.bytes)], file.name, { type: file.type }))
  const headers = new Headers({ origin: 'http://localhost', 'x-forwarded-for': addressOf(jar) })
  if (jar.header()) headers.set('cookie', jar.header())
  const response = await app.request('/api/service.php', { method: 'POST', headers, body: form })
  jar.store(response)
  return json(response)
}

/** The newest mail of the outbox that matches (service mails are queued before the answer; their jobs run first). */
async function mailWhere(match: (mail: OutboxMail) => boolean): Promise<OutboxMail> {
  await deliverMails(dataDir)
  const found = readOutbox(dataDir).filter(match).at(-1)
  if (!found) throw new Error('no such mail in the outbox')
  return found
}

const addresses = new WeakMap<CookieJar, string>()
function addressOf(jar: CookieJar) {
  let address = addresses.get(jar)
  if (!address) {
    address = `203.0.113.${++client % 250}`
    addresses.set(jar, address)
  }
  return address
}

const question = (extra: Record<string, unknown> = {}) => ({
  action: 'create',
  kind: 'service',
  topic: 'question',
  subject: 'Bügelfrei oder nicht?',
  message: 'Ist der Stoff 1021 bügelfrei?',
  ...extra,
})

/** A logged-in customer with one placed order holding one measured design. */
async function customerWithOrder() {
  const jar = new CookieJar()
  const email = await register(jar)
  const { orderId, number, shirtId } = await orderMeasuredDesign(jar)
  return { jar, email, shirtId, orderId, number }
}

describe('create', () => {
  it('lets a guest open a general request tied to the session, and tells the workshop', async () => {
    const guest = new CookieJar()
    const created = await service(guest, question({ email: 'gast@example.com' }))
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    expect(created.headers.get('cache-control')).toBe('no-store')
    expect(created.body).toMatchObject({
      success: true,
      ticketId: expect.any(Number),
      ticket: {
        kind: 'service',
        topic: 'question',
        status: 'open',
        subject: 'Bügelfrei oder nicht?',
        messages: [{ author: 'customer', message: 'Ist der Stoff 1021 bügelfrei?', files: [] }],
      },
    })
    const ticketId = created.body.ticketId as number
    const listed = await service(guest, { action: 'list' })
    expect(listed.body.tickets.map((ticket: { ticketId: number }) => ticket.ticketId)).toEqual([ticketId])
    const mail = await mailWhere(
      (entry) =>
        entry.template === 'serviceMessage' &&
        entry.to === adminEmail &&
        entry.subject.includes(`Nr. ${ticketId}`),
    )
    expect(mail.text).toContain('Ist der Stoff 1021 bügelfrei?')
    expect(mail.text).toContain(`/admin/tickets/${ticketId}`)
    // Another visitor neither lists nor reads it.
    const stranger = new CookieJar()
    expect((await service(stranger, { action: 'list' })).body.tickets).toEqual([])
    expect((await service(stranger, { action: 'fetch', ticketId })).status).toBe(404)
  })

  it('keeps a guest’s requests after the guest signs in', async () => {
    const jar = new CookieJar()
    const created = await service(jar, question({ email: 'spaeter@example.com' }))
    expect(created.status).toBe(200)
    await register(jar)
    const listed = await service(jar, { action: 'list' })
    expect(listed.body.tickets.map((ticket: { ticketId: number }) => ticket.ticketId)).toEqual([
      created.body.ticketId,
    ])
    expect((await service(jar, { action: 'fetch', ticketId: created.body.ticketId })).status).toBe(200)
  })

  it('asks a guest for an email address and names every wrong field in the visitor’s language', async () => {
    const guest = new CookieJar()
    const noEmail = await service(guest, question())
    expect(noEmail.status).toBe(400)
    expect(noEmail.body).toMatchObject({
      success: false,
      field: 'email',
      keys: { email: 'service.errors.emailRequired' },
    })

    const bad = await service(guest, {
      action: 'create',
      kind: 'service',
      topic: 'remake',
      subject: ' ',
      message: 'x',
      email: 'nope',
      lang: 'en',
    })
    expect(bad.status).toBe(400)
    expect(bad.body.keys).toEqual({
      subject: 'service.errors.subjectRequired',
      message: 'service.errors.messageTooShort',
      email: 'service.errors.emailInvalid',
      topic: 'service.errors.topicInvalid',
    })
    expect(bad.body.fields.subject).toBe('Please enter a subject.')
    expect(bad.body.message).toBe('subject: Please enter a subject.')

    const german = await service(guest, {
      action: 'create',
      subject: 'x'.repeat(151),
      message: 'Guten Tag',
      email: 'a@b.de',
    })
    expect(german.body.fields).toEqual({ subject: 'Der Betreff darf höchstens 150 Zeichen lang sein.' })
    expect((await service(guest, { action: 'explode' })).status).toBe(400)
    expect(
      (
        await service(guest, {
          action: 'create',
          orderId: 'abc',
          subject: 'a',
          message: 'abc',
          email: 'a@b.de',
        })
      ).body.keys,
    ).toEqual({ orderId: 'service.errors.idInvalid' })
  })

  it('lets a customer refer to an own order and design, and answers someone else’s with 404', async () => {
    const one = await customerWithOrder()
    const created = await service(one.jar, {
      action: 'create',
      kind: 'service',
      topic: 'alteration',
      subject: 'Ärmel kürzen',
      message: 'Bitte die Ärmel um 1 cm kürzen.',
      orderId: one.orderId,
      shirtId: one.shirtId,
    })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    expect(created.body.ticket).toMatchObject({
      orderId: one.orderId,
      orderNumber: one.number,
      shirtId: one.shirtId,
    })
    const [stored] = await database.db
      .select()
      .from(serviceTickets)
      .where(eq(serviceTickets.id, created.body.ticketId))
    expect(stored).toMatchObject({ customerId: expect.any(Number), email: one.email })

    const other = await customerWithOrder()
    const foreignOrder = await service(other.jar, question({ orderId: one.orderId }))
    expect(foreignOrder.status).toBe(404)
    expect(foreignOrder.body).toMatchObject({
      field: 'orderId',
      keys: { orderId: 'service.errors.orderNotFound' },
    })
    const foreignShirt = await service(other.jar, question({ orderId: other.orderId, shirtId: one.shirtId }))
    expect(foreignShirt.status).toBe(404)
    expect(foreignShirt.body.field).toBe('shirtId')
    const foreignDesign = await service(other.jar, question({ shirtId: one.shirtId }))
    expect(foreignDesign.status).toBe(404)
    // A guest has no orders at all.
    expect(
      (await service(new CookieJar(), question({ email: 'g@example.com', orderId: one.orderId }))).status,
    ).toBe(404)
    // The other customer can neither read nor answer the first one's ticket.
    expect((await service(other.jar, { action: 'fetch', ticketId: created.body.ticketId })).status).toBe(404)
    expect(
      (await service(other.jar, { action: 'reply', ticketId: created.body.ticketId, message: 'Hallo' }))
        .status,
    ).toBe(404)
    expect((await service(other.jar, { action: 'close', ticketId: created.body.ticketId })).status).toBe(404)
  })
})

describe('aftersale', () => {
  it('needs a login and an order', async () => {
    const guest = new CookieJar()
    const refused = await service(guest, {
      action: 'create',
      kind: 'aftersale',
      topic: 'complaint',
      subject: 'Naht offen',
      message: 'Die Naht ist offen.',
      orderId: 1,
      email: 'g@example.com',
    })
    expect(refused.status).toBe(401)
    expect(refused.body.key).toBe('service.errors.loginRequired')

    const { jar, orderId } = await customerWithOrder()
    const noOrder = await service(jar, {
      action: 'create',
      kind: 'aftersale',
      topic: 'complaint',
      subject: 'Naht offen',
      message: 'Die Naht ist offen.',
    })
    expect(noOrder.status).toBe(400)
    expect(noOrder.body.keys).toEqual({ orderId: 'service.errors.orderRequired' })
    const question = await service(jar, {
      action: 'create',
      kind: 'aftersale',
      topic: 'question',
      subject: 'Frage',
      message: 'Eine Frage.',
      orderId,
    })
    expect(question.body.keys).toEqual({ topic: 'service.errors.topicInvalid' })

    const ok = await service(jar, {
      action: 'create',
      kind: 'aftersale',
      topic: 'complaint',
      subject: 'Naht offen',
      message: 'Die Naht ist offen.',
      orderId,
    })
    expect(ok.status, JSON.stringify(ok.body)).toBe(200)
    expect(ok.body.ticket.kind).toBe('aftersale')
    const aftersaleOnly = await service(jar, { action: 'list', kind: 'aftersale' })
    expect(aftersaleOnly.body.tickets).toHaveLength(1)
  })

  it('offers a remake only where the first-order fit promise covers the request', async () => {
    const { jar, orderId } = await customerWithOrder()
    const remake = {
      action: 'create',
      kind: 'aftersale',
      topic: 'remake',
      subject: 'Neuanfertigung',
      message: 'Der Kragen ist zu eng.',
      orderId,
    }
    const refusedWith = async (reason: string) => {
      const refused = await service(jar, remake)
      expect(refused.status).toBe(400)
      expect(refused.body.keys).toEqual({ topic: `fitPromise.reasons.${reason}` })
    }
    // Not tried on yet: the order is still with the workshop.
    await refusedWith('NOT_RECEIVED')
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000)
    await database.db
      .update(orders)
      .set({ status: 'delivered', statusChangedAt: daysAgo(31) })
      .where(eq(orders.id, orderId))
    await refusedWith('TOO_LATE')
    await database.db
      .update(orders)
      .set({ firstOrder: false, statusChangedAt: daysAgo(3) })
      .where(eq(orders.id, orderId))
    await refusedWith('NOT_FIRST_ORDER')
    await database.db.update(orders).set({ firstOrder: true }).where(eq(orders.id, orderId))
    expect((await service(jar, remake)).status).toBe(200)
  })
})

describe('photos', () => {
  // Unique per run: a PostgreSQL test database keeps the rows of earlier runs.
  const photoEmail = `foto-${Date.now()}@example.com`

  it('accepts up to two pictures judged by their content, re-encoded without metadata, for the author and staff only', async () => {
    const guest = new CookieJar()
    const created = await serviceForm(
      guest,
      { action: 'create', subject: 'Fleck', message: 'Ein Fleck auf dem Ärmel.', email: photoEmail },
      [
        { bytes: await photoWithGps(), name: 'IMG_1.jpg', type: 'image/jpeg' },
        { bytes: await smallPng(), name: 'bild.gif', type: 'image/gif' },
      ],
    )
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const files = created.body.ticket.messages[0].files as { fileId: string; url: string }[]
    expect(files).toHaveLength(2)
    const stored = await database.db
      .select()
      .from(serviceFiles)
      .where(eq(serviceFiles.id, files[0]?.fileId as string))
    expect(stored[0]?.storedName).toMatch(/^[0-9a-f-]{36}\.jpg$/)

    const get = (jar: CookieJar, url: string) => app.request(url, { headers: { cookie: jar.header() } })
    const picture = await get(guest, files[0]?.url as string)
    expect(picture.status).toBe(200)
    expect(picture.headers.get('content-disposition')).toMatch(/^attachment;/)
    expect(picture.headers.get('x-content-type-options')).toBe('nosniff')
    const meta = await sharp(Buffer.from(await picture.arrayBuffer())).metadata()
    expect(meta.exif).toBeUndefined()
    expect((await get(new CookieJar(), files[0]?.url as string)).status).toBe(404)
    expect((await get(await admin(), files[0]?.url as string)).status).toBe(200)
  })

  it('refuses a renamed text file, a picture bomb and a third picture', async () => {
    const fields = { action: 'create', subject: 'Fleck', message: 'Ein Fleck.', email: photoEmail }
    const fake = await serviceForm(new CookieJar(), fields, [
      { bytes: new TextEncoder().encode('<svg onload=alert(1)>'), name: 'x.jpg', type: 'image/jpeg' },
    ])
    expect(fake.status).toBe(415)
    expect(fake.body.keys).toEqual({ files: 'feedback.errors.type' })
    const bomb = await serviceForm(new CookieJar(), fields, [
      { bytes: await pngBomb(), name: 'b.png', type: 'image/png' },
    ])
    expect(bomb.status).toBe(413)
    const png = await smallPng()
    const three = await serviceForm(
      new CookieJar(),
      fields,
      [1, 2, 3].map((n) => ({ bytes: png, name: `${n}.png`, type: 'image/png' })),
    )
    expect(three.status).toBe(400)
    expect(three.body.keys).toEqual({ files: 'feedback.errors.tooMany' })
    const before = await database.db.select().from(serviceTickets).where(eq(serviceTickets.email, photoEmail))
    expect(before).toHaveLength(1) // only the good request of the test above
  })
})

describe('reply and close', () => {
  it('an admin reply sets answered and mails the customer in the ticket’s language; a customer reply reopens', async () => {
    const { jar, email, orderId } = await customerWithOrder()
    const created = await service(jar, {
      action: 'create',
      kind: 'aftersale',
      topic: 'alteration',
      subject: 'Kragen weiter',
      message: 'Der Kragen ist etwas eng.',
      orderId,
      lang: 'en',
    })
    const ticketId = created.body.ticketId as number

    const staff = await admin()
    const all = await service(staff, { action: 'list', scope: 'all' })
    expect(all.body.tickets.some((ticket: { ticketId: number }) => ticket.ticketId === ticketId)).toBe(true)
    const answered = await service(staff, {
      action: 'reply',
      ticketId,
      message: 'Wir weiten den Kragen um 1 cm.',
    })
    expect(answered.status, JSON.stringify(answered.body)).toBe(200)
    expect(answered.body.status).toBe('answered')
    const mail = await mailWhere((entry) => entry.template === 'serviceAnswer' && entry.to === email)
    expect(mail.subject).toBe(`Reply to your request no. ${ticketId}: Kragen weiter`)
    expect(mail.text).toContain('Wir weiten den Kragen um 1 cm.')
    expect(mail.text).toContain(`/en/aftersale/${ticketId}`)

    const seen = await service(jar, { action: 'fetch', ticketId })
    expect(seen.body.ticket.status).toBe('answered')
    expect(seen.body.ticket.messages.map((message: { author: string }) => message.author)).toEqual([
      'customer',
      'shop',
    ])

    const again = await service(jar, { action: 'reply', ticketId, message: 'Danke, passt.' })
    expect(again.body.status).toBe('open')
    await mailWhere(
      (entry) =>
        entry.template === 'serviceMessage' &&
        entry.subject.includes(`Nr. ${ticketId}`) &&
        entry.text.includes('Danke, passt.'),
    )

    const empty = await service(jar, { action: 'reply', ticketId, message: '  ' })
    expect(empty.status).toBe(400)
    expect(empty.body.keys).toEqual({ message: 'service.errors.messageRequired' })

    expect((await service(jar, { action: 'close', ticketId })).body.status).toBe('closed')
    const late = await service(jar, { action: 'reply', ticketId, message: 'Noch etwas.' })
    expect(late.status).toBe(409)
    expect(late.body.key).toBe('service.errors.closed')
  })

  it('a customer who is not staff writes as the customer, even with the admin role but no admin login', async () => {
    const guest = new CookieJar()
    const created = await service(guest, question({ email: 'x@example.com' }))
    const reply = await service(guest, {
      action: 'reply',
      ticketId: created.body.ticketId,
      message: 'Noch eine Frage.',
    })
    expect(reply.body.ticket.messages.at(-1).author).toBe('customer')
    await deliverMails(dataDir)
    const before = readOutbox(dataDir).filter(
      (entry) => entry.template === 'serviceAnswer' && entry.to === 'x@example.com',
    )
    expect(before).toHaveLength(0)
  })
})

describe('throttle', () => {
  it('allows five requests per session in an hour, then 429 with Retry-After', async () => {
    const guest = new CookieJar()
    for (let index = 0; index < 5; index++) {
      const created = await service(guest, question({ email: 't@example.com' }))
      expect(created.status, JSON.stringify(created.body)).toBe(200)
    }
    const refused = await service(guest, question({ email: 't@example.com' }))
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(refused.body.key).toBe('service.errors.tooManyRequests')
    // Replies in an existing request stay possible.
    const [ticket] = (await service(guest, { action: 'list' })).body.tickets
    expect(
      (await service(guest, { action: 'reply', ticketId: ticket.ticketId, message: 'Nachtrag' })).status,
    ).toBe(200)
  })
})
