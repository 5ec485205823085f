import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { executeRefund } from '../../core/payments/execute-refund.ts'
import { auditLog, customers, orders } from '../../db/schema/index.ts'
import { startFakeStripe } from '../support/fake-stripe.ts'
import { waitForMail } from '../support/outbox.ts'
import { shopCalls } from '../support/shop-calls.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

/**
 * /api/admin/orders.php and the /admin pages per role: admin and staff work, customers
 * and guests are refused (403 API, 404 pages); every write leaves its audit entry.
 */
const origin = 'http://localhost'
let app: ReturnType<typeof createTestApp>['app']
let deps: ReturnType<typeof createTestApp>['deps']
let database: Awaited<ReturnType<typeof useTestDatabase>>
let stripe: Awaited<ReturnType<typeof startFakeStripe>>
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nf-back-office-'))
const api = shopCalls(
  () => app,
  () => database.db,
)
const call = async (jar: CookieJar, body: Record<string, unknown>) =>
  api.json(await api.call(jar, '/api/admin/orders.php', body))
const tracked = { carrier: 'DHL', trackingNumber: '00340434161094042557' }

beforeAll(async () => {
  database = await useTestDatabase()
  stripe = await startFakeStripe()
  ;({ app, deps } = createTestApp(database.db, {
    DATA_DIR: dataDir,
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_WEBHOOK_SECRET: 'whsec_test',
    STRIPE_API_BASE: stripe.base,
    METRICS_TOKEN: metricsToken,
  }))
})

