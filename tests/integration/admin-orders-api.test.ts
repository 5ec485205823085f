import { eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { customers, orders, products, productVariants, vouchers } from '../../db/schema/index.ts'
import { shopCalls } from '../support/shop-calls.ts'
import { prepaidOrder } from '../support/shop-data.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

let app: ReturnType<typeof createTestApp>['app']
let database: Awaited<ReturnType<typeof useTestDatabase>>
const api = shopCalls(
  () => app,
  () => database.db,
)
const adminOrders = async (jar: CookieJar, body: Record<string, unknown>) =>
  api.json(await api.call(jar, '/api/admin/orders.php', body))

beforeAll(async () => {
  database = await useTestDatabase()
  app = createTestApp(database.db).app
})

/** Shipping needs a carrier and a tracking number (back office). */
const tracked = (status: string) =>
  status === 'shipped' ? { carrier: 'DHL', trackingNumber: '00340434161094042557' } : {}

async function statusOf(orderId: number) {
  const [row] = await database.db
    .select({ status: orders.status, paidAt: orders.paidAt })
    .from(orders)
    .where(eq(orders.id, orderId))
  return row
}

describe('/api/admin/orders.php', () => {
  it('answers 403 to guests, customers and an admin account without admin login', async () => {
    const customer = new CookieJar()
    const email = await api.register(customer)
    for (const jar of [new CookieJar(), customer]) {
      const refused = await adminOrders(jar, { action: 'list' })
      expect(refused.status).toBe(403)
      expect(refused.body).toMatchObject({ success: false, reason: 'BACK_OFFICE_ONLY' })
    }
    // The role changes, but this session did not log in as admin.
    await database.db.update(customers).set({ role: 'admin' }).where(eq(customers.email, email))
    expect((await adminOrders(customer, { action: 'list' })).status).toBe(403)
  })

  it('lists every customer’s orders newest first, filtered by state, and fetches one', async () => {
    const staff = await api.admin()
    const buyer = new CookieJar()
    const email = await api.register(buyer)
    const { orderId, number } = await api.orderMeasuredDesign(buyer)
    const pending = await adminOrders(staff, { action: 'list', status: 'pending' })
    expect(pending.status).toBe(200)
    expect(pending.body.orders[0]).toMatchObject({
      orderId,
      number,
      status: 'pending',
      paymentMethod: 'prepayment',
      customer: { email, name: 'Erika Muster' },
    })
    const paid = await adminOrders(staff, { action: 'list', status: 'paid' })
    expect(paid.body.orders.map((order: { orderId: number }) => order.orderId)).not.toContain(orderId)
    const fetched = await adminOrders(staff, { action: 'fetch', orderId })
    // The back office's view: the order as the customer sees it, plus version, steps and notes.
    expect(fetched.body.order.order).toMatchObject({ orderId, number, status: 'pending' })
    expect(fetched.body.order.order.items[0].design.summary).toEqual(expect.any(String))
    expect((await adminOrders(staff, { action: 'fetch', orderId: 999_999 })).status).toBe(404)
  })

  it('moves an order pending → paid → in production → shipped → delivered, and no step out of order', async () => {
    const staff = await api.admin()
    const buyer = new CookieJar()
    await api.register(buyer)
    const { orderId } = await api.orderMeasuredDesign(buyer)
    const move = (status: string) =>
      adminOrders(staff, { action: 'setStatus', orderId, status, ...tracked(status) })

    const skipped = await move('shipped')
    expect(skipped.status).toBe(409)
    expect(skipped.body.message).toBe('status: an order that is pending cannot become shipped')
    expect((await statusOf(orderId))?.status).toBe('pending')

    for (const [from, to] of [
      ['pending', 'paid'],
      ['paid', 'in_production'],
      ['in_production', 'shipped'],
      ['shipped', 'delivered'],
    ]) {
      const moved = await move(to as string)
      expect(moved.status, JSON.stringify(moved.body)).toBe(200)
      expect(moved.body).toMatchObject({ success: true, orderId, from, status: to })
    }
    expect(await statusOf(orderId)).toMatchObject({ status: 'delivered', paidAt: expect.any(Date) })
    expect((await move('cancelled')).status).toBe(409)
    // The customer sees the state on their order.
    const seen = await api.orders(buyer, { action: 'fetch', orderId })
    expect(seen.body.order.status).toBe('delivered')
  })

  it('two clicks on the same step: one moves, the other is refused', async () => {
    const staff = await api.admin()
    const buyer = new CookieJar()
    await api.register(buyer)
    const { orderId } = await api.orderMeasuredDesign(buyer)
    const answers = await Promise.all([
      adminOrders(staff, { action: 'setStatus', orderId, status: 'paid' }),
      adminOrders(staff, { action: 'setStatus', orderId, status: 'paid' }),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
  })

  it('cancelling gives back the redeemed voucher amount and the accessory’s stock, and voids bought vouchers', async () => {
    const staff = await api.admin()
    const buyer = new CookieJar()
    await api.register(buyer)
    const [product] = await database.db.select().from(products).where(eq(products.slug, 'seidenkrawatte-uni'))
    const [variant] = await database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, product?.id ?? 0))
    const stockBefore = variant?.stock ?? 0
    await database.db.insert(vouchers).values({
      code: 'STAFFTESTVOUCHER0001',
      issuedCode: 'STAFFTESTVOUCHER0001',
      initialCents: 1000,
      balanceCents: 1000,
      status: 'active',
    })
    await api.cart(buyer, {
      action: 'add',
      item: { type: 'product', productId: product?.id, variantId: variant?.id, amount: 2 },
    })
    await api.cart(buyer, { action: 'add', item: { type: 'voucher', value: 30 } })
    expect((await api.cart(buyer, { action: 'applyVoucher', code: 'STAFFTESTVOUCHER0001' })).status).toBe(200)
    const placed = await api.checkout(buyer, prepaidOrder)
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    const orderId = placed.body.orderId as number
    const voucherRow = async (code: string) =>
      (await database.db.select().from(vouchers).where(eq(vouchers.code, code)))[0]
    expect((await voucherRow('STAFFTESTVOUCHER0001'))?.balanceCents).toBe(0)

    const cancelled = await adminOrders(staff, { action: 'setStatus', orderId, status: 'cancelled' })
    expect(cancelled.status).toBe(200)
    expect((await voucherRow('STAFFTESTVOUCHER0001'))?.balanceCents).toBe(1000)
    const [after] = await database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.id, variant?.id ?? 0))
    expect(after?.stock).toBe(stockBefore)
    const bought = await database.db.select().from(vouchers).where(eq(vouchers.purchaseOrderId, orderId))
    expect(bought.map((voucher) => voucher.status)).toEqual(['void'])
    expect((await adminOrders(staff, { action: 'setStatus', orderId, status: 'paid' })).status).toBe(409)
  })

  it.each([
    [{ action: 'setStatus', orderId: 1, status: 'lost' }],
    [{ action: 'setStatus', orderId: -1, status: 'paid' }],
    [{ action: 'list', page: 0 }],
    [{ action: 'explode' }],
  ])('refuses bad input %o with 400', async (body) => {
    const staff = await api.admin()
    expect((await adminOrders(staff, body)).status).toBe(400)
  })
})

