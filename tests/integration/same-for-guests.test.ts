import { beforeAll, describe, expect, it } from 'vitest'
import { pages } from '../../config/pages.ts'
import { customerSessionCookie } from '../support/customer-session.ts'
import { concretePath } from '../support/page-samples.ts'
import { createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

/**
 * A page marked `sameForGuests` (config/pages.ts) is kept by the page cache and handed to other
 * visitors, so its own loaders (the page's and its layout's; the root's personal part is apart)
 * must not read the session, a cookie or the customer. Each such page's loader data is asked
 * without a cookie and with the session of a logged-in customer whose language differs from a new
 * visitor's, and (unless the page is `pricedByDeliveryCountry`) whose delivery country differs too
 * (Croatia, 25 % VAT): the answers must be the same bytes.
 */
let database: Awaited<ReturnType<typeof useTestDatabase>>
let app: ReturnType<typeof createTestApp>['app']
/** A logged-in customer in the default country (Germany), and one who delivers to Croatia. */
let cookie: string
let croatian: string

beforeAll(async () => {
  database = await useTestDatabase()
  app = createTestApp(database.db, { SHOP_DEMO: '1' }).app
  cookie = await personalCookie(1)
  croatian = await personalCookie(5)
})

async function personalCookie(deliveryCountryId: number) {
  const { cookie } = await customerSessionCookie(
    database.db,
    { email: `same-for-guests-${deliveryCountryId}@example.com`, firstName: 'Gina', lastName: 'Gast' },
    { deliveryCountryId, lang: 'fr' },
  )
  return `${cookie}; i18n_redirected=de`
}

/** The loader data of the page and its layout only (single fetch's `_routes`), not the root's. */
function dataUrl(page: (typeof pages)[number]) {
  const path = concretePath(page.path)
  const routes = `layout:${page.layout},${page.path === '' ? 'home' : page.path}`
  return `${path === '/' ? '/_root' : path}.data?_routes=${encodeURIComponent(routes)}`
}

const shared = pages.filter((page) => page.sameForGuests)

describe('pages marked sameForGuests', () => {
  it.each(shared.map((page) => ({ page, path: page.path || '/', url: dataUrl(page) })))(
    '$path: the loaders answer a logged-in customer as a new visitor',
    async ({ page, url }) => {
      const guest = await app.request(url)
      const body = await guest.text()
      for (const visitor of page.pricedByDeliveryCountry ? [cookie] : [cookie, croatian]) {
        const customer = await app.request(url, { headers: { cookie: visitor } })
        expect(customer.status).toBe(guest.status)
        expect(await customer.text()).toBe(body)
      }
    },
  )

  it('the pages priced by delivery country differ only by it: the Croatian customer pays 25 % VAT', async () => {
    const fabric = pages.find((page) => page.path === 'stoffe/:id')
    if (!fabric?.pricedByDeliveryCountry) throw new Error('the fabric page is priced by delivery country')
    const url = dataUrl(fabric)
    const german = await (await app.request(url)).text()
    const croatianAnswer = await (await app.request(url, { headers: { cookie: croatian } })).text()
    expect(croatianAnswer).not.toBe(german)
  })
})

describe('the check itself', () => {
  it('tells a page that reads the session: the designer shows the visitor’s delivery country', async () => {
    const designer = pages.find((page) => page.path === 'hemdendesigner')
    if (!designer) throw new Error('no designer page')
    const url = dataUrl(designer)
    const guest = await (await app.request(url)).text()
    const customer = await (await app.request(url, { headers: { cookie: croatian } })).text()
    expect(customer).not.toBe(guest)
    expect(designer.sameForGuests).not.toBe(true)
  })
})
