import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import de from '../../app/i18n/messages/de.json' with { type: 'json' }
import type { RouteTextsTable } from '../../app/i18n/route-texts.server.ts'
import { routeTextsName } from '../../app/i18n/route-texts.ts'
import { createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

/**
 * Texts per route (decision 025): a page's HTML preloads the base texts and its own route's, never
 * the whole shop's file, and the files hold what that route's code says and little else.
 */
let app: ReturnType<typeof createTestApp>['app']
const table = JSON.parse(fs.readFileSync('build/route-texts.json', 'utf8')) as RouteTextsTable

beforeAll(async () => {
  const database = await useTestDatabase()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nf-route-texts-'))
  app = createTestApp(database.db, { SHOP_DEMO: '1', DATA_DIR: dataDir }).app
})

async function textLinks(url: string) {
  const response = await app.request(url, { headers: { 'user-agent': 'Mozilla/5.0 Chrome/130' } })
  expect(response.status).toBe(200)
  const html = await response.text()
  const links = [...html.matchAll(/<link rel="preload" href="(\/_i18n\/[^"]+)"/g)].map((match) =>
    (match[1] ?? '').replaceAll('&amp;', '&'),
  )
  return { html, links }
}

const sizes = new Map<string, number>()
const bodies = new Map<string, Record<string, Record<string, unknown>>>()

async function namespacesOf(url: string) {
  const response = await app.request(url)
  expect(response.status).toBe(200)
  expect(response.headers.get('cache-control')).toContain('immutable')
  const text = await response.text()
  sizes.set(url, text.length)
  bodies.set(url, JSON.parse(text))
  return Object.keys(JSON.parse(text) as Record<string, unknown>).sort()
}

describe('texts per route', () => {
  it.each([
    ['/', ':lang?', 'de', ['home', 'pages']],
    ['/stoffe', ':lang?/stoffe', 'de', ['fabrics']],
    ['/en/cart', ':lang?/cart', 'en', ['cart']],
    ['/fr/hemdendesigner', ':lang?/hemdendesigner', 'fr', ['designer', 'fabrics']],
  ])('%s preloads the base and its route file only', async (url, pattern, locale, routeNamespaces) => {
    const { html, links } = await textLinks(url)
    expect(html).toContain(`data-texts="${table.version}"`)
    expect(links).toEqual([
      `/_i18n/${locale}/base.json?v=${table.version}`,
      `/_i18n/${locale}/${routeTextsName(pattern)}.json?v=${table.version}`,
    ])
    expect(html).not.toContain('messages.json')
    const [base, route] = await Promise.all(links.map(namespacesOf))
    expect(base).toEqual([...new Set(table.base.map((entry) => entry.split('.')[0]))].sort())
    expect(base).toEqual(expect.arrayContaining(['nav', 'footer', 'consent']))
    expect(route).toEqual(expect.arrayContaining(routeNamespaces))
    // Neither the mails nor another route's namespaces come along.
    expect([...(base ?? []), ...(route ?? [])]).not.toContain('email')
    expect(route).not.toContain('team')
    // Under an eighth of the whole shop's texts (the mails left out).
    const whole = JSON.stringify(
      Object.fromEntries(Object.entries(de).filter(([name]) => !/mail/i.test(name))),
    )
    expect((sizes.get(links[0] ?? '') ?? 0) + (sizes.get(links[1] ?? '') ?? 0)).toBeLessThan(whole.length / 8)
    // `pages` holds 50 pages' titles: a route gets its own, not the others'.
    const pages = Object.keys(bodies.get(links[1] ?? '')?.pages ?? {})
    expect(pages.length).toBeLessThan(Object.keys(de.pages).length / 4)
  })

  it('a file of the build serves the texts in the asked language; an unknown one is a 404', async () => {
    const english = (await (await app.request(`/_i18n/en/base.json?v=${table.version}`)).json()) as {
      nav: unknown
    }
    const german = (await (await app.request(`/_i18n/de/base.json?v=${table.version}`)).json()) as {
      nav: unknown
    }
    expect(english.nav).not.toEqual(german.nav)
    expect((await app.request('/_i18n/de/r-nothing.json')).status).toBe(404)
    expect((await app.request('/_i18n/xx/base.json')).status).toBe(404)
    // The whole file stays for outside clients (docs/api.md).
    expect((await app.request('/_i18n/de/messages.json')).status).toBe(200)
  })

  it('names a pattern the way the browser will (React Router reports it to the middleware)', () => {
    expect(table.patterns[':lang?/stoffe/:id']).toBe(routeTextsName(':lang?/stoffe/:id'))
    expect(routeTextsName(':lang?/stoffe')).not.toBe(routeTextsName(':lang?/stoffe/:id'))
  })
})
