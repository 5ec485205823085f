import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import { desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog, customers, orderNotes, orders } from '../../db/schema/index.ts'
import { createLogger } from '../../server/logger.ts'
import { shopCalls } from '../support/shop-calls.ts'
import { berlinAddress, prepaidOrder } from '../support/shop-data.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

/**
 * Odd text at every boundary (core/validation/text.ts): a NUL in a page's query string, a lone
 * surrogate in a JSON field that ends in a `jsonb` column, Unicode look-alikes in a login's way
 * back. Each used to answer 500 (PostgreSQL 22021 and 22P02, 'Cannot convert argument to a
 * ByteString'); now a 400 page, a stored U+FFFD, a Location on this shop.
 */
let app: ReturnType<typeof createTestApp>['app']
let deps: ReturnType<typeof createTestApp>['deps']
let database: Awaited<ReturnType<typeof useTestDatabase>>
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nf-odd-input-'))
const api = shopCalls(
  () => app,
  () => database.db,
)
const password = 'Ein-gutes-Passwort-9'

beforeAll(async () => {
  database = await useTestDatabase()
  const created = createTestApp(database.db, { SHOP_DEMO: '1', DATA_DIR: dataDir })
  app = created.app
  deps = created.deps
})

function capturedLog() {
  const lines: string[] = []
  deps.logger = createLogger(
    'info',
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk))
        done()
      },
    }),
  )
  return () => lines.join('')
}

async function withRole(role: 'staff' | 'admin') {
  const jar = new CookieJar()
  const email = await api.register(jar)
  await database.db.update(customers).set({ role }).where(eq(customers.email, email))
  expect((await api.account(jar, { action: 'login', email, password })).status).toBe(200)
  return jar
}

describe('a NUL in a page’s query string', () => {
  it.each([
    ['/stoffe?q=%00', 'Diese Eingabe nehmen wir nicht an'],
    ['/en/stoffe?q=%00', 'We cannot accept this input'],
    ['/stoffe?q=a%0Bb', 'Diese Eingabe nehmen wir nicht an'],
    ['/stoffe?%C2%85=1', 'Diese Eingabe nehmen wir nicht an'],
  ])('%s: the 400 page in the page’s language, nothing logged but the request', async (address, title) => {
    const log = capturedLog()
    const response = await app.request(address)
    expect(response.status).toBe(400)
    expect(await response.text()).toContain(title)
    expect(log()).not.toContain('error')
  })

  it('its .data answer is the same 400, for the error page of a client navigation', async () => {
    const response = await app.request('/stoffe.data?q=%00')
    expect(response.status).toBe(400)
  })

  it('a NUL in a path segment is the 400 page too', async () => {
    expect((await app.request('/stoffe/%00')).status).toBe(400)
  })

  it('the search gets its text in normal form C: a decomposed ü finds what the composed one finds', async () => {
    const fabricsOf = (html: string) => html.match(/id="fabric-\d+"/g) ?? []
    const composed = fabricsOf(await (await app.request('/stoffe?q=Gr%C3%BCn')).text())
    expect(composed.length).toBeGreaterThan(0)
    const decomposed = await app.request('/stoffe?q=Gru%CC%88n')
    expect(decomposed.status).toBe(200)
    const html = await decomposed.text()
    expect(html).toContain('value="Grün"')
    expect(fabricsOf(html)).toEqual(composed)
  })
})

describe('a lone surrogate in a field stored as jsonb', () => {
  const lone = 'X\ud800'
  const kept = 'X\ufffd'

  it('checkout.php placeOrder: billingAddress.firstName is stored with U+FFFD', async () => {
    const jar = new CookieJar()
    await api.register(jar)
    const measureId = await api.profile(jar)
    const shirtId = await api.newDesign(jar)
    expect((await api.shirt(jar, { action: 'measures', shirtId, measureId })).status).toBe(200)
    expect((await api.cart(jar, { action: 'add', item: { type: 'shirt', shirtId } })).status).toBe(200)
    const placed = await api.checkout(jar, {
      ...prepaidOrder,
      billingAddress: { ...berlinAddress, firstName: lone },
    })
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    const [order] = await database.db
      .select({ billingAddress: orders.billingAddress })
      .from(orders)
      .where(eq(orders.id, placed.body.orderId))
    expect(order?.billingAddress.firstName).toBe(kept)
  })

  it('team.php placeOrder: billingAddress.city is stored with U+FFFD', async () => {
    const organiser = new CookieJar()
    await api.register(organiser)
    const shirtId = await api.newDesign(organiser)
    const team = async (jar: CookieJar, body: Record<string, unknown>) =>
      api.json(await api.call(jar, '/api/team.php', body))
    const created = await team(organiser, {
      action: 'create',
      shirtId,
      name: 'Messe',
      company: 'Beispiel GmbH',
      vatId: '',
      deadline: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
      seats: 2,
      openCategories: [2],
    })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const member = new CookieJar()
    await api.register(member)
    const joined = await team(member, { action: 'join', token: created.body.inviteUrl.split('/').pop() })
    expect(joined.status, JSON.stringify(joined.body)).toBe(200)
    const measureId = await api.profile(member, 'Mein Maß')
    const teamOrderId = created.body.teamOrderId
    expect((await team(member, { action: 'savePart', teamOrderId, measureId, choices: {} })).status).toBe(200)
    const placed = await team(organiser, {
      action: 'placeOrder',
      teamOrderId,
      memberIds: [joined.body.memberId],
      billingAddress: { ...berlinAddress, city: lone },
      paymentMethod: 'prepayment',
      acceptTerms: true,
    })
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    const [order] = await database.db
      .select({ billingAddress: orders.billingAddress })
      .from(orders)
      .where(eq(orders.id, placed.body.orderId))
    expect(order?.billingAddress.city).toBe(kept)
  })

  it('admin/orders.php addNote: the note is stored with U+FFFD', async () => {
    const buyer = new CookieJar()
    await api.register(buyer)
    const { orderId } = await api.orderMeasuredDesign(buyer)
    const staff = await withRole('staff')
    const added = await api.json(
      await api.call(staff, '/api/admin/orders.php', { action: 'addNote', orderId, body: lone }),
    )
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    const [note] = await database.db
      .select({ body: orderNotes.body })
      .from(orderNotes)
      .where(eq(orderNotes.orderId, orderId))
    expect(note?.body).toBe(kept)
  })

  it('admin/vouchers.php issue: the note is stored with U+FFFD, in the voucher and its audit entry', async () => {
    const admin = await withRole('admin')
    const issued = await api.json(
      await api.call(admin, '/api/admin/vouchers.php', { action: 'issue', value: '10', note: lone }),
    )
    expect(issued.status, JSON.stringify(issued.body)).toBe(200)
    const [entry] = await database.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.action, 'voucher.issue'))
      .orderBy(desc(auditLog.id))
      .limit(1)
    expect(entry?.after).toMatchObject({ note: kept })
  })

  it('a surrogate pair (an emoji) stays as it is; a decomposed name is stored composed', async () => {
    const jar = new CookieJar()
    const profile = await api.json(
      await api.call(jar, '/api/account.php', {
        action: 'register',
        email: `odd${Date.now()}@example.com`,
        password,
        firstName: 'Jo\u0308rg 🧵',
        lastName: 'Muster',
      }),
    )
    expect(profile.status, JSON.stringify(profile.body)).toBe(200)
    const [row] = await database.db
      .select({ firstName: customers.firstName })
      .from(customers)
      .orderBy(desc(customers.id))
      .limit(1)
    expect(row?.firstName).toBe('Jörg 🧵')
  })
})

