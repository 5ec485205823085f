import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { and, desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { voucherCodes } from '../../core/vouchers/rules.ts'
import { auditLog, customers, vouchers } from '../../db/schema/index.ts'
import { deliverMails, linkIn, readOutbox, waitForMail } from '../support/outbox.ts'
import { shopCalls } from '../support/shop-calls.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

/**
 * /api/admin/customers.php, vouchers.php and newsletter.php per
 * role: admin works; staff 403 NOT_PERMITTED; customers and guests 403 BACK_OFFICE_ONLY; every
 * write leaves its audit entry, without a password hash or a token.
 */
let app: ReturnType<typeof createTestApp>['app']
let database: Awaited<ReturnType<typeof useTestDatabase>>
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nf-admin-people-'))
const api = shopCalls(
  () => app,
  () => database.db,
)
const password = 'Ein-gutes-Passwort-9'
const post = async (jar: CookieJar, endpoint: string, body: Record<string, unknown>) =>
  api.json(await api.call(jar, `/api/admin/${endpoint}.php`, body))

beforeAll(async () => {
  database = await useTestDatabase()
  app = createTestApp(database.db, { DATA_DIR: dataDir }).app
})

async function withRole(role: 'staff' | 'admin') {
  const jar = new CookieJar()
  const email = await api.register(jar)
  await database.db.update(customers).set({ role }).where(eq(customers.email, email))
  expect((await api.account(jar, { action: 'login', email, password })).status).toBe(200)
  return { jar, email }
}

async function customer() {
  const jar = new CookieJar()
  const email = await api.register(jar)
  const [row] = await database.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.email, email))
  return { jar, email, id: row?.id as number }
}

async function auditOf(entityType: string, entityId: number) {
  return database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.id))
}

async function authenticated(jar: CookieJar) {
  const response = await app.request('/api/session.php', { headers: { cookie: jar.header() } })
  return ((await response.json()) as { data: { authenticated: boolean } }).data.authenticated
}

const reads = [
  ['customers', { action: 'list' }],
  ['vouchers', { action: 'list' }],
  ['vouchers', { action: 'issue', value: '10', note: 'refused' }],
  ['newsletter', { action: 'list' }],
  ['newsletter', { action: 'export' }],
] as const

describe('per role', () => {
  it.each(reads)(
    '%s %o: guest and customer 403 BACK_OFFICE_ONLY, staff 403 NOT_PERMITTED, admin 200',
    async (endpoint, body) => {
      const before = (await database.db.select().from(auditLog)).length
      const shopper = await customer()
      for (const jar of [new CookieJar(), shopper.jar]) {
        const refused = await post(jar, endpoint, body)
        expect(refused.status).toBe(403)
        expect(refused.body).toMatchObject({ success: false, code: 'FORBIDDEN', reason: 'BACK_OFFICE_ONLY' })
      }
      const staff = await withRole('staff')
      const notPermitted = await post(staff.jar, endpoint, body)
      expect(notPermitted.status).toBe(403)
      expect(notPermitted.body).toMatchObject({ code: 'FORBIDDEN', reason: 'NOT_PERMITTED' })
      expect((await database.db.select().from(auditLog)).length).toBe(before)
      const admin = await withRole('admin')
      const allowed = await post(admin.jar, endpoint, body)
      expect(allowed.status, JSON.stringify(allowed.body)).toBe(200)
      expect(allowed.body.success).toBe(true)
    },
  )

  it('bad input is 400 with a reason, an unknown id 404', async () => {
    const { jar } = await withRole('admin')
    expect((await post(jar, 'customers', { action: 'fetch', customerId: 'x' })).body).toMatchObject({
      code: 'BAD_INPUT',
    })
    expect((await post(jar, 'customers', { action: 'fetch', customerId: 99_999_999 })).body).toMatchObject({
      code: 'NOT_FOUND',
      reason: 'NOT_FOUND',
    })
    expect((await post(jar, 'vouchers', { action: 'deactivate', voucherId: 99_999_999 })).status).toBe(404)
    expect((await post(jar, 'vouchers', { action: 'lookup', code: 'NOPE-NOPE-NOPE' })).status).toBe(404)
  })
})

