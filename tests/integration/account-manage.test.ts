import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../../core/accounts/passwords.ts'
import { accountTokens, customers, orders } from '../../db/schema/index.ts'
import { linkIn, readOutbox, waitForMail } from '../support/outbox.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

let database: Awaited<ReturnType<typeof useTestDatabase>>
let app: ReturnType<typeof createTestApp>['app']
let now = new Date()
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nf-manage-'))
const password = 'Faden-und-Nadel-2026'
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`

beforeAll(async () => {
  database = await useTestDatabase()
  app = createTestApp(database.db, { DATA_DIR: dataDir }, () => now).app
})

async function call(jar: CookieJar, url: string, body: unknown, extra: Record<string, string> = {}) {
  const headers = new Headers({ 'content-type': 'application/json', origin: 'http://localhost', ...extra })
  if (jar.header()) headers.set('cookie', jar.header())
  const response = await app.request(url, { method: 'POST', headers, body: JSON.stringify(body) })
  jar.store(response)
  return response
}
const account = (jar: CookieJar, body: unknown, extra?: Record<string, string>) =>
  call(jar, '/api/account.php', body, extra)
const addresses = (jar: CookieJar, body: unknown) => call(jar, '/api/addresses.php', body)

async function authenticated(jar: CookieJar) {
  const headers = new Headers()
  if (jar.header()) headers.set('cookie', jar.header())
  const response = await app.request('/api/session.php', { headers })
  return (await response.json()).data.authenticated as boolean
}

async function customer(email = unique(), lang = 'de') {
  const [row] = await database.db
    .insert(customers)
    .values({
      email,
      passwordHash: await hashPassword(password),
      firstName: 'Erika',
      lastName: 'Muster',
      lang,
    })
    .returning({ id: customers.id })
  return { id: row?.id as number, email }
}

async function loggedIn(email: string, pw = password) {
  const jar = new CookieJar()
  const response = await account(jar, { action: 'login', email, password: pw })
  expect(response.status).toBe(200)
  return jar
}

describe('password recovery', () => {
  it('mails a single-use link that sets the password and ends every session', async () => {
    now = new Date()
    const { email } = await customer(unique(), 'en')
    const other = await loggedIn(email)
    const response = await account(new CookieJar(), { action: 'requestPasswordReset', email })
    expect(response.status).toBe(200)
    const mail = await waitForMail(dataDir, email, 'passwordReset')
    expect(mail.subject).toBe('A new password for your account')
    const link = new URL(linkIn(mail, '/en/password-recovery?token='))
    const token = link.searchParams.get('token')
    const stored = await database.db.select().from(accountTokens).where(eq(accountTokens.purpose, 'reset'))
    expect(stored.some((row) => row.tokenHash === token)).toBe(false)

    const reset = await account(new CookieJar(), {
      action: 'resetPassword',
      token,
      password: 'ganz-neues-passwort',
    })
    expect(reset.status).toBe(200)
    expect(await authenticated(other)).toBe(false)
    await waitForMail(dataDir, email, 'passwordChanged')
    const reused = await account(new CookieJar(), {
      action: 'resetPassword',
      token,
      password: 'noch-ein-passwort',
    })
    expect(reused.status).toBe(409)
    expect((await reused.json()).reason).toBe('LINK_USED')
    expect((await account(new CookieJar(), { action: 'login', email, password })).status).toBe(401)
    await loggedIn(email, 'ganz-neues-passwort')
  })

  it('answers an unknown address exactly like a known one and sends nothing', async () => {
    now = new Date()
    const { email } = await customer()
    const known = await account(new CookieJar(), { action: 'requestPasswordReset', email })
    const ghost = unique()
    const unknown = await account(new CookieJar(), { action: 'requestPasswordReset', email: ghost })
    expect(unknown.status).toBe(known.status)
    expect(await unknown.json()).toEqual(await known.json())
    await waitForMail(dataDir, email, 'passwordReset')
    expect(readOutbox(dataDir).some((mail) => mail.to.includes(ghost))).toBe(false)
  })

  it('refuses an expired link after 60 minutes and an unknown one', async () => {
    now = new Date('2026-11-22T10:00:00Z')
    const { email } = await customer()
    await account(new CookieJar(), { action: 'requestPasswordReset', email })
    const mail = await waitForMail(dataDir, email, 'passwordReset')
    const token = new URL(linkIn(mail, '/password-recovery?token=')).searchParams.get('token')
    now = new Date('2026-11-22T11:00:01Z')
    const expired = await account(new CookieJar(), {
      action: 'resetPassword',
      token,
      password: 'ganz-neues-passwort',
    })
    expect(expired.status).toBe(409)
    expect((await expired.json()).reason).toBe('LINK_EXPIRED')
    const unknown = await account(new CookieJar(), {
      action: 'resetPassword',
      token: 'A'.repeat(43),
      password: 'ganz-neues-passwort',
    })
    expect(unknown.status).toBe(404)
    now = new Date()
  })

  it('throttles requests per address with 429 and Retry-After, whether or not an account exists', async () => {
    now = new Date()
    const ghost = unique()
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await account(
        new CookieJar(),
        { action: 'requestPasswordReset', email: ghost },
        { 'x-forwarded-for': `10.1.0.${attempt}` },
      )
      expect(response.status).toBe(200)
    }
    const blocked = await account(new CookieJar(), { action: 'requestPasswordReset', email: ghost })
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it.each([
    [{ action: 'requestPasswordReset', email: 'nope' }, /email/],
    [{ action: 'resetPassword', token: 'short', password: 'ganz-neues-passwort' }, /token/],
    [{ action: 'resetPassword', token: 'A'.repeat(43), password: 'kurz' }, /password/],
  ])('bad input %j → 400', async (body, message) => {
    const response = await account(new CookieJar(), body)
    expect(response.status).toBe(400)
    expect((await response.json()).message).toMatch(message)
  })
})

describe('logged-in account actions', () => {
  it('needs a login', async () => {
    for (const action of ['profile', 'exportData']) {
      expect((await account(new CookieJar(), { action })).status).toBe(401)
    }
    expect((await addresses(new CookieJar(), { action: 'list' })).status).toBe(401)
  })

  it('profile and updateProfile change names at once', async () => {
    const { email, id } = await customer()
    const jar = await loggedIn(email)
    const profile = await (await account(jar, { action: 'profile' })).json()
    expect(profile.data).toMatchObject({ custId: id, email, firstName: 'Erika', lastName: 'Muster' })
    const updated = await account(jar, {
      action: 'updateProfile',
      salutation: 'Frau',
      firstName: 'Erika Maria',
      lastName: 'Schneider',
      email,
    })
    expect(updated.status).toBe(200)
    expect((await updated.json()).data).toMatchObject({
      salutation: 'Frau',
      firstName: 'Erika Maria',
      lastName: 'Schneider',
    })
    const bad = await account(jar, { action: 'updateProfile', firstName: '', lastName: 'x', email })
    expect(bad.status).toBe(400)
    expect((await bad.json()).field).toBe('firstName')
  })

  it('changes the email only with the current password and the link sent to the new address', async () => {
    const { email, id } = await customer()
    const jar = await loggedIn(email)
    const next = unique()
    const body = { action: 'updateProfile', firstName: 'Erika', lastName: 'Muster', email: next }
    expect((await account(jar, body)).status).toBe(400)
    expect((await account(jar, { ...body, currentPassword: 'falsch-falsch' })).status).toBe(403)
    const asked = await account(jar, { ...body, currentPassword: password })
    expect((await asked.json()).emailChangePending).toBe(true)
    await waitForMail(dataDir, email, 'emailChangeNotice')
    const mail = await waitForMail(dataDir, next, 'emailChangeConfirm')
    const token = new URL(linkIn(mail, '/dashboard/profile?confirmEmail=')).searchParams.get('confirmEmail')
    // Another customer cannot use the link: 404.
    const stranger = await loggedIn((await customer()).email)
    expect((await account(stranger, { action: 'confirmEmailChange', token })).status).toBe(404)
    const confirmed = await account(jar, { action: 'confirmEmailChange', token })
    expect(confirmed.status).toBe(200)
    const [row] = await database.db
      .select({ email: customers.email })
      .from(customers)
      .where(eq(customers.id, id))
    expect(row?.email).toBe(next)
    expect((await account(jar, { action: 'confirmEmailChange', token })).status).toBe(409)
  })

  it('refuses a confirmed email change when the address has meanwhile become another account', async () => {
    const { email } = await customer()
    const jar = await loggedIn(email)
    const next = unique()
    await account(jar, {
      action: 'updateProfile',
      firstName: 'Erika',
      lastName: 'Muster',
      email: next,
      currentPassword: password,
    })
    const mail = await waitForMail(dataDir, next, 'emailChangeConfirm')
    const token = new URL(linkIn(mail, '/dashboard/profile?confirmEmail=')).searchParams.get('confirmEmail')
    await customer(next)
    const taken = await account(jar, { action: 'confirmEmailChange', token })
    expect(taken.status).toBe(409)
    expect((await taken.json()).field).toBe('email')
    expect((await (await account(jar, { action: 'profile' })).json()).data.email).toBe(email)
  })

  it('changePassword needs the current password, keeps this session and ends the others', async () => {
    const { email } = await customer()
    const jar = await loggedIn(email)
    const other = await loggedIn(email)
    const wrong = await account(jar, {
      action: 'changePassword',
      currentPassword: 'falsch-falsch',
      newPassword: 'x'.repeat(12),
    })
    expect(wrong.status).toBe(403)
    expect((await wrong.json()).field).toBe('currentPassword')
    const common = await account(jar, {
      action: 'changePassword',
      currentPassword: password,
      newPassword: 'password123',
    })
    expect(common.status).toBe(400)
    const short = await account(jar, {
      action: 'changePassword',
      currentPassword: password,
      newPassword: 'kurz',
    })
    expect(short.status).toBe(400)
    const done = await account(jar, {
      action: 'changePassword',
      currentPassword: password,
      newPassword: 'Zwirn-und-Schere-9',
    })
    expect(done.status).toBe(200)
    expect(await authenticated(jar)).toBe(true)
    expect(await authenticated(other)).toBe(false)
    await waitForMail(dataDir, email, 'passwordChanged')
  })

  it('throttles guessing the current password through a logged-in session', async () => {
    const { email } = await customer()
    const jar = await loggedIn(email)
    for (let attempt = 0; attempt < 10; attempt++) {
      const wrong = await account(jar, { action: 'deleteAccount', password: `falsch-${attempt}` })
      expect(wrong.status).toBe(403)
    }
    const blocked = await account(jar, {
      action: 'changePassword',
      currentPassword: password,
      newPassword: 'Zwirn-und-Schere-9',
    })
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await authenticated(jar)).toBe(true)
  })

  it('updateSettings stores the language; the newsletter box starts the double opt-in', async () => {
    const { email, id } = await customer()
    const jar = await loggedIn(email)
    expect((await account(jar, { action: 'updateSettings', lang: 'fr', newsletter: true })).status).toBe(200)
    const [row] = await database.db
      .select({ lang: customers.lang })
      .from(customers)
      .where(eq(customers.id, id))
    expect(row).toEqual({ lang: 'fr' })
    // Ticking the box subscribes only after the link of the confirmation mail (double opt-in).
    const mail = await waitForMail(dataDir, email, 'newsletterConfirm')
    expect(mail.subject).toBe('Veuillez confirmer votre inscription à la newsletter')
    const profile = await (await account(jar, { action: 'profile' })).json()
    expect(profile.data).toMatchObject({ newsletterSubscribed: 0, newsletter: 'pending' })
    expect((await account(jar, { action: 'updateSettings', lang: 'fr', newsletter: false })).status).toBe(200)
    const after = await (await account(jar, { action: 'profile' })).json()
    expect(after.data).toMatchObject({ newsletterSubscribed: 0, newsletter: 'none' })
    expect((await account(jar, { action: 'updateSettings', lang: 'xx' })).status).toBe(400)
  })

  it('exportData hands out everything stored about the customer as a download', async () => {
    const { email, id } = await customer()
    const jar = await loggedIn(email)
    await addresses(jar, { action: 'save', address: address() })
    await call(jar, '/api/wishlist.php', { action: 'add', kind: 'fabric', id: 1001 })
    const response = await account(jar, { action: 'exportData' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toMatch(/attachment/)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = await response.json()
    expect(body.data.account).toMatchObject({ custId: id, email })
    expect(body.data.account.passwordHash).toBeUndefined()
    expect(JSON.stringify(body)).not.toContain('argon2')
    expect(body.data.addresses).toHaveLength(1)
    expect(body.data.designs).toEqual([])
    expect(body.data.measurementProfiles).toEqual([])
    expect(body.data.orders).toEqual([])
    expect(body.data.wishlist).toEqual([{ kind: 'fabric', id: 1001, name: expect.any(String) }])
  })

  it('deleteAccount needs the password, ends every session and removes the customer', async () => {
    const { email, id } = await customer()
    const jar = await loggedIn(email)
    const other = await loggedIn(email)
    expect((await account(jar, { action: 'deleteAccount', password: 'falsch-falsch' })).status).toBe(403)
    expect((await account(jar, { action: 'deleteAccount' })).status).toBe(400)
    expect((await account(jar, { action: 'deleteAccount', password })).status).toBe(200)
    expect(await authenticated(jar)).toBe(false)
    expect(await authenticated(other)).toBe(false)
    expect(await database.db.select().from(customers).where(eq(customers.id, id))).toEqual([])
    await waitForMail(dataDir, email, 'accountDeleted')
  })

  it('deleteAccount with an order on file keeps the order and anonymises the customer', async () => {
    const { email, id } = await customer()
    const jar = await loggedIn(email)
    await addresses(jar, { action: 'save', address: address() })
    const postal = {
      firstName: 'Erika',
      lastName: 'Muster',
      street: 'Schneidergasse 12',
      postalCode: '10178',
      city: 'Berlin',
      countryId: 1,
    }
    const [order] = await database.db
      .insert(orders)
      .values({
        customerId: id,
        paymentMethod: 'prepayment',
        deliveryCountryId: 1,
        itemsCents: 7900,
        shippingCents: 0,
        totalCents: 7900,
        netCents: 6639,
        vat: [],
        billingAddress: postal as never,
        shippingAddress: postal as never,
        expectedDelivery: '2026-12-15',
      })
      .returning({ id: orders.id })
    const exported = await (await account(jar, { action: 'exportData' })).json()
    expect(exported.data.orders).toHaveLength(1)
    expect(exported.data.orders[0]).toMatchObject({ orderId: order?.id })
    expect((await account(jar, { action: 'deleteAccount', password })).status).toBe(200)
    expect(await authenticated(jar)).toBe(false)
    const [row] = await database.db
      .select({ email: customers.email, firstName: customers.firstName, disabledAt: customers.disabledAt })
      .from(customers)
      .where(eq(customers.id, id))
    expect(row?.email).toBe(`deleted-${id}@deleted.invalid`)
    expect(row?.firstName).toBe('')
    expect(row?.disabledAt).not.toBeNull()
    expect(
      await database.db
        .select()
        .from(orders)
        .where(eq(orders.id, order?.id ?? 0)),
    ).toHaveLength(1)
    expect(await addresses(jar, { action: 'list' }).then((response) => response.status)).not.toBe(200)
    const relogin = await account(new CookieJar(), { action: 'login', email, password })
    expect(relogin.status).toBe(401)
  })
})

function address(patch: Record<string, unknown> = {}) {
  return {
    salutation: 'Frau',
    firstName: 'Erika',
    lastName: 'Muster',
    street: 'Schneidergasse 12',
    postalCode: '10178',
    city: 'Berlin',
    countryId: 1,
    ...patch,
  }
}

describe('/api/addresses.php', () => {
  it('lists, saves, updates, sets defaults and deletes; the first address carries both defaults', async () => {
    const jar = await loggedIn((await customer()).email)
    expect((await (await addresses(jar, { action: 'list' })).json()).addresses).toEqual([])
    const first = await (await addresses(jar, { action: 'save', address: address() })).json()
    expect(first.addresses[0]).toMatchObject({
      addressId: first.addressId,
      defaultBilling: true,
      defaultShipping: true,
    })
    const second = await (
      await addresses(jar, {
        action: 'save',
        address: address({ city: 'Wien', postalCode: '1010', countryId: 2, street: 'Graben 1' }),
      })
    ).json()
    expect(second.addresses).toHaveLength(2)
    const shipping = await (
      await addresses(jar, { action: 'setDefault', addressId: second.addressId, kind: 'shipping' })
    ).json()
    const byId = (list: { addressId: number }[], id: number) => list.find((row) => row.addressId === id)
    expect(byId(shipping.addresses, second.addressId)).toMatchObject({
      defaultShipping: true,
      defaultBilling: false,
    })
    expect(byId(shipping.addresses, first.addressId)).toMatchObject({
      defaultShipping: false,
      defaultBilling: true,
    })
    const updated = await (
      await addresses(jar, {
        action: 'save',
        addressId: first.addressId,
        address: address({ city: 'Potsdam', postalCode: '14467' }),
      })
    ).json()
    expect(byId(updated.addresses, first.addressId)).toMatchObject({ city: 'Potsdam', defaultBilling: true })
    const deleted = await (await addresses(jar, { action: 'delete', addressId: first.addressId })).json()
    expect(deleted.addresses).toHaveLength(1)
    expect(deleted.addresses[0]).toMatchObject({
      addressId: second.addressId,
      defaultBilling: true,
      defaultShipping: true,
    })
  })

  it("answers 404 for another customer's address in every action", async () => {
    const owner = await loggedIn((await customer()).email)
    const { addressId } = await (await addresses(owner, { action: 'save', address: address() })).json()
    const stranger = await loggedIn((await customer()).email)
    for (const body of [
      { action: 'save', addressId, address: address({ city: 'Hamburg', postalCode: '20095' }) },
      { action: 'delete', addressId },
      { action: 'setDefault', addressId, kind: 'billing' },
      { action: 'delete', addressId: 999_999 },
    ]) {
      const response = await addresses(stranger, body)
      expect(response.status).toBe(404)
    }
    expect((await (await addresses(stranger, { action: 'list' })).json()).addresses).toEqual([])
    const own = await (await addresses(owner, { action: 'list' })).json()
    expect(own.addresses[0]).toMatchObject({ city: 'Berlin' })
  })

  it.each([
    [{ action: 'save', address: address({ postalCode: '1234' }) }, 'address.postalCode'],
    [{ action: 'save', address: address({ countryId: 2 }) }, 'address.postalCode'],
    [{ action: 'save', address: address({ countryId: 999 }) }, 'address.countryId'],
    [{ action: 'save', address: address({ street: '' }) }, 'address.street'],
    [{ action: 'setDefault', addressId: 1, kind: 'gift' }, 'kind'],
    [{ action: 'delete', addressId: 'x' }, 'addressId'],
    [{ action: 'archive' }, undefined],
  ])('bad input %j → 400 naming %s', async (body, field) => {
    const jar = await loggedIn((await customer()).email)
    const response = await addresses(jar, body)
    expect(response.status).toBe(400)
    expect((await response.json()).field).toBe(field)
  })
})
