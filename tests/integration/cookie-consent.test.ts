import { beforeAll, describe, expect, it } from 'vitest'
import { consentSettings } from '../../config/consent.ts'
import { hasCurrentConsent } from '../../core/consent/consent-cookie.ts'
import { createPageCache } from '../../server/http/page-cache.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

/**
 * The consent banner as server HTML (app/components/consent/consent-stand-in.tsx) and its form
 * (server/api/cookie-consent.ts): painted with the page for a visitor who has not decided, and a
 * choice that works before the library's script runs, or without JavaScript.
 */
let app: ReturnType<typeof createTestApp>['app']
const origin = 'http://localhost'
const phone =
  'Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0 Mobile Safari/537.36'

beforeAll(async () => {
  const database = await useTestDatabase()
  const pageCache = createPageCache({ maxEntries: 100, maxBytes: 16 * 1024 * 1024, maxAgeMs: 3_600_000 })
  app = createTestApp(database.db, {}, undefined, { pageCache }).app
})

function choose(choice: string, back: string | undefined, headers: Record<string, string> = {}) {
  const body = new URLSearchParams({ choice, ...(back === undefined ? {} : { back }) })
  return app.request('/cookie-consent', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin, ...headers },
    body,
  })
}

async function page(path: string, cookie = '', agent = phone) {
  const response = await app.request(path, {
    headers: { 'user-agent': agent, ...(cookie ? { cookie } : {}) },
  })
  return response.text()
}

describe('the banner in the first paint', () => {
  it.each([
    ['/shop/krawatten', 'Cookies bei Nadel &amp; Faden', 'Alle akzeptieren', '/datenschutz'],
    ['/fr/shop/krawatten', 'Nadel &amp; Faden', 'Tout accepter', '/fr/datenschutz'],
    ['/es/cart', 'Nadel &amp; Faden', 'Aceptar todas', '/es/datenschutz'],
  ])(
    '%s: the box with its form, in the page language, and the library stylesheet',
    async (path, title, all, privacy) => {
      const html = await page(path)
      expect(html).toContain('data-stand-in=""')
      expect(html).toContain(title)
      expect(html).toContain(all)
      expect(html).toContain(`href="${privacy}"`)
      expect(html).toMatch(/<form class="cm__btns" action="\/cookie-consent" method="post">/)
      expect(html).toContain(`name="back" value="${path}"`)
      expect(html).toContain('href="/vendor/consent.css"')
    },
  )

  it.each([
    ['a visitor who decided', '/shop/krawatten', 'decided', phone],
    [
      'a crawler',
      '/shop/krawatten',
      '',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    ],
    ['?cc=off', '/shop/krawatten?cc=off', '', phone],
  ])('%s gets the page without it', async (_, path, cookie, agent) => {
    const decided = cookie ? (await choose('necessary', '/')).headers.get('set-cookie')?.split(';')[0] : ''
    const html = await page(path, decided ?? '', agent)
    expect(html).not.toContain('data-stand-in')
    expect(html).not.toContain('href="/vendor/consent.css"')
  })

  it('the page cache keeps the two answers apart', async () => {
    const decided = (await choose('all', '/')).headers.get('set-cookie')?.split(';')[0] ?? ''
    for (let round = 0; round < 2; round++) {
      expect(await page('/stoffe')).toContain('data-stand-in')
      expect(await page('/stoffe', decided)).not.toContain('data-stand-in')
    }
  })
})

describe('POST /cookie-consent', () => {
  it.each([
    [
      'all',
      '/fr/stoffe?group=A',
      `${origin}/fr/stoffe?group=A`,
      ['necessary', 'analytics', 'marketing'],
      'fr',
    ],
    ['necessary', '/cart', `${origin}/cart`, ['necessary'], 'de'],
    ['necessary', undefined, `${origin}/`, ['necessary'], 'de'],
    // Never to another site: a foreign or scheme-relative address goes home.
    ['all', 'https://evil.example/x', `${origin}/`, ['necessary', 'analytics', 'marketing'], 'de'],
    ['all', '//evil.example/x', `${origin}/`, ['necessary', 'analytics', 'marketing'], 'de'],
    ['all', '/\\evil.example', `${origin}/`, ['necessary', 'analytics', 'marketing'], 'de'],
  ])(
    '%s from %s: the library’s cookie, then back to %s',
    async (choice, back, location, categories, language) => {
      const response = await choose(choice, back)
      expect(response.status).toBe(303)
      expect(response.headers.get('location')).toBe(location)
      const jar = new CookieJar()
      jar.store(response)
      const cookie = jar.get(consentSettings.cookieName) ?? ''
      expect(hasCurrentConsent(`${consentSettings.cookieName}=${cookie}`)).toBe(true)
      expect(JSON.parse(decodeURIComponent(cookie))).toMatchObject({ categories, languageCode: language })
    },
  )

  it.each([
    ['an unknown choice', 'custom', {}],
    ['no choice', '', {}],
  ])('%s is refused with a reason and sets nothing', async (_, choice, headers) => {
    const response = await choose(choice, '/', headers)
    expect(response.status).toBe(400)
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(await response.json()).toMatchObject({ success: false, code: 'BAD_INPUT' })
  })

  it('another site cannot decide for a visitor', async () => {
    const response = await choose('all', '/', { origin: 'https://evil.example' })
    expect(response.status).toBe(403)
    expect(response.headers.get('set-cookie')).toBeNull()
  })

  it('a huge body is refused before it is read', async () => {
    const response = await app.request('/cookie-consent', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      body: `choice=all&back=${'a'.repeat(3 * 1024 * 1024)}`,
    })
    expect(response.status).toBe(413)
  })
})
