import { eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashAccountToken } from '../../core/accounts/tokens.ts'
import { orders, paymentEvents, vouchers } from '../../db/schema/index.ts'
import { type FakeSession, startFakeStripe } from '../support/fake-stripe.ts'
import { shopCalls } from '../support/shop-calls.ts'
import { berlinAddress } from '../support/shop-data.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

const webhookSecret = 'whsec_test_nadel_und_faden'
let app: ReturnType<typeof createTestApp>['app']
let unconfigured: ReturnType<typeof createTestApp>['app']
let database: Awaited<ReturnType<typeof useTestDatabase>>
let stripe: Awaited<ReturnType<typeof startFakeStripe>>
const api = shopCalls(
  () => app,
  () => database.db,
)
const signer = new Stripe('sk_test_fake').webhooks

beforeAll(async () => {
  database = await useTestDatabase()
  stripe = await startFakeStripe()
  app = createTestApp(database.db, {
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_BASE: stripe.base,
    METRICS_TOKEN: metricsToken,
  }).app
  unconfigured = createTestApp(database.db).app
})

afterAll(() => stripe.close())

const metricsToken = 'metrics-token-for-card-payments-0123'
/** A counter's value in this app's /metrics (0 before its first count). */
async function counted(series: string) {
  const text = await (
    await app.request('/metrics', { headers: { authorization: `Bearer ${metricsToken}` } })
  ).text()
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `))
  return Number(line?.split(' ')[1] ?? 0)
}

const cardOrder = (extra: Record<string, unknown> = {}) => ({
  action: 'placeOrder',
  billingAddress: berlinAddress,
  paymentMethod: 'card',
  acceptTerms: true,
  ...extra,
})

/** A customer with one measured design in the cart. */
async function customerWithDesign() {
  const jar = new CookieJar()
  await api.register(jar)
  const measureId = await api.profile(jar)
  const shirtId = await api.newDesign(jar)
  expect((await api.shirt(jar, { action: 'measures', shirtId, measureId })).status).toBe(200)
  expect((await api.cart(jar, { action: 'add', item: { type: 'shirt', shirtId } })).status).toBe(200)
  return jar
}

async function orderRow(orderId: number) {
  const [row] = await database.db.select().from(orders).where(eq(orders.id, orderId))
  if (!row) throw new Error(`order ${orderId} missing`)
  return row
}

function sessionOf(orderId: number): FakeSession {
  const session = [...stripe.sessions.values()].findLast(
    (entry) => entry.client_reference_id === String(orderId),
  )
  if (!session) throw new Error(`no session for order ${orderId}`)
  return session
}

/** Stripe's event for a session, signed (or not) the way Stripe signs its webhooks. */
function webhook(
  type: string,
  session: Partial<FakeSession> & { id: string },
  options: { eventId?: string; secret?: string; signature?: string | null } = {},
) {
  const payload = JSON.stringify({
    id: options.eventId ?? `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    data: { object: { object: 'checkout.session', ...session } },
  })
  const signature =
    options.signature === undefined
      ? signer.generateTestHeaderString({ payload, secret: options.secret ?? webhookSecret })
      : options.signature
  return app.request('http://localhost/api/payments/stripe', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    },
    body: payload,
  })
}

async function placeCardOrder() {
  const jar = await customerWithDesign()
  const placed = await api.checkout(jar, cardOrder())
  expect(placed.status, JSON.stringify(placed.body)).toBe(200)
  return { jar, orderId: placed.body.orderId as number, payment: placed.body.payment }
}

