import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { parseEnv } from '../../config/env.server.ts'
import { hashPassword } from '../../core/accounts/passwords.ts'
import { customers } from '../../db/schema/index.ts'
import { deliverMails, linkIn, readOutbox, waitForMail } from '../support/outbox.ts'
import { createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

/** Links follow the configured origin, never a forged Host; redirects stay on the shop's hosts. */
let database: Awaited<ReturnType<typeof useTestDatabase>>
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nf-host-'))

beforeAll(async () => {
  database = await useTestDatabase()
})

async function customer() {
  const email = `host-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`
  await database.db.insert(customers).values({
    email,
    passwordHash: await hashPassword('Faden-und-Nadel-2026'),
    firstName: 'Erika',
    lastName: 'Muster',
  })
  return email
}

function requestReset(
  app: ReturnType<typeof createTestApp>['app'],
  email: string,
  headers: Record<string, string>,
) {
  return app.request('http://localhost/api/account.php', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ action: 'requestPasswordReset', email }),
  })
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]

describe('Host header without PUBLIC_ORIGIN', () => {
  it('refuses a forged Host (421) and mails no link to it', async () => {
    const app = createTestApp(database.db, { DATA_DIR: dataDir }).app
    const email = await customer()
    const response = await requestReset(app, email, {
      host: 'attacker.example',
      origin: 'http://attacker.example',
    })
    expect(response.status).toBe(421)
    expect(await response.json()).toMatchObject({ success: false, reason: 'UNKNOWN_HOST' })
    const page = await app.request('http://localhost/agb', { headers: { host: 'attacker.example' } })
    expect(page.status).toBe(421)
    expect(await page.text()).not.toContain('attacker.example')
    await deliverMails(dataDir)
    expect(readOutbox(dataDir).filter((mail) => mail.to.includes(email))).toEqual([])
    expect(readOutbox(dataDir).some((mail) => mail.raw.includes('attacker.example'))).toBe(false)
  })

  it.each([
    ['localhost:3000', {}],
    ['127.0.0.1:3210', {}],
    ['[::1]:3000', {}],
    ['shirts.example.co.uk', { HOST_LANGUAGES: 'shirts.example.co.uk=en' }],
    ['staging.example', { REDIRECT_ALLOWED_HOSTS: 'staging.example' }],
  ])('serves the allowed host %s and links to it', async (host, env) => {
    const app = createTestApp(database.db, { DATA_DIR: dataDir, ...env }).app
    const response = await app.request('http://localhost/en/agb', { headers: { host } })
    expect(response.status).toBe(200)
    expect(canonicalOf(await response.text())).toBe(`http://${host}/en/agb`)
    const email = await customer()
    expect((await requestReset(app, email, { host, origin: `http://${host}` })).status).toBe(200)
    const mail = await waitForMail(dataDir, email, 'passwordReset')
    expect(linkIn(mail, '/password-recovery?token=')).toMatch(
      new RegExp(`^http://${host.replace(/[.[\]]/g, '\\$&')}/`),
    )
  })

  it('refuses a Host that only looks allowed', async () => {
    const app = createTestApp(database.db, { DATA_DIR: dataDir }).app
    for (const host of [
      'localhost.attacker.example',
      'localhost:80@attacker.example',
      '127.0.0.1.attacker.example',
    ]) {
      const response = await app.request('http://localhost/agb', { headers: { host } })
      expect(response.status, host).toBe(421)
    }
  })
})

