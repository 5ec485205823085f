import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { shirts } from '../../db/schema/index.ts'
import { shopCalls } from '../support/shop-calls.ts'
import { officeMeasure, prepaidOrder } from '../support/shop-data.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

/**
 * A design without a profile is made to its owner's standard profile: the designer's answer, the
 * cart, the package of seven, checkout (which writes the profile onto the ordered shirt) and a
 * team member's part all say so through the same rule.
 */
let app: ReturnType<typeof createTestApp>['app']
let database: Awaited<ReturnType<typeof useTestDatabase>>
const api = shopCalls(
  () => app,
  () => database.db,
)

const team = async (jar: CookieJar, body: Record<string, unknown>) =>
  api.json(await api.call(jar, '/api/team.php', body))

beforeAll(async () => {
  database = await useTestDatabase()
  app = createTestApp(database.db, { SHOP_DEMO: '1' }).app
})

async function customerWithStandard() {
  const jar = new CookieJar()
  await api.register(jar)
  const saved = await api.measures(jar, {
    action: 'save',
    measure: { ...officeMeasure, set_name: 'Meine Körpermaße', standard: 1 },
  })
  expect(saved.status, JSON.stringify(saved.body)).toBe(200)
  return { jar, standardId: saved.body.measureId as number }
}

describe("a design without a profile takes the customer's standard profile", () => {
  it('in the designer, the cart and at checkout, where the order freezes it onto the shirt', async () => {
    const { jar, standardId } = await customerWithStandard()
    const shirtId = await api.newDesign(jar)

    const fetched = await api.shirt(jar, { action: 'fetch', shirtId })
    expect(fetched.body.shirt).toMatchObject({ measureId: standardId, measureName: 'Meine Körpermaße' })

    expect((await api.cart(jar, { action: 'add', item: { type: 'shirt', shirtId } })).status).toBe(200)
    const listed = await api.cart(jar, { action: 'list' })
    expect(listed.body.data.items[0].design.measure).toEqual({
      id: standardId,
      name: 'Meine Körpermaße',
      source: 'standard',
    })

    const placed = await api.checkout(jar, prepaidOrder)
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    const [row] = await database.db.select().from(shirts).where(eq(shirts.id, shirtId))
    expect(row).toMatchObject({ orderStatus: 2, measureId: standardId })
    const detail = await api.orders(jar, { action: 'fetch', orderId: placed.body.orderId })
    expect(detail.body.order.items[0].measure).toMatchObject({ name: 'Meine Körpermaße' })
  })

  it('gives way to a profile chosen for the design, and follows a new standard', async () => {
    const { jar } = await customerWithStandard()
    const other = await api.profile(jar, 'Büro')
    const shirtId = await api.newDesign(jar)
    expect((await api.shirt(jar, { action: 'measures', shirtId, measureId: other })).status).toBe(200)
    expect((await api.shirt(jar, { action: 'fetch', shirtId })).body.shirt.measureName).toBe('Büro')

    const second = await api.newDesign(jar)
    expect((await api.measures(jar, { action: 'setStandard', measureId: other })).status).toBe(200)
    expect((await api.shirt(jar, { action: 'fetch', shirtId: second })).body.shirt).toMatchObject({
      measureId: other,
      measureName: 'Büro',
    })
  })

  it('fills a package of seven whose designs have no profile, so it can be ordered', async () => {
    const { jar, standardId } = await customerWithStandard()
    const ids = [await api.newDesign(jar)]
    while (ids.length < 7)
      ids.push((await api.shirt(jar, { action: 'duplicate', shirtId: ids[0] })).body.newShirtId)
    const added = await api.cart(jar, { action: 'add', item: { type: 'package7', shirtIds: ids } })
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    const listed = await api.cart(jar, { action: 'list' })
    const pack = listed.body.data.items.find((item: { type: string }) => item.type === 'package7')
    expect(pack.designs.map((design: { measure: { id: number } }) => design.measure.id)).toEqual(
      ids.map(() => standardId),
    )
    const placed = await api.checkout(jar, prepaidOrder)
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
  })

  it('offers a team member their standard profile, until they choose one', async () => {
    const organiser = new CookieJar()
    await api.register(organiser)
    const shirtId = await api.newDesign(organiser)
    const deadline = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10)
    const created = await team(organiser, {
      action: 'create',
      shirtId,
      name: 'Messe',
      company: 'Beispiel GmbH',
      vatId: 'DE123456789',
      deadline,
      seats: 3,
      openCategories: [2],
    })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const { jar, standardId } = await customerWithStandard()
    const other = await api.profile(jar, 'Büro')
    const token = String(created.body.inviteUrl).split('/').pop()
    const joined = await team(jar, { action: 'join', token })
    expect(joined.status, JSON.stringify(joined.body)).toBe(200)
    const teamOrderId = joined.body.teamOrderId
    const offered = async () => (await team(jar, { action: 'fetch', teamOrderId })).body.teamOrder
    expect(await offered()).toMatchObject({
      role: 'member',
      proposedMeasureId: standardId,
      part: { done: false },
    })
    expect((await team(jar, { action: 'savePart', teamOrderId, measureId: other })).status).toBe(200)
    expect(await offered()).toMatchObject({ proposedMeasureId: other, part: { done: true } })
  })

  it('is refused at checkout only when there is no profile at all', async () => {
    const jar = new CookieJar()
    await api.register(jar)
    const shirtId = await api.newDesign(jar)
    await api.cart(jar, { action: 'add', item: { type: 'shirt', shirtId } })
    const listed = await api.cart(jar, { action: 'list' })
    expect(listed.body.data.items[0].design.measure).toBeNull()
    const refused = await api.checkout(jar, prepaidOrder)
    expect(refused.status).toBe(409)
    expect(refused.body.shirtId).toBe(shirtId)
  })
})
