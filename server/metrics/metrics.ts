import { createHash, timingSafeEqual } from 'node:crypto'
import { Hono, type MiddlewareHandler } from 'hono'
import { routePath } from 'hono/route'
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import type { Counters } from '#core/counters.ts'
import type { JobCounts } from '#core/jobs/contract.ts'
import type { DatabaseStats } from '#db/client.ts'
import type { AppEnv } from '../http/types.ts'

/**
 * The shop's Prometheus metrics (`GET /metrics` with `Authorization: Bearer $METRICS_TOKEN`).
 * Labels are route patterns (`/api/cart.php`, `/folded/:folder/:name`, `page`, `static`), methods
 * and status codes: never a raw path, an id or anything about a visitor. One registry per app, so
 * tests may build several.
 */
export type ShopMetrics = Counters & {
  registry: Registry
  observeRequest: (input: { method: string; route: string; status: number; seconds: number }) => void
  orderPlaced: (paymentMethod: string) => void
  /** A request started (+1) or was answered (-1): what is being worked on now. */
  inFlight: (change: 1 | -1) => void
}

const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
const knownMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/**
 * How long a scrape waits for its database probe: a slow database must not make the scrape itself
 * slow (or cut at the request deadline), when the figures are needed most.
 */
const probeLimitMs = 2_000

export function createMetrics(database: {
  stats?: () => DatabaseStats
  probe: () => Promise<void>
  /** Tests: a shorter bound than the 2 s of a scrape. */
  probeLimitMs?: number
  /** The job queue's counts per kind (core/jobs). */
  jobs?: () => Promise<JobCounts[]>
  /** What is running: `nf_build_info`. */
  build?: { version: string; commit?: string }
}): ShopMetrics {
  const limitMs = database.probeLimitMs ?? probeLimitMs
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const requests = new Counter({
    name: 'nf_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  })
  const errors = new Counter({
    name: 'nf_http_server_errors_total',
    help: 'HTTP answers with a 5xx status, by method and route pattern',
    labelNames: ['method', 'route'],
    registers: [registry],
  })
  const latency = new Histogram({
    name: 'nf_http_request_duration_seconds',
    help: 'Time from a request to its answer (headers), by method and route pattern',
    labelNames: ['method', 'route'],
    buckets: latencyBuckets,
    registers: [registry],
  })
  const orders = new Counter({
    name: 'nf_orders_placed_total',
    help: 'Orders placed (replays of an idempotent request not counted), by payment method',
    labelNames: ['payment'],
    registers: [registry],
  })
  const inFlight = new Gauge({
    name: 'nf_http_requests_in_flight',
    help: 'Requests received and not yet answered (a slow database shows here first)',
    registers: [registry],
  })
  new Gauge({
    name: 'nf_db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting = requests queued for one)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = database.stats?.()
      if (stats?.kind !== 'postgres') return
      this.set({ state: 'total' }, stats.total)
      this.set({ state: 'idle' }, stats.idle)
      this.set({ state: 'waiting' }, stats.waiting)
    },
  })
  new Gauge({
    name: 'nf_jobs',
    help: 'Background jobs (mails, …) by kind and state: queued (waiting, or waiting for a retry), active, failed (retries used up; /admin/jobs)',
    labelNames: ['kind', 'state'],
    registers: [registry],
    async collect() {
      if (!database.jobs) return
      const counts = await withinLimit(database.jobs(), limitMs)
      // Too slow or failing: no figure rather than a wrong one (nf_db_probe_seconds says why).
      this.reset()
      for (const count of counts ?? []) {
        this.set({ kind: count.kind, state: 'queued' }, count.queued)
        this.set({ kind: count.kind, state: 'active' }, count.active)
        this.set({ kind: count.kind, state: 'failed' }, count.failed)
      }
    },
  })
  new Gauge({
    name: 'nf_jobs_oldest_due_seconds',
    help: 'How long the oldest due job of each kind (waiting, or waiting for its retry, its time passed) has waited; 0 when none is due',
    labelNames: ['kind'],
    registers: [registry],
    async collect() {
      if (!database.jobs) return
      const counts = await withinLimit(database.jobs(), limitMs)
      this.reset()
      for (const count of counts ?? []) this.set({ kind: count.kind }, count.oldestDueSeconds)
    },
  })
  const mails = new Counter({
    name: 'nf_mails_total',
    help: 'Mails handed to the mail server (sent) or not (failed: the job tries again), by template',
    labelNames: ['result', 'template'],
    registers: [registry],
  })
  const payments = new Counter({
    name: 'nf_payments_total',
    help: "Payment providers' events by provider and result (paid, already-paid, mismatch, unknown-order, noted, duplicate, ignored)",
    labelNames: ['provider', 'result'],
    registers: [registry],
  })
  const refunds = new Counter({
    name: 'nf_refunds_total',
    help: 'Refunds sent to the payment provider, by its answer (ok, failed)',
    labelNames: ['result'],
    registers: [registry],
  })
  const fallbacks = new Counter({
    name: 'nf_rate_limit_fallbacks_total',
    help: 'Rate limit checks counted in the database because Redis failed',
    registers: [registry],
  })
  new Gauge({
    name: 'nf_build_info',
    help: 'The running build: version, commit (when known) and Node.js version; always 1',
    labelNames: ['version', 'commit', 'node'],
    registers: [registry],
  }).set(
    {
      version: database.build?.version ?? 'unknown',
      commit: database.build?.commit ?? 'unknown',
      node: process.versions.node,
    },
    1,
  )
  new Gauge({
    name: 'nf_db_probe_seconds',
    help: 'Time a trivial query takes at scrape time: PGlite, which runs one query at a time, its queue; PostgreSQL, waiting for a pooled connection and the round trip. At most 2: the scrape waits no longer',
    registers: [registry],
    async collect() {
      const started = performance.now()
      let timer: NodeJS.Timeout | undefined
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), limitMs)
      })
      try {
        await Promise.race([database.probe(), late])
        this.set((performance.now() - started) / 1000)
      } catch {
        this.set(Number.NaN)
      } finally {
        clearTimeout(timer)
      }
    },
  })
  return {
    registry,
    observeRequest({ method, route, status, seconds }) {
      const verb = knownMethods.has(method) ? method : 'OTHER'
      requests.inc({ method: verb, route, status: String(status) })
      latency.observe({ method: verb, route }, seconds)
      if (status >= 500) errors.inc({ method: verb, route })
    },
    orderPlaced(paymentMethod) {
      orders.inc({ payment: paymentMethod })
    },
    mail(result, template) {
      mails.inc({ result, template })
    },
    payment(provider, result) {
      payments.inc({ provider, result })
    },
    refund(result) {
      refunds.inc({ result })
    },
    rateLimitFallback() {
      fallbacks.inc()
    },
    inFlight(change) {
      inFlight.inc(change)
    },
  }
}

