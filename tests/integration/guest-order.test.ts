import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { hashAccountToken } from '../../core/accounts/tokens.ts'
import { customers, measureProfiles, orderItems, orders, shirts } from '../../db/schema/index.ts'
import { linkIn, waitForMail } from '../support/outbox.ts'
import { shopCalls } from '../support/shop-calls.ts'
import { berlinAddress } from '../support/shop-data.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

/**
 * 'Als Gast bestellen' and the confirmation link that logs in (docs/decisions/024): a guest's
 * order goes through the checkout's action under a guest row, its page opens by its link only,
 * and one password turns it into an account with the designs and profiles; the welcome mail's
 * link logs in the browser that registered, once, under a new session id.
 */
let app: ReturnType<typeof createTestApp>['app']
let deps: ReturnType<typeof createTestApp>['deps']
let database: Awaited<ReturnType<typeof useTestDatabase>>
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nf-guest-'))
const api = shopCalls(
  () => app,
  () => database.db,
)
const password = 'lange-sichere-passphrase'

beforeAll(async () => {
  database = await useTestDatabase()
  ;({ app, deps } = createTestApp(database.db, {
    DATA_DIR: dataDir,
    TRUST_PROXY: '1',
    PUBLIC_ORIGIN: 'http://localhost',
  }))
})

const unique = (tag: string) => `${tag}${Date.now()}${Math.floor(Math.random() * 1e6)}@example.com`
let networks = 0

async function page(jar: CookieJar, url: string, form?: Record<string, string>) {
  networks += 1
  const headers = new Headers({ origin: 'http://localhost', 'x-forwarded-for': `198.19.0.${networks}` })
  if (jar.header()) headers.set('cookie', jar.header())
  if (form) headers.set('content-type', 'application/x-www-form-urlencoded')
  const response = await app.request(url, {
    method: form ? 'POST' : 'GET',
    headers,
    ...(form ? { body: new URLSearchParams(form).toString() } : {}),
    redirect: 'manual',
  })
  jar.store(response)
  return response
}

async function authState(jar: CookieJar) {
  const response = await app.request('/api/session.php', { headers: { cookie: jar.header() } })
  return (await response.json()).data as { authenticated: boolean; custId?: number }
}

/** A guest with a measured design in the cart, as 'Meine Hemden' keeps it for the session. */
async function guestWithDesign() {
  const jar = new CookieJar()
  const measureId = await api.profile(jar)
  const shirtId = await api.newDesign(jar)
  expect((await api.shirt(jar, { action: 'measures', shirtId, measureId })).status).toBe(200)
  const added = await api.cart(jar, { action: 'add', item: { type: 'shirt', shirtId } })
  expect(added.status).toBe(200)
  return { jar, shirtId, measureId, total: added.body.data.total.totalBrutto as number }
}

function guestForm(email: string, total: number) {
  return {
    email,
    'billing-firstName': berlinAddress.firstName,
    'billing-lastName': berlinAddress.lastName,
    'billing-street': berlinAddress.street,
    'billing-postalCode': berlinAddress.postalCode,
    'billing-city': berlinAddress.city,
    sameAddress: 'on',
    payment: 'prepayment',
    acceptTerms: 'on',
    expectedTotal: String(total),
    idempotencyKey: crypto.randomUUID(),
  }
}

async function guestOrder(email = unique('g'), prefix = '') {
  const guest = await guestWithDesign()
  const placed = await page(guest.jar, `${prefix}/checkout?guest=1`, guestForm(email, guest.total))
  expect(placed.status, await placed.clone().text()).toBe(302)
  const location = placed.headers.get('location') ?? ''
  expect(location).toMatch(new RegExp(`^${prefix}/gastbestellung/[A-Za-z0-9_-]{43}$`))
  const token = location.split('/').at(-1) as string
  const [order] = await database.db
    .select()
    .from(orders)
    .where(eq(orders.guestTokenHash, hashAccountToken(token)))
  if (!order) throw new Error('guest order not written')
  return { ...guest, email, token, location, order }
}

