import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { fabricCentimetresPerShirt } from '../../core/catalog/stock.ts'
import { listReservations } from '../../db/queries/fabric-stock.ts'
import { catalogFabrics, shirts } from '../../db/schema/index.ts'
import { shopCalls } from '../support/shop-calls.ts'
import { prepaidOrder } from '../support/shop-data.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

/**
 * Fabric stock: an order takes its shirts' metres off the bolt, a cancellation puts
 * them back, and a fabric without enough metres cannot be ordered, not even by two at once.
 */
let app: ReturnType<typeof createTestApp>['app']
let database: Awaited<ReturnType<typeof useTestDatabase>>
const api = shopCalls(
  () => app,
  () => database.db,
)
const perShirt = fabricCentimetresPerShirt / 100

beforeAll(async () => {
  database = await useTestDatabase()
  app = createTestApp(database.db).app
})

async function stockOf(fabricId: number) {
  const [row] = await database.db
    .select({ stock: catalogFabrics.stock })
    .from(catalogFabrics)
    .where(eq(catalogFabrics.id, fabricId))
  return row?.stock
}

const setStock = (fabricId: number, stock: number) =>
  database.db.update(catalogFabrics).set({ stock }).where(eq(catalogFabrics.id, fabricId))

/** A customer with one measured design of `fabricId` in the cart. */
async function cartWith(fabricId: number) {
  const jar = new CookieJar()
  await api.register(jar)
  const measureId = await api.profile(jar)
  const shirtId = await api.newDesign(jar)
  expect((await api.shirt(jar, { action: 'updateFabric', shirtId, fabricId })).status).toBe(200)
  expect((await api.shirt(jar, { action: 'measures', shirtId, measureId })).status).toBe(200)
  const [row] = await database.db
    .select({ fabricId: shirts.fabricId })
    .from(shirts)
    .where(eq(shirts.id, shirtId))
  expect(row?.fabricId).toBe(fabricId)
  return { jar, shirtId }
}

describe('fabric stock', () => {
  it('an order reserves the metres of its shirts and a cancellation releases them', async () => {
    await setStock(1002, 10)
    const { jar, shirtId } = await cartWith(1002)
    expect((await api.cart(jar, { action: 'add', item: { type: 'shirt', shirtId } })).status).toBe(200)
    const { orderId } = await api.placeOrder(jar)
    expect(await stockOf(1002)).toBeCloseTo(10 - perShirt, 2)
    expect(await listReservations(database.db, orderId)).toMatchObject([
      { fabricId: 1002, metres: perShirt, releasedAt: null },
    ])
    const admin = await api.admin()
    const cancelled = await api.json(
      await api.call(admin, '/api/admin/orders.php', { action: 'setStatus', orderId, status: 'cancelled' }),
    )
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200)
    expect(await stockOf(1002)).toBe(10)
    const [held] = await listReservations(database.db, orderId)
    expect(held?.releasedAt).toBeInstanceOf(Date)
  })

  it('a design whose fabric has less than a shirt left is not put into the cart', async () => {
    await setStock(1003, perShirt - 0.01)
    const { jar, shirtId } = await cartWith(1003)
    const refused = await api.cart(jar, { action: 'add', item: { type: 'shirt', shirtId } })
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ success: false, reason: 'FABRIC_OUT_OF_STOCK' })
    // The designer's fabric list and /stoffe say so too.
    const listed = await api.json(
      await api.call(jar, '/api/catalog.php', { action: 'fabrics', q: 'NF-1003' }),
    )
    expect(listed.body.fabrics[0]).toMatchObject({ fabricId: 1003, inStock: false })
  })

  it('two customers racing for the last shirt of a bolt: one order, one FABRIC_OUT_OF_STOCK', async () => {
    await setStock(1004, 10)
    const first = await cartWith(1004)
    const second = await cartWith(1004)
    for (const { jar, shirtId } of [first, second])
      expect((await api.cart(jar, { action: 'add', item: { type: 'shirt', shirtId } })).status).toBe(200)
    await setStock(1004, perShirt)
    const answers = await Promise.all([first, second].map(async ({ jar }) => api.checkout(jar, prepaidOrder)))
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([200, 409])
    const refused = answers.find((answer) => answer.status === 409)
    expect(refused?.body).toMatchObject({ reason: 'FABRIC_OUT_OF_STOCK', fabricId: 1004 })
    expect(await stockOf(1004)).toBe(0)
  })
})