/** The value of `work`, or null when it fails or takes longer than `limitMs`. */
async function withinLimit<T>(work: Promise<T>, limitMs: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), limitMs)
  })
  try {
    return await Promise.race([work, late])
  } catch {
    return null
  } finally {
    clearTimeout(timer)
  }
}

/**
 * The label of the route that answered: its registered pattern, `static` for a file of the
 * client build (marked by the static handler), `page` for everything the page renderer answered.
 */
export function routeLabel(c: Parameters<MiddlewareHandler<AppEnv>>[0]): string {
  if (c.get('staticFile')) return 'static'
  const pattern = routePath(c)
  if (pattern === '*' || pattern === '/*') return 'page'
  return pattern
}

/** Times every request and counts it under its route pattern (the first middleware of the app). */
export function measureRequests(metrics: ShopMetrics): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now()
    c.set('metrics', metrics)
    metrics.inFlight(1)
    try {
      await next()
    } finally {
      metrics.inFlight(-1)
      metrics.observeRequest({
        method: c.req.method,
        route: routeLabel(c),
        status: c.res.status,
        seconds: (performance.now() - started) / 1000,
      })
    }
  }
}

/**
 * `GET /metrics`: without METRICS_TOKEN configured it is not registered (the shop's 404 page);
 * with it, a missing or wrong bearer token gets that same 404 page, so a scanner learns nothing.
 * Digests are compared in constant time: neither the token nor its length can be timed.
 */
export function metricsRoute(metrics: ShopMetrics, token: string | undefined) {
  const digest = (value: string) => createHash('sha256').update(value).digest()
  const expected = token ? digest(token) : null
  return new Hono<AppEnv>().get('/metrics', async (c, next) => {
    const given = digest((c.req.header('authorization') ?? '').replace(/^Bearer\s+/i, ''))
    if (!expected || !timingSafeEqual(given, expected)) {
      // Exactly what an unknown path answers (the page renderer's 404).
      await next()
      return
    }
    c.header('Cache-Control', 'no-store')
    c.header('Content-Type', metrics.registry.contentType)
    return c.body(await metrics.registry.metrics())
  })
}
