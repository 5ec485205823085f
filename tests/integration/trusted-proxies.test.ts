import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { parseEnv } from '../../config/env.server.ts'
import { rateLimits } from '../../db/schema/index.ts'
import { createTestApp, fromPeer } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

/**
 * X-Forwarded-For, -Proto and -Host count only when the connection comes from one of
 * TRUSTED_PROXIES (TRUST_PROXY=1: the loopback addresses). A client that reaches an instance
 * directly keeps its own address, whatever it writes into the headers.
 */
let database: Awaited<ReturnType<typeof useTestDatabase>>
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nf-proxies-'))
const proxy = '10.0.0.5'
const env = {
  DATA_DIR: dataDir,
  TRUSTED_PROXIES: '10.0.0.0/24, fd00::/8',
  PUBLIC_ORIGIN: 'http://localhost',
}
let app: ReturnType<typeof createTestApp>['app']

beforeAll(async () => {
  database = await useTestDatabase()
  app = createTestApp(database.db, env).app
})

/** One withdrawal declaration (a per-address limit) from `peer`, with `forwardedFor` if given. */
async function declareFrom(peer: string, forwardedFor?: string) {
  const response = await app.request(
    '/api/withdrawal.php',
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'http://localhost',
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      },
      body: JSON.stringify({
        action: 'submit',
        name: 'Erika Muster',
        email: `p${Date.now()}${Math.random()}@example.com`,
        orderNumber: 'NF-2026-999999',
      }),
    },
    fromPeer(peer),
  )
  expect(response.status).toBe(200)
}

async function countedFor(key: string) {
  const rows = await database.db
    .select()
    .from(rateLimits)
    .where(and(eq(rateLimits.scope, 'withdrawal-address'), eq(rateLimits.key, key)))
  return rows.length
}

describe('the client address behind TRUSTED_PROXIES', () => {
  it('counts a direct client under its socket address, whatever X-Forwarded-For it forges', async () => {
    await declareFrom('203.0.113.9', '198.51.100.77')
    await declareFrom('203.0.113.9', '198.51.100.78')
    expect(await countedFor('203.0.113.9')).toBe(1)
    expect(await countedFor('198.51.100.77')).toBe(0)
    expect(await countedFor('198.51.100.78')).toBe(0)
  })

  it('takes the hop the trusted proxy appended, not what the client wrote before it', async () => {
    await declareFrom(proxy, '192.0.2.1, 198.51.100.8')
    expect(await countedFor('198.51.100.8')).toBe(1)
    expect(await countedFor('192.0.2.1')).toBe(0)
  })

  it('passes over a chain of trusted proxies (IPv4 and IPv6) to the first address that is not one', async () => {
    await declareFrom('fd00::7', '192.0.2.66, 198.51.100.9, 10.0.0.9')
    expect(await countedFor('198.51.100.9')).toBe(1)
    await declareFrom('::ffff:10.0.0.6', '198.51.100.10')
    expect(await countedFor('198.51.100.10')).toBe(1)
  })

  it('believes X-Forwarded-Proto only from a trusted proxy', async () => {
    const secure = createTestApp(database.db, { ...env, FORCE_HTTPS: '1' }).app
    const https = { 'x-forwarded-proto': 'https' }
    const direct = await secure.request('http://localhost/agb', { headers: https }, fromPeer('203.0.113.9'))
    expect(direct.status).toBe(301)
    expect(direct.headers.get('location')).toBe('https://localhost/agb')
    const proxied = await secure.request('http://localhost/agb', { headers: https }, fromPeer(proxy))
    expect(proxied.status).toBe(200)
  })

  it('believes X-Forwarded-Host only from a trusted proxy', async () => {
    const hosts = createTestApp(database.db, { ...env, HOST_LANGUAGES: 'shirts.example.co.uk=en' }).app
    const forwarded = { 'x-forwarded-host': 'shirts.example.co.uk' }
    const lang = async (peer: string) =>
      (await hosts.request('http://localhost/kragen', { headers: forwarded }, fromPeer(peer))).headers.get(
        'location',
      )
    // The language host sends its visitors to its language; anyone else stays on German.
    expect(await lang(proxy)).toBe('/en/kragen')
    expect(await lang('203.0.113.9')).toBeNull()
  })

  it('reads TRUST_PROXY=1 as the loopback proxies, together with TRUSTED_PROXIES', () => {
    const both = parseEnv({ ...env, TRUST_PROXY: '1' })
    expect(both.trustedProxies.list).toHaveLength(4)
    expect(parseEnv({ PUBLIC_ORIGIN: 'http://localhost' }).trustedProxies.list).toEqual([])
    expect(() => parseEnv({ TRUSTED_PROXIES: '10.0.0.0/33', PUBLIC_ORIGIN: 'http://x.example' })).toThrow(
      /TRUSTED_PROXIES: '10.0.0.0\/33' is not an IP address or CIDR range/,
    )
    expect(() => parseEnv({ TRUSTED_PROXIES: '10.0.0.1' })).toThrow(/PUBLIC_ORIGIN is required/)
    expect(() => parseEnv({ BIND: 'localhost' })).toThrow(/BIND: expected an IP address/)
    expect(parseEnv({}).BIND).toBe('0.0.0.0')
  })
})
