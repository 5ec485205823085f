import { asc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../../core/accounts/passwords.ts'
import { seedDemoContent } from '../../core/demo/seed-demo-content.ts'
import type { Deps } from '../../core/deps.ts'
import { openDatabase } from '../../db/client.ts'
import { customers, fitFeedback, measureProfiles, orders, shirts, vouchers } from '../../db/schema/index.ts'
import { demoAccounts, type SeedAccount, seedDatabase } from '../../db/seed/seed.ts'
import { resettingDemoVoucher, seedShop } from '../../db/seed/shop-seed.ts'
import { shopCalls } from '../support/shop-calls.ts'
import { berlinAddress } from '../support/shop-data.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

/**
 * The demo mode's content (so every screen has something to show): the
 * demo customer finds a profile, three designs (one in the cart) and a delivered order open for
 * fit feedback; seeding again changes nothing; DEMO-TEST-20 is usable again after every start.
 */
let app: ReturnType<typeof createTestApp>['app']
let deps: Deps
let database: Awaited<ReturnType<typeof useTestDatabase>>
const {
  account,
  shirt,
  measures,
  orders: orderCalls,
  cart,
  checkout,
} = shopCalls(
  () => app,
  () => database.db,
)

beforeAll(async () => {
  database = await useTestDatabase()
  ;({ app, deps } = createTestApp(database.db, { SHOP_DEMO: '1' }))
})

/** The demo customer's account (name, password) under another address. */
function demoAccountFor(email: string): SeedAccount {
  const demoCustomer = demoAccounts.find((seeded) => seeded.role === 'customer')
  if (!demoCustomer) throw new Error('no demo customer account')
  return { ...demoCustomer, email }
}

/**
 * Seeds as `npm start` does (accounts, shop, demo content), for a demo customer of its own: on
 * PostgreSQL the test database outlives the run, so every test starts from a fresh account.
 */
async function seedAsAtStart(email: string) {
  await seedDatabase({ db: database.db, accounts: [demoAccountFor(email)], hashPassword })
  await seedShop(database.db, { demo: true })
  return seedDemoContent(deps, { email })
}

function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
}

async function rowsOf(email: string) {
  const [customer] = await database.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.email, email))
  if (!customer) throw new Error('demo customer missing')
  const id = customer.id
  return {
    shirts: await database.db
      .select({ id: shirts.id, orderStatus: shirts.orderStatus, measureId: shirts.measureId })
      .from(shirts)
      .where(eq(shirts.customerId, id))
      .orderBy(asc(shirts.id)),
    profiles: await database.db
      .select({ id: measureProfiles.id, version: measureProfiles.version })
      .from(measureProfiles)
      .where(eq(measureProfiles.customerId, id))
      .orderBy(asc(measureProfiles.id)),
    orders: await database.db
      .select({ id: orders.id, status: orders.status, number: orders.number })
      .from(orders)
      .where(eq(orders.customerId, id))
      .orderBy(asc(orders.id)),
    voucher: await database.db.select().from(vouchers).where(eq(vouchers.code, resettingDemoVoucher.code)),
  }
}

async function logIn(email: string) {
  const jar = new CookieJar()
  const login = await account(jar, { action: 'login', email, password: demoAccountFor(email).password })
  expect(login.status, JSON.stringify(login.body)).toBe(200)
  return jar
}

