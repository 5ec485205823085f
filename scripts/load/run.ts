import { parseArgs } from 'node:util'
import { checkConsistency } from './consistency.ts'
import { Customer, refusalTable, Stats } from './customer.ts'
import { loopbackOnly } from './shop-process.ts'
import { clusterTarget, externalTarget, type LoadTarget, memoryOf, pgliteTarget } from './targets.ts'

/**
 * `npm run load [-- --seconds 60 | --minutes 10] [--customers 8] [--target pglite|cluster]
 * [--port 3351] [--instances 2] [--database-prefix nf_load] [--url URL --data-dir DIR
 * --database-url URL]`: simulated customers against a shop on this machine.
 * - `--target pglite` (the default): one PGlite process on --port, DATA_DIR /tmp/nf-load-<port>,
 *   fresh.
 * - `--target cluster`: --instances processes behind nginx on --port (instances on the ports
 *   after it), on a fresh PostgreSQL database `<database-prefix>_cluster_<time>` (dropped
 *   afterwards unless --keep-database), Redis rate limits when 127.0.0.1:6379 answers.
 * - `--url`: a shop started elsewhere; --data-dir is where it writes its outbox (the registration
 *   mails), --database-url lets the consistency check read it.
 * Prints throughput, p50/p99 per endpoint, the error rate, the refusals (4xx) with their reasons,
 * the memory of each process over time (RSS and V8 heap) and the consistency check; exits 1 when
 * errors or problems were found.
 */
const { values } = parseArgs({
  options: {
    target: { type: 'string' },
    url: { type: 'string' },
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
    port: { type: 'string', default: '3351' },
    instances: { type: 'string', default: '2' },
    'database-prefix': { type: 'string', default: 'nf_load' },
    'keep-database': { type: 'boolean', default: false },
    seconds: { type: 'string' },
    minutes: { type: 'string' },
    customers: { type: 'string', default: '8' },
  },
})
const seconds = values.minutes ? Number(values.minutes) * 60 : Number(values.seconds ?? 60)
const customerCount = Math.min(Number(values.customers), 40)
const port = Number(values.port)
const targetName = values.target ?? (values.url ? 'url' : 'pglite')
if (!['pglite', 'cluster', 'url'].includes(targetName) || (targetName === 'url') !== Boolean(values.url)) {
  console.error('--target pglite|cluster, or --url URL for a shop started elsewhere')
  process.exit(2)
}

const target: LoadTarget =
  targetName === 'cluster'
    ? await clusterTarget({
        port,
        instances: Number(values.instances),
        databasePrefix: values['database-prefix'],
        keepDatabase: values['keep-database'],
      })
    : targetName === 'pglite'
      ? await pgliteTarget({ port, dataDir: values['data-dir'] ?? `/tmp/nf-load-${port}` })
      : externalTarget({
          url: values.url ?? '',
          dataDir: values['data-dir'] ?? `/tmp/nf-load-${port}`,
          databaseUrl: values['database-url'],
        })
console.log(`load against ${target.description}`)
const { url, dataDir } = target
loopbackOnly(url)

const stats = new Stats()
/** Every 5 s: each watched process's RSS and heap (MB), null once it is gone. */
const memory: { second: number; of: ({ rss: number; heap: number | null } | null)[] }[] = []
const customers: Customer[] = []
const started = performance.now()
try {
  await shopUntilTheEnd()
} catch (error) {
  // The processes and the database this tool started go with it.
  console.error(error)
  await (await target.finish().catch(() => null))?.close()
  await target.cleanup()
  process.exit(1)
}
const elapsed = (performance.now() - started) / 1000

/** The customers' rounds until the time is up, with the memory sampled alongside. */
async function shopUntilTheEnd() {
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
  if (fabricIds.length === 0 || !productId)
    throw new Error('load: the catalog answered no fabrics or products')

  const until = started + seconds * 1000
  let sampling = true
  const sampler = (async () => {
    while (sampling && target.watched.length) {
      const of = await Promise.all(target.watched.map((watched) => memoryOf(target, watched)))
      memory.push({ second: Math.round((performance.now() - started) / 1000), of })
      await new Promise((resolve) => setTimeout(resolve, 5_000))
    }
  })()

  customers.push(
    ...Array.from({ length: customerCount }, (_, index) => new Customer(url, dataDir, stats, index)),
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
  sampling = false
  await sampler
}

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
const refusals = refusalTable(stats)
console.log(refusals ? `\nrefusals (4xx):\n${refusals}` : '\nrefusals (4xx): none')
printMemory()

// The consistency check reads the database the shop wrote (PGlite: once the process is gone).
const database = await target.finish()
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
await target.cleanup()
if (errors > 0) process.exitCode = 1

/**
 * Memory over time per process (one row a minute, or every 15 s in runs under 3 minutes) and
 * the growth from the end of the warm-up (the first minute; a third of shorter runs) to the end.
 */
function printMemory() {
  if (memory.length === 0) {
    console.log('\nmemory: not sampled (the shop runs elsewhere; read its /metrics)')
    return
  }
  const every = seconds >= 180 ? 60 : 15
  const warmUp = Math.min(60, Math.round(seconds / 3))
  const labels = target.watched.map((watched) => watched.label)
  const cell = (value: { rss: number; heap: number | null } | null | undefined) =>
    value ? `${value.rss} / ${value.heap ?? '–'}` : 'gone'
  // The first sample of each period (samples drift on a loaded machine), and the last.
  const rows = memory.filter(
    (sample, index) =>
      index === 0 ||
      index === memory.length - 1 ||
      Math.floor(sample.second / every) !== Math.floor((memory[index - 1]?.second ?? 0) / every),
  )
  console.log(
    `\nmemory, MB (RSS / V8 heap used), sampled every 5 s:\n| second | ${labels.join(' | ')} |\n|---|${labels.map(() => '---|').join('')}`,
  )
  for (const sample of rows) console.log(`| ${sample.second} | ${sample.of.map(cell).join(' | ')} |`)
  const warm = memory.find((sample) => sample.second >= warmUp) ?? memory[0]
  const last = memory.at(-1)
  if (!warm || !last) return
  const growth = (from: number | null | undefined, to: number | null | undefined) =>
    from && to ? `${(((to - from) / from) * 100).toFixed(1)} %` : '–'
  console.log(
    '\n| process | RSS after warm-up → end | growth | heap after warm-up → end | growth |\n|---|---|---|---|---|',
  )
  labels.forEach((label, index) => {
    const from = warm.of[index]
    const to = last.of[index]
    console.log(
      `| ${label} | ${from?.rss} → ${to?.rss} MB (${warm.second} → ${last.second} s) | ${growth(from?.rss, to?.rss)} | ${from?.heap} → ${to?.heap} MB | ${growth(from?.heap, to?.heap)} |`,
    )
  })
}
