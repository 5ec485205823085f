import { describe, expect, it } from 'vitest'
import {
  answerFromStore,
  createPageCache,
  guestPageKey,
  isStorableAnswer,
  pageRequestForCache,
} from './page-cache.ts'

const html = (size: number, nonce = 'N0nce') => `<script nonce="${nonce}"></script>${'x'.repeat(size)}`
const page = (size: number, nonce = 'N0nce') => ({
  status: 200,
  headers: new Headers({ 'content-type': 'text/html; charset=utf-8' }),
  html: html(size, nonce),
  nonce,
})

describe('createPageCache', () => {
  it('answers a stored page with the new nonce, and only for its catalog generation', async () => {
    const cache = createPageCache({ maxEntries: 10, maxBytes: 1e6, maxAgeMs: 60_000 })
    cache.store('/a', 1, page(10, 'first+/='))
    const stored = cache.lookup('/a', 1)
    expect(stored).not.toBeNull()
    const answer = answerFromStore(stored as NonNullable<typeof stored>, 'second')
    expect(await answer.text()).toBe(html(10, 'second'))
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(cache.lookup('/a', 2)).toBeNull()
    // A page of an older generation is gone once looked up with the new one.
    expect(cache.lookup('/a', 1)).toBeNull()
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0, hits: 1, misses: 2 })
  })

  it('forgets a page older than the maximum age', () => {
    let now = 0
    const cache = createPageCache({ maxEntries: 10, maxBytes: 1e6, maxAgeMs: 1_000 }, () => now)
    cache.store('/a', 1, page(10))
    now = 1_000
    expect(cache.lookup('/a', 1)).not.toBeNull()
    now = 1_001
    expect(cache.lookup('/a', 1)).toBeNull()
  })

  it.each([
    // entries, bytes, pages stored (each 2 × (24 + 100) bytes), kept (least recently used first out)
    [2, 1e6, ['/a', '/b', '/c'], ['/b', '/c']],
    [10, 600, ['/a', '/b', '/c'], ['/b', '/c']],
    [10, 100, ['/a'], []],
    [0, 1e6, ['/a'], []],
  ])('at most %i pages and %i bytes: of %j it keeps %j', (maxEntries, maxBytes, stored, kept) => {
    const cache = createPageCache({ maxEntries, maxBytes, maxAgeMs: 60_000 })
    for (const key of stored) cache.store(key, 1, page(100))
    expect(stored.filter((key) => cache.lookup(key, 1) !== null)).toEqual(kept)
    expect(cache.stats().bytes).toBeLessThanOrEqual(maxBytes)
    expect(cache.stats().entries).toBeLessThanOrEqual(maxEntries)
  })

  it('a page looked up moves to the end of the queue', () => {
    const cache = createPageCache({ maxEntries: 2, maxBytes: 1e6, maxAgeMs: 60_000 })
    cache.store('/a', 1, page(1))
    cache.store('/b', 1, page(1))
    cache.lookup('/a', 1)
    cache.store('/c', 1, page(1))
    expect(cache.lookup('/b', 1)).toBeNull()
    expect(cache.lookup('/a', 1)).not.toBeNull()
  })
})

describe('isStorableAnswer', () => {
  it.each([
    [200, 'text/html; charset=utf-8', null, true],
    [404, 'text/html; charset=utf-8', null, false],
    [302, 'text/html; charset=utf-8', null, false],
    [200, 'application/json', null, false],
    [200, 'text/html; charset=utf-8', 'i18n_redirected=en; Path=/', false],
  ])('%i %s, Set-Cookie %s → %s', (status, type, cookie, expected) => {
    const headers = new Headers({ 'content-type': type })
    if (cookie) headers.set('set-cookie', cookie)
    expect(isStorableAnswer(new Response('x', { status, headers }))).toBe(expected)
  })
})

