import fs from 'node:fs'
import { parseArgs } from 'node:util'
import { openDatabase } from '../../db/client.ts'
import { checkConsistency } from './consistency.ts'
import { Customer, Stats } from './customer.ts'
import { loopbackOnly, rssMb, startShop } from './shop-process.ts'

/**
 * `npm run load [-- --seconds 60 | --minutes 10] [--customers 8] [--url URL --data-dir DIR
 * --database-url URL]`: simulated customers against a shop on this machine. Without --url it
 * starts one PGlite process itself (port 3351, /tmp/nf-load-3351, fresh) and samples its memory.
 * --data-dir is where the shop writes its outbox (the registration mails); --database-url lets the
 * consistency check read a PostgreSQL shop. Prints throughput, p50/p99 per endpoint, the error
 * rate, memory over time and the consistency check; exits 1 when errors or problems were found.
 */
const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
    port: { type: 'string', default: '3351' },
    seconds: { type: 'string' },
    minutes: { type: 'string' },
    customers: { type: 'string', default: '8' },
  },
})
const seconds = values.minutes ? Number(values.minutes) * 60 : Number(values.seconds ?? 60)
const customerCount = Math.min(Number(values.customers), 40)
const port = Number(values.port)
const dataDir = values['data-dir'] ?? `/tmp/nf-load-${port}`

let shop: Awaited<ReturnType<typeof startShop>> | null = null
if (!values.url) {
  fs.rmSync(dataDir, { recursive: true, force: true })
  console.log(`starting one shop process on PGlite: port ${port}, DATA_DIR ${dataDir}`)
  shop = await startShop({ port, dataDir })
}
const url = values.url ?? shop?.url ?? ''
loopbackOnly(url)

// The catalog ids the customers pick from.
// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely
const post = async (body: unknown): Promise<any> =>
  await (
    await fetch(`${url}/api/catalog.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify(body),
    })
  ).json()
const fabricList = await post({ action: 'fabrics', page: 1 })
const fabricIds = ((fabricList.fabrics ?? fabricList.items ?? []) as { fabricId?: number; id?: number }[])
  .map((fabric) => fabric.fabricId ?? fabric.id ?? 0)
  .filter(Boolean)
  .slice(0, 6)
const productList = await post({ action: 'products', category: 'kragenstaebchen' })
const productId = (productList.products?.[0]?.productId ?? productList.products?.[0]?.id) as number
if (fabricIds.length === 0 || !productId) throw new Error('load: the catalog answered no fabrics or products')

const stats = new Stats()
const memory: { second: number; rss: number }[] = []
const started = performance.now()
const until = started + seconds * 1000
const sampler = setInterval(() => {
  const rss = shop ? rssMb(shop.pid) : null
  if (rss !== null) memory.push({ second: Math.round((performance.now() - started) / 1000), rss })
}, 5_000)

const customers = Array.from(
  { length: customerCount },
  (_, index) => new Customer(url, dataDir, stats, index),
)
console.log(`${customerCount} customers for ${seconds} s against ${url}`)
await Promise.all(
  customers.map(async (customer, index) => {
    // Staggered arrivals: not all registrations in the same millisecond.
    await new Promise((resolve) => setTimeout(resolve, index * 300))
    const measureId = await customer.register()
    let round = 0
    while (performance.now() < until) {
      const fabrics = [
        fabricIds[(index + round) % fabricIds.length] as number,
        fabricIds[(index + round + 1) % fabricIds.length] as number,
      ]
      await customer.round(measureId, fabrics, productId, round === 0)
      round++
    }
  }),
)
clearInterval(sampler)
const elapsed = (performance.now() - started) / 1000

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0
let total = 0
let errors = 0
const lines = [...stats.byLabel].map(([label, entry]) => {
  const sorted = [...entry.ms].sort((a, b) => a - b)
  total += sorted.length
  errors += entry.errors
  return `| ${label} | ${sorted.length} | ${quantile(sorted, 0.5).toFixed(0)} | ${quantile(sorted, 0.99).toFixed(0)} | ${entry.errors} |`
})
console.log(`\n${new Date().toISOString()}: ${customerCount} customers, ${elapsed.toFixed(0)} s`)
console.log(
  `throughput ${(total / elapsed).toFixed(1)} requests/s, ${total} requests, error rate ${((100 * errors) / Math.max(total, 1)).toFixed(2)} % (${errors})`,
)
console.log('\n| endpoint | requests | p50 ms | p99 ms | errors |\n|---|---|---|---|---|')
console.log(lines.join('\n'))
if (stats.failures.length) console.log(`\nfirst failures:\n${stats.failures.join('\n')}`)
if (memory.length) {
  const warm = memory.find((sample) => sample.second >= Math.min(30, seconds / 3)) ?? memory[0]
  const last = memory.at(-1)
  console.log(`\nRSS of the shop process (MB) every 5 s: ${memory.map((sample) => sample.rss).join(' ')}`)
  if (warm && last)
    console.log(
      `after warm-up (${warm.second} s) ${warm.rss} MB → end ${last.rss} MB: ${(((last.rss - warm.rss) / warm.rss) * 100).toFixed(1)} %`,
    )
} else console.log('\nRSS: not sampled (the shop runs elsewhere; read its /metrics)')

// The consistency check reads the database the shop wrote; PGlite only once the process is gone.
if (shop) await shop.stop()
const database = values['database-url']
  ? await openDatabase({ url: values['database-url'], migrate: false })
  : shop
    ? await openDatabase({ dataDir, migrate: false })
    : null
if (!database) {
  console.log('\nconsistency: skipped (give --database-url for a shop started elsewhere)')
} else {
  const result = await checkConsistency(
    database.db,
    customers.map((customer) => customer.told),
  )
  await database.close()
  console.log(
    `\nconsistency: ${result.orders} orders, ${result.designs} open designs, ${customers.length} carts, voucher redeemed ${result.voucherUses}×: ${result.problems.length === 0 ? 'all match' : `${result.problems.length} problems`}`,
  )
  for (const problem of result.problems.slice(0, 20)) console.log(`  ${problem}`)
  if (result.problems.length) process.exitCode = 1
}
if (errors > 0) process.exitCode = 1
