import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { customers } from '../../db/schema/index.ts'
import { createPageCache, type PageCache } from '../../server/http/page-cache.ts'
import { shopCalls } from '../support/shop-calls.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

/**
 * Pages that every visitor gets alike (guests with or without a session, logged-in customers) are
 * rendered once and answered from memory. Two apps share one database: `cached` with a page cache the test can read, and
 * `fresh` without one (PAGE_CACHE_ENTRIES=0), whose answers are the renders to compare with.
 */
let cached: ReturnType<typeof createTestApp>['app']
let fresh: ReturnType<typeof createTestApp>['app']
let pages: PageCache
let database: Awaited<ReturnType<typeof useTestDatabase>>
const api = shopCalls(
  () => cached,
  () => database.db,
)

beforeAll(async () => {
  database = await useTestDatabase()
  pages = createPageCache({ maxEntries: 100, maxBytes: 64 * 1024 * 1024, maxAgeMs: 3_600_000 })
  cached = createTestApp(database.db, {}, undefined, { pageCache: pages }).app
  fresh = createTestApp(database.db, { PAGE_CACHE_ENTRIES: '0' }).app
})

async function get(app: typeof cached, path: string, headers: Record<string, string> = {}) {
  const response = await app.request(path, { headers })
  const csp = response.headers.get('content-security-policy') ?? ''
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? ''
  return { response, nonce, html: await response.text() }
}

/** The page with its nonce blanked out: what every visitor gets alike. */
const withoutNonce = (page: { html: string; nonce: string }) => page.html.split(page.nonce).join('NONCE')

