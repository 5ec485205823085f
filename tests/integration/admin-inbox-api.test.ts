import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { and, desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog, customers, feedback, feedbackFiles } from '../../db/schema/index.ts'
import { smallPng } from '../support/feedback-helpers.ts'
import { deliverMails, readOutbox } from '../support/outbox.ts'
import { shopCalls } from '../support/shop-calls.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

/**
 * /api/admin/tickets.php and /api/admin/feedback.php per role: staff and
 * admin work, customers and guests get 403 BACK_OFFICE_ONLY; every write leaves its audit entry;
 * answers mail the customer in the ticket's language and are throttled.
 */
let app: ReturnType<typeof createTestApp>['app']
let database: Awaited<ReturnType<typeof useTestDatabase>>
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nf-inbox-'))
const api = shopCalls(
  () => app,
  () => database.db,
)
const tickets = async (jar: CookieJar, body: Record<string, unknown>) =>
  api.json(await api.call(jar, '/api/admin/tickets.php', body))
const feedbackApi = async (jar: CookieJar, body: Record<string, unknown>) =>
  api.json(await api.call(jar, '/api/admin/feedback.php', body))

beforeAll(async () => {
  database = await useTestDatabase()
  app = createTestApp(database.db, { DATA_DIR: dataDir, PUBLIC_ORIGIN: 'http://localhost' }).app
})

async function withRole(role: 'staff' | 'admin') {
  const jar = new CookieJar()
  const email = await api.register(jar)
  await database.db.update(customers).set({ role }).where(eq(customers.email, email))
  expect((await api.account(jar, { action: 'login', email, password: 'Ein-gutes-Passwort-9' })).status).toBe(
    200,
  )
  const [row] = await database.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.email, email))
  return { jar, email, id: row?.id ?? 0 }
}

/** A logged-in customer opens a request in English with one photo, as the form sends it. */
async function customerTicket() {
  const jar = new CookieJar()
  const email = await api.register(jar)
  const form = new FormData()
  for (const [name, value] of Object.entries({
    action: 'create',
    kind: 'service',
    topic: 'question',
    subject: 'Collar too tight',
    message: 'The collar of my shirt is too tight, see the photo.',
    lang: 'en',
  }))
    form.append(name, value)
  form.append('files[]', new File([new Uint8Array(await smallPng())], 'collar.png', { type: 'image/png' }))
  const headers = new Headers({ origin: 'http://localhost', cookie: jar.header() })
  const response = await app.request('/api/service.php', { method: 'POST', headers, body: form })
  const created = await api.json(response)
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  return { jar, email, ticketId: created.body.ticketId as number }
}

async function newFeedback() {
  const [row] = await database.db
    .insert(feedback)
    .values({
      sessionId: `s-${randomUUID()}`,
      name: 'Mia Leser',
      email: 'mia@example.com',
      message: 'The fabric filter is great, but the search forgets my colour.',
      lang: 'en',
      page: '/stoffe',
    })
    .returning({ id: feedback.id })
  const id = row?.id ?? 0
  await database.db.insert(feedbackFiles).values({
    id: randomUUID(),
    feedbackId: id,
    storedName: `${randomUUID()}.png`,
    contentType: 'image/png',
    bytes: 100,
    width: 20,
    height: 20,
  })
  return id
}

async function auditOf(entityType: string, entityId: number) {
  return database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.id))
}