describe('/api/admin/customers.php', () => {
  it('searches by name or email and shows the account without its password hash', async () => {
    const admin = await withRole('admin')
    const { email, id } = await customer()
    const found = await post(admin.jar, 'customers', { action: 'list', q: email.toUpperCase() })
    expect(found.body.total).toBe(1)
    expect(found.body.customers[0]).toMatchObject({
      customerId: id,
      email,
      name: 'Erika Muster',
      blocked: false,
    })
    const detail = await post(admin.jar, 'customers', { action: 'fetch', customerId: id })
    expect(detail.body.customer).toMatchObject({ customerId: id, email, newsletter: { status: null } })
    expect(JSON.stringify(detail.body)).not.toMatch(/passwordHash|argon2/)
  })

  it('block ends every session at once and refuses the login with ACCOUNT_BLOCKED; unblock lets in again', async () => {
    const admin = await withRole('admin')
    const target = await customer()
    expect(await authenticated(target.jar)).toBe(true)
    expect(
      (await post(admin.jar, 'customers', { action: 'block', customerId: target.id, reason: 'x' })).status,
    ).toBe(400)
    const blocked = await post(admin.jar, 'customers', {
      action: 'block',
      customerId: target.id,
      reason: 'Chargeback fraud',
    })
    expect(blocked.status).toBe(200)
    expect(await authenticated(target.jar)).toBe(false)
    const login = await api.account(new CookieJar(), { action: 'login', email: target.email, password })
    expect(login.status).toBe(403)
    expect(login.body).toMatchObject({ reason: 'ACCOUNT_BLOCKED' })
    // A wrong password still gets the generic answer: the block is not told to a guesser.
    const wrong = await api.account(new CookieJar(), {
      action: 'login',
      email: target.email,
      password: 'falsch-falsch-1',
    })
    expect(wrong.status).toBe(401)
    const [entry] = await auditOf('customer', target.id)
    expect(entry).toMatchObject({
      action: 'customer.block',
      before: { blockedAt: null, blockReason: null },
      after: { blockReason: 'Chargeback fraud' },
    })
    expect((await post(admin.jar, 'customers', { action: 'unblock', customerId: target.id })).status).toBe(
      200,
    )
    expect((await auditOf('customer', target.id))[0]).toMatchObject({
      action: 'customer.unblock',
      after: { blockedAt: null },
    })
    expect(
      (await api.account(new CookieJar(), { action: 'login', email: target.email, password })).status,
    ).toBe(200)
  })

  it('a back-office account is not blocked or erased here (409 BACK_OFFICE_ACCOUNT)', async () => {
    const admin = await withRole('admin')
    const staff = await withRole('staff')
    const [row] = await database.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.email, staff.email))
    const refused = await post(admin.jar, 'customers', {
      action: 'block',
      customerId: row?.id,
      reason: 'no reason',
    })
    expect(refused.status).toBe(409)
    expect(refused.body.reason).toBe('BACK_OFFICE_ACCOUNT')
  })

  it('sends the self-service reset mail in the customer’s language on the configured origin; no token in the log', async () => {
    const admin = await withRole('admin')
    const target = await customer()
    await database.db.update(customers).set({ lang: 'en' }).where(eq(customers.id, target.id))
    const sent = await post(admin.jar, 'customers', { action: 'sendPasswordReset', customerId: target.id })
    expect(sent.status).toBe(200)
    const mail = await waitForMail(dataDir, target.email, 'passwordReset')
    const link = linkIn(mail, '/password-recovery')
    expect(link).toMatch(/^http:\/\/localhost\/en\/[\w-]+\?token=/)
    const token = new URL(link).searchParams.get('token') as string
    const [entry] = await auditOf('customer', target.id)
    expect(entry?.action).toBe('customer.resetLink')
    expect(JSON.stringify(entry)).not.toContain(token)
  })

  it('GDPR export is the self-service document, and the access is audited', async () => {
    const admin = await withRole('admin')
    const target = await customer()
    await api.profile(target.jar, 'Sommer')
    const exported = await post(admin.jar, 'customers', { action: 'export', customerId: target.id })
    expect(exported.status).toBe(200)
    expect(exported.body.data.account).toMatchObject({ custId: target.id, email: target.email })
    expect(exported.body.data.measurementProfiles.map((p: { set_name: string }) => p.set_name)).toContain(
      'Sommer',
    )
    const own = await api.account(target.jar, { action: 'exportData' })
    expect(Object.keys(exported.body.data).sort()).toEqual(Object.keys(own.body.data).sort())
    expect((await auditOf('customer', target.id))[0]?.action).toBe('customer.export')
  })

  it('erasure on request: the email must match; with an order the account is anonymised, without it is deleted', async () => {
    const admin = await withRole('admin')
    const buyer = await customer()
    await api.orderMeasuredDesign(buyer.jar)
    const mismatch = await post(admin.jar, 'customers', {
      action: 'erase',
      customerId: buyer.id,
      confirmEmail: 'someone@else.de',
    })
    expect(mismatch.status).toBe(400)
    expect(mismatch.body.reason).toBe('CONFIRM_MISMATCH')
    const erased = await post(admin.jar, 'customers', {
      action: 'erase',
      customerId: buyer.id,
      confirmEmail: buyer.email,
    })
    expect(erased.body).toMatchObject({ success: true, anonymised: true })
    const [row] = await database.db.select().from(customers).where(eq(customers.id, buyer.id))
    expect(row?.email).toBe(`deleted-${buyer.id}@deleted.invalid`)
    expect(await authenticated(buyer.jar)).toBe(false)
    const [entry] = await auditOf('customer', buyer.id)
    expect(entry?.action).toBe('customer.erase')
    expect(JSON.stringify(entry)).not.toContain(buyer.email)
    await waitForMail(dataDir, buyer.email, 'accountDeleted')

    const plain = await customer()
    const gone = await post(admin.jar, 'customers', {
      action: 'erase',
      customerId: plain.id,
      confirmEmail: plain.email,
    })
    expect(gone.body).toMatchObject({ success: true, anonymised: false })
    expect(await database.db.select().from(customers).where(eq(customers.id, plain.id))).toEqual([])
    expect((await post(admin.jar, 'customers', { action: 'fetch', customerId: plain.id })).status).toBe(404)
  })
})