describe('the way back after a login', () => {
  async function login(redirectTo: string) {
    const jar = new CookieJar()
    const email = await api.register(jar)
    return app.request(`/login?redirectTo=${redirectTo}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
      body: new URLSearchParams({ email, password }).toString(),
    })
  }

  it.each([
    ['%2F%EF%BC%8F%2Fevil.com', '/%EF%BC%8F/evil.com'],
    ['%2F%E3%80%82evil.com', '/%E3%80%82evil.com'],
    ['%2F.%2F%2Fevil.com', '/dashboard'],
    ['%2Fwarenkorb%3Fschritt%3D2', '/warenkorb?schritt=2'],
  ])('redirectTo=%s with the right password: a path of this shop, %s', async (redirectTo, location) => {
    const response = await login(redirectTo)
    expect(response.status).toBe(302)
    const target = response.headers.get('location') ?? ''
    expect(target).toBe(location)
    // Every byte a Location header may carry (Node's server refuses anything else with a 500).
    expect(target).toMatch(/^\/[\x21-\x7e]*$/)
    expect(new URL(target, 'http://localhost').origin).toBe('http://localhost')
  })

  it('redirectTo=%2F%0B%2Fevil.com: a control character in the query, the 400 page and no Location', async () => {
    const response = await login('%2F%0B%2Fevil.com')
    expect(response.status).toBe(400)
    expect(response.headers.get('location')).toBeNull()
  })
})

describe('page form posts', () => {
  it('a control character in a field: the 400 page, the action never runs', async () => {
    const email = `ctl${Date.now()}@example.com`
    const response = await app.request('/register', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
      body: new URLSearchParams({ email, password, firstName: 'Erika', lastName: 'Mus\u0000ter' }).toString(),
    })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('Diese Eingabe nehmen wir nicht an')
    expect(await database.db.select().from(customers).where(eq(customers.email, email))).toEqual([])
  })

  it('a decomposed name posted by the register form is stored composed', async () => {
    const email = `nfc${Date.now()}@example.com`
    const response = await app.request('/register', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
      body: new URLSearchParams({ email, password, firstName: 'Zoe\u0308', lastName: 'Muster' }).toString(),
    })
    expect(response.status).toBe(200)
    const [row] = await database.db
      .select({ firstName: customers.firstName })
      .from(customers)
      .where(eq(customers.email, email))
    expect(row?.firstName).toBe('Zoë')
  })

  it.each([
    ['application/json', '{"email":"a@example.com"}', 415],
    ['text/plain', 'email=a@example.com', 415],
    ['multipart/form-data', 'no boundary', 400],
  ])('a %s body is no form: 4xx, not 500', async (type, body, status) => {
    const response = await app.request('/login', {
      method: 'POST',
      headers: { 'content-type': type, origin: 'http://localhost' },
      body,
    })
    expect(response.status).toBe(status)
  })
})

describe('found by the fuzzing of odd input', () => {
  it.each([
    ['admin/orders.php list', 'orders', { action: 'list', from: '6821-87-09' }],
    ['admin/vouchers.php issue', 'vouchers', { action: 'issue', value: '10', expiresOn: '2027-02-30' }],
  ])(
    '%s: a day that does not exist is a 400, neither a 500 nor another day',
    async (_name, endpoint, body) => {
      const admin = await withRole('admin')
      const answer = await api.json(await api.call(admin, `/api/admin/${endpoint}.php`, body))
      expect(answer.status, JSON.stringify(answer.body)).toBe(400)
    },
  )
})
