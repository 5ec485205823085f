import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { pages } from '../../config/pages.ts'
import { products } from '../../db/schema/index.ts'
import { customerSessionCookie } from '../support/customer-session.ts'
import { concretePath } from '../support/page-samples.ts'
import { shopCalls } from '../support/shop-calls.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

/**
 * A page marked `sameForGuests` (config/pages.ts) is kept by the page cache and handed to other
 * visitors, guests with or without a session and logged-in customers alike, so its loaders (the
 * root's, its layout's and its own) must not read the session, a cookie or the customer. Each such
 * page's loader data is asked without a session and with the session of a logged-in customer whose
 * language differs from a new visitor's, and (unless the page is `pricedByDeliveryCountry`) whose
 * delivery country differs too (Croatia, 25 % VAT), and by a customer who owns things (a design in
 * the cart, a sample set, a remembered fabric and product): the answers must be the same bytes.
 * Both send the same language cookie, which the page cache's key holds.
 */
let database: Awaited<ReturnType<typeof useTestDatabase>>
let app: ReturnType<typeof createTestApp>['app']
/** A logged-in customer in the default country (Germany), one who delivers to Croatia, one who owns things. */
let cookie: string
let croatian: string
let owner: string
const languageCookie = 'i18n_redirected=de'

beforeAll(async () => {
  database = await useTestDatabase()
  app = createTestApp(database.db, { SHOP_DEMO: '1' }).app
  cookie = await personalCookie(1)
  croatian = await personalCookie(5)
  owner = await ownerCookie()
})

async function personalCookie(deliveryCountryId: number) {
  const { cookie } = await customerSessionCookie(
    database.db,
    { email: `same-for-guests-${deliveryCountryId}@example.com`, firstName: 'Gina', lastName: 'Gast' },
    { deliveryCountryId, lang: 'fr' },
  )
  return `${cookie}; ${languageCookie}`
}

/** Erika Muster, logged in, with a design and the fabric samples of /stoffe/1001 in the cart, and both remembered. */
async function ownerCookie() {
  const api = shopCalls(
    () => app,
    () => database.db,
  )
  const jar = new CookieJar()
  await api.register(jar)
  const shirtId = (await api.shirt(jar, { action: 'create' })).body.shirtId
  expect((await api.shirt(jar, { action: 'addToCart', shirtId })).status).toBe(200)
  const samples = await api.cart(jar, { action: 'add', item: { type: 'samples', fabricIds: [1001] } })
  expect(samples.status, JSON.stringify(samples.body)).toBe(200)
  const [product] = await database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.slug, 'fliege-seide'))
  if (!product) throw new Error('no product fliege-seide')
  for (const item of [
    { kind: 'fabric', id: 1001 },
    { kind: 'product', id: product.id },
  ])
    expect((await api.wishlist(jar, { action: 'add', ...item })).status).toBe(200)
  return `${jar.header()}; ${languageCookie}`
}

/** The loader data of the root, the page's layout and the page (single fetch's `_routes`). */
function dataUrl(page: (typeof pages)[number]) {
  const path = concretePath(page.path)
  const routes = `root,layout:${page.layout},${page.path === '' ? 'home' : page.path}`
  return `${path === '/' ? '/_' : path}.data?_routes=${encodeURIComponent(routes)}`
}

const shared = pages.filter((page) => page.sameForGuests)

describe('pages marked sameForGuests', () => {
  it.each(shared.map((page) => ({ page, path: page.path || '/', url: dataUrl(page) })))(
    '$path: the loaders answer a logged-in customer as a new visitor',
    async ({ page, url }) => {
      const guest = await app.request(url, { headers: { cookie: languageCookie } })
      const body = await guest.text()
      expect(body).toContain('"root"')
      // Nor does it start a session: rendered without the visitor's for the cache, it would replace it.
      expect(guest.headers.getSetCookie()).toEqual([])
      const visitors = [
        cookie,
        ...(page.pricedByDeliveryCountry ? [] : [croatian]),
        ...(page.showsOwnState ? [] : [owner]),
      ]
      for (const visitor of visitors) {
        const customer = await app.request(url, { headers: { cookie: visitor } })
        expect(customer.status).toBe(guest.status)
        expect(await customer.text()).toBe(body)
      }
    },
  )

  it('the pages priced by delivery country differ only by it: the Croatian customer pays 25 % VAT', async () => {
    const fabric = pages.find((page) => page.path === 'stoffe')
    if (!fabric?.pricedByDeliveryCountry) throw new Error('/stoffe is priced by delivery country')
    const url = dataUrl(fabric)
    const german = await (await app.request(url, { headers: { cookie: languageCookie } })).text()
    const croatianAnswer = await (await app.request(url, { headers: { cookie: croatian } })).text()
    expect(croatianAnswer).not.toBe(german)
  })
})

describe('the check itself', () => {
  it('tells a page that reads the session: the designer shows the visitor’s delivery country', async () => {
    const designer = pages.find((page) => page.path === 'hemdendesigner')
    if (!designer) throw new Error('no designer page')
    const url = dataUrl(designer)
    const guest = await (await app.request(url, { headers: { cookie: languageCookie } })).text()
    const customer = await (await app.request(url, { headers: { cookie: croatian } })).text()
    expect(customer).not.toBe(guest)
    expect(designer.sameForGuests).not.toBe(true)
  })

  it.each(['stoffe/:id', 'prod/:product'])(
    'tells a page that shows what the customer owns: %s and the remembered item',
    async (path) => {
      const page = pages.find((candidate) => candidate.path === path)
      if (!page) throw new Error(`no page ${path}`)
      const url = dataUrl(page)
      const guest = await (await app.request(url, { headers: { cookie: languageCookie } })).text()
      const customer = await (await app.request(url, { headers: { cookie: owner } })).text()
      expect(customer).not.toBe(guest)
      expect(page.showsOwnState).toBe(true)
    },
  )
})
