import { beforeAll, describe, expect, it } from 'vitest'
import { shopCalls } from '../support/shop-calls.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

let app: ReturnType<typeof createTestApp>['app']
let database: Awaited<ReturnType<typeof useTestDatabase>>

const { cart } = shopCalls(
  () => app,
  () => database.db,
)

beforeAll(async () => {
  database = await useTestDatabase()
  app = createTestApp(database.db).app
})

async function call(jar: CookieJar, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers)
  if (jar.header()) headers.set('cookie', jar.header())
  const response = await app.request(path, { ...init, headers })
  jar.store(response)
  return response
}

function form(fields: Record<string, string>): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
    body: new URLSearchParams(fields).toString(),
  }
}

describe('GET /api/session.php', () => {
  it('starts a guest session with every field of docs/api.md and an HttpOnly, SameSite=Lax cookie', async () => {
    const jar = new CookieJar()
    const response = await call(jar, `/api/session.php?cb=${Date.now()}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const cookie = response.headers.getSetCookie().join('\n')
    expect(cookie).toMatch(/nf_session=[A-Za-z0-9_-]{43}/)
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Lax/)
    expect(cookie).not.toMatch(/Secure/)
    const body = await response.json()
    expect(body).toEqual({
      success: true,
      data: {
        authenticated: false,
        custId: null,
        adminLogin: false,
        selectedShirtId: null,
        countryId: null,
        countryCode: null,
        langId: 'de',
        VAT: null,
        deliveryCountryId: null,
        priceFabricSamples: 2.9,
        cartCount: 0,
      },
    })
  })

  it('carries the cart’s count, as cart.php num counts it: the header needs no second request', async () => {
    const jar = new CookieJar()
    for (const [value, recipientName] of [
      [50, 'Paul'],
      [75, 'Greta'],
    ] as const) {
      const item = { type: 'voucher', value, recipientName, message: '' }
      expect((await cart(jar, { action: 'add', item })).status).toBe(200)
    }
    const counted = (await cart(jar, { action: 'num' })).body.num
    expect(counted).toBe(2)
    const session = await (await call(jar, '/api/session.php')).json()
    expect(session.data.cartCount).toBe(counted)
  })

  it('keeps the same session on the next call', async () => {
    const jar = new CookieJar()
    await call(jar, '/api/session.php')
    const first = jar.get('nf_session')
    const again = await call(jar, '/api/session.php')
    expect(again.headers.getSetCookie()).toEqual([])
    expect(jar.get('nf_session')).toBe(first)
  })

  it('uses the __Host- cookie with Secure behind a trusted HTTPS proxy', async () => {
    const secureApp = createTestApp(database.db, {
      TRUST_PROXY: '1',
      PUBLIC_ORIGIN: 'https://shop.example',
    }).app
    const response = await secureApp.request('/api/session.php', {
      headers: { 'x-forwarded-proto': 'https' },
    })
    const cookie = response.headers.getSetCookie().join('\n')
    expect(cookie).toMatch(/^__Host-nf_session=/)
    expect(cookie).toMatch(/Secure/)
    expect(response.headers.get('strict-transport-security')).toContain('max-age=')
  })

  it('ignores a forged or unknown session cookie and starts a new one', async () => {
    const response = await app.request('/api/session.php', { headers: { cookie: 'nf_session=not-a-token' } })
    expect(response.status).toBe(200)
    expect(response.headers.getSetCookie().join('')).toMatch(/nf_session=[A-Za-z0-9_-]{43}/)
  })
})

describe('priceFabricSamples', () => {
  it.each([
    ['Germany', 1, 19, 2.9],
    ['Austria', 2, 20, 2.93],
    ['Switzerland', 28, 0, 2.44],
  ])('is what a set of fabric samples costs in the cart for %s', async (_name, countryId, vat, euro) => {
    const jar = new CookieJar()
    const added = await cart(jar, { action: 'add', item: { type: 'samples', fabricIds: [1001, 1002] } })
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    const inCart = await cart(jar, { action: 'setDeliveryCountry', countryId })
    const line = inCart.body.data.items.find((item: { type: string }) => item.type === 'samples')
    const session = await (await call(jar, '/api/session.php')).json()
    expect(session.data).toMatchObject({ deliveryCountryId: countryId, VAT: vat, priceFabricSamples: euro })
    expect(line.priceBrutto).toBe(euro)
  })
})

describe('POST /api/session.php actions', () => {
  it('setLanguage stores a supported language and answers {success:true}', async () => {
    const jar = new CookieJar()
    const response = await call(jar, '/api/session.php', form({ action: 'setLanguage', lang: 'fr' }))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ success: true })
    const session = await (await call(jar, '/api/session.php')).json()
    expect(session.data.langId).toBe('fr')
  })

  it('refuses an unsupported language with 400 and changes nothing', async () => {
    const jar = new CookieJar()
    await call(jar, '/api/session.php', form({ action: 'setLanguage', lang: 'en' }))
    const response = await call(jar, '/api/session.php', form({ action: 'setLanguage', lang: 'it' }))
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body.success).toBe(false)
    expect(body.message).toMatch(/lang/)
    const session = await (await call(jar, '/api/session.php')).json()
    expect(session.data.langId).toBe('en')
  })

  it('setDeliveryCountry sets country, code and VAT of the session', async () => {
    const jar = new CookieJar()
    const response = await call(
      jar,
      '/api/session.php',
      form({ action: 'setDeliveryCountry', countryId: '2' }),
    )
    expect(response.status).toBe(200)
    const session = await (await call(jar, '/api/session.php')).json()
    expect(session.data).toMatchObject({ countryId: 2, deliveryCountryId: 2, countryCode: 'at', VAT: 20 })
  })

  it('setDeliveryCountry re-prices the cart as the cart’s own action does', async () => {
    const jar = new CookieJar()
    await cart(jar, { action: 'add', item: { type: 'samples', fabricIds: [1001, 1002] } })
    const response = await call(
      jar,
      '/api/session.php',
      form({ action: 'setDeliveryCountry', countryId: '28' }),
    )
    expect(response.status).toBe(200)
    const listed = await cart(jar, { action: 'list' })
    // Lines priced for Germany would show 'Multiple VAT rates found' and the German rate here.
    expect(listed.body.message).toBe('OK')
    expect(listed.body.data.items[0]).toMatchObject({ VAT: 0, priceBrutto: 2.44 })
  })

  it.each([
    [{ action: 'setDeliveryCountry', countryId: '999' }, 400],
    [{ action: 'setDeliveryCountry', countryId: 'abc' }, 400],
    [{ action: 'storePopupStatus', key: 'newsletterPopup', value: 'nonsense' }, 400],
    [{ action: 'storePopupStatus', key: 'newsletterPopup', value: 'escape' }, 200],
    [{ action: 'setUserChoise', value: 'newsletterPopup' }, 200],
    [{ action: 'dropTables' }, 400],
    [{}, 400],
  ])('%j answers %i', async (fields, status) => {
    const response = await call(new CookieJar(), '/api/session.php', form(fields as Record<string, string>))
    expect(response.status).toBe(status)
    const body = await response.json()
    expect(body.success).toBe(status === 200)
    if (status !== 200) expect(typeof body.message).toBe('string')
  })

  it('names an unknown action as such', async () => {
    const response = await call(new CookieJar(), '/api/session.php', form({ action: 'dropTables' }))
    expect(await response.json()).toMatchObject({ success: false, message: 'Unknown action' })
  })

  it('answers 415 for an unsupported content type and 400 for malformed JSON', async () => {
    const text = await call(new CookieJar(), '/api/session.php', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: 'http://localhost' },
      body: 'action=setLanguage',
    })
    expect(text.status).toBe(415)
    const json = await call(new CookieJar(), '/api/session.php', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      body: '{"action":',
    })
    expect(json.status).toBe(400)
    expect(await json.json()).toMatchObject({ success: false, message: 'Malformed JSON body' })
  })

  it('answers 413 for a body over 1 MB without reading it whole', async () => {
    const response = await call(new CookieJar(), '/api/session.php', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      body: JSON.stringify({ action: 'setLanguage', lang: 'x'.repeat(1024 * 1024 + 10) }),
    })
    expect(response.status).toBe(413)
    expect((await response.json()).success).toBe(false)
  })
})

describe('same-origin check on writes', () => {
  it('refuses a cross-site POST with 403', async () => {
    const response = await call(new CookieJar(), '/api/session.php', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: 'action=setLanguage&lang=en',
    })
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ success: false })
  })

  it('refuses Sec-Fetch-Site cross-site without Origin', async () => {
    const response = await call(new CookieJar(), '/api/session.php', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      body: 'action=setLanguage&lang=en',
    })
    expect(response.status).toBe(403)
  })

  it('accepts a cross-site POST that carries the session CSRF token', async () => {
    const jar = new CookieJar()
    const csrf = await (await call(jar, '/api/session/csrf.php')).json()
    expect(csrf).toEqual({ success: true, csrfToken: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/) })
    const response = await call(jar, '/api/session.php', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
        'x-csrf-token': csrf.csrfToken,
      },
      body: 'action=setLanguage&lang=en',
    })
    expect(response.status).toBe(200)
  })

  it('refuses a CSRF token replayed from another session', async () => {
    const victim = new CookieJar()
    const token = (await (await call(victim, '/api/session/csrf.php')).json()).csrfToken
    const attacker = new CookieJar()
    await call(attacker, '/api/session.php')
    const response = await call(attacker, '/api/session.php', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
        'x-csrf-token': token,
      },
      body: 'action=setLanguage&lang=en',
    })
    expect(response.status).toBe(403)
  })
})

describe('POST /api/logout.php', () => {
  it('ends the session: the next call starts a fresh one with defaults', async () => {
    const jar = new CookieJar()
    await call(jar, '/api/session.php', form({ action: 'setLanguage', lang: 'es' }))
    const before = jar.get('nf_session')
    const response = await call(jar, '/api/logout.php', {
      method: 'POST',
      headers: { origin: 'http://localhost' },
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ success: true })
    const after = await (await call(jar, '/api/session.php')).json()
    expect(after.data.langId).toBe('de')
    expect(jar.get('nf_session')).not.toBe(before)
  })
})

describe('unknown API paths', () => {
  it('answer the 404 envelope', async () => {
    const response = await app.request('/api/nothing.php')
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ success: false, message: 'Unknown API endpoint' })
  })
})
