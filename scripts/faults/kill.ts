import fs from 'node:fs'
import { sql } from 'drizzle-orm'
import { openDatabase } from '../../db/client.ts'
import { checkConsistency } from '../load/consistency.ts'
import { Customer, Stats } from '../load/customer.ts'
import { startShop } from '../load/shop-process.ts'

/**
 * Scenario `kill`: kill -9 the one shop process in the middle of checkouts and design edits,
 * restart it on the same DATA_DIR (PGlite) or database (`databaseUrl`, PostgreSQL), N times; then
 * check the database: no order without lines or with a total that does not add up, no voucher
 * redemption without its order (nor a discount without its redemption), no voucher balance that
 * disagrees with its redemptions, and every order and design change a client was told about is
 * there. Connection errors while the process is down are expected; they are counted, not judged.
 */
export async function killScenario(options: {
  times: number
  customers: number
  port: number
  databaseUrl?: string
  /** The kill comes at a random moment 300 ms … this far into each round of load. */
  maxDelayMs?: number
}): Promise<boolean> {
  const { times, port, databaseUrl } = options
  const dataDir = `/tmp/nf-faults-${port}`
  fs.rmSync(dataDir, { recursive: true, force: true })
  const env: Record<string, string> = {
    SHOP_DEMO: '1',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  }

  const started = performance.now()
  let shop = await startShop({ port, dataDir, env })
  const stats = new Stats()
  const customers = Array.from(
    { length: Math.min(options.customers, 10) },
    (_, index) => new Customer(shop.url, dataDir, stats, index),
  )
  const measures = await Promise.all(customers.map((customer) => customer.register()))
  // biome-ignore lint/suspicious/noExplicitAny: answers are read loosely
  const catalog = async (body: unknown): Promise<any> =>
    (
      await fetch(`${shop.url}/api/catalog.php`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: shop.url },
        body: JSON.stringify(body),
      })
    ).json()
  const fabricIds = (
    (await catalog({ action: 'fabrics', page: 1 })).fabrics as { fabricId?: number; id?: number }[]
  )
    .map((fabric) => fabric.fabricId ?? fabric.id ?? 0)
    .slice(0, 4)
  const productList = await catalog({ action: 'products', category: 'kragenstaebchen' })
  const productId = (productList.products?.[0]?.productId ?? productList.products?.[0]?.id) as number

  const killedAfter: number[] = []
  for (let round = 0; round < times; round++) {
    // Each customer runs rounds until the process dies under it.
    let alive = true
    const work = customers.map(async (customer, index) => {
      let step = 0
      while (alive) {
        const fabrics = [
          fabricIds[(index + step) % fabricIds.length] as number,
          fabricIds[(index + step + 1) % fabricIds.length] as number,
        ]
        await customer.round(measures[index] as number, fabrics, productId, true)
        step++
      }
    })
    // Early kills hit designs and carts; later ones (a customer's round takes a few seconds
    // before its checkout) also hit orders in flight.
    const delay = 300 + Math.floor(Math.random() * ((options.maxDelayMs ?? 8_000) - 300))
    await new Promise((resolve) => setTimeout(resolve, delay))
    await shop.kill9()
    alive = false
    killedAfter.push(delay)
    await Promise.all(work)
    shop = await startShop({ port, dataDir, env })
    process.stdout.write(`${round + 1} `)
  }
  await shop.stop()
  const elapsed = (performance.now() - started) / 1000

  const database = await openDatabase(
    databaseUrl ? { url: databaseUrl, migrate: false } : { dataDir, migrate: false },
  )
  const rows = async <T>(statement: ReturnType<typeof sql>) =>
    ((await database.db.execute(statement)) as unknown as { rows: T[] }).rows
  const halfOrders = await rows<{ id: number }>(sql`
    select o.id from orders o
    where not exists (select 1 from order_items i where i.order_id = o.id)
       or o.total_cents <> o.items_cents + o.shipping_cents - o.discount_cents`)
  const orphanRedemptions = await rows<{ id: number }>(sql`
    select r.id from voucher_redemptions r left join orders o on o.id = r.order_id where o.id is null`)
  const discountWithout = await rows<{ id: number }>(sql`
    select o.id from orders o where o.discount_cents > 0
      and o.discount_cents <> coalesce((select sum(r.amount_cents) from voucher_redemptions r where r.order_id = o.id), 0)`)
  const balances = await rows<{ code: string }>(sql`
    select v.code from vouchers v where v.code <> 'DEMOTEST20'
      and v.initial_cents - v.balance_cents <> coalesce((select sum(r.amount_cents) from voucher_redemptions r where r.voucher_id = v.id), 0)`)
  const told = await checkConsistency(
    database.db,
    customers.map((customer) => customer.told),
  )
  await database.close()

  // DEMOTEST20 is reset at every start by design (the demo seed), so its balance is not judged.
  const problems = [
    ...halfOrders.map((row) => `order ${row.id}: no lines or a total that does not add up`),
    ...orphanRedemptions.map((row) => `redemption ${row.id}: its order is missing`),
    ...discountWithout.map((row) => `order ${row.id}: discount without matching redemptions`),
    ...balances.map((row) => `voucher ${row.code}: balance disagrees with its redemptions`),
    ...told.problems.filter((problem) => !problem.startsWith('voucher') && !problem.includes('cart holds')),
  ]
  const down = [...stats.byLabel.values()].reduce((sum, entry) => sum + entry.errors, 0)
  console.log(
    `\n\n${new Date().toISOString()}: ${times} kill -9 of the shop process on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${elapsed.toFixed(0)} s`,
  )
  console.log(
    `kills after ${Math.min(...killedAfter)}–${Math.max(...killedAfter)} ms of load; ${down} requests cut or refused while down`,
  )
  console.log('\n| check | result |\n|---|---|')
  console.log(
    `| acknowledged orders present once, with lines and their total | ${told.orders} orders, ${told.problems.filter((p) => p.startsWith('order') || p.includes('orders')).length} problems |`,
  )
  console.log(`| orders without lines or with a wrong sum | ${halfOrders.length} |`)
  console.log(
    `| redemptions without order / discounts without redemption | ${orphanRedemptions.length} / ${discountWithout.length} |`,
  )
  console.log(`| voucher balances disagreeing with redemptions | ${balances.length} |`)
  console.log(
    `| acknowledged design changes lost | ${told.problems.filter((p) => p.startsWith('design')).length} of ${told.designs} open designs |`,
  )
  for (const problem of problems.slice(0, 20)) console.log(`  ${problem}`)
  return problems.length === 0
}