describe('a guest order', () => {
  it('is placed from the session cart under a guest row, frozen with its profile, and mailed with its link', async () => {
    const { email, token, order, shirtId, jar, location } = await guestOrder()
    const [row] = await database.db.select().from(customers).where(eq(customers.id, order.customerId))
    expect(row?.email).toBe(email)
    expect(row?.guestSince).not.toBeNull()
    const items = await database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id))
    expect(items[0]?.shirtId).toBe(shirtId)
    expect(items[0]?.measure?.set_name).toBe('Büro')
    // The cart is empty after the order.
    expect((await api.cart(jar, { action: 'list' })).body.data.items).toHaveLength(0)
    const mail = await waitForMail(dataDir, email, 'orderConfirmation')
    expect(linkIn(mail, '/gastbestellung/')).toBe(`http://localhost/gastbestellung/${token}`)
    const shown = await page(jar, location)
    expect(shown.status).toBe(200)
    const html = await shown.text()
    expect(html).toContain(order.number ?? 'no number')
    expect(html).toContain('Kundenkonto anlegen')
    // The guest row never logs in, whatever password is tried.
    const login = await api.account(new CookieJar(), { action: 'login', email, password: '!guest' })
    expect(login.status).toBe(401)
  })

  it("mails its status steps with the guest's own link in the order's language, never the account's list", async () => {
    const { email, token, order } = await guestOrder(unique('s'), '/en')
    expect(order.lang).toBe('en')
    // Only the hash and a sealed copy are stored: the token itself is nowhere in the row.
    expect(JSON.stringify(order)).not.toContain(token)
    expect(order.guestTokenSealed).toMatch(/^v1\./)
    await database.db
      .update(orders)
      .set({ carrier: 'DHL', trackingNumber: '00340434161094042557', shippedAt: new Date() })
      .where(eq(orders.id, order.id))
    for (const to of ['shipped', 'cancelled'] as const)
      await deps.jobs.enqueue(database.db, {
        kind: 'orderEffect',
        payload: { effect: { kind: 'step-mail', orderId: order.id, to }, origin: 'http://localhost' },
      })
    for (const template of ['orderShipped', 'orderCancelled']) {
      const mail = await waitForMail(dataDir, email, template)
      expect(linkIn(mail, '/gastbestellung/')).toBe(`http://localhost/en/gastbestellung/${token}`)
      expect(mail.text).not.toContain('/dashboard/orders')
    }
  })

  it('is refused with its reason when the e-mail is missing, and places nothing', async () => {
    const guest = await guestWithDesign()
    const before = (await database.db.select({ id: orders.id }).from(orders)).length
    const refused = await page(guest.jar, '/checkout?guest=1', guestForm('keine-adresse', guest.total))
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain('gültige E-Mail-Adresse')
    expect((await database.db.select({ id: orders.id }).from(orders)).length).toBe(before)
  })

  it('is seen through its link only: not by its number, not by another guest with another link', async () => {
    const { order } = await guestOrder()
    const stranger = new CookieJar()
    const byNumber = await page(stranger, `/checkout-success?order=${order.id}`)
    expect(await byNumber.text()).not.toContain(order.number ?? 'no number')
    const other = await guestOrder()
    const wrong = await page(stranger, `/gastbestellung/${'A'.repeat(43)}`)
    const wrongHtml = await wrong.text()
    expect(wrongHtml).toContain('Diesen Bestelllink kennen wir nicht')
    expect(wrongHtml).not.toContain(order.number ?? 'no number')
    const theirs = await (await page(stranger, other.location)).text()
    expect(theirs).toContain(other.order.number ?? 'no number')
    expect(theirs).not.toContain(order.number ?? 'no number')
  })

  it('becomes an account with one password: order, designs and profiles move, the session rotates', async () => {
    const { jar, token, order, shirtId, measureId, location, email } = await guestOrder()
    const before = jar.get('nf_session')
    const made = await page(jar, location, { password })
    expect(made.status).toBe(302)
    expect(made.headers.get('location')).toBe('/dashboard/orders')
    expect(jar.get('nf_session')).not.toBe(before)
    const state = await authState(jar)
    expect(state).toMatchObject({ authenticated: true, custId: order.customerId })
    const [row] = await database.db.select().from(customers).where(eq(customers.id, order.customerId))
    expect(row?.guestSince).toBeNull()
    const [design] = await database.db.select().from(shirts).where(eq(shirts.id, shirtId))
    expect(design?.customerId).toBe(order.customerId)
    const [profile] = await database.db
      .select()
      .from(measureProfiles)
      .where(eq(measureProfiles.id, measureId))
    expect(profile?.customerId).toBe(order.customerId)
    const listed = await api.orders(jar, { action: 'list' })
    expect(JSON.stringify(listed.body)).toContain(order.number ?? 'no number')
    // The address was typed, not proven: its confirmation link goes out.
    await waitForMail(dataDir, email, 'welcome')
    // The link does not make a second account, and now sends the visitor to the login.
    const again = await page(new CookieJar(), location, { password })
    expect(again.status).toBe(409)
    expect(await again.text()).toContain('gehört inzwischen zu einem Kundenkonto')
    expect(token).toHaveLength(43)
  })

  it('is refused with ACCOUNT_EXISTS when the address has an account, which it leaves alone', async () => {
    const owner = unique('o')
    const ownerJar = new CookieJar()
    await database.db.insert(customers).values({
      email: owner,
      passwordHash: 'x',
      firstName: 'Olga',
      lastName: 'Owner',
    })
    const { location, order } = await guestOrder(owner)
    expect(order.customerId).not.toBe(
      (await database.db.select().from(customers).where(eq(customers.email, owner)))[0]?.id,
    )
    const refused = await page(ownerJar, location, { password })
    expect(refused.status).toBe(409)
    expect(await refused.text()).toContain('gibt es bereits ein Kundenkonto')
    expect((await authState(ownerJar)).authenticated).toBe(false)
  })
})