describe('the demo seed', () => {
  it('gives the demo customer a profile, three designs (one in the cart) and a delivered order; twice is once', async () => {
    const email = uniqueEmail('demo')
    expect(await seedAsAtStart(email)).toEqual({ seeded: true })
    const first = await rowsOf(email)
    expect(await seedAsAtStart(email)).toEqual({ seeded: false })
    expect(await rowsOf(email)).toEqual(first)

    expect(first.profiles).toHaveLength(1)
    const measureId = first.profiles[0]?.id
    // One ordered design, two open ones and one in the cart, all with the profile.
    expect(first.shirts.map((row) => row.orderStatus).sort()).toEqual([0, 0, 1, 2])
    expect(first.shirts.every((row) => row.measureId === measureId)).toBe(true)
    expect(first.orders).toMatchObject([{ status: 'delivered' }])
    expect(first.voucher).toHaveLength(1)

    // What the customer sees after logging in, through the shop's own API.
    const jar = await logIn(email)
    const listed = await shirt(jar, { action: 'list' })
    expect(listed.body.shirts).toHaveLength(3)
    expect(listed.body.shirts.filter((row: { orderStatus: number }) => row.orderStatus === 1)).toHaveLength(1)
    const inCart = await cart(jar, { action: 'list' })
    expect(inCart.body.data.items).toMatchObject([{ type: 'shirt' }])
    const profiles = await measures(jar, { action: 'list' })
    expect(profiles.body.measures).toHaveLength(1)
    const orderList = await orderCalls(jar, { action: 'list' })
    expect(orderList.body.orders).toMatchObject([{ status: 'delivered', itemCount: 1 }])

    // Open for fit feedback by the real rules: none given yet, a rating is accepted.
    const orderId = first.orders[0]?.id as number
    const before = await measures(jar, { action: 'fitFeedback', orderId })
    expect(before.status, JSON.stringify(before.body)).toBe(200)
    expect(before.body.feedback).toEqual([])
    const rated = await measures(jar, { action: 'rateFit', orderId, measureId, ratings: { waist: 1 } })
    expect(rated.status, JSON.stringify(rated.body)).toBe(200)
    expect(rated.body.changes).toEqual([{ zone: 'waist', field: 'size_tail', from: 92, to: 90, delta: -2 }])
    expect(await database.db.select().from(fitFeedback).where(eq(fitFeedback.orderId, orderId))).toHaveLength(
      1,
    )
  })

  it('seeds once when two instances start together (one after the other under the start-up lock)', async () => {
    const email = uniqueEmail('together')
    await seedDatabase({ db: database.db, accounts: [demoAccountFor(email)], hashPassword })
    await seedShop(database.db, { demo: true })
    // On PostgreSQL a second pool, as a second instance has: only the advisory lock orders them.
    const second = process.env.DATABASE_URL
      ? await openDatabase({ url: process.env.DATABASE_URL, migrate: false })
      : database
    const both = await Promise.all(
      [database, second].map((instance) =>
        instance.oneAtATime('start-up seed', () => seedDemoContent({ ...deps, db: instance.db }, { email })),
      ),
    )
    if (second !== database) await second.close()
    expect(both.map((result) => result.seeded).sort()).toEqual([false, true])
    const rows = await rowsOf(email)
    expect(rows.shirts).toHaveLength(4)
    expect(rows.orders).toHaveLength(1)
  })

  it('leaves a customer who already has designs as they are', async () => {
    const email = uniqueEmail('demo-used')
    await seedDatabase({ db: database.db, accounts: [demoAccountFor(email)], hashPassword })
    const jar = await logIn(email)
    expect((await shirt(jar, { action: 'create' })).status).toBe(200)
    expect(await seedDemoContent(deps, { email })).toEqual({ seeded: false })
    const rows = await rowsOf(email)
    expect(rows.shirts).toHaveLength(1)
    expect(rows.orders).toEqual([])
  })

  it('makes DEMO-TEST-20 usable again at every start after an order spent it', async () => {
    const email = uniqueEmail('demo-voucher')
    await seedAsAtStart(email)
    const jar = await logIn(email)
    const applied = await cart(jar, { action: 'applyVoucher', code: 'demo-test-20' })
    expect(applied.status, JSON.stringify(applied.body)).toBe(200)
    expect(applied.body.data.total.vouchers).toMatchObject([
      { code: resettingDemoVoucher.issuedCode, amount: 20 },
    ])
    const placed = await checkout(jar, {
      action: 'placeOrder',
      billingAddress: berlinAddress,
      paymentMethod: 'prepayment',
      acceptTerms: true,
    })
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)

    // Spent: single use, like a real voucher.
    const [spent] = (await rowsOf(email)).voucher
    expect(spent).toMatchObject({ balanceCents: 0 })
    const refused = await cart(new CookieJar(), { action: 'applyVoucher', code: 'DEMO-TEST-20' })
    expect(refused.status).toBe(400)

    // The next start gives it back, and it pays again.
    await seedShop(database.db, { demo: true })
    const [reset] = (await rowsOf(email)).voucher
    expect(reset).toMatchObject({ balanceCents: 2000, initialCents: 2000, status: 'active', singleUse: true })
    const again = await cart(new CookieJar(), { action: 'applyVoucher', code: 'DEMO-TEST-20' })
    expect(again.status, JSON.stringify(again.body)).toBe(200)

    // The reset is the same row every time: seeding twice gives the same voucher.
    await seedShop(database.db, { demo: true })
    expect((await rowsOf(email)).voucher).toEqual([reset])
  })
})
