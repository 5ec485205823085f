import fs from 'node:fs'
import { openDatabase } from '../../db/client.ts'
import { checkConsistency } from '../load/consistency.ts'
import { Customer, refusalTable, Stats } from '../load/customer.ts'
import { startShop } from '../load/shop-process.ts'
import { freshDatabase, throughPort } from './postgres.ts'
import { startProxy } from './proxy.ts'

/** A request is 'hung' when it has no answer after this long. */
const hangMs = 30_000
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type Probe = { at: number; status: number; ms: number; retryAfter: string | null; reason: string }

/**
 * One guest session, asked for again and again (`GET /api/session.php` reads the session row, so
 * every probe needs the database). Records status, time, Retry-After and the envelope's reason.
 */
async function prober(url: string) {
  const first = await fetch(`${url}/api/session.php?cb=0`)
  const cookie = (first.headers.getSetCookie().find((line) => line.startsWith('nf_session=')) ?? '').split(
    ';',
  )[0]
  if (!cookie) throw new Error(`no session cookie from the shop (${first.status})`)
  const probes: Probe[] = []
  const probe = async () => {
    const started = performance.now()
    const at = Date.now()
    try {
      const response = await fetch(`${url}/api/session.php?cb=${at}`, {
        headers: { cookie: cookie ?? '' },
        signal: AbortSignal.timeout(hangMs),
      })
      const text = await response.text()
      let reason = ''
      try {
        reason = (JSON.parse(text) as { reason?: string }).reason ?? ''
      } catch {
        reason = 'not JSON'
      }
      const entry = {
        at,
        status: response.status,
        ms: performance.now() - started,
        retryAfter: response.headers.get('retry-after'),
        reason,
      }
      probes.push(entry)
      return entry
    } catch (error) {
      const entry = {
        at,
        status: (error as Error).name === 'TimeoutError' ? -1 : 0,
        ms: performance.now() - started,
        retryAfter: null,
        reason: String(error),
      }
      probes.push(entry)
      return entry
    }
  }
  return { probes, probe }
}

/** Fabrics to design with and a product for the cart, as the customers of `npm run load` use them. */
export async function catalogChoices(url: string) {
  // biome-ignore lint/suspicious/noExplicitAny: answers are read loosely
  const catalog = async (body: unknown): Promise<any> =>
    (
      await fetch(`${url}/api/catalog.php`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: url },
        body: JSON.stringify(body),
      })
    ).json()
  const fabrics = (await catalog({ action: 'fabrics', page: 1 })).fabrics as {
    fabricId?: number
    id?: number
  }[]
  const fabricIds = fabrics.map((fabric) => fabric.fabricId ?? fabric.id ?? 0).slice(0, 4)
  const products = await catalog({ action: 'products', category: 'kragenstaebchen' })
  const productId = (products.products?.[0]?.productId ?? products.products?.[0]?.id) as number
  return { fabricIds, productId }
}

/** A 503 as the operator guide promises it: Retry-After and a database or deadline reason. */
const clean503 = (probe: Probe) =>
  probe.status === 503 &&
  probe.retryAfter !== null &&
  /^(DATABASE_UNAVAILABLE|DATABASE_TIMEOUT|REQUEST_TIMEOUT)$/.test(probe.reason)

async function metricsOf(url: string, token: string) {
  const started = performance.now()
  try {
    const response = await fetch(`${url}/metrics`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(hangMs),
    })
    const text = await response.text()
    const value = (pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? Number.NaN)
    return {
      ms: performance.now() - started,
      // The scrape itself is in flight while it is answered.
      inFlight: value(/^nf_http_requests_in_flight (\S+)$/m) - 1,
      total: value(/^nf_db_pool_connections\{state="total"\} (\S+)$/m),
      waiting: value(/^nf_db_pool_connections\{state="waiting"\} (\S+)$/m),
    }
  } catch {
    return null
  }
}

