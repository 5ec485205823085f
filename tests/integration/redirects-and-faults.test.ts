import { beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/client.ts'
import { warmMedia } from '../../server/media-warmup.ts'
import { createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

let database: Awaited<ReturnType<typeof useTestDatabase>>

beforeAll(async () => {
  database = await useTestDatabase()
})

describe('HTTPS and canonical-host redirects', () => {
  it.each([
    [{}, 'http://shop.example/agb', {}, null],
    [
      { FORCE_HTTPS: '1', PUBLIC_ORIGIN: 'https://shop.example' },
      'http://shop.example/agb?x=1',
      {},
      'https://shop.example/agb?x=1',
    ],
    [
      { FORCE_HTTPS: '1', TRUST_PROXY: '1', PUBLIC_ORIGIN: 'https://shop.example' },
      'http://shop.example/agb',
      { 'x-forwarded-proto': 'https' },
      null,
    ],
    [
      { CANONICAL_HOST: 'nadel-und-faden.de' },
      'http://www.nadel-und-faden.de/agb',
      {},
      'http://nadel-und-faden.de/agb',
    ],
    [
      { CANONICAL_HOST: 'nadel-und-faden.de', REDIRECT_ALLOWED_HOSTS: 'staging.example' },
      'http://staging.example/agb',
      {},
      null,
    ],
    [
      { CANONICAL_HOST: 'nadel-und-faden.de', HOST_LANGUAGES: 'shirts.example.co.uk=en' },
      'http://shirts.example.co.uk/en/agb',
      {},
      null,
    ],
  ])('%j %s → %s', async (env, url, headers, location) => {
    const app = createTestApp(database.db, env as Record<string, string>).app
    const response = await app.request(url, { headers })
    if (location === null) {
      expect(response.status).not.toBe(301)
    } else {
      expect(response.status).toBe(301)
      expect(response.headers.get('location')).toBe(location)
      expect(await response.text()).toBe('')
    }
  })
})

describe('what each instance is asked directly', () => {
  const production = {
    FORCE_HTTPS: '1',
    PUBLIC_ORIGIN: 'https://shop.example',
    METRICS_TOKEN: 'm'.repeat(32),
  }

  it.each([
    ['/health/live', {}],
    ['/health/ready', {}],
    ['/metrics', { authorization: `Bearer ${'m'.repeat(32)}` }],
  ])(
    '%s answers over plain HTTP by the instance address, never a redirect to HTTPS',
    async (path, headers) => {
      const app = createTestApp(database.db, production).app
      const response = await app.request(`http://10.0.0.7:3000${path}`, { headers })
      expect(response.status).not.toBe(301)
      expect(response.headers.get('location')).toBeNull()
    },
  )

  it('the media warm-up asks on the public origin, and counts what it could not render', async () => {
    const { app } = createTestApp(database.db, production)
    // On the public HTTPS origin a picture is drawn…
    const picture = await app.request(`${production.PUBLIC_ORIGIN}/folded/shade/body.png`, {
      headers: { accept: 'image/png' },
    })
    expect(picture.status).toBe(200)
    // …on plain http://localhost every one is redirected: the warm-up says so instead of 'warmed up'.
    const warnings: string[] = []
    const logger = {
      info: () => {},
      warn: (_figures: unknown, message: string) => warnings.push(message),
    } as unknown as Parameters<typeof warmMedia>[1]
    const figures = await warmMedia(app, logger, [])
    expect(figures.failed).toBeGreaterThanOrEqual(figures.images)
    expect(warnings).toContain('media warm-up: some pictures were not rendered')
  })
})

describe('real faults', () => {
  // A database that fails every query: the answer is a generic 500, never a stack trace.
  const broken = new Proxy({} as Db, {
    get() {
      throw new Error('database is down at /secret/path.ts:12')
    },
  })

  it('an API call answers the 500 envelope without details', async () => {
    const app = createTestApp(broken).app
    const response = await app.request('/api/session.php', {
      headers: { cookie: `nf_session=${'a'.repeat(43)}` },
    })
    expect(response.status).toBe(500)
    const body = await response.json()
    expect(body).toEqual({
      success: false,
      message: 'An internal error occurred. Please try again later.',
      code: 'INTERNAL',
      reason: 'INTERNAL',
    })
  })

  it('a page answers 500 Internal Server Error without details', async () => {
    const app = createTestApp(broken).app
    const response = await app.request('/agb', { headers: { cookie: `nf_session=${'a'.repeat(43)}` } })
    expect(response.status).toBe(500)
    const html = await response.text()
    expect(html).toContain('Internal Server Error')
    expect(html).not.toContain('secret')
    expect(html).not.toContain('database is down')
  })
})