describe('behind a proxy (TRUST_PROXY with PUBLIC_ORIGIN)', () => {
  it('builds mail links and the canonical link from PUBLIC_ORIGIN, not X-Forwarded-Host', async () => {
    const app = createTestApp(database.db, {
      DATA_DIR: dataDir,
      TRUST_PROXY: '1',
      PUBLIC_ORIGIN: 'https://shop.example',
    }).app
    const forged = { 'x-forwarded-host': 'attacker.example', 'x-forwarded-proto': 'https' }
    const email = await customer()
    const response = await requestReset(app, email, { ...forged, origin: 'https://shop.example' })
    expect(response.status).toBe(200)
    const mail = await waitForMail(dataDir, email, 'passwordReset')
    expect(linkIn(mail, '/password-recovery?token=')).toMatch(
      /^https:\/\/shop\.example\/password-recovery\?token=/,
    )
    expect(mail.raw).not.toContain('attacker.example')
    const page = await app.request('http://localhost/en/agb', {
      headers: { ...forged, host: 'attacker.example' },
    })
    expect(canonicalOf(await page.text())).toBe('https://shop.example/en/agb')
    const robots = await (await app.request('http://localhost/robots.txt', { headers: forged })).text()
    expect(robots).toContain('Sitemap: https://shop.example/sitemap.xml')
  })
})

describe('a deployment without PUBLIC_ORIGIN', () => {
  it.each([{ FORCE_HTTPS: '1' }, { TRUST_PROXY: '1' }, { FORCE_HTTPS: 'true', TRUST_PROXY: '1' }])(
    '%j is refused with a message naming PUBLIC_ORIGIN',
    (env) => {
      expect(() => parseEnv(env)).toThrow(
        /PUBLIC_ORIGIN is required when FORCE_HTTPS, TRUST_PROXY or TRUSTED_PROXIES is set/,
      )
      expect(() =>
        parseEnv({ ...env, PUBLIC_ORIGIN: 'https://shop.example', TOKEN_ENCRYPTION_KEY: 'k'.repeat(32) }),
      ).not.toThrow()
    },
  )

  it('starts with no configuration at all (npm start on a fresh clone)', () => {
    expect(parseEnv({}).PUBLIC_ORIGIN).toBeUndefined()
  })

  it('the server process stops at start with that message', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, FORCE_HTTPS: '1', PORT: '0', LOG_LEVEL: 'warn' }
    delete env.PUBLIC_ORIGIN
    env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'nf-host-start-'))
    const child = spawn(process.execPath, ['server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout?.on('data', (chunk) => {
      output += chunk
    })
    child.stderr?.on('data', (chunk) => {
      output += chunk
    })
    // A server that starts anyway is stopped here, so the test fails without leaving it running.
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000)
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
    clearTimeout(timer)
    expect(code).not.toBe(0)
    expect(output).toContain('PUBLIC_ORIGIN is required')
  }, 30_000)
})

describe('redirects stay on the shop', () => {
  it('GET //evil.com/?lang=en never answers a Location on another host', async () => {
    const app = createTestApp(database.db).app
    let url = 'http://localhost//evil.com/?lang=en'
    for (let hop = 0; hop < 4; hop++) {
      const response = await app.request(url)
      const location = response.headers.get('location')
      if (!location) break
      expect(location.startsWith('//')).toBe(false)
      const next = new URL(location, url)
      expect(next.host).toBe('localhost')
      url = next.toString()
    }
  })

  it.each([
    ['http://shop.example//evil.example/x', {}, 'https://shop.example/evil.example/x'],
    ['http://shop.example/agb', { host: 'attacker.example' }, 'https://shop.example/agb'],
    ['http://shop.example/agb', { host: 'attacker.example:8443' }, 'https://shop.example/agb'],
    ['http://shop.example/agb', { host: 'shirts.example.co.uk' }, 'https://shirts.example.co.uk/agb'],
  ])('FORCE_HTTPS: %s %j → %s', async (url, headers, location) => {
    const app = createTestApp(database.db, {
      FORCE_HTTPS: '1',
      PUBLIC_ORIGIN: 'https://shop.example',
      HOST_LANGUAGES: 'shirts.example.co.uk=en',
    }).app
    const response = await app.request(url, { headers })
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe(location)
  })

  it('CANONICAL_HOST keeps the path on the canonical host', async () => {
    const app = createTestApp(database.db, { CANONICAL_HOST: 'nadel-und-faden.de' }).app
    const response = await app.request('http://www.nadel-und-faden.de//evil.example/x')
    expect(response.status).toBe(301)
    expect(new URL(response.headers.get('location') ?? '', 'http://www.nadel-und-faden.de/').host).not.toBe(
      'evil.example',
    )
  })
})
