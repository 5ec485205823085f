import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq, sql } from 'drizzle-orm'
import { newCsrfToken, newSessionToken, sessionIdFromToken } from '../../core/sessions/tokens.ts'
import type { Db } from '../../db/client.ts'
import { listCartRows, listCartVouchers } from '../../db/queries/cart.ts'
import { listOwnedShirts } from '../../db/queries/shirts.ts'
import { customers, products, sessions, voucherRedemptions, vouchers } from '../../db/schema/index.ts'
import { officeMeasure, prepaidOrder } from '../../tests/support/shop-data.ts'

type Post = (
  cookie: string,
  path: string,
  body: unknown,
) => Promise<{ status: number; body: Record<string, unknown> }>

/**
 * The cart and checkout figures on one database: cart.php list with 20 items against a bare node:http
 * server doing the same four reads, placeOrder's p95, and 100 concurrent checkouts of one
 * single-use voucher. `load` is run.ts's interleaved autocannon runner.
 */
export async function benchShop(
  db: Db,
  shopPort: number,
  interleave: (
    loads: { url: string; options: Record<string, unknown> }[],
  ) => Promise<{ rps: number; p99: number; errors: number }[]>,
) {
  const post: Post = async (cookie, path, body) => {
    const response = await fetch(`http://127.0.0.1:${shopPort}${path}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    const answer = (await response.json()) as Record<string, unknown>
    // Setup calls must succeed; the checkouts under test are judged by their answers.
    if (response.status !== 200 && path !== '/api/checkout.php') {
      throw new Error(`bench ${path} ${JSON.stringify(answer)}`)
    }
    return { status: response.status, body: answer }
  }

  // A guest with 20 designs in the cart (copies: a second 'create' right away answers the first design).
  const guest = await newSession(db, null)
  const first = await post(guest.cookie, '/api/shirt.php', { action: 'create' })
  const designIds = [first.body.shirtId]
  for (let index = 1; index < 20; index++) {
    const copy = await post(guest.cookie, '/api/shirt.php', {
      action: 'duplicate',
      shirtId: first.body.shirtId,
    })
    designIds.push(copy.body.newShirtId)
  }
  for (const shirtId of designIds) {
    await post(guest.cookie, '/api/cart.php', { action: 'add', item: { type: 'shirt', shirtId } })
  }
  const listed = await post(guest.cookie, '/api/cart.php', { action: 'list' })
  const items = ((listed.body.data as { items: unknown[] } | undefined)?.items ?? []).length
  if (items !== 20) throw new Error(`bench cart holds ${items} items, not 20`)

  const owner = { sessionId: guest.sessionId, customerId: null }
  const bare = await listenBare(async () => {
    const [session] = await db.select().from(sessions).where(eq(sessions.id, guest.sessionId))
    const [designs, rows, cartVouchers] = [
      await listOwnedShirts(db, owner, [1]),
      await listCartRows(db, owner),
      await listCartVouchers(db, owner),
    ]
    return { session: session?.id, designs: designs.length, rows: rows.length, vouchers: cartVouchers.length }
  })
  const [bareResult, cartList] = await interleave([
    { url: `http://127.0.0.1:${bare.port}/`, options: {} },
    {
      url: `http://127.0.0.1:${shopPort}/api/cart.php`,
      options: {
        method: 'POST',
        headers: { cookie: guest.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'list' }),
      },
    },
  ])
  bare.close()
  if (!bareResult || !cartList) throw new Error('missing cart bench result')

  // placeOrder, one after another: each cart holds a measured design and an accessory.
  const [stays] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.slug, 'kragenstaebchen-messing'))
  if (!stays) throw new Error('bench: the shop seed has no collar stays')
  const buyer = await newSession(db, await newCustomer(db, 'bench-orders'))
  const saved = await post(buyer.cookie, '/api/measures.php', { action: 'save', measure: officeMeasure })
  const placeTimes: number[] = []
  for (let run = 0; run < 30; run++) {
    const created = await post(buyer.cookie, '/api/shirt.php', { action: 'create' })
    await post(buyer.cookie, '/api/shirt.php', {
      action: 'measures',
      shirtId: created.body.shirtId,
      measureId: saved.body.measureId,
    })
    await post(buyer.cookie, '/api/cart.php', {
      action: 'add',
      item: { type: 'shirt', shirtId: created.body.shirtId },
    })
    await post(buyer.cookie, '/api/cart.php', {
      action: 'add',
      item: { type: 'product', productId: stays.id, amount: 1 },
    })
    const started = performance.now()
    const placed = await post(buyer.cookie, '/api/checkout.php', prepaidOrder)
    placeTimes.push(performance.now() - started)
    if (placed.status !== 200) throw new Error(`bench placeOrder: ${JSON.stringify(placed.body)}`)
    // Designs stay with their orders; the owner's design limit must not stop the run.
    if (run % 10 === 9)
      await db.execute(sql`delete from shirts where order_status = 0 and customer_id is not null`)
  }
  placeTimes.sort((a, b) => a - b)

  // 100 customers, one single-use voucher, all at once.
  const code = `BENCHRACE${Date.now()}`
  await db.insert(vouchers).values({
    code,
    issuedCode: code,
    initialCents: 2000,
    balanceCents: 2000,
    status: 'active',
    singleUse: true,
  })
  const racers = []
  for (let index = 0; index < 100; index++) {
    const racer = await newSession(db, await newCustomer(db, `bench-race-${index}`))
    await post(racer.cookie, '/api/cart.php', {
      action: 'add',
      item: { type: 'product', productId: stays.id, amount: 1 },
    })
    await post(racer.cookie, '/api/cart.php', { action: 'applyVoucher', code })
    racers.push(racer)
  }
  const answers = await Promise.all(
    racers.map((racer) => post(racer.cookie, '/api/checkout.php', prepaidOrder)),
  )
  const [voucher] = await db.select().from(vouchers).where(eq(vouchers.code, code))
  const [redeemed] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(voucherRedemptions)
    .where(eq(voucherRedemptions.voucherId, voucher?.id ?? 0))

  return {
    bare: bareResult,
    cartList,
    placeOrderP50: placeTimes[Math.floor(placeTimes.length * 0.5)] ?? 0,
    placeOrderP95: placeTimes[Math.floor(placeTimes.length * 0.95)] ?? 0,
    race: {
      orders: answers.filter((answer) => answer.status === 200).length,
      refused: answers.filter((answer) => answer.status === 409).length,
      messages: [
        ...new Set(
          answers.filter((answer) => answer.status !== 200).map((answer) => String(answer.body.message)),
        ),
      ],
      redemptions: redeemed?.total ?? 0,
      balanceCents: voucher?.balanceCents ?? -1,
    },
  }
}

async function newCustomer(db: Db, name: string) {
  const [row] = await db
    .insert(customers)
    .values({
      email: `${name}-${Date.now()}@example.com`,
      // Never logged in with: the bench hands out sessions directly.
      passwordHash: 'bench-no-login',
      firstName: 'Erika',
      lastName: 'Muster',
    })
    .returning({ id: customers.id })
  return row?.id ?? null
}

async function newSession(db: Db, customerId: number | null) {
  const token = newSessionToken()
  const sessionId = sessionIdFromToken(token)
  const now = new Date()
  await db.insert(sessions).values({
    id: sessionId,
    customerId,
    customerGeneration: customerId === null ? null : 0,
    csrfToken: newCsrfToken(),
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + 86_400_000),
  })
  return { sessionId, cookie: `nf_session=${token}` }
}

async function listenBare(read: () => Promise<unknown>) {
  const server = http.createServer((_request, response) => {
    void read().then((body) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ success: true, data: body }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { port: (server.address() as AddressInfo).port, close: () => server.close() }
}