describe('card payment through Stripe Checkout', () => {
  it('is offered only when Stripe is configured', async () => {
    const jar = await customerWithDesign()
    const summary = await api.checkout(jar, { action: 'summary' })
    expect(summary.body.paymentMethods).toContain('card')
    expect(summary.body.paymentMethods).not.toContain('invoice')
    const other = await unconfigured.request('http://localhost/api/checkout.php', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: jar.header() },
      body: JSON.stringify(cardOrder()),
    })
    expect(other.status).toBe(400)
    expect(((await other.json()) as { message: string }).message).toBe(
      'paymentMethod: not available for this order',
    )
  })

  it('places the order as pending and sends the customer to a Stripe page for exactly its total', async () => {
    const { orderId, payment } = await placeCardOrder()
    const order = await orderRow(orderId)
    const session = sessionOf(orderId)
    expect(payment).toEqual({ kind: 'redirect', method: 'card', url: session.url })
    expect(order.status).toBe('pending')
    expect(order.paymentRef).toBe(session.id)
    expect(session.amount_total).toBe(order.totalCents)
    expect(session.currency).toBe('eur')
    expect(session.locale).toBe('de')
    expect(session.success_url).toBe(`http://localhost/checkout-success?order=${orderId}`)
    expect(session.cancel_url).toBe(`http://localhost/order/error?order=${orderId}`)
  })

  it('a replayed placeOrder and a second "pay" reach the same open payment page', async () => {
    const jar = await customerWithDesign()
    const key = 'card-replay-0001'
    const first = await api.checkout(jar, cardOrder({ idempotencyKey: key }))
    const again = await api.checkout(jar, cardOrder({ idempotencyKey: key }))
    const orderId = first.body.orderId as number
    expect(again.body.orderId).toBe(orderId)
    expect(again.body.payment).toEqual(first.body.payment)
    const paid = await api.checkout(jar, { action: 'pay', orderId })
    expect(paid.body.payment).toEqual(first.body.payment)
    expect(
      [...stripe.sessions.values()].filter((s) => s.client_reference_id === String(orderId)),
    ).toHaveLength(1)
  })

  it('after an expired page, "pay" opens a new one; another customer gets 404', async () => {
    const { jar, orderId } = await placeCardOrder()
    const expired = sessionOf(orderId)
    expired.status = 'expired'
    const paid = await api.checkout(jar, { action: 'pay', orderId })
    const fresh = sessionOf(orderId)
    expect(fresh.id).not.toBe(expired.id)
    expect(paid.body.payment).toEqual({ kind: 'redirect', method: 'card', url: fresh.url })
    expect((await orderRow(orderId)).paymentRef).toBe(fresh.id)

    const stranger = new CookieJar()
    await api.register(stranger)
    const refused = await api.checkout(stranger, { action: 'pay', orderId })
    expect(refused.status).toBe(404)
    expect(refused.body.message).toBe('orderId: no such order')
  })

  it('when Stripe refuses, the order stays pending and answers "failed"; it can be paid later', async () => {
    const jar = await customerWithDesign()
    stripe.setRefuse(true)
    const placed = await api.checkout(jar, cardOrder())
    stripe.setRefuse(false)
    const orderId = placed.body.orderId as number
    expect(placed.status).toBe(200)
    expect(placed.body.payment).toEqual({ kind: 'failed', method: 'card' })
    expect((await orderRow(orderId)).status).toBe('pending')
    const later = await api.checkout(jar, { action: 'pay', orderId })
    expect(later.body.payment.kind).toBe('redirect')
  })
})

describe('the Stripe webhook', () => {
  it('refuses a wrong, missing or foreign signature and changes nothing', async () => {
    const { orderId } = await placeCardOrder()
    const session = sessionOf(orderId)
    const paidSession = { ...session, payment_status: 'paid' as const }
    for (const options of [
      { signature: 't=1,v1=deadbeef' },
      { signature: null },
      { secret: 'whsec_someone_else' },
    ]) {
      const response = await webhook('checkout.session.completed', paidSession, options)
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ success: false })
    }
    expect((await orderRow(orderId)).status).toBe('pending')
  })

  it('a paid session moves the order to paid once; a repeated delivery changes nothing', async () => {
    const paid = 'nf_payments_total{provider="stripe",result="paid"}'
    const duplicate = 'nf_payments_total{provider="stripe",result="duplicate"}'
    const before = { paid: await counted(paid), duplicate: await counted(duplicate) }
    const { orderId } = await placeCardOrder()
    const session = { ...sessionOf(orderId), payment_status: 'paid' as const, status: 'complete' as const }
    const first = await webhook('checkout.session.completed', session, { eventId: `evt_paid_${orderId}` })
    expect(first.status).toBe(200)
    expect(await first.json()).toMatchObject({ success: true, outcome: 'paid' })
    const order = await orderRow(orderId)
    expect(order.status).toBe('paid')
    expect(order.paidAt).not.toBeNull()
    const again = await webhook('checkout.session.completed', session, { eventId: `evt_paid_${orderId}` })
    expect(await again.json()).toMatchObject({ success: true, outcome: 'duplicate' })
    const events = await database.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, orderId))
    expect(events.map((event) => event.outcome)).toEqual(['paid'])
    // Counted for the operators by result (nf_payments_total, docs/operations.md).
    expect(await counted(paid)).toBe(before.paid + 1)
    expect(await counted(duplicate)).toBe(before.duplicate + 1)
  })

  it.each([
    ['another amount', { amount_total: 100 }],
    ['another currency', { currency: 'usd' }],
  ])('never books a payment of %s', async (_name, change) => {
    const { orderId } = await placeCardOrder()
    const session = { ...sessionOf(orderId), payment_status: 'paid' as const, ...change }
    const response = await webhook('checkout.session.completed', session)
    expect(await response.json()).toMatchObject({ success: true, outcome: 'mismatch' })
    expect((await orderRow(orderId)).status).toBe('pending')
  })

  it('a delayed method waits for async_payment_succeeded; failures and expiry leave the order pending', async () => {
    const { orderId } = await placeCardOrder()
    const session = sessionOf(orderId)
    const answer = async (type: string, paymentStatus: 'paid' | 'unpaid') =>
      (await (await webhook(type, { ...session, payment_status: paymentStatus })).json()) as {
        outcome: string
      }
    expect((await answer('checkout.session.completed', 'unpaid')).outcome).toBe('noted')
    expect((await answer('checkout.session.async_payment_failed', 'unpaid')).outcome).toBe('noted')
    expect((await answer('checkout.session.expired', 'unpaid')).outcome).toBe('noted')
    expect((await orderRow(orderId)).status).toBe('pending')
    expect((await answer('checkout.session.async_payment_succeeded', 'paid')).outcome).toBe('paid')
    expect((await orderRow(orderId)).status).toBe('paid')
  })

  it('acknowledges events it does not handle, and is not there without configuration', async () => {
    const ignored = await webhook('customer.created', { id: 'cus_1' })
    expect(await ignored.json()).toMatchObject({ success: true, outcome: 'ignored' })
    const missing = await unconfigured.request('http://localhost/api/payments/stripe', {
      method: 'POST',
      body: '{}',
    })
    expect(missing.status).toBe(404)
  })

  it('gift vouchers bought by card become usable with the payment', async () => {
    const jar = new CookieJar()
    await api.register(jar)
    await api.cart(jar, { action: 'add', item: { type: 'voucher', value: 50, recipientName: 'Paul' } })
    const placed = await api.checkout(jar, cardOrder())
    const orderId = placed.body.orderId as number
    const bought = () => database.db.select().from(vouchers).where(eq(vouchers.purchaseOrderId, orderId))
    expect((await bought()).map((voucher) => voucher.status)).toEqual(['pending'])
    await webhook('checkout.session.completed', { ...sessionOf(orderId), payment_status: 'paid' })
    expect((await bought()).map((voucher) => voucher.status)).toEqual(['active'])
  })
})