const metricsToken = 'metrics-token-for-the-back-office-0123'
/** A counter's value in this app's /metrics (0 before its first count). */
async function counted(series: string) {
  const text = await (
    await app.request('/metrics', { headers: { authorization: `Bearer ${metricsToken}` } })
  ).text()
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `))
  return Number(line?.split(' ')[1] ?? 0)
}

afterAll(() => stripe.close())

/** A logged-in account with a back-office role (the role is granted, then the account logs in). */
async function withRole(role: 'staff' | 'admin') {
  const jar = new CookieJar()
  const email = await api.register(jar)
  await database.db.update(customers).set({ role }).where(eq(customers.email, email))
  expect((await api.account(jar, { action: 'login', email, password: 'Ein-gutes-Passwort-9' })).status).toBe(
    200,
  )
  return { jar, email }
}

async function placedOrder() {
  const buyer = new CookieJar()
  const email = await api.register(buyer)
  const { orderId, number } = await api.orderMeasuredDesign(buyer)
  return { buyer, email, orderId, number }
}

async function auditOf(orderId: number) {
  return database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, String(orderId)))
    .orderBy(desc(auditLog.id))
}

async function versionOf(orderId: number) {
  const [row] = await database.db
    .select({ version: orders.version })
    .from(orders)
    .where(eq(orders.id, orderId))
  return row?.version ?? -1
}

describe('/api/admin/orders.php per role', () => {
  it.each(['list', 'fetch', 'setStatus', 'addNote'])(
    '%s: 403 BACK_OFFICE_ONLY for guests and customers, nothing written',
    async (action) => {
      const { orderId } = await placedOrder()
      const customer = new CookieJar()
      await api.register(customer)
      for (const jar of [new CookieJar(), customer]) {
        const refused = await call(jar, { action, orderId, status: 'paid', body: 'x' })
        expect(refused.status).toBe(403)
        expect(refused.body).toMatchObject({ success: false, code: 'FORBIDDEN', reason: 'BACK_OFFICE_ONLY' })
      }
      expect(await auditOf(orderId)).toEqual([])
    },
  )

  it.each(['staff', 'admin'] as const)('%s lists, searches and fetches orders', async (role) => {
    const { jar } = await withRole(role)
    const { orderId, number, email } = await placedOrder()
    for (const q of [number, email, 'Erika Muster']) {
      const found = await call(jar, { action: 'list', q })
      expect(found.status).toBe(200)
      expect(found.body.orders.map((order: { orderId: number }) => order.orderId)).toContain(orderId)
    }
    const none = await call(jar, { action: 'list', q: number, status: 'shipped' })
    expect(none.body.total).toBe(0)
    const fetched = await call(jar, { action: 'fetch', orderId })
    expect(fetched.body.order).toMatchObject({ version: 0, order: { orderId, number } })
    expect(fetched.body.order.designs[0].rows.length).toBeGreaterThan(3)
  })

  it('staff ship with carrier and tracking: audit entry, version, and the customer’s mail and order page', async () => {
    const admin = await withRole('admin')
    const staff = await withRole('staff')
    const { buyer, email, orderId, number } = await placedOrder()
    expect((await call(admin.jar, { action: 'setStatus', orderId, status: 'paid', version: 0 })).status).toBe(
      200,
    )
    // Staff may not book money: recording a payment is the admin's.
    const notAllowed = await call(staff.jar, { action: 'setStatus', orderId, status: 'refunded' })
    expect(notAllowed.status).toBe(403)
    expect(notAllowed.body.reason).toBe('NOT_PERMITTED')
    expect(
      (await call(staff.jar, { action: 'setStatus', orderId, status: 'in_production', version: 1 })).status,
    ).toBe(200)

    const untracked = await call(staff.jar, { action: 'setStatus', orderId, status: 'shipped', version: 2 })
    expect(untracked.status).toBe(400)
    expect(untracked.body.reason).toBe('TRACKING_REQUIRED')
    const shipped = await call(staff.jar, {
      action: 'setStatus',
      orderId,
      status: 'shipped',
      version: 2,
      ...tracked,
    })
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200)
    expect(shipped.body).toMatchObject({ from: 'in_production', status: 'shipped', version: 3 })

    const [entry] = await auditOf(orderId)
    expect(entry).toMatchObject({
      actorEmail: staff.email,
      action: 'order.status',
      entityType: 'order',
      before: { status: 'in_production', version: 2, carrier: null, trackingNumber: null },
      after: { status: 'shipped', version: 3, ...tracked },
    })
    expect(await auditOf(orderId)).toHaveLength(3)

    const mail = await waitForMail(dataDir, email, 'orderShipped')
    expect(mail.subject).toContain(number)
    expect(mail.text).toContain(tracked.trackingNumber)
    const seen = await api.orders(buyer, { action: 'fetch', orderId })
    expect(seen.body.order).toMatchObject({ status: 'shipped', shipment: tracked })
    expect(seen.body.order.delivery).toMatchObject({ kind: 'onTheWay', transitDays: 3 })
    const shippedAt = seen.body.order.shipment.shippedAt
    expect(Date.parse(shippedAt)).toBeGreaterThan(Date.now() - 60_000)

    // Delivered: the page says the day it arrived, and still the day it was shipped.
    const delivered = await call(staff.jar, { action: 'setStatus', orderId, status: 'delivered', version: 3 })
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(200)
    const after = await api.orders(buyer, { action: 'fetch', orderId })
    expect(after.body.order.delivery.kind).toBe('arrived')
    expect(after.body.order.shipment).toMatchObject({ ...tracked, shippedAt })
  })

  it('a second staff member working from the same version gets 409 ORDER_STALE and changes nothing', async () => {
    const admin = await withRole('admin')
    const { orderId } = await placedOrder()
    await call(admin.jar, { action: 'setStatus', orderId, status: 'paid', version: 0 })
    const first = await withRole('staff')
    const second = await withRole('staff')
    expect(
      (await call(first.jar, { action: 'setStatus', orderId, status: 'in_production', version: 1 })).status,
    ).toBe(200)
    const stale = await call(second.jar, { action: 'setStatus', orderId, status: 'cancelled', version: 1 })
    expect(stale.status).toBe(409)
    expect(stale.body).toMatchObject({ reason: 'ORDER_STALE', status: 'in_production', version: 2 })
    expect(await versionOf(orderId)).toBe(2)
    expect(await auditOf(orderId)).toHaveLength(2)
  })

  it('notes: staff and admin add them, each with an audit entry; an empty note is refused', async () => {
    const { orderId } = await placedOrder()
    for (const role of ['staff', 'admin'] as const) {
      const { jar, email } = await withRole(role)
      const added = await call(jar, { action: 'addNote', orderId, body: `Kragen prüfen (${role})` })
      expect(added.status).toBe(200)
      const [entry] = await auditOf(orderId)
      expect(entry).toMatchObject({
        actorEmail: email,
        action: 'order.note',
        after: { body: `Kragen prüfen (${role})` },
      })
      expect((await call(jar, { action: 'addNote', orderId, body: '  ' })).status).toBe(400)
    }
    const { jar } = await withRole('staff')
    const fetched = await call(jar, { action: 'fetch', orderId })
    expect(fetched.body.order.notes).toHaveLength(2)
  })

  it('refunds: a transfer is recorded by hand, a card payment goes through Stripe’s refund API', async () => {
    const refundsBefore = await counted('nf_refunds_total{result="ok"}')
    const admin = await withRole('admin')
    const manual = await placedOrder()
    await call(admin.jar, { action: 'setStatus', orderId: manual.orderId, status: 'cancelled' })
    const unpaid = await call(admin.jar, { action: 'setStatus', orderId: manual.orderId, status: 'refunded' })
    expect(unpaid.body.reason).toBe('NOT_PAID')

    const paidByTransfer = await placedOrder()
    await call(admin.jar, { action: 'setStatus', orderId: paidByTransfer.orderId, status: 'paid' })
    await call(admin.jar, { action: 'setStatus', orderId: paidByTransfer.orderId, status: 'cancelled' })
    const byHand = await call(admin.jar, {
      action: 'setStatus',
      orderId: paidByTransfer.orderId,
      status: 'refunded',
    })
    expect(byHand.status).toBe(200)
    // Recorded as requested with its job; the worker books a transfer's refund without a provider.
    expect(byHand.body.status).toBe('refund_requested')
    await deps.jobs.drain()
    expect((await auditOf(paidByTransfer.orderId))[0]?.after).toMatchObject({
      status: 'refunded',
      refundRef: null,
    })
    await waitForMail(dataDir, paidByTransfer.email, 'orderRefunded')

    // A card order: the fake Stripe knows its paid Checkout Session.
    const card = await placedOrder()
    stripe.sessions.set('cs_test_refund', {
      id: 'cs_test_refund',
      object: 'checkout.session',
      url: '',
      status: 'complete',
      payment_status: 'paid',
      amount_total: 12_900,
      currency: 'eur',
      client_reference_id: String(card.orderId),
      success_url: '',
      cancel_url: '',
      customer_email: card.email,
      locale: 'de',
      payment_intent: 'pi_test_refund',
    })
    await database.db
      .update(orders)
      .set({ paymentMethod: 'card', paymentRef: 'cs_test_refund' })
      .where(eq(orders.id, card.orderId))
    await call(admin.jar, { action: 'setStatus', orderId: card.orderId, status: 'paid' })
    await call(admin.jar, { action: 'setStatus', orderId: card.orderId, status: 'cancelled' })
    const refunded = await call(admin.jar, { action: 'setStatus', orderId: card.orderId, status: 'refunded' })
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200)
    expect(refunded.body.status).toBe('refund_requested')
    await deps.jobs.drain()
    expect(stripe.refunds.at(-1)).toMatchObject({ payment_intent: 'pi_test_refund' })
    const [row] = await database.db.select().from(orders).where(eq(orders.id, card.orderId))
    expect(row).toMatchObject({ status: 'refunded', refundRef: stripe.refunds.at(-1)?.id })
    // Both refunds are counted for the operators (nf_refunds_total, docs/operations.md).
    expect(await counted('nf_refunds_total{result="ok"}')).toBe(refundsBefore + 2)
  })
})

/** A card order the fake Stripe knows as paid, moved by the back office to `steps`' last state. */
async function paidCardOrder(admin: CookieJar, steps: string[]) {
  const order = await placedOrder()
  const sessionId = `cs_test_race_${order.orderId}`
  stripe.sessions.set(sessionId, {
    id: sessionId,
    object: 'checkout.session',
    url: '',
    status: 'complete',
    payment_status: 'paid',
    amount_total: 12_900,
    currency: 'eur',
    client_reference_id: String(order.orderId),
    success_url: '',
    cancel_url: '',
    customer_email: order.email,
    locale: 'de',
    payment_intent: `pi_test_race_${order.orderId}`,
  })
  await database.db
    .update(orders)
    .set({ paymentMethod: 'card', paymentRef: sessionId })
    .where(eq(orders.id, order.orderId))
  for (const status of steps)
    expect(
      (await call(admin, { action: 'setStatus', orderId: order.orderId, status, ...tracked })).status,
    ).toBe(200)
  return order
}

describe('refunds raced by a second staff member', () => {
  it('every refund call to Stripe finds its order already recorded as refunding; the loser gets ORDER_STALE', async () => {
    const admin = await withRole('admin')
    const other = await withRole('admin')
    const { orderId } = await paidCardOrder(admin.jar, ['paid', 'cancelled'])
    const version = await versionOf(orderId)
    const refundsBefore = stripe.refunds.length
    const seen: (string | undefined)[] = []
    stripe.onRefund(async () => {
      const [row] = await database.db
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.id, orderId))
      seen.push(row?.status)
    })
    // Two admins who saw the same version refund at once: one step counts, and no request calls
    // Stripe itself; the job written with the step does, once.
    const answers = await Promise.all(
      [admin, other].map((staff) =>
        call(staff.jar, { action: 'setStatus', orderId, status: 'refunded', version }),
      ),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    expect(answers.map((answer) => answer.body.reason)).toContain('ORDER_STALE')
    expect(stripe.refunds.length).toBe(refundsBefore)
    await deps.jobs.drain()
    stripe.onRefund(null)
    expect(seen).toEqual(['refund_requested'])
    expect(stripe.refunds.length - refundsBefore).toBe(1)
    const [row] = await database.db.select().from(orders).where(eq(orders.id, orderId))
    expect(row).toMatchObject({ status: 'refunded', refundRef: stripe.refunds.at(-1)?.id })
    // Both refunds are counted for the operators (nf_refunds_total, docs/operations.md).
    expect(await counted('nf_refunds_total{result="ok"}')).toBe(refundsBefore + 2)
  })
})

describe('refunds in two phases: recorded, then sent', () => {
  it('leave the order refund_failed with the reason; staff request it again, and a second run changes nothing', async () => {
    const admin = await withRole('admin')
    const { orderId } = await paidCardOrder(admin.jar, ['paid', 'cancelled'])
    const refundsBefore = stripe.refunds.length
    stripe.setRefuseRefunds(true)
    const requested = await call(admin.jar, { action: 'setStatus', orderId, status: 'refunded' })
    expect(requested.body).toMatchObject({ status: 'refund_requested' })
    await deps.jobs.drain()
    stripe.setRefuseRefunds(false)
    const [failed] = await database.db.select().from(orders).where(eq(orders.id, orderId))
    expect(failed).toMatchObject({
      status: 'refund_failed',
      refundKey: `refund-order-${orderId}`,
      refundRef: null,
    })
    expect(failed?.refundFailure).toContain('Refund refused by the test')
    expect(stripe.refunds.length).toBe(refundsBefore)
    const page = await app.request(`/admin/orders/${orderId}`, { headers: { cookie: admin.jar.header() } })
    const html = await page.text()
    expect(html).toContain('Erstattung fehlgeschlagen')
    expect(html).toContain('Refund refused by the test')
    // Only the provider's answer ends a refund: staff cannot book it as refunded by hand.
    expect((await call(admin.jar, { action: 'setStatus', orderId, status: 'refund_failed' })).status).toBe(
      409,
    )

    const retried = await call(admin.jar, {
      action: 'setStatus',
      orderId,
      status: 'refund_requested',
      version: failed?.version,
    })
    expect(retried.status, JSON.stringify(retried.body)).toBe(200)
    expect(retried.body.status).toBe('refund_requested')
    await deps.jobs.drain()
    expect(stripe.refunds.length - refundsBefore).toBe(1)
    const [refunded] = await database.db.select().from(orders).where(eq(orders.id, orderId))
    expect(refunded).toMatchObject({
      status: 'refunded',
      refundRef: stripe.refunds.at(-1)?.id,
      refundFailure: null,
    })

    // The job running once more (a retry after a crash) sends nothing and changes nothing.
    expect(await executeRefund(deps, orderId, origin)).toEqual({ to: null })
    expect(stripe.refunds.length - refundsBefore).toBe(1)
    const audit = (await auditOf(orderId)).map((entry) => [
      entry.actorEmail.startsWith('system:'),
      entry.after?.status,
    ])
    expect(audit.slice(0, 4)).toEqual([
      [true, 'refunded'],
      [false, 'refund_requested'],
      [true, 'refund_failed'],
      [false, 'refund_requested'],
    ])
  })

  it('a refund sent twice at the same time is one refund at Stripe, recorded once', async () => {
    const admin = await withRole('admin')
    const { orderId } = await paidCardOrder(admin.jar, ['paid', 'cancelled'])
    const refundsBefore = stripe.refunds.length
    let second: Promise<unknown> | null = null
    // The job's run waits at Stripe while a second run (another worker's retry) sends the same refund.
    stripe.onRefund(async () => {
      if (second) return
      second = executeRefund(deps, orderId, origin)
      await second
    })
    expect((await call(admin.jar, { action: 'setStatus', orderId, status: 'refunded' })).status).toBe(200)
    await deps.jobs.drain()
    stripe.onRefund(null)
    expect(stripe.refunds.length - refundsBefore).toBe(1)
    const [row] = await database.db.select().from(orders).where(eq(orders.id, orderId))
    expect(row).toMatchObject({ status: 'refunded', refundRef: stripe.refunds.at(-1)?.id })
    const recorded = (await auditOf(orderId)).filter((entry) => entry.after?.status === 'refunded')
    expect(recorded).toHaveLength(1)
  })
})

describe('/admin pages per role', () => {
  const page = (jar: CookieJar, url: string) => app.request(url, { headers: { cookie: jar.header() } })

  it.each([
    '/admin',
    '/admin/orders',
    '/admin/audit',
    '/admin/workshop',
    '/admin/tickets',
    '/admin/tickets/1',
    '/admin/feedback',
    '/admin/feedback/1',
  ])('%s: 404 for guests and customers', async (url) => {
    const customer = new CookieJar()
    await api.register(customer)
    for (const jar of [new CookieJar(), customer]) expect((await page(jar, url)).status).toBe(404)
  })

  it.each([
    ['/admin/orders', 'status=lost'],
    ['/admin/customers', 'sort=password'],
    ['/admin/tickets', 'assignee=someone'],
    ['/admin/feedback', 'status=lost'],
    ['/admin/vouchers', 'dir=up'],
    ['/admin/fabrics', 'group=Z'],
    ['/admin/newsletter', 'status=lost'],
    ['/admin/accessories', 'page=0'],
    ['/admin/templates', 'active=maybe'],
  ])('%s?%s: a refused filter shows the list unfiltered and says so', async (path, query) => {
    const admin = await withRole('admin')
    // The notice as the page shows it (the texts also travel in the page's data).
    const notice = /role="alert"[^>]*>Ein Filter war (ungültig|nicht lesbar)/
    const plain = await page(admin.jar, path)
    expect(plain.status).toBe(200)
    expect(await plain.text()).not.toMatch(notice)
    const refused = await page(admin.jar, `${path}?${query}`)
    expect(refused.status).toBe(200)
    expect(await refused.text()).toMatch(notice)
  })

  it('staff see the overview and orders, not the audit log; admins see all, noindex and in their language', async () => {
    const staff = await withRole('staff')
    const admin = await withRole('admin')
    expect((await page(staff.jar, '/admin')).status).toBe(200)
    expect((await page(staff.jar, '/admin/orders?status=paid')).status).toBe(200)
    for (const url of [
      '/admin/workshop',
      '/admin/tickets?status=open&assignee=me',
      '/admin/feedback?status=new',
    ])
      expect((await page(staff.jar, url)).status, url).toBe(200)
    expect((await page(staff.jar, '/admin/audit')).status).toBe(404)
    const audit = await page(admin.jar, '/admin/audit')
    expect(audit.status).toBe(200)
    const html = await audit.text()
    expect(html).toContain('noindex')
    expect(html).toContain('Protokoll')
    const english = await app.request('/admin/audit', {
      headers: { cookie: `${admin.jar.header()}; admin_lang=en` },
    })
    expect(await english.text()).toContain('Audit log')
  })

  it('the order page: staff may not book money (403 NOT_PERMITTED, order unchanged), may produce', async () => {
    const admin = await withRole('admin')
    const staff = await withRole('staff')
    const { orderId } = await placedOrder()
    const step = (jar: CookieJar, status: string, version: number) =>
      app.request(`/admin/orders/${orderId}`, {
        method: 'POST',
        headers: {
          cookie: jar.header(),
          origin: 'http://localhost',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ intent: 'step', status, version: String(version) }).toString(),
      })
    const paying = await step(staff.jar, 'paid', 0)
    expect(paying.status).toBe(403)
    expect(await paying.text()).toContain('NOT_PERMITTED')
    expect(await versionOf(orderId)).toBe(0)
    expect((await step(admin.jar, 'paid', 0)).status).toBe(200)
    expect((await step(staff.jar, 'refunded', 1)).status).toBe(403)
    expect(await versionOf(orderId)).toBe(1)
    expect((await step(staff.jar, 'in_production', 1)).status).toBe(200)
    expect((await auditOf(orderId)).map((entry) => entry.actorEmail)).toEqual([staff.email, admin.email])
  })
})