describe('the page cache for pages alike for every visitor', () => {
  it.each(['/', '/stoffe', '/en/masshemden', '/fr/agb', '/stoffe?group=A&sort=price-asc'])(
    '%s from the cache is the fresh render, byte for byte, with a nonce of its own',
    async (path) => {
      const before = pages.stats()
      const first = await get(cached, path)
      const second = await get(cached, path)
      const reference = await get(fresh, path)
      expect(first.response.status).toBe(200)
      expect(pages.stats()).toMatchObject({ stored: before.stored + 1, hits: before.hits + 1 })
      for (const page of [first, second, reference]) {
        expect(page.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
        // The scripts carry the request's own nonce, and only it.
        expect(page.html).toContain(`nonce="${page.nonce}"`)
      }
      expect(new Set([first.nonce, second.nonce, reference.nonce]).size).toBe(3)
      expect(second.html).not.toContain(first.nonce)
      expect(withoutNonce(second)).toBe(withoutNonce(reference))
      expect(withoutNonce(first)).toBe(withoutNonce(reference))
      expect(second.response.headers.get('content-type')).toBe(reference.response.headers.get('content-type'))
      expect(second.response.headers.get('cache-control')).toBe(
        reference.response.headers.get('cache-control'),
      )
      expect(second.response.headers.get('set-cookie')).toBeNull()
    },
  )

  it('a price change through the admin API drops the pages: the next guest sees the new price', async () => {
    const admin = new CookieJar()
    const email = await api.register(admin)
    await database.db.update(customers).set({ role: 'admin' }).where(eq(customers.email, email))
    expect(
      (await api.account(admin, { action: 'login', email, password: 'Ein-gutes-Passwort-9' })).status,
    ).toBe(200)
    const path = '/stoffe?group=A'
    /** The shirt prices on the fabric cards (price group A only). */
    const shown = (html: string) =>
      new Set([...html.matchAll(/Hemd ab ([\d.,]+)\s€/g)].map((match) => match[1]))
    const prices = { groupA: '79', groupB: '99', groupC: '119', groupD: '149', package7: '499' }
    expect(shown((await get(cached, path)).html)).toEqual(new Set(['79,00']))
    const hits = pages.stats().hits
    expect(shown((await get(cached, path)).html)).toEqual(new Set(['79,00']))
    expect(pages.stats().hits).toBe(hits + 1)

    const set = await api.json(
      await api.call(admin, '/api/admin/catalog.php', { action: 'setPrices', ...prices, groupA: '84,50' }),
    )
    expect(set.status, JSON.stringify(set.body)).toBe(200)
    const after = await get(cached, path)
    expect(pages.stats().hits).toBe(hits + 1)
    expect(shown(after.html)).toEqual(new Set(['84,50']))
    expect(withoutNonce(after)).toBe(withoutNonce(await get(fresh, path)))

    const back = await api.json(
      await api.call(admin, '/api/admin/catalog.php', { action: 'setPrices', ...prices }),
    )
    expect(back.status, JSON.stringify(back.body)).toBe(200)
    expect(shown((await get(cached, path)).html)).toEqual(new Set(['79,00']))
  })

  it('a shared link with campaign tags is answered from the entry of the bare address', async () => {
    await get(cached, '/stoffe')
    const before = pages.stats()
    const tagged = await get(cached, '/stoffe?utm_source=newsletter&fbclid=IwAR0abc')
    expect(tagged.response.status).toBe(200)
    expect(pages.stats()).toMatchObject({ hits: before.hits + 1, stored: before.stored })
    expect(tagged.html).not.toContain('utm_source')
    expect(withoutNonce(tagged)).toBe(withoutNonce(await get(fresh, '/stoffe')))
  })

  it('a logged-in customer and a guest with a session get the page from the cache, without their name or cart', async () => {
    const customer = new CookieJar()
    const email = await api.register(customer)
    await database.db.update(customers).set({ firstName: 'Zoraida' }).where(eq(customers.email, email))
    await api.shirt(customer, { action: 'addToCart', shirtId: await api.newDesign(customer) })
    const guest = new CookieJar()
    await api.shirt(guest, { action: 'addToCart', shirtId: await api.newDesign(guest) })
    expect(guest.header()).toContain('nf_session=')
    for (const path of ['/', '/stoffe', '/en/masshemden']) {
      await get(cached, path)
      const reference = await get(fresh, path)
      const before = pages.stats()
      const own = await get(cached, path, { cookie: customer.header() })
      const guestPage = await get(cached, path, { cookie: guest.header() })
      expect(pages.stats()).toMatchObject({ hits: before.hits + 2, stored: before.stored })
      for (const page of [own, guestPage]) {
        expect(page.response.status).toBe(200)
        expect(withoutNonce(page)).toBe(withoutNonce(reference))
        expect(page.html).not.toContain('Zoraida')
        expect(page.html).not.toContain(email)
        expect(page.response.headers.get('set-cookie')).toBeNull()
      }
      // The customer's answer is theirs alone for browsers and proxies; the guest's is not personal.
      expect(own.response.headers.get('cache-control')).toBe('no-store')
      expect(guestPage.response.headers.get('cache-control')).toBe(
        reference.response.headers.get('cache-control'),
      )
    }
  })

  it('a page rendered at a customer’s request is stored without anything of theirs for the next visitor', async () => {
    const customer = new CookieJar()
    const email = await api.register(customer)
    await database.db.update(customers).set({ firstName: 'Zoraida' }).where(eq(customers.email, email))
    await api.shirt(customer, { action: 'addToCart', shirtId: await api.newDesign(customer) })
    await api.wishlist(customer, { action: 'add', kind: 'fabric', id: 1001 })
    const path = '/en/stoffe?sort=price-desc'
    const before = pages.stats()
    const own = await get(cached, path, { cookie: customer.header() })
    expect(pages.stats()).toMatchObject({ stored: before.stored + 1 })
    const stranger = await get(cached, path)
    expect(pages.stats()).toMatchObject({ hits: before.hits + 1 })
    for (const page of [own, stranger]) {
      expect(page.html).not.toContain('Zoraida')
      expect(page.html).not.toContain(email)
      expect(page.html).not.toContain(customer.get('nf_session'))
    }
    expect(withoutNonce(stranger)).toBe(withoutNonce(await get(fresh, path)))
    expect(stranger.response.headers.get('cache-control')).not.toBe('no-store')
  })

  it('one entry per delivery country: a session delivering to Croatia gets /stoffe with 25 % VAT', async () => {
    const croatian = new CookieJar()
    expect((await api.cart(croatian, { action: 'setDeliveryCountry', countryId: 5 })).status).toBe(200)
    const german = await get(cached, '/stoffe')
    const before = pages.stats()
    const first = await get(cached, '/stoffe', { cookie: croatian.header() })
    const second = await get(cached, '/stoffe', { cookie: croatian.header() })
    expect(pages.stats()).toMatchObject({ stored: before.stored + 1, hits: before.hits + 1 })
    expect(withoutNonce(second)).not.toBe(withoutNonce(german))
    // The same bytes as a render for that session without the cache.
    expect(withoutNonce(second)).toBe(
      withoutNonce(await get(fresh, '/stoffe', { cookie: croatian.header() })),
    )
    expect(withoutNonce(first)).toBe(withoutNonce(second))
  })

  it('a page that shows the visitor’s own state is rendered for a visitor with a session', async () => {
    const guest = new CookieJar()
    await api.wishlist(guest, { action: 'add', kind: 'fabric', id: 1001 })
    await get(cached, '/stoffe/1001')
    const before = pages.stats()
    const own = await get(cached, '/stoffe/1001', { cookie: guest.header() })
    expect(pages.stats()).toMatchObject({ hits: before.hits, stored: before.stored, misses: before.misses })
    // The filled heart: the fabric is on this visitor's wishlist.
    expect(own.html).toMatch(/aria-pressed="true"/)
    expect((await get(cached, '/stoffe/1001')).html).not.toMatch(/aria-pressed="true"/)
  })

  it('never stores or answers what sets a cookie or redirects: the language choice', async () => {
    await get(cached, '/')
    const before = pages.stats()
    // The language switcher's link: a redirect that sets the language cookie.
    const chosen = await cached.request('/?lang=en')
    expect(chosen.status).toBe(302)
    expect(chosen.headers.get('set-cookie')).toContain('i18n_redirected=en')
    // A visitor whose cookie chose English is sent to /en, though / is in the cache.
    const redirected = await cached.request('/', { headers: { cookie: 'i18n_redirected=en' } })
    expect(redirected.status).toBe(302)
    expect(redirected.headers.get('location')).toBe('/en')
    expect(pages.stats()).toMatchObject({ entries: before.entries, stored: before.stored })
  })

  it('leaves loader data, HEAD and form posts alone', async () => {
    const before = pages.stats()
    expect((await cached.request('/stoffe.data')).status).toBe(200)
    expect((await cached.request('/stoffe', { method: 'HEAD' })).status).toBe(200)
    expect(pages.stats()).toMatchObject({ stored: before.stored, hits: before.hits, misses: before.misses })
  })
})