describe('a guest order in the back office and on erasure', () => {
  it("is flagged 'Gast' in the order list, on the order's page, in the customer list and the export", async () => {
    const { order, email } = await guestOrder()
    const admin = await api.admin()
    const list = await page(admin, `/admin/orders?q=${encodeURIComponent(order.number ?? '')}`)
    expect(list.status).toBe(200)
    const listHtml = await list.text()
    expect(listHtml).toContain(order.number ?? 'no number')
    expect(listHtml).toMatch(/>Gast</)
    const detail = await (await page(admin, `/admin/orders/${order.id}`)).text()
    expect(detail).toMatch(/>Gast</)
    // An account's order carries no such flag.
    const buyer = new CookieJar()
    await api.register(buyer)
    const own = await api.orderMeasuredDesign(buyer)
    expect(await (await page(admin, `/admin/orders/${own.orderId}`)).text()).not.toMatch(/>Gast</)
    const customers = await api.json(
      await api.call(admin, '/api/admin/customers.php', { action: 'list', q: email }),
    )
    expect(customers.body.customers).toEqual([expect.objectContaining({ email, guest: true })])
    const exported = await api.json(
      await api.call(admin, '/api/admin/customers.php', { action: 'export', customerId: order.customerId }),
    )
    expect(exported.body.data.account).toMatchObject({ email, guest: true })
  })

  it('is erased like an account: anonymised, the ordering session with its profile gone, the link dead', async () => {
    const { order, email, location, measureId, shirtId } = await guestOrder()
    const admin = await api.admin()
    const erased = await api.json(
      await api.call(admin, '/api/admin/customers.php', {
        action: 'erase',
        customerId: order.customerId,
        confirmEmail: email,
      }),
    )
    expect(erased.body).toMatchObject({ success: true, anonymised: true })
    const [row] = await database.db.select().from(customers).where(eq(customers.id, order.customerId))
    expect(row).toMatchObject({ email: `deleted-${order.customerId}@deleted.invalid`, firstName: '' })
    expect(row?.guestSessionId).toBe(`erased-${order.customerId}`)
    const [kept] = await database.db.select().from(orders).where(eq(orders.id, order.id))
    expect(kept).toMatchObject({ number: order.number, guestTokenHash: null, guestTokenSealed: null })
    expect(await database.db.select().from(measureProfiles).where(eq(measureProfiles.id, measureId))).toEqual(
      [],
    )
    expect(await database.db.select().from(shirts).where(eq(shirts.id, shirtId))).toEqual([])
    // The order keeps its frozen line (kept by law), without the link.
    const lines = await database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id))
    expect(lines[0]?.design).toBeTruthy()
    const gone = await (await page(new CookieJar(), location)).text()
    expect(gone).toContain('Diesen Bestelllink kennen wir nicht')
    expect(gone).not.toContain(order.number ?? 'no number')
    const mail = await waitForMail(dataDir, email, 'accountDeleted')
    expect(mail.subject).toBe('Ihre Gastdaten wurden gelöscht')
  })

  it('leaves no guest row behind when the order is refused', async () => {
    const guest = await guestWithDesign()
    const email = unique('x')
    const refused = await page(guest.jar, '/checkout?guest=1', {
      ...guestForm(email, guest.total + 1),
    })
    expect(refused.status).toBe(409)
    expect(await database.db.select().from(customers).where(eq(customers.email, email))).toEqual([])
  })
})

