import net from 'node:net'
import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../db/client.ts'
import { createLogger } from '../../server/logger.ts'
import { createTestApp, fromPeer } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

/**
 * Every answer carries X-Request-Id (the trusted proxy's, when it is a plain token, or a new UUID),
 * and every log line written while the request runs carries the same id as `reqId`.
 */
let database: Awaited<ReturnType<typeof useTestDatabase>>
const opened: Database[] = []
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

beforeAll(async () => {
  database = await useTestDatabase()
})
afterAll(async () => {
  for (const open of opened) await open.close().catch(() => undefined)
})

/** The test app with the server's own logger, its JSON lines kept. */
function loggedApp(db = database.db, env: Record<string, string> = {}) {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line.trim()) lines.push(JSON.parse(line))
      done()
    },
  })
  const { app, deps } = createTestApp(db, { TRUST_PROXY: '1', PUBLIC_ORIGIN: 'http://localhost', ...env })
  deps.logger = createLogger('info', stream)
  return { app, lines }
}

const json = { 'content-type': 'application/json', origin: 'http://localhost' }

describe('X-Request-Id', () => {
  it('is on every answer: API, page, file, 404 page, unknown endpoint, 413 and a refused write', async () => {
    const { app } = loggedApp()
    const answers = [
      await app.request('/api/catalog.php', {
        method: 'POST',
        headers: json,
        body: '{"action":"templates"}',
      }),
      await app.request('/agb'),
      await app.request('/robots.txt'),
      await app.request('/no-such-page-here'),
      await app.request('/api/no-such-endpoint.php', { method: 'POST', headers: json, body: '{}' }),
      await app.request('/api/session.php', {
        method: 'POST',
        headers: json,
        body: 'x'.repeat(2 * 1024 * 1024),
      }),
      await app.request('/api/session.php', {
        method: 'POST',
        headers: { ...json, origin: 'https://elsewhere.example' },
        body: '{"action":"get"}',
      }),
    ]
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 404, 404, 413, 403])
    const ids = answers.map((answer) => answer.headers.get('x-request-id') ?? '')
    for (const id of ids) expect(id).toMatch(uuid)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('is on the 503 of an unreachable database, and on each of its log lines', async () => {
    const port = await closedPort()
    const unreachable = await openDatabase({
      url: `postgres://nobody@127.0.0.1:${port}/nothing`,
      migrate: false,
      timeouts: { connectMs: 1_000, statementMs: 5_000, queryMs: 5_000 },
    })
    opened.push(unreachable)
    const { app, lines } = loggedApp(unreachable.db)
    const answer = await app.request('/api/catalog.php', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ action: 'templates' }),
    })
    expect(answer.status).toBe(503)
    const id = answer.headers.get('x-request-id')
    expect(id).toMatch(uuid)
    const mine = lines.filter((line) => line.reqId === id)
    expect(mine.map((line) => line.msg)).toEqual(expect.arrayContaining(['database unavailable', 'request']))
    // Nothing this request logged lacks its id.
    expect(lines.filter((line) => line.reqId === undefined)).toEqual([])
  })

  it('takes a plain id from the trusted proxy, and never from anyone else or a malformed one', async () => {
    const { app, lines } = loggedApp()
    const ask = async (id: string, peer?: string) =>
      (
        await app.request(
          '/robots.txt',
          { headers: { 'x-request-id': id } },
          peer ? fromPeer(peer) : undefined,
        )
      ).headers.get('x-request-id')
    const nginx = '0f1e2d3c4b5a69788796a5b4c3d2e1f0'
    expect(await ask(nginx)).toBe(nginx)
    expect(lines.at(-1)).toMatchObject({ msg: 'request', reqId: nginx, req: { path: '/robots.txt' } })
    expect(await ask(nginx, '203.0.113.9')).toMatch(uuid)
    for (const bad of ['x'.repeat(65), 'a b', 'id"\\n{"level":60}', '<script>'])
      expect(await ask(bad)).toMatch(uuid)
  })
})

/** A port on which nothing listens (taken and given back). */
async function closedPort() {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const { port } = server.address() as net.AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}