describe('/api/admin/tickets.php per role', () => {
  it.each(['list', 'fetch', 'reply', 'assign', 'close', 'reopen'])(
    '%s: 403 BACK_OFFICE_ONLY for guests and customers, nothing written',
    async (action) => {
      const { ticketId, jar: owner } = await customerTicket()
      for (const jar of [new CookieJar(), owner]) {
        const refused = await tickets(jar, { action, ticketId, message: 'Hallo', assigneeId: null })
        expect(refused.status).toBe(403)
        expect(refused.body).toMatchObject({ success: false, code: 'FORBIDDEN', reason: 'BACK_OFFICE_ONLY' })
      }
      expect(await auditOf('service_ticket', ticketId)).toEqual([])
    },
  )

  it.each(['staff', 'admin'] as const)(
    '%s lists by status and assignee, reads the photo, assigns, answers, closes and reopens',
    async (role) => {
      const staff = await withRole(role)
      const { ticketId, email, jar: customer } = await customerTicket()

      const open = await tickets(staff.jar, { action: 'list', status: 'open', assignee: 'none' })
      expect(open.status).toBe(200)
      expect(open.body.tickets.map((t: { ticketId: number }) => t.ticketId)).toContain(ticketId)

      const fetched = await tickets(staff.jar, { action: 'fetch', ticketId })
      expect(fetched.body.ticket).toMatchObject({ ticketId, status: 'open', lang: 'en', email })
      const photo = fetched.body.ticket.messages[0].files[0].url as string
      const served = await app.request(photo, { headers: { cookie: staff.jar.header() } })
      expect(served.status).toBe(200)
      expect(served.headers.get('content-type')).toBe('image/png')
      // Another customer gets the answer of a missing photo.
      const stranger = new CookieJar()
      await api.register(stranger)
      expect((await app.request(photo, { headers: { cookie: stranger.header() } })).status).toBe(404)

      const assigned = await tickets(staff.jar, { action: 'assign', ticketId, assigneeId: staff.id })
      expect(assigned.body).toMatchObject({ success: true, assigneeId: staff.id })
      const mine = await tickets(staff.jar, { action: 'list', assignee: 'me' })
      expect(mine.body.tickets.map((t: { ticketId: number }) => t.ticketId)).toEqual([ticketId])

      const answered = await tickets(staff.jar, {
        action: 'reply',
        ticketId,
        message: 'We will widen the collar by 1 cm.',
      })
      expect(answered.body).toMatchObject({ success: true, status: 'answered' })
      await deliverMails(dataDir)
      const mail = readOutbox(dataDir)
        .filter((entry) => entry.template === 'serviceAnswer' && entry.to === email)
        .at(-1)
      expect(mail?.subject).toBe(`Reply to your request no. ${ticketId}: Collar too tight`)
      expect(mail?.text).toContain(`/en/service/${ticketId}`)
      const seen = await api.json(await api.call(customer, '/api/service.php', { action: 'fetch', ticketId }))
      expect(seen.body.ticket.messages.at(-1)).toMatchObject({
        author: 'shop',
        message: 'We will widen the collar by 1 cm.',
      })

      expect((await tickets(staff.jar, { action: 'close', ticketId })).body.status).toBe('closed')
      const late = await tickets(staff.jar, { action: 'reply', ticketId, message: 'Noch etwas.' })
      expect(late.status).toBe(409)
      expect(late.body.reason).toBe('TICKET_CLOSED')
      const twice = await tickets(staff.jar, { action: 'close', ticketId })
      expect(twice.status).toBe(409)
      expect(twice.body).toMatchObject({ reason: 'BAD_TRANSITION', status: 'closed' })
      expect((await tickets(staff.jar, { action: 'reopen', ticketId })).body.status).toBe('open')

      const entries = await auditOf('service_ticket', ticketId)
      expect(entries.map((entry) => entry.action)).toEqual([
        'ticket.reopen',
        'ticket.close',
        'ticket.answer',
        'ticket.assign',
      ])
      expect(entries[2]).toMatchObject({
        actorEmail: staff.email,
        before: { status: 'open' },
        after: { status: 'answered' },
      })
      expect(entries[3]).toMatchObject({ before: { assigneeId: null }, after: { assigneeId: staff.id } })
    },
  )

  it('refuses bad input (400), unknown tickets and non-staff assignees (404)', async () => {
    const staff = await withRole('staff')
    const { ticketId, email } = await customerTicket()
    const [customer] = await database.db.select().from(customers).where(eq(customers.email, email))
    expect((await tickets(staff.jar, { action: 'reply', ticketId, message: ' ' })).status).toBe(400)
    expect((await tickets(staff.jar, { action: 'list', status: 'lost' })).status).toBe(400)
    expect((await tickets(staff.jar, { action: 'fetch', ticketId: 'x' })).status).toBe(400)
    const missing = await tickets(staff.jar, { action: 'fetch', ticketId: 999_999 })
    expect(missing.status).toBe(404)
    expect(missing.body.reason).toBe('NOT_FOUND')
    const notStaff = await tickets(staff.jar, { action: 'assign', ticketId, assigneeId: customer?.id })
    expect(notStaff.status).toBe(404)
    expect(notStaff.body.reason).toBe('ASSIGNEE_NOT_FOUND')
    expect(await auditOf('service_ticket', ticketId)).toEqual([])
  })

  it('throttles answers per ticket like new requests: the 11th within the hour gets 429', async () => {
    const staff = await withRole('staff')
    const { ticketId } = await customerTicket()
    for (let index = 1; index <= 10; index++) {
      const answered = await tickets(staff.jar, { action: 'reply', ticketId, message: `Antwort ${index}` })
      expect(answered.status).toBe(200)
    }
    const refused = await tickets(staff.jar, { action: 'reply', ticketId, message: 'Antwort 11' })
    expect(refused.status).toBe(429)
    expect(refused.body.reason).toBe('RATE_LIMITED')
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await auditOf('service_ticket', ticketId)).toHaveLength(10)
  })
})