describe('the confirmation link', () => {
  async function registerFromCheckout(jar: CookieJar) {
    const email = unique('r')
    // A visitor with a cart (a session) registers on the way to checkout.
    await api.newDesign(jar)
    const answer = await page(jar, '/register?redirectTo=%2Fcheckout', {
      email,
      password,
      firstName: 'Jörg',
      lastName: 'Müller',
      salutation: 'Herr',
    })
    expect(answer.status).toBe(200)
    const mail = await waitForMail(dataDir, email, 'welcome')
    const link = new URL(linkIn(mail, '/login?confirm='))
    return { email, link: `${link.pathname}${link.search}` }
  }

  it('logs in the browser that registered under a new session id and goes on to checkout', async () => {
    const jar = new CookieJar()
    const { link, email } = await registerFromCheckout(jar)
    // The login form of this browser starts with the address it registered.
    expect(await (await page(jar, '/login')).text()).toContain(`value="${email}"`)
    const before = jar.get('nf_session') as string
    const opened = await page(jar, link)
    expect(opened.status).toBe(302)
    expect(opened.headers.get('location')).toBe('/checkout')
    const after = jar.get('nf_session')
    expect(after).not.toBe(before)
    expect((await authState(jar)).authenticated).toBe(true)
    // The session id from before the login opens nothing any more (no fixation).
    const planted = new CookieJar()
    planted.store(new Response(null, { headers: { 'set-cookie': `nf_session=${before}` } }))
    expect((await authState(planted)).authenticated).toBe(false)
    // The link works once: the old cookie, or anyone else, gets 'already used' and no session.
    const reused = await page(planted, link)
    expect(reused.status).toBe(200)
    expect(await reused.text()).toContain('bereits verwendet')
    expect((await authState(planted)).authenticated).toBe(false)
  })

  it('only confirms in another browser, which logs in with the password (address filled in)', async () => {
    const jar = new CookieJar()
    const { link, email } = await registerFromCheckout(jar)
    const elsewhere = new CookieJar()
    await api.newDesign(elsewhere)
    const opened = await page(elsewhere, link)
    expect(opened.status).toBe(302)
    expect(opened.headers.get('location')).toBe('/login?confirmed=1&redirectTo=%2Fcheckout')
    expect((await authState(elsewhere)).authenticated).toBe(false)
    expect(await (await page(elsewhere, '/login?confirmed=1')).text()).toContain(`value="${email}"`)
    // A mail scanner that opened the link first does not take the login from the registering browser.
    const registering = await page(jar, link)
    expect(registering.status).toBe(302)
    expect(registering.headers.get('location')).toBe('/checkout')
    expect((await authState(jar)).authenticated).toBe(true)
  })
})
