import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/client.ts'
import { bumpCatalogVersion } from '../../db/queries/catalog.ts'
import * as schema from '../../db/schema/index.ts'
import type { Cluster, Instance } from '../../scripts/cluster/cluster.ts'
import { admin, api, Jar, mailsTo, metricsToken, startTestCluster, until } from './cluster-helpers.ts'

/**
 * Two real instances behind nginx on one fresh PostgreSQL database behave as one shop:
 * sessions, shared rate limits, a catalog change within a second, migrations once, a mail once,
 * and an instance drained under load (out of rotation, then SIGTERM) that loses no request.
 */
let cluster: Cluster
let cleanUp = async () => {}
let pool: pg.Pool
let a: Instance
let b: Instance

beforeAll(async () => {
  ;({ cluster, cleanUp } = await startTestCluster())
  pool = new pg.Pool({ connectionString: cluster.databaseUrl, max: 2 })
  a = cluster.instances[0] as Instance
  b = cluster.instances[1] as Instance
})

afterAll(async () => {
  await pool?.end()
  await cleanUp()
})

describe('two instances behind nginx on one PostgreSQL', () => {
  it('ran the migrations once although both started together on a fresh database', async () => {
    const journal = JSON.parse(fs.readFileSync('db/migrations/meta/_journal.json', 'utf8')) as {
      entries: unknown[]
    }
    const applied = await pool.query(
      'select count(*)::int as n, count(distinct hash)::int as d from drizzle.__drizzle_migrations',
    )
    expect(applied.rows[0]).toEqual({ n: journal.entries.length, d: journal.entries.length })
    for (const instance of [a, b]) {
      expect(instance.child.exitCode).toBeNull()
      expect(instance.output()).not.toMatch(/Failed query/)
    }
  })

  it('knows a login made on one instance on the other', async () => {
    const jar = new Jar()
    const login = await api(cluster, 'account.php', { action: 'login', ...admin }, { jar, target: a })
    expect(login.status, JSON.stringify(login.body)).toBe(200)
    const profile = await api(cluster, 'account.php', { action: 'profile' }, { jar, target: b })
    expect(profile.status, JSON.stringify(profile.body)).toBe(200)
    expect(profile.body.data.email).toBe(admin.email)
  })

  it('counts the attempts on both instances together against one limit', async () => {
    const email = `nobody-${Date.now()}@cluster.test`
    const answers: { status: number; reason?: string }[] = []
    // An account's free attempts are 5 in 15 minutes (core/limits/rules.ts), here 3 and 2 on the
    // two instances; beyond them each attempt needs a proof of work (core/accounts/login-gate.ts).
    for (let attempt = 0; attempt < 8; attempt++) {
      const target = attempt % 2 === 0 ? a : b
      const tried = await api(
        cluster,
        'account.php',
        { action: 'login', email, password: 'falsches-Passwort-1' },
        { target, clientIp: `198.51.100.${attempt + 1}` },
      )
      answers.push({ status: tried.status, reason: tried.body.reason })
    }
    expect(answers.slice(0, 5).map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401])
    expect(answers.slice(5)).toEqual(Array(3).fill({ status: 429, reason: 'PROOF_OF_WORK_REQUIRED' }))
  })

  it('shows a catalog change made through one instance on the other within a second', async () => {
    const found = await pool.query(
      `select ref_id as id, name from catalog_translations where kind = 'fabric' and locale = 'de' order by ref_id limit 1`,
    )
    const { id, name } = found.rows[0] as { id: number; name: string }
    const fabricName = async (target: Instance) =>
      (await api(cluster, 'catalog.php', { action: 'fabric', fabricId: id, lang: 'de' }, { target })).body
        .fabric?.name as string
    // Both instances hold the snapshot now.
    expect(await fabricName(a)).toBe(name)
    expect(await fabricName(b)).toBe(name)
    const renamed = `${name} (neu ${Date.now()})`
    const db: Db = drizzle(pool, { schema })
    const started = performance.now()
    // What the back office will do: the edit and the version bump in one transaction.
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`update catalog_translations set name = ${renamed} where kind = 'fabric' and ref_id = ${id} and locale = 'de'`,
      )
      await bumpCatalogVersion(tx)
    })
    const seen = await until(async () => (await fabricName(b)) === renamed, 1_000, 20)
    const ms = Math.round(performance.now() - started)
    console.info(`cluster: catalog change seen by the other instance after ${ms} ms`)
    expect(seen).toBe(true)
    expect(ms).toBeLessThan(1_000)
    expect(await fabricName(a)).toBe(renamed)
  })

  it('sends a registration mail once', async () => {
    const email = `once-${Date.now()}@cluster.test`
    const registered = await api(cluster, 'account.php', {
      action: 'register',
      email,
      password: 'Ein-gutes-Passwort-9',
      firstName: 'Erika',
      lastName: 'Muster',
    })
    expect(registered.status, JSON.stringify(registered.body)).toBe(200)
    expect(await until(() => mailsTo(cluster, email).length > 0, 5_000, 50)).toBe(true)
    // Time for a second one, if anything were to send it twice.
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect(mailsTo(cluster, email)).toHaveLength(1)
  })

  it('answers /metrics 404 through nginx even with the token; each instance serves it itself', async () => {
    const authorization = `Bearer ${metricsToken}`
    for (const path of ['/metrics', '/metrics?x=1', '//metrics', '/%6Detrics']) {
      const refused = await fetch(`${cluster.url}${path}`, { headers: { authorization } })
      expect(refused.status, path).toBe(404)
      expect(await refused.text(), path).not.toContain('nf_http')
    }
    const answer = await fetch(`http://127.0.0.1:${a.port}/metrics`, { headers: { authorization } })
    expect(answer.status).toBe(200)
    const text = await answer.text()
    expect(text).toMatch(/nf_db_pool_connections\{state="total"\} \d+/)
    expect(text).toMatch(/nf_db_probe_seconds \d/)
  })

  it("listens on 127.0.0.1 only (BIND), and answers with nginx's request id", async () => {
    const outside = Object.values(os.networkInterfaces())
      .flat()
      .find((entry) => entry?.family === 'IPv4' && !entry.internal)?.address
    if (outside) {
      const refused = await fetch(`http://${outside}:${a.port}/health/live`).then(
        () => 'answered',
        (error: Error) => (error.cause as { code?: string })?.code ?? error.message,
      )
      expect(refused).toBe('ECONNREFUSED')
    }
    const answer = await fetch(`${cluster.url}/health/live`)
    // nginx's $request_id (32 hex digits), believed from the trusted proxy on loopback.
    expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/)
  })

  it('starts an instance killed with SIGKILL again, back in rotation', async () => {
    const started = performance.now()
    b.child.kill('SIGKILL')
    const revived = await cluster.revived(1, b)
    const ms = Math.round(performance.now() - started)
    console.info(`cluster: a killed instance answered again after ${ms} ms`)
    expect(revived.child.pid).not.toBe(b.child.pid)
    expect((await fetch(`http://127.0.0.1:${revived.port}/health/live`)).status).toBe(200)
    b = revived
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        fetch(`${cluster.url}/builds/latest.json`).then((response) => response.status),
      ),
    )
    expect(answers).toEqual(Array(6).fill(200))
  })

  it('loses no request while one instance is drained (out of rotation, then SIGTERM) under load', async () => {
    const results = { ok: 0, retried: 0, failed: [] as string[], byMethod: { GET: 0, POST: 0 } }
    let running = true
    const send = (post: boolean, round: number) =>
      post
        ? fetch(`${cluster.url}/api/catalog.php`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: cluster.url },
            body: JSON.stringify({ action: 'templates', page: 1 }),
          })
        : fetch(`${cluster.url}/${round % 3 === 0 ? '' : 'builds/latest.json'}`)
    const worker = async (index: number) => {
      let round = 0
      while (running) {
        round++
        const post = (index + round) % 2 === 0
        try {
          // nginx's reload closes its idle client connections; a request that met one got no
          // answer at all, and a browser sends it again (as it does on any reused connection).
          const response = await send(post, round).catch(() => {
            results.retried++
            return send(post, round)
          })
          await response.arrayBuffer()
          if (response.ok) {
            results.ok++
            results.byMethod[post ? 'POST' : 'GET']++
          } else results.failed.push(`${post ? 'POST' : 'GET'} ${response.status}`)
        } catch (error) {
          results.failed.push(`${post ? 'POST' : 'GET'} ${(error as Error).message}`)
        }
      }
    }
    const workers = Array.from({ length: 8 }, (_, index) => worker(index))
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    const before = results.ok
    const signalled = performance.now()
    const code = await cluster.drain(0)
    const drainMs = Math.round(performance.now() - signalled)
    const drainedAt = results.ok
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    running = false
    await Promise.all(workers)
    console.info(
      `cluster: ${results.ok} answers (${before} before SIGTERM, ${drainedAt - before} during the ${drainMs} ms drain, GET ${results.byMethod.GET}, POST ${results.byMethod.POST}, sent again after no answer ${results.retried}), failed ${results.failed.length}`,
    )
    if (results.failed.length > 0) {
      const nginxLog = path.join(cluster.runDir, 'nginx-error.log')
      console.info(fs.existsSync(nginxLog) ? fs.readFileSync(nginxLog, 'utf8').slice(-3000) : 'no nginx log')
    }
    expect(code).toBe(0)
    expect(results.failed).toEqual([])
    expect(results.ok).toBeGreaterThan(before)
  })
})