describe('/api/admin/feedback.php per role', () => {
  it.each(['list', 'fetch', 'markDone', 'markNew'])(
    '%s: 403 BACK_OFFICE_ONLY for guests and customers',
    async (action) => {
      const feedbackId = await newFeedback()
      const customer = new CookieJar()
      await api.register(customer)
      for (const jar of [new CookieJar(), customer]) {
        const refused = await feedbackApi(jar, { action, feedbackId })
        expect(refused.status).toBe(403)
        expect(refused.body).toMatchObject({ success: false, reason: 'BACK_OFFICE_ONLY' })
      }
      expect(await auditOf('feedback', feedbackId)).toEqual([])
    },
  )

  it.each(['staff', 'admin'] as const)(
    '%s lists new feedback, reads it and marks it done and new',
    async (role) => {
      const staff = await withRole(role)
      const feedbackId = await newFeedback()
      const fresh = await feedbackApi(staff.jar, { action: 'list', status: 'new' })
      expect(fresh.status).toBe(200)
      const row = fresh.body.feedback.find((entry: { feedbackId: number }) => entry.feedbackId === feedbackId)
      expect(row).toMatchObject({ status: 'new', files: 1, email: 'mia@example.com' })

      const read = await feedbackApi(staff.jar, { action: 'fetch', feedbackId })
      expect(read.body.feedback).toMatchObject({ feedbackId, status: 'new', page: '/stoffe' })
      expect(read.body.feedback.files[0].url).toMatch(/^\/api\/feedback\/files\//)

      expect((await feedbackApi(staff.jar, { action: 'markDone', feedbackId })).body.status).toBe('done')
      const again = await feedbackApi(staff.jar, { action: 'markDone', feedbackId })
      expect(again.status).toBe(409)
      expect(again.body).toMatchObject({ reason: 'BAD_TRANSITION', status: 'done' })
      const done = await feedbackApi(staff.jar, { action: 'list', status: 'done' })
      expect(done.body.feedback.map((entry: { feedbackId: number }) => entry.feedbackId)).toContain(
        feedbackId,
      )
      expect((await feedbackApi(staff.jar, { action: 'markNew', feedbackId })).body.status).toBe('new')

      const entries = await auditOf('feedback', feedbackId)
      expect(entries.map((entry) => entry.action)).toEqual(['feedback.markNew', 'feedback.markDone'])
      expect(entries[1]).toMatchObject({
        actorEmail: staff.email,
        before: { status: 'new' },
        after: { status: 'done' },
      })
    },
  )

  it('refuses bad input (400) and unknown feedback (404)', async () => {
    const staff = await withRole('staff')
    expect((await feedbackApi(staff.jar, { action: 'list', status: 'read' })).status).toBe(400)
    expect((await feedbackApi(staff.jar, { action: 'fetch', feedbackId: -1 })).status).toBe(400)
    const missing = await feedbackApi(staff.jar, { action: 'markDone', feedbackId: 999_999 })
    expect(missing.status).toBe(404)
    expect(missing.body.reason).toBe('NOT_FOUND')
  })
})
