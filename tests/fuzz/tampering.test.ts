import { eq, sql } from 'drizzle-orm'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { newCsrfToken, newSessionToken, sessionIdFromToken } from '../../core/sessions/tokens.ts'
import { customers, products, sessions, voucherRedemptions, vouchers } from '../../db/schema/index.ts'
import { shopCalls } from '../support/shop-calls.ts'
import { prepaidOrder } from '../support/shop-data.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'
import { hostile } from './arbitraries.ts'

/**
 * Price and quantity tampering and voucher double spending. checkout-api.test covers a
 * changed expected total and 8 racing orders; this adds client-sent prices on every item kind,
 * every hostile amount, and the race at 100 orders.
 */
let app: ReturnType<typeof createTestApp>['app']
let database: Awaited<ReturnType<typeof useTestDatabase>>
const calls = shopCalls(
  () => app,
  () => database.db,
)
let stays: { id: number; priceCents: number }
const runs = Number(process.env.FUZZ_RUNS ?? 8)

beforeAll(async () => {
  database = await useTestDatabase()
  app = createTestApp(database.db, { SHOP_DEMO: '1' }).app
  const [row] = await database.db.select().from(products).where(eq(products.slug, 'kragenstaebchen-messing'))
  stays = { id: row?.id ?? 0, priceCents: row?.priceCents ?? 0 }
})

/** A customer with a session made directly (no password hashing: 100 of them are needed). */
async function quickCustomer(name: string) {
  const [row] = await database.db
    .insert(customers)
    .values({
      email: `${name}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
      passwordHash: 'never-logged-in',
      firstName: 'Erika',
      lastName: 'Muster',
    })
    .returning({ id: customers.id })
  const token = newSessionToken()
  const now = new Date()
  await database.db.insert(sessions).values({
    id: sessionIdFromToken(token),
    customerId: row?.id ?? null,
    customerGeneration: 0,
    csrfToken: newCsrfToken(),
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + 86_400_000),
  })
  const jar = new CookieJar()
  jar.store(new Response(null, { headers: { 'set-cookie': `nf_session=${token}; Path=/` } }))
  return jar
}

describe('prices come from the server only', () => {
  it('ignores prices, totals and VAT sent with any item, line update or order', async () => {
    const jar = await quickCustomer('tamper')
    const forged = { price: 0.01, priceBrutto: '0,01€', unitGrossCents: 1, lineBrutto: 0, VAT: 0, total: 0 }
    const added = await calls.cart(jar, {
      action: 'add',
      item: { type: 'product', productId: stays.id, amount: 2, ...forged },
      ...forged,
    })
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    const line = added.body.data.items[0]
    expect(Math.round(line.priceBrutto * 100)).toBe(stays.priceCents)
    expect(Math.round(line.lineBrutto * 100)).toBe(2 * stays.priceCents)
    const updated = await calls.cart(jar, { action: 'update', itemId: line.itemId, amount: 3, ...forged })
    expect(Math.round(updated.body.data.items[0].lineBrutto * 100)).toBe(3 * stays.priceCents)
    const placed = await calls.checkout(jar, { ...prepaidOrder, ...forged, totalCents: 1, itemsCents: 1 })
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    const detail = await calls.orders(jar, { action: 'fetch', orderId: placed.body.orderId })
    expect(JSON.stringify(detail.body)).not.toContain('0,01')
    const [order] = (
      (await database.db.execute(
        sql`select items_cents from orders where id = ${placed.body.orderId}`,
      )) as unknown as { rows: { items_cents: number }[] }
    ).rows
    expect(order?.items_cents).toBe(3 * stays.priceCents)
  })

  it('refuses every amount outside 1…20 on add and update, and the line keeps its amount', async () => {
    const jar = await quickCustomer('amounts')
    const added = await calls.cart(jar, {
      action: 'add',
      item: { type: 'product', productId: stays.id, amount: 1 },
    })
    const itemId = added.body.data.items[0].itemId
    const badAmount = fc.oneof(
      fc.integer({ max: 0 }),
      fc.integer({ min: 21 }),
      fc.double().filter((n) => !Number.isInteger(n)),
      hostile.filter(
        (value) => !(Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 20),
      ),
    )
    await fc.assert(
      fc.asyncProperty(badAmount, async (amount) => {
        const update = await calls.cart(jar, { action: 'update', itemId, amount })
        expect(update.status, JSON.stringify({ amount, body: update.body })).toBeGreaterThanOrEqual(400)
        expect(update.status).toBeLessThan(500)
        const add = await calls.cart(jar, {
          action: 'add',
          item: { type: 'product', productId: stays.id, amount },
        })
        expect(add.status, JSON.stringify({ amount, body: add.body })).toBeGreaterThanOrEqual(400)
        expect(add.status).toBeLessThan(500)
      }),
      { numRuns: runs * 3 },
    )
    const listed = await calls.cart(jar, { action: 'list' })
    expect(listed.body.data.items.map((item: { amount: number }) => item.amount)).toEqual([1])
    expect(listed.body.data.total.totalBrutto).toBeGreaterThan(0)
  })
})

describe('voucher double spending', () => {
  it('100 concurrent orders on one single-use voucher: exactly one redemption, balance 0', async () => {
    const code = `RACE100${Date.now()}`
    await database.db.insert(vouchers).values({
      code,
      issuedCode: code,
      initialCents: 2000,
      balanceCents: 2000,
      status: 'active',
      singleUse: true,
    })
    const buyers: CookieJar[] = []
    for (let index = 0; index < 100; index++) {
      const jar = await quickCustomer(`race-${index}`)
      await calls.cart(jar, { action: 'add', item: { type: 'product', productId: stays.id, amount: 1 } })
      expect((await calls.cart(jar, { action: 'applyVoucher', code })).status).toBe(200)
      buyers.push(jar)
    }
    const answers = await Promise.all(buyers.map((jar) => calls.checkout(jar, prepaidOrder)))
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
    const refused = answers.filter((answer) => answer.status !== 200)
    expect(refused.every((answer) => answer.status === 409)).toBe(true)
    const [voucher] = await database.db.select().from(vouchers).where(eq(vouchers.code, code))
    expect(voucher?.balanceCents).toBe(0)
    const [redeemed] = await database.db
      .select({ total: sql<number>`count(*)::int`, cents: sql<number>`coalesce(sum(amount_cents), 0)::int` })
      .from(voucherRedemptions)
      .where(eq(voucherRedemptions.voucherId, voucher?.id ?? 0))
    expect(redeemed?.total).toBe(1)
    expect(redeemed?.cents).toBeGreaterThan(0)
    expect(redeemed?.cents).toBeLessThanOrEqual(2000)
  }, 180_000)
})
