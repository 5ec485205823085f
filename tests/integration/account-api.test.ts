import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../../core/accounts/passwords.ts'
import { customers } from '../../db/schema/index.ts'
import { linkIn, waitForMail } from '../support/outbox.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

let app: ReturnType<typeof createTestApp>['app']
let database: Awaited<ReturnType<typeof useTestDatabase>>
const password = 'Faden-und-Nadel-2026'

async function call(jar: CookieJar, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers)
  if (jar.header()) headers.set('cookie', jar.header())
  const response = await app.request(path, { ...init, headers })
  jar.store(response)
  return response
}

function post(jar: CookieJar, body: unknown, extraHeaders: Record<string, string> = {}) {
  return call(jar, '/api/account.php', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost', ...extraHeaders },
    body: JSON.stringify(body),
  })
}

async function createCustomer(email: string, role: 'customer' | 'admin' = 'customer') {
  const [row] = await database.db
    .insert(customers)
    .values({
      email,
      passwordHash: await hashPassword(password),
      firstName: 'Erika',
      lastName: 'Muster',
      role,
    })
    .returning({ id: customers.id })
  return row?.id as number
}

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nf-account-'))

beforeAll(async () => {
  database = await useTestDatabase()
  app = createTestApp(database.db, { DATA_DIR: dataDir }).app
})

describe('login', () => {
  it('rotates the session id, keeps what the guest chose and answers the auth state', async () => {
    const email = unique()
    const id = await createCustomer(email)
    const jar = new CookieJar()
    await call(jar, '/api/session.php', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
      body: 'action=setDeliveryCountry&countryId=11',
    })
    const guestToken = jar.get('nf_session')
    const response = await post(jar, { action: 'login', email: email.toUpperCase(), password })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ success: true, custId: id })
    expect(jar.get('nf_session')).not.toBe(guestToken)
    expect(response.headers.getSetCookie().join('')).toMatch(/Max-Age=86400/)
    const session = await (await call(jar, '/api/session.php')).json()
    expect(session.data).toMatchObject({
      authenticated: true,
      custId: id,
      adminLogin: false,
      countryId: 11,
      VAT: 20,
    })
    expect(session.data.customer).toEqual({
      newsletterSubscribed: 0,
      firstName: 'Erika',
      lastName: 'Muster',
      email,
    })
    // The old token is worthless after the rotation.
    const old = await app.request('/api/session.php', { headers: { cookie: `nf_session=${guestToken}` } })
    expect((await old.json()).data.authenticated).toBe(false)
  })

  it('keeps a remembered login for 30 days and sets the admin flag for admins', async () => {
    const email = unique()
    await createCustomer(email, 'admin')
    const jar = new CookieJar()
    const response = await post(jar, { action: 'login', email, password, remember: true })
    expect(response.headers.getSetCookie().join('')).toMatch(/Max-Age=2592000/)
    const session = await (await call(jar, '/api/session.php')).json()
    expect(session.data.adminLogin).toBe(true)
  })

  it('answers an unknown email and a wrong password identically', async () => {
    const email = unique()
    await createCustomer(email)
    const wrong = await post(new CookieJar(), { action: 'login', email, password: 'falsch-falsch' })
    const unknown = await post(new CookieJar(), {
      action: 'login',
      email: unique(),
      password: 'falsch-falsch',
    })
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(wrong.status)
    expect(await unknown.json()).toEqual(await wrong.json())
  })

  it('asks for a proof of work after 5 failures with 429 and Retry-After, also for the right password', async () => {
    const email = unique()
    await createCustomer(email)
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await post(
        new CookieJar(),
        { action: 'login', email, password: `wrong-${attempt}` },
        { 'x-forwarded-for': `10.0.0.${attempt}` },
      )
      expect(response.status).toBe(401)
    }
    const blocked = await post(new CookieJar(), { action: 'login', email, password })
    expect(blocked.status).toBe(429)
    expect(await blocked.json()).toMatchObject({ reason: 'PROOF_OF_WORK_REQUIRED', field: 'altcha' })
    const retryAfter = Number(blocked.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(30)
    // Another account is not affected.
    const other = unique()
    await createCustomer(other)
    expect((await post(new CookieJar(), { action: 'login', email: other, password })).status).toBe(200)
  })

  it('lets the account in again once the 15-minute window has passed', async () => {
    const email = unique()
    await createCustomer(email)
    let now = new Date('2026-11-22T10:00:00Z')
    const timed = createTestApp(database.db, {}, () => now).app
    const send = (pw: string) =>
      timed.request('/api/account.php', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost' },
        body: JSON.stringify({ action: 'login', email, password: pw }),
      })
    for (let attempt = 0; attempt < 5; attempt++) await send('wrong-password')
    expect((await send(password)).status).toBe(429)
    now = new Date('2026-11-22T10:15:01Z')
    expect((await send(password)).status).toBe(200)
  })

  it('ends the login when the password generation changes (password change elsewhere)', async () => {
    const email = unique()
    const id = await createCustomer(email)
    const jar = new CookieJar()
    await post(jar, { action: 'login', email, password })
    await database.db.update(customers).set({ sessionGeneration: 1 }).where(eq(customers.id, id))
    const session = await (await call(jar, '/api/session.php')).json()
    expect(session.data.authenticated).toBe(false)
  })

  it.each([
    [{ action: 'login', email: 'kein-at', password: 'x' }, 400, /email/],
    [{ action: 'login', email: 'a@b.de' }, 400, /password/],
    [{ action: 'login', email: 'a@b.de', password: 7 }, 400, /password/],
    [{ action: 'logout' }, 400, /Unknown action/],
  ])('%j → %i', async (body, status, message) => {
    const response = await post(new CookieJar(), body)
    expect(response.status).toBe(status)
    const answer = await response.json()
    expect(answer.success).toBe(false)
    expect(answer.message).toMatch(message)
  })
})