describe('fit first: a 7-shirt package runs production twice', () => {
  /** A customer's paid package order whose fitting shirt the workshop has delivered. */
  async function deliveredPackage() {
    const staff = await api.admin()
    const buyer = new CookieJar()
    await api.register(buyer)
    const measureId = await api.profile(buyer)
    const ids = [await api.newDesign(buyer)]
    while (ids.length < 7)
      ids.push((await api.shirt(buyer, { action: 'duplicate', shirtId: ids[0] })).body.newShirtId)
    for (const shirtId of ids) await api.shirt(buyer, { action: 'measures', shirtId, measureId })
    expect((await api.cart(buyer, { action: 'add', item: { type: 'package7', shirtIds: ids } })).status).toBe(
      200,
    )
    const { orderId } = await api.placeOrder(buyer)
    const move = (status: string) =>
      adminOrders(staff, { action: 'setStatus', orderId, status, ...tracked(status) })
    for (const status of ['paid', 'in_production', 'shipped', 'delivered'])
      expect((await move(status)).status).toBe(200)
    const fitFirst = async () => (await api.orders(buyer, { action: 'fetch', orderId })).body.order.fitFirst
    return { staff, buyer, orderId, move, fitFirst }
  }

  it('the six wait for the customer’s confirmation, then go through production once more', async () => {
    const { buyer, orderId, move, fitFirst } = await deliveredPackage()
    expect(await fitFirst()).toMatchObject({ stage: 'first', release: 'awaiting-fit', mayConfirm: true })
    const early = await move('in_production')
    expect(early.status).toBe(409)
    expect(early.body.message).toBe('status: an order that is delivered cannot become in_production')

    const confirmed = await api.orders(buyer, { action: 'confirmFit', orderId })
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.order.fitFirst).toMatchObject({ release: 'released', mayConfirm: false })
    expect((await api.orders(buyer, { action: 'confirmFit', orderId })).status).toBe(200)

    for (const status of ['in_production', 'shipped', 'delivered'])
      expect((await move(status)).status).toBe(200)
    expect(await fitFirst()).toMatchObject({ stage: 'rest', release: 'released' })
    expect((await move('in_production')).status).toBe(409)
  })

  it('without an answer the six are released 14 days after delivery, unless an after-sales request is open', async () => {
    const quiet = await deliveredPackage()
    const complained = await deliveredPackage()
    const ticket = await api.json(
      await api.call(complained.buyer, '/api/service.php', {
        action: 'create',
        kind: 'aftersale',
        topic: 'complaint',
        subject: 'Der Kragen ist zu eng',
        message: 'Der Kragen des ersten Hemdes drückt am Hals.',
        orderId: complained.orderId,
      }),
    )
    expect(ticket.status, JSON.stringify(ticket.body)).toBe(200)
    expect(await complained.fitFirst()).toMatchObject({ release: 'complaint', mayConfirm: true })
    // Fourteen days pass since both fitting shirts arrived (the sessions would not last that long).
    const fortnightAgo = new Date(Date.now() - 14 * 86_400_000 - 60_000)
    await database.db
      .update(orders)
      .set({ firstDeliveredAt: fortnightAgo })
      .where(inArray(orders.id, [quiet.orderId, complained.orderId]))
    expect(await quiet.fitFirst()).toMatchObject({ release: 'released' })
    expect((await quiet.move('in_production')).status).toBe(200)
    expect((await complained.move('in_production')).status).toBe(409)
  })

  it('confirmFit is refused for orders that wait for nothing, and others’ orders are 404', async () => {
    const buyer = new CookieJar()
    await api.register(buyer)
    const { orderId } = await api.orderMeasuredDesign(buyer)
    const refused = await api.orders(buyer, { action: 'confirmFit', orderId })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe('orderId: no package shirt is waiting for your fit confirmation')
    const { orderId: packageId } = await deliveredPackage()
    expect((await api.orders(buyer, { action: 'confirmFit', orderId: packageId })).status).toBe(404)
  })
})