describe('/api/admin/vouchers.php', () => {
  it('issues exact cents with a random code, a customer redeems it, the history shows the order; deactivated it stops', async () => {
    const admin = await withRole('admin')
    expect((await post(admin.jar, 'vouchers', { action: 'issue', value: '12.345' })).status).toBe(400)
    expect((await post(admin.jar, 'vouchers', { action: 'issue', value: 0 })).status).toBe(400)
    const past = await post(admin.jar, 'vouchers', { action: 'issue', value: '10', expiresOn: '2020-01-01' })
    expect(past.body).toMatchObject({ code: 'BAD_INPUT', reason: 'EXPIRY_PAST' })

    const issued = await post(admin.jar, 'vouchers', {
      action: 'issue',
      value: '20,10',
      singleUse: false,
      note: 'Kulanz Ticket 42',
    })
    expect(issued.status, JSON.stringify(issued.body)).toBe(200)
    const { voucher } = issued.body
    expect(voucher).toMatchObject({ initialCents: 2010, balanceCents: 2010, state: 'active', kind: 'issued' })
    expect(voucher.code).toMatch(/^[A-Z2-9]{5}(-[A-Z2-9]{5}){3}$/)
    expect((await auditOf('voucher', voucher.voucherId))[0]).toMatchObject({
      action: 'voucher.issue',
      before: null,
      after: { valueCents: 2010, singleUse: false, note: 'Kulanz Ticket 42' },
    })

    const buyer = await customer()
    const measureId = await api.profile(buyer.jar)
    const shirtId = await api.newDesign(buyer.jar)
    await api.shirt(buyer.jar, { action: 'measures', shirtId, measureId })
    await api.cart(buyer.jar, { action: 'add', item: { type: 'shirt', shirtId } })
    const applied = await api.cart(buyer.jar, { action: 'applyVoucher', code: voucher.code.toLowerCase() })
    expect(applied.status, JSON.stringify(applied.body)).toBe(200)
    const { orderId } = await api.placeOrder(buyer.jar)
    const listed = await post(admin.jar, 'customers', { action: 'list', q: buyer.email })
    expect(listed.body.customers[0].orders).toBe(1)

    const looked = await post(admin.jar, 'vouchers', {
      action: 'lookup',
      code: voucher.code.replace(/-/g, ' '),
    })
    expect(looked.body.voucher.balanceCents).toBe(0)
    expect(looked.body.voucher.state).toBe('spent')
    expect(looked.body.voucher.redemptions).toMatchObject([{ orderId, amountCents: 2010 }])

    const second = await post(admin.jar, 'vouchers', { action: 'issue', value: 15 })
    const off = await post(admin.jar, 'vouchers', {
      action: 'deactivate',
      voucherId: second.body.voucher.voucherId,
    })
    expect(off.body).toMatchObject({ status: 'void', changed: true })
    expect((await auditOf('voucher', second.body.voucher.voucherId))[0]).toMatchObject({
      action: 'voucher.deactivate',
      before: { status: 'active' },
      after: { status: 'void' },
    })
    const refused = await api.cart(buyer.jar, { action: 'applyVoucher', code: second.body.voucher.code })
    expect(refused.status).not.toBe(200)
  })

  it('lists bought gift vouchers too, filtered by origin and state', async () => {
    const admin = await withRole('admin')
    const [bought] = await database.db
      .insert(vouchers)
      .values({
        ...voucherCodes(`GIFT-${Date.now()}`),
        initialCents: 5000,
        balanceCents: 5000,
        status: 'pending',
        purchaseOrderId: null,
      })
      .returning({ id: vouchers.id })
    const list = await post(admin.jar, 'vouchers', { action: 'list', state: 'pending' })
    expect(list.body.vouchers.map((v: { voucherId: number }) => v.voucherId)).toContain(bought?.id)
    expect(
      (await post(admin.jar, 'vouchers', { action: 'list', kind: 'bought' })).body.vouchers.every(
        (v: { kind: string }) => v.kind === 'bought',
      ),
    ).toBe(true)
  })
})

