import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { catalogParts, customers } from '../../db/schema/index.ts'
import { shopCalls } from '../support/shop-calls.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

/**
 * The /admin catalog pages: admin only (404 for staff, customers and
 * guests), forms that work without JavaScript on the API's schemas, a refused field that keeps
 * what was typed.
 */
let app: ReturnType<typeof createTestApp>['app']
let database: Awaited<ReturnType<typeof useTestDatabase>>
const api = shopCalls(
  () => app,
  () => database.db,
)

beforeAll(async () => {
  database = await useTestDatabase()
  app = createTestApp(database.db).app
})

async function withRole(role: 'staff' | 'admin') {
  const jar = new CookieJar()
  const email = await api.register(jar)
  await database.db.update(customers).set({ role }).where(eq(customers.email, email))
  expect((await api.account(jar, { action: 'login', email, password: 'Ein-gutes-Passwort-9' })).status).toBe(
    200,
  )
  return jar
}

const page = (jar: CookieJar, url: string) => app.request(url, { headers: { cookie: jar.header() } })
const post = (jar: CookieJar, url: string, form: Record<string, string>) =>
  app.request(url, {
    method: 'POST',
    headers: {
      cookie: jar.header(),
      origin: 'http://localhost',
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(form).toString(),
  })
const pages = ['/admin/parts', '/admin/accessories', '/admin/templates', '/admin/prices']

describe('/admin catalog pages', () => {
  it.each(pages)('%s: 404 for guests, customers and staff; the admin gets it, noindex', async (url) => {
    const customer = new CookieJar()
    await api.register(customer)
    const staff = await withRole('staff')
    for (const jar of [new CookieJar(), customer, staff]) expect((await page(jar, url)).status).toBe(404)
    const admin = await withRole('admin')
    const answer = await page(admin, url)
    expect(answer.status).toBe(200)
    expect(await answer.text()).toContain('noindex')
  })

  it('a form post sets a surcharge in euros exactly; a refused one keeps what was typed', async () => {
    const admin = await withRole('admin')
    const saved = await post(admin, '/admin/parts?q=Haifisch', {
      intent: 'setPart',
      partId: '2',
      surcharge: '7,50',
      active: 'on',
    })
    expect(saved.status).toBeLessThan(400)
    const [part] = await database.db.select().from(catalogParts).where(eq(catalogParts.id, 2))
    expect(part?.surchargeCents).toBe(750)

    const refused = await post(admin, '/admin/parts?q=Haifisch', {
      intent: 'setPart',
      partId: '2',
      surcharge: '7,505',
      active: 'on',
    })
    expect(refused.status).toBe(400)
    const html = await refused.text()
    expect(html).toContain('value="7,505"')
    expect(html).toContain('höchstens zwei Nachkommastellen')
    const [unchanged] = await database.db.select().from(catalogParts).where(eq(catalogParts.id, 2))
    expect(unchanged?.surchargeCents).toBe(750)

    const prices = await post(admin, '/admin/prices', {
      intent: 'setPrices',
      groupA: '79',
      groupB: '99',
      groupC: '119',
      groupD: '149',
      package7: '600',
    })
    expect(prices.status).toBe(409)
    expect(await prices.text()).toContain('günstiger sein als sieben Hemden')
  })
})
