import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { products } from '../../db/schema/index.ts'
import { shopCalls } from '../support/shop-calls.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

/** orders.php list: each order's item count is its own lines' amounts, however ids fall. */
let app: ReturnType<typeof createTestApp>['app']
let database: Awaited<ReturnType<typeof useTestDatabase>>
const { cart, orders, register, orderMeasuredDesign, placeOrder } = shopCalls(
  () => app,
  () => database.db,
)

beforeAll(async () => {
  database = await useTestDatabase()
  app = createTestApp(database.db, { SHOP_DEMO: '1' }).app
})

async function productId(slug: string) {
  const [row] = await database.db.select({ id: products.id }).from(products).where(eq(products.slug, slug))
  if (!row) throw new Error(`no product ${slug}`)
  return row.id
}

describe('orders.php list', () => {
  it('counts the pieces of every order from its own lines', async () => {
    const jar = new CookieJar()
    await register(jar)
    const knots = await productId('seidenknoten')
    // First order: one shirt and two accessories (two lines, three pieces).
    expect(
      (await cart(jar, { action: 'add', item: { type: 'product', productId: knots, amount: 2 } })).status,
    ).toBe(200)
    const first = await orderMeasuredDesign(jar)
    // Second order: one accessory.
    expect(
      (await cart(jar, { action: 'add', item: { type: 'product', productId: knots, amount: 1 } })).status,
    ).toBe(200)
    const second = await placeOrder(jar)

    const listed = await orders(jar, { action: 'list' })
    expect(listed.status).toBe(200)
    expect(
      listed.body.orders.map((order: { orderId: number; itemCount: number }) => [
        order.orderId,
        order.itemCount,
      ]),
    ).toEqual([
      [second.orderId, 1],
      [first.orderId, 3],
    ])
  })
})