describe('/api/admin/newsletter.php', () => {
  it('lists consent records (requested, confirmed) and exports a CSV', async () => {
    const admin = await withRole('admin')
    const email = `nl${Date.now()}@example.com`
    const guest = new CookieJar()
    expect((await api.call(guest, '/api/newsletter.php', { action: 'subscribe', email })).status).toBe(200)
    const mail = await waitForMail(dataDir, email, 'newsletterConfirm')
    const token = new URL(linkIn(mail, '/newsletter?confirm=')).searchParams.get('confirm')
    expect((await api.call(guest, '/api/newsletter.php', { action: 'confirm', token })).status).toBe(200)
    const list = await post(admin.jar, 'newsletter', { action: 'list', q: email })
    expect(list.body.total).toBe(1)
    const [row] = list.body.subscribers
    expect(row).toMatchObject({ email, status: 'subscribed' })
    expect(row.confirmedAt).not.toBeNull()
    expect(row.consent.map((entry: { event: string }) => entry.event)).toEqual(['requested', 'confirmed'])
    expect(JSON.stringify(row)).not.toContain(token)
    const csv = await post(admin.jar, 'newsletter', { action: 'export', status: 'subscribed', q: email })
    const lines = csv.body.csv.split('\r\n')
    expect(lines[0]).toBe(
      'email,status,language,requested_at,source,double_opt_in_confirmed_at,unsubscribed_at,consent_text',
    )
    expect(lines[1]).toMatch(new RegExp(`^${email.replace('.', '\\.')},subscribed,de,`))
    await deliverMails(dataDir)
    expect(readOutbox(dataDir).length).toBeGreaterThan(0)
  })
})

describe('/admin customer, voucher and newsletter pages per role', () => {
  const page = (jar: CookieJar, url: string) => app.request(url, { headers: { cookie: jar.header() } })

  it('404 for guests, customers and staff; admins get them, noindex, the CSV as a download', async () => {
    const shopper = await customer()
    const staff = await withRole('staff')
    const admin = await withRole('admin')
    const urls = [
      '/admin/customers?q=Muster&sort=name&dir=asc',
      `/admin/customers/${shopper.id}`,
      `/admin/customers/${shopper.id}/export.json`,
      '/admin/vouchers?state=active',
      '/admin/newsletter',
      '/admin/newsletter.csv',
    ]
    for (const url of urls) {
      for (const jar of [new CookieJar(), shopper.jar, staff.jar])
        expect((await page(jar, url)).status, url).toBe(404)
      expect((await page(admin.jar, url)).status, url).toBe(200)
    }
    expect(await (await page(admin.jar, `/admin/customers/${shopper.id}`)).text()).toContain('noindex')
    const csv = await page(admin.jar, '/admin/newsletter.csv')
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(csv.headers.get('content-disposition')).toMatch(/attachment; filename="newsletter-/)
    expect((await page(admin.jar, '/admin/customers/99999999')).status).toBe(404)
  })

  it('the block form works without script and keeps a too short reason', async () => {
    const shopper = await customer()
    const admin = await withRole('admin')
    const form = (body: string) =>
      app.request(`/admin/customers/${shopper.id}`, {
        method: 'POST',
        headers: {
          cookie: admin.jar.header(),
          origin: 'http://localhost',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body,
      })
    const short = await form('intent=block&reason=ab')
    expect(short.status).toBe(400)
    expect(await short.text()).toContain('ab')
    expect((await form('intent=block&reason=Chargebacks')).status).toBe(200)
    expect(await authenticated(shopper.jar)).toBe(false)
  })
})