describe('register', () => {
  const base = {
    action: 'register',
    password: 'lange-sichere-passphrase',
    firstName: 'Max',
    lastName: 'Muster',
    salutation: 'Herr',
  }

  it.each([
    ['/checkout', '/checkout'],
    ['/en/checkout', '/en/checkout'],
    ['//evil.example/checkout', null],
    ['https://evil.example/', null],
    ['/\\evil.example', null],
  ])('registering with redirectTo %s: the confirmation link returns to %s', async (redirectTo, back) => {
    const email = unique()
    const response = await post(new CookieJar(), { ...base, email, redirectTo })
    expect(response.status).toBe(200)
    const link = new URL(linkIn(await waitForMail(dataDir, email, 'welcome'), '/login?confirm='))
    // The mail carries the token only; the way back is kept with it and given when it is opened.
    expect([...link.searchParams.keys()]).toEqual(['confirm'])
    const opened = await app.request(`${link.pathname}${link.search}`)
    expect(opened.status).toBe(302)
    const next = new URL(opened.headers.get('location') ?? '', 'http://localhost')
    expect(next.pathname).toBe('/login')
    expect(next.searchParams.get('confirmed')).toBe('1')
    expect(next.searchParams.get('redirectTo')).toBe(back)
    expect(await (await app.request(`${next.pathname}${next.search}`)).text()).toContain(
      'Ihre E-Mail-Adresse ist bestätigt',
    )
  })

  it('answers the confirmation through the API with the way back', async () => {
    const email = unique()
    await post(new CookieJar(), { ...base, email, redirectTo: '/checkout' })
    const link = new URL(linkIn(await waitForMail(dataDir, email, 'welcome'), '/login?confirm='))
    const confirmed = await post(new CookieJar(), {
      action: 'confirmRegistration',
      token: link.searchParams.get('confirm'),
    })
    expect(await confirmed.json()).toEqual({ success: true, redirectTo: '/checkout' })
  })

  it('creates a waiting account, mails the confirmation link and logs in only after confirming', async () => {
    const jar = new CookieJar()
    const email = unique()
    const response = await post(jar, { ...base, email })
    expect(response.status).toBe(200)
    expect((await response.json()).success).toBe(true)
    const guest = await (await call(jar, '/api/session.php')).json()
    expect(guest.data.authenticated).toBe(false)
    const mail = await waitForMail(dataDir, email, 'welcome')
    const token = new URL(linkIn(mail, '/login?confirm=')).searchParams.get('confirm')
    // Before the confirmation the right password gets 403 (and a new link), never a session.
    const early = await post(new CookieJar(), { action: 'login', email, password: base.password })
    expect(early.status).toBe(403)
    expect((await early.json()).reason).toBe('UNCONFIRMED')
    const confirmed = await post(new CookieJar(), { action: 'confirmRegistration', token })
    expect(confirmed.status).toBe(200)
    const again = await post(new CookieJar(), { action: 'confirmRegistration', token })
    expect(again.status).toBe(409)
    expect((await again.json()).reason).toBe('LINK_USED')
    const login = await post(jar, { action: 'login', email, password: base.password })
    expect(login.status).toBe(200)
    const session = await (await call(jar, '/api/session.php')).json()
    expect(session.data).toMatchObject({ authenticated: true, customer: { email, firstName: 'Max' } })
  })

  it('answers a taken email (in any letter case) exactly like a new one and mails the owner instead', async () => {
    const email = unique()
    await createCustomer(email)
    const fresh = await post(new CookieJar(), { ...base, email: unique() })
    const started = performance.now()
    const taken = await post(new CookieJar(), { ...base, email: email.toUpperCase() })
    const takenMs = performance.now() - started
    expect(taken.status).toBe(fresh.status)
    expect(await taken.json()).toEqual(await fresh.json())
    expect(takenMs).toBeGreaterThan(5) // a password was hashed on this path too
    const rows = await database.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.email, email))
    expect(rows).toHaveLength(1)
    const mail = await waitForMail(dataDir, email, 'accountExists')
    expect(linkIn(mail, '/forgot-password')).toMatch(/^http:\/\/localhost\/forgot-password$/)
  })

  it('moves the designs of the registering session to the account when the link is opened elsewhere', async () => {
    const jar = new CookieJar()
    const email = unique()
    await call(jar, '/api/shirt.php', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      body: JSON.stringify({ action: 'create', templateID: 1 }),
    })
    await post(jar, { ...base, email })
    const mail = await waitForMail(dataDir, email, 'welcome')
    const token = new URL(linkIn(mail, '/login?confirm=')).searchParams.get('confirm')
    expect((await post(new CookieJar(), { action: 'confirmRegistration', token })).status).toBe(200)
    const elsewhere = new CookieJar()
    expect((await post(elsewhere, { action: 'login', email, password: base.password })).status).toBe(200)
    const list = await call(elsewhere, '/api/shirt.php', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      body: JSON.stringify({ action: 'list' }),
    })
    expect((await list.json()).shirts).toHaveLength(1)
  })

  it.each([
    [{ password: 'kurz' }, /password/],
    [{ password: 'passwort1' }, /password/],
    [{ firstName: '' }, /firstName/],
    [{ email: 'nope' }, /email/],
  ])('refuses %j', async (override, message) => {
    const response = await post(new CookieJar(), { ...base, email: unique(), ...override })
    expect(response.status).toBe(400)
    expect((await response.json()).message).toMatch(message)
  })
})