async function withShop<T>(
  port: number,
  what: string,
  env: Record<string, string>,
  run: (input: {
    url: string
    dataDir: string
    proxy: Awaited<ReturnType<typeof startProxy>>
    databaseUrl: string
    token: string
    pid: number
  }) => Promise<T>,
) {
  const database = await freshDatabase(what)
  const proxy = await startProxy({ port: port + 1, target: { host: database.host, port: database.port } })
  const dataDir = `/tmp/nf-faults-${port}`
  fs.rmSync(dataDir, { recursive: true, force: true })
  const token = `faults-metrics-token-${Date.now()}`
  try {
    const shop = await startShop({
      port,
      dataDir,
      env: {
        DATABASE_URL: throughPort(database.url, proxy.port),
        SHOP_DEMO: '1',
        METRICS_TOKEN: token,
        ...env,
      },
    })
    try {
      return await run({ url: shop.url, dataDir, proxy, databaseUrl: database.url, token, pid: shop.pid })
    } finally {
      await shop.stop()
    }
  } finally {
    await proxy.close()
    await database.drop()
  }
}

function logCount(dataDir: string, message: string) {
  const log = fs.readFileSync(`${dataDir}/server.log`, 'utf8')
  return log.split('\n').filter((line) => line.includes(`"msg":"${message}"`)).length
}