describe('guestPageKey', () => {
  const key = (
    path: string,
    extra: { method?: string; cookie?: string; session?: boolean; bot?: boolean; country?: number } = {},
  ) =>
    guestPageKey({
      request: new Request(`http://localhost${path}`, {
        method: extra.method ?? 'GET',
        headers: extra.cookie ? { cookie: extra.cookie } : {},
      }),
      hasSession: extra.session ?? false,
      deliveryCountryId: extra.country ?? 1,
      origin: 'http://localhost',
      hostLocale: null,
      isBot: extra.bot ?? false,
    })

  it.each([
    ['/', true],
    ['/en/stoffe', true],
    ['/stoffe/1001', true],
    ['/hemdendesigner', false],
    ['/fr/agb', true],
    ['/faq/stoffe', true],
    ['/cart', false],
    ['/meine-hemden', false],
    ['/dashboard', false],
    ['/login', false],
    ['/geschenkgutscheine', false],
    ['/vertrag-widerrufen', false],
    ['/admin', false],
    ['/stoffe.data', false],
    ['/_root.data', false],
    ['/_.data', false],
    ['/no-such-page', false],
  ])('%s may come from the cache: %s', (path, expected) => {
    expect(key(path) !== null).toBe(expected)
  })

  it('for a visitor with a session the same entry as without one, and never for anything but GET', () => {
    for (const path of ['/', '/stoffe', '/en/masshemden', '/fr/agb'])
      expect(key(path, { session: true })).toBe(key(path))
    expect(key('/', { method: 'HEAD' })).toBeNull()
    expect(key('/', { method: 'POST' })).toBeNull()
  })

  it.each(['/stoffe/1001', '/prod/fliege-seide', '/7er'])(
    '%s shows the visitor’s own state (wishlist, samples, designs): from the cache only without a session',
    (path) => {
      expect(key(path)).not.toBeNull()
      expect(key(path, { session: true })).toBeNull()
    },
  )

  it('one entry per delivery country for a page priced by it, one for every country otherwise', () => {
    expect(key('/stoffe', { session: true, country: 5 })).not.toBe(key('/stoffe', { session: true }))
    expect(key('/stoffe', { session: true, country: 5 })).toBe(key('/stoffe', { country: 5 }))
    expect(key('/fr/agb', { session: true, country: 5 })).toBe(key('/fr/agb'))
  })

  it('tells apart what the render reads from the request: query, language cookie, bots', () => {
    const plain = key('/stoffe')
    expect(key('/stoffe?group=A')).not.toBe(plain)
    expect(key('/stoffe', { cookie: 'i18n_redirected=en' })).not.toBe(plain)
    expect(key('/stoffe', { bot: true })).not.toBe(plain)
    // Cookies the page does not read share the page.
    expect(key('/stoffe', { cookie: 'i18n_redirected=xx; other=1' })).toBe(plain)
  })

  it.each([
    ['/stoffe?utm_source=newsletter', '/stoffe'],
    ['/?fbclid=IwAR0abc', '/'],
    ['/stoffe?group=A&utm_medium=mail&gclid=x', '/stoffe?group=A'],
    ['/en/agb?utm_campaign=herbst&msclkid=1', '/en/agb'],
  ])('%s shares the entry of %s: tracking parameters do not count', (tagged, bare) => {
    expect(key(tagged)).toBe(key(bare))
  })

  it('keeps the parameters the shop reads apart, and the tagged page renders without its tags', () => {
    expect(key('/stoffe?group=A&utm_source=x')).not.toBe(key('/stoffe'))
    expect(key('/?lang=en&utm_source=x')).not.toBe(key('/'))
    expect(key('/?cc=off&fbclid=1')).not.toBe(key('/'))
    expect(pageRequestForCache(new Request('http://localhost/stoffe?group=A&utm_source=x')).url).toBe(
      'http://localhost/stoffe?group=A',
    )
  })

  it('renders the page with no cookie but the language and the cookie decision', () => {
    const request = new Request('http://localhost/stoffe?group=A', {
      headers: {
        cookie: 'nf_session=secret; i18n_redirected=en; __Host-nf_device=d; cc_cookie=%7B%7D; other=1',
        'user-agent': 'Test',
      },
    })
    const rendered = pageRequestForCache(request)
    expect(rendered.url).toBe('http://localhost/stoffe?group=A')
    expect(rendered.headers.get('cookie')).toBe('i18n_redirected=en; cc_cookie=%7B%7D')
    expect(rendered.headers.get('user-agent')).toBe('Test')
    const bare = pageRequestForCache(
      new Request('http://localhost/', { headers: { cookie: 'nf_session=x' } }),
    )
    expect(bare.headers.has('cookie')).toBe(false)
  })
})
