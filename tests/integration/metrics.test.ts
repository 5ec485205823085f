import { beforeAll, describe, expect, it } from 'vitest'
import { createMetrics } from '../../server/metrics/metrics.ts'
import { shopCalls } from '../support/shop-calls.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

/**
 * GET /metrics: Prometheus text behind a bearer token (METRICS_TOKEN); without the token
 * configured, or with a wrong one, the same 404 page as any unknown path. Labels are route
 * patterns: no ids, paths or addresses.
 */
const token = 'metrics-token-for-the-tests-0123456789'
let database: Awaited<ReturnType<typeof useTestDatabase>>
let app: ReturnType<typeof createTestApp>['app']
let deps: ReturnType<typeof createTestApp>['deps']
const { register, signUp, orderMeasuredDesign, shirt } = shopCalls(
  () => app,
  () => database.db,
)

beforeAll(async () => {
  database = await useTestDatabase()
  ;({ app, deps } = createTestApp(database.db, { SHOP_DEMO: '1', METRICS_TOKEN: token }))
})

const get = (target: typeof app, path: string, authorization?: string) =>
  target.request(path, { headers: authorization ? { authorization } : {} })

describe('/metrics', () => {
  it('does not exist without METRICS_TOKEN: the 404 page of any unknown path', async () => {
    const plain = createTestApp(database.db).app
    const metrics = await get(plain, '/metrics', `Bearer ${token}`)
    const unknown = await get(plain, '/no-such-page-here')
    expect(metrics.status).toBe(404)
    expect(metrics.headers.get('content-type')).toBe(unknown.headers.get('content-type'))
  })

  it('answers a missing or wrong token with that same 404 page', async () => {
    const unknown = await get(app, '/no-such-page-here')
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${token}x`, token.slice(0, 10)]) {
      const answer = await get(app, '/metrics', authorization)
      expect(answer.status).toBe(404)
      expect(answer.headers.get('content-type')).toBe(unknown.headers.get('content-type'))
      expect(await answer.text()).not.toContain('nf_http')
    }
  })

  it('counts requests, latency, errors and orders per route pattern, with pool, probe and memory', async () => {
    const jar = new CookieJar()
    const email = await register(jar)
    await orderMeasuredDesign(jar)
    const created = await shirt(jar, { action: 'create' })
    const shirtId = created.body.shirtId as number
    await get(app, `/api/service/files/${987_654_321}`)
    await get(app, '/')

    const answer = await get(app, '/metrics', `Bearer ${token}`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    const text = await answer.text()
    expect(text).toMatch(/nf_http_requests_total\{method="POST",route="\/api\/shirt\.php",status="200"\} \d+/)
    expect(text).toMatch(
      /nf_http_requests_total\{method="POST",route="\/api\/checkout\.php",status="200"\} 1/,
    )
    expect(text).toMatch(
      /nf_http_requests_total\{method="GET",route="\/api\/service\/files\/:fileId",status="404"\} 1/,
    )
    expect(text).toMatch(/nf_http_requests_total\{method="GET",route="page",status="200"\} \d+/)
    expect(text).toMatch(
      /nf_http_request_duration_seconds_bucket\{le="0\.1",method="POST",route="\/api\/shirt\.php"\} \d+/,
    )
    expect(text).toContain('# TYPE nf_http_server_errors_total counter')
    expect(text).toMatch(/nf_orders_placed_total\{payment="prepayment"\} 1/)
    expect(text).toMatch(/nf_db_probe_seconds \d/)
    // Every earlier request is answered: only the scrape itself is in flight.
    expect(text).toMatch(/^nf_http_requests_in_flight 1$/m)
    expect(text).toMatch(/process_resident_memory_bytes \d+/)
    expect(text).toMatch(/nodejs_heap_size_used_bytes \d+/)
    // Nothing about a visitor or a record in a label.
    expect(text).not.toContain('987654321')
    expect(text).not.toContain(email)
    const routes = new Set([...text.matchAll(/route="([^"]*)"/g)].map((match) => match[1]))
    expect([...routes].filter((route) => /\/\d/.test(route ?? ''))).toEqual([])
    expect(shirtId).toBeGreaterThan(0)
  })

  it('counts background jobs per kind: queued until they ran, failed once out of retries', async () => {
    // A sign-up through the API queues its welcome mail (register() writes a confirmed customer).
    await signUp(new CookieJar())
    const scrape = async () => (await get(app, '/metrics', `Bearer ${token}`)).text()
    const queued = Number(/^nf_jobs\{kind="mail",state="queued"\} (\d+)$/m.exec(await scrape())?.[1])
    expect(queued).toBeGreaterThanOrEqual(1)
    expect(await scrape()).toMatch(/^nf_jobs_oldest_due_seconds\{kind="mail"\} \d/m)
    await deps.jobs.drain()
    const text = await scrape()
    expect(text).toMatch(/^nf_jobs\{kind="mail",state="queued"\} 0$/m)
    expect(text).toMatch(/^nf_jobs\{kind="mail",state="failed"\} 0$/m)
    expect(text).toMatch(/^nf_jobs_oldest_due_seconds\{kind="mail"\} 0$/m)
    expect(text).toMatch(/^nf_mails_total\{result="sent",template="[A-Za-z]+"\} [1-9]\d*$/m)
  })

  it('counts a mail the mail server refused as failed, and names the build', async () => {
    const mailer = deps.mailer
    deps.mailer = {
      send: async () => {
        throw new Error('mail server down')
      },
    }
    try {
      await signUp(new CookieJar())
      await deps.jobs.drain()
    } finally {
      deps.mailer = mailer
    }
    const text = await (await get(app, '/metrics', `Bearer ${token}`)).text()
    expect(text).toMatch(/^nf_mails_total\{result="failed",template="[A-Za-z]+"\} [1-9]\d*$/m)
    expect(text).toContain(`nf_build_info{version="test",commit="unknown",node="${process.versions.node}"} 1`)
  })
})

describe('the database probe of a scrape', () => {
  it('waits at most its bound: a database that does not answer leaves the scrape answering', async () => {
    const metrics = createMetrics({ probe: () => new Promise(() => {}), probeLimitMs: 50 })
    const text = await metrics.registry.metrics()
    const seconds = Number(/^nf_db_probe_seconds (\S+)$/m.exec(text)?.[1])
    // The time waited is reported (a number, not 'failed'); timers may fire a hair early.
    expect(Number.isFinite(seconds) && seconds > 0).toBe(true)
  })
})