describe('back from the Stripe page', () => {
  it('/checkout-success settles a paid session before its webhook arrives; the webhook then changes nothing', async () => {
    const { jar, orderId } = await placeCardOrder()
    const session = sessionOf(orderId)
    const before = await app.request(`http://localhost/checkout-success?order=${orderId}`, {
      headers: { cookie: jar.header() },
    })
    expect(await before.text()).toContain('Jetzt bezahlen')
    session.status = 'complete'
    session.payment_status = 'paid'
    const after = await app.request(`http://localhost/checkout-success?order=${orderId}`, {
      headers: { cookie: jar.header() },
    })
    const html = await after.text()
    expect(html).toContain('Bezahlt')
    expect(html).not.toContain('Jetzt bezahlen')
    expect((await orderRow(orderId)).status).toBe('paid')
    const late = await webhook('checkout.session.completed', session)
    expect(await late.json()).toMatchObject({ outcome: 'already-paid' })
    const paid = await api.checkout(jar, { action: 'pay', orderId })
    expect(paid.body.payment).toEqual({ kind: 'paid', method: 'card' })
  })

  it("sends a guest back to the guest order's own page (its link), which settles the payment", async () => {
    const jar = new CookieJar()
    const measureId = await api.profile(jar)
    const shirtId = await api.newDesign(jar)
    expect((await api.shirt(jar, { action: 'measures', shirtId, measureId })).status).toBe(200)
    const added = await api.cart(jar, { action: 'add', item: { type: 'shirt', shirtId } })
    const email = `card-guest-${Date.now()}@example.com`
    const placed = await app.request('http://localhost/en/checkout?guest=1', {
      method: 'POST',
      headers: {
        origin: 'http://localhost',
        cookie: jar.header(),
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        email,
        'billing-firstName': berlinAddress.firstName,
        'billing-lastName': berlinAddress.lastName,
        'billing-street': berlinAddress.street,
        'billing-postalCode': berlinAddress.postalCode,
        'billing-city': berlinAddress.city,
        sameAddress: 'on',
        payment: 'card',
        acceptTerms: 'on',
        expectedTotal: String(added.body.data.total.totalBrutto),
        idempotencyKey: crypto.randomUUID(),
      }).toString(),
      redirect: 'manual',
    })
    expect(placed.status, await placed.clone().text()).toBe(302)
    const session = [...stripe.sessions.values()].find(
      (entry) => placed.headers.get('location') === entry.url,
    )
    if (!session) throw new Error('the guest was not sent to a payment page')
    const back = new URL(session.success_url)
    expect(back.origin).toBe('http://localhost')
    expect(back.pathname).toMatch(/^\/en\/gastbestellung\/[A-Za-z0-9_-]{43}$/)
    expect(session.cancel_url).toBe(session.success_url)
    const token = back.pathname.split('/').at(-1) as string
    const orderId = Number(session.client_reference_id)
    expect((await orderRow(orderId)).guestTokenHash).toBe(hashAccountToken(token))
    // The guest comes back paid before the webhook: the order's page settles it and offers the account.
    session.status = 'complete'
    session.payment_status = 'paid'
    const page = await app.request(session.success_url, { headers: { cookie: jar.header() } })
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain((await orderRow(orderId)).number ?? 'no number')
    expect(html).toContain('Paid')
    expect((await orderRow(orderId)).status).toBe('paid')
  })
})