function alive(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/**
 * Scenario `db-restart`: PostgreSQL goes away under load. The shop reaches its database through
 * the fault proxy; customers shop and a prober asks for its session every 100 ms while the proxy
 * cuts every connection and refuses new ones for `cutMs`, `outages` times. Judged: every answer
 * during a cut is a 503 with Retry-After and a database reason (no 500, no hang), the shop answers
 * 200 again by itself after each cut, the process never restarted, and the database agrees with
 * what customers were told.
 */
export async function dbRestartScenario(options: {
  port: number
  outages: number
  cutMs: number
  customers: number
}) {
  return withShop(options.port, 'restart', {}, async ({ url, dataDir, proxy, databaseUrl, pid }) => {
    const stats = new Stats()
    const customers = Array.from(
      { length: Math.min(options.customers, 10) },
      (_, index) => new Customer(url, dataDir, stats, index),
    )
    const measures = await Promise.all(customers.map((customer) => customer.register()))
    const { fabricIds, productId } = await catalogChoices(url)
    stats.statuses.clear()
    const { probes, probe } = await prober(url)
    let running = true
    const shopping = customers.map(async (customer, index) => {
      let step = 0
      while (running) {
        const fabrics = [0, 1].map(
          (offset) => fabricIds[(index + step + offset) % fabricIds.length] as number,
        )
        await customer.round(measures[index] as number, fabrics, productId, true)
        step++
      }
    })
    const probing = (async () => {
      while (running) {
        await probe()
        await sleep(100)
      }
    })()
    const rows: string[] = []
    let ok = true
    await sleep(3_000)
    for (let outage = 1; outage <= options.outages; outage++) {
      const cutAt = Date.now()
      proxy.cut()
      await sleep(options.cutMs)
      const restoredAt = Date.now()
      proxy.restore()
      // Recovered: the first probe sent after the restore that answers 200.
      let recoveredMs = Number.NaN
      while (Date.now() - restoredAt < 60_000) {
        const answer = await probe()
        if (answer.status === 200) {
          recoveredMs = Date.now() - restoredAt
          break
        }
        await sleep(100)
      }
      // Probes sent during the cut; a probe that was on its way when the cut came may still be a 200.
      const during = probes.filter((entry) => entry.at >= cutAt + 50 && entry.at < restoredAt)
      const clean = during.filter(clean503).length
      const others = during.filter((entry) => entry.status !== 200 && !clean503(entry))
      const slowest = Math.max(...during.map((entry) => entry.ms))
      rows.push(
        `| ${outage} | ${during.length} | ${clean} | ${during.filter((entry) => entry.status === 200).length} | ${others.filter((entry) => entry.status >= 500 && entry.status !== 503).length} / ${others.filter((entry) => entry.status === 503).length} / ${others.filter((entry) => entry.status <= 0).length} | ${slowest.toFixed(0)} | ${recoveredMs} |`,
      )
      if (others.length || !Number.isFinite(recoveredMs)) ok = false
      await sleep(4_000)
    }
    running = false
    await Promise.all([...shopping, probing])
    const unhandled = logCount(dataDir, 'unhandled error')
    const unavailable = logCount(dataDir, 'database unavailable')
    const lost = logCount(dataDir, 'database connection lost')
    const stillAlive = alive(pid)
    const database = await openDatabase({ url: databaseUrl, migrate: false })
    const told = await checkConsistency(
      database.db,
      customers.map((customer) => customer.told),
    )
    await database.close()
    const problems = told.problems.filter((p) => !p.startsWith('voucher') && !p.includes('cart holds'))
    if (unhandled || !stillAlive || problems.length) ok = false

    console.log(
      `\n${new Date().toISOString()}: db-restart, ${options.outages} cuts of ${options.cutMs} ms under ${customers.length} customers`,
    )
    console.log(
      '\n| cut | probes during the cut | 503 + Retry-After + reason | 200 (in flight before the cut) | other 5xx / 503 without header or reason / no answer | slowest answer ms | 200 again after restore, ms |\n|---|---|---|---|---|---|---|',
    )
    for (const row of rows) console.log(row)
    const statuses = [...stats.statuses].sort(([a], [b]) => a - b)
    console.log(
      `\ncustomers' answers by status: ${statuses.map(([status, count]) => `${status}: ${count}`).join(', ')}`,
    )
    const refusals = refusalTable(stats)
    if (refusals) console.log(`\ncustomers' refusals (4xx):\n${refusals}`)
    console.log('\n| check | result |\n|---|---|')
    console.log(
      `| the shop process (pid ${pid}) kept running, never restarted | ${stillAlive ? 'yes' : 'NO'} |`,
    )
    console.log(
      `| 'unhandled error' (500) in the log / 'database unavailable' (503) / 'database connection lost' | ${unhandled} / ${unavailable} / ${lost} |`,
    )
    console.log(
      `| acknowledged orders and design changes in the database | ${told.orders} orders, ${told.designs} open designs, ${problems.length} problems |`,
    )
    for (const problem of problems.slice(0, 10)) console.log(`  ${problem}`)
    return ok
  })
}

/**
 * Scenario `slow-db`: every packet to and from PostgreSQL is held `latencyMs` in each direction
 * while `concurrency` clients keep asking for their session. The shop runs with
 * DB_QUERY_TIMEOUT_MS=`queryTimeoutMs` and REQUEST_TIMEOUT_MS=`requestTimeoutMs`. Judged: every request is answered (200 or a 503 with
 * Retry-After and a database reason, never a hang or a 500), the pool stays bounded (≤ 10), and
 * after the latency is gone nothing is left in flight or waiting and the shop answers 200.
 */
export async function slowDbScenario(options: {
  port: number
  latencyMs: number
  seconds: number
  concurrency: number
  queryTimeoutMs: number
  requestTimeoutMs: number
}) {
  const env = {
    DB_QUERY_TIMEOUT_MS: String(options.queryTimeoutMs),
    REQUEST_TIMEOUT_MS: String(options.requestTimeoutMs),
  }
  return withShop(options.port + 3, 'slow', env, async ({ url, dataDir, proxy, token, pid }) => {
    const clients = await Promise.all(Array.from({ length: options.concurrency }, () => prober(url)))
    for (const client of clients) await client.probe()
    const before = await metricsOf(url, token)
    proxy.latencyMs = options.latencyMs
    const started = Date.now()
    const samples: NonNullable<Awaited<ReturnType<typeof metricsOf>>>[] = []
    let running = true
    const sampling = (async () => {
      while (running) {
        const sample = await metricsOf(url, token)
        if (sample) samples.push(sample)
        await sleep(1_000)
      }
    })()
    const slowStart = clients.map((client) => client.probes.length)
    await Promise.all(
      clients.map(async (client) => {
        while (Date.now() - started < options.seconds * 1000) await client.probe()
      }),
    )
    running = false
    await sampling
    const during = clients.flatMap((client, index) => client.probes.slice(slowStart[index]))
    proxy.latencyMs = 0
    // Whatever was still waiting on the slow connections finishes or times out, then:
    await sleep(Math.min(options.queryTimeoutMs, options.requestTimeoutMs) + 1_000)
    const after = await metricsOf(url, token)
    const recovered = await clients[0]?.probe()
    const stillAlive = alive(pid)
    const unhandled = logCount(dataDir, 'unhandled error')

    const count = (test: (probe: Probe) => boolean) => during.filter(test).length
    const sorted = during.map((probe) => probe.ms).sort((a, b) => a - b)
    const quantile = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
    const bad = count((probe) => probe.status !== 200 && !clean503(probe))
    const max = (key: 'inFlight' | 'total' | 'waiting') => Math.max(...samples.map((sample) => sample[key]))
    console.log(
      `\n${new Date().toISOString()}: slow-db, ${options.latencyMs} ms added per direction for ${options.seconds} s, ${options.concurrency} clients, DB_QUERY_TIMEOUT_MS=${options.queryTimeoutMs}, REQUEST_TIMEOUT_MS=${options.requestTimeoutMs}`,
    )
    console.log(
      '\n| answers | 200 | 503 DATABASE_TIMEOUT | 503 DATABASE_UNAVAILABLE | 503 REQUEST_TIMEOUT | other (5xx, no header, no answer) | p50 ms | p99 ms | max ms |\n|---|---|---|---|---|---|---|---|---|',
    )
    console.log(
      `| ${during.length} | ${count((p) => p.status === 200)} | ${count((p) => clean503(p) && p.reason === 'DATABASE_TIMEOUT')} | ${count((p) => clean503(p) && p.reason === 'DATABASE_UNAVAILABLE')} | ${count((p) => clean503(p) && p.reason === 'REQUEST_TIMEOUT')} | ${bad} | ${quantile(0.5).toFixed(0)} | ${quantile(0.99).toFixed(0)} | ${(sorted.at(-1) ?? 0).toFixed(0)} |`,
    )
    console.log('\n| /metrics | before | while slow (max of samples) | after |\n|---|---|---|---|')
    console.log(
      `| requests in flight (besides the scrape) | ${before?.inFlight} | ${max('inFlight')} | ${after?.inFlight} |`,
    )
    console.log(`| pool connections total (max 10) | ${before?.total} | ${max('total')} | ${after?.total} |`)
    console.log(
      `| requests waiting for a pool connection | ${before?.waiting} | ${max('waiting')} | ${after?.waiting} |`,
    )
    console.log(
      `| scrape time ms | ${before?.ms.toFixed(0)} | ${Math.max(...samples.map((s) => s.ms)).toFixed(0)} | ${after?.ms.toFixed(0)} |`,
    )
    console.log('\n| check | result |\n|---|---|')
    console.log(
      `| the process kept running / 'unhandled error' in the log | ${stillAlive ? 'yes' : 'NO'} / ${unhandled} |`,
    )
    console.log(
      `| a request after the latency is gone | ${recovered?.status} in ${recovered?.ms.toFixed(0)} ms |`,
    )
    return (
      bad === 0 &&
      unhandled === 0 &&
      stillAlive &&
      recovered?.status === 200 &&
      after?.inFlight === 0 &&
      after?.waiting === 0 &&
      max('total') <= 10
    )
  })
}
