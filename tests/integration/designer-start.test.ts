import { count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { sessions, shirts } from '../../db/schema/index.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

/**
 * The designer opens with a shirt. A new visitor's /hemdendesigner HTML, before
 * any JavaScript, holds the default template's preview picture and the option lists, and no
 * design row (nor session) exists until the visitor's first change.
 */
let app: ReturnType<typeof createTestApp>['app']
let database: Awaited<ReturnType<typeof useTestDatabase>>

beforeAll(async () => {
  database = await useTestDatabase()
  app = createTestApp(database.db).app
})

const shirtRows = async () => (await database.db.select({ n: count() }).from(shirts))[0]?.n ?? 0
const sessionRows = async () => (await database.db.select({ n: count() }).from(sessions))[0]?.n ?? 0

async function page(path: string, jar?: CookieJar) {
  const headers = new Headers()
  if (jar?.header()) headers.set('cookie', jar.header())
  const response = await app.request(path, { headers })
  expect(response.status).toBe(200)
  return { response, html: await response.text() }
}

async function shirt(jar: CookieJar, body: Record<string, unknown>) {
  const headers = new Headers({ 'content-type': 'application/json', origin: 'http://localhost' })
  if (jar.header()) headers.set('cookie', jar.header())
  const response = await app.request('/api/shirt.php', {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  })
  jar.store(response)
  // biome-ignore lint/suspicious/noExplicitAny: answers are inspected loosely
  return { status: response.status, body: (await response.json()) as any }
}

/** The preview's one picture: the LCP image, fetched first, its box fixed by width and height. */
const picture = (templateId: number) =>
  new RegExp(
    `<img(?=[^>]*src="/folded/template/${templateId}\\.png")(?=[^>]*fetchpriority="high")(?=[^>]*width="600")(?=[^>]*height="720")[^>]*>`,
    'i',
  )
/** React preloads a high-priority image from the head, before the stylesheets and scripts. */
const preload = (templateId: number) =>
  new RegExp(
    `<link rel="preload" as="image" href="/folded/template/${templateId}\\.png" fetchpriority="high"/>`,
    'i',
  )

describe('a new visitor at /hemdendesigner', () => {
  it.each([
    ['/hemdendesigner', 'Kragen', 'In den Warenkorb', 'Popeline Weiß'],
    ['/en/hemdendesigner', 'Collar', 'Add to cart', 'White Poplin'],
    ['/fr/hemdendesigner', 'Col', 'Ajouter au panier', ''],
    ['/es/hemdendesigner', 'Cuello', 'Añadir a la cesta', ''],
  ])(
    '%s: the server’s HTML shows the default design with its options',
    async (path, collarTab, cart, fabric) => {
      const rowsBefore = await shirtRows()
      const sessionsBefore = await sessionRows()
      const { response, html } = await page(path)
      expect(picture(1).test(html)).toBe(true)
      expect(preload(1).test(html)).toBe(true)
      // Exactly one picture is asked for first; no layer stack competes with it.
      expect(html.match(/<img[^>]*fetchpriority="high"/gi)?.length).toBe(1)
      expect(/src="\/folded\/fabric\//.test(html)).toBe(false)
      // The option lists: the category tabs and the first tab's fabrics.
      expect(html.includes('role="tablist"')).toBe(true)
      expect(new RegExp(`role="tab"[^>]*>${collarTab}</button>`).test(html)).toBe(true)
      expect(html.match(/src="\/media\/samples\/\d+\.jpg"/g)?.length ?? 0).toBeGreaterThanOrEqual(12)
      // The summary and the cart button are there at once.
      expect(html.includes('data-testid="design-summary"')).toBe(true)
      if (fabric) expect(html.includes(fabric)).toBe(true)
      expect(html.includes(cart)).toBe(true)
      // Nothing was created for looking: no design, no session, no cookie.
      expect(response.headers.getSetCookie().filter((header) => header.startsWith('nf_session='))).toEqual([])
      expect(await shirtRows()).toBe(rowsBefore)
      expect(await sessionRows()).toBe(sessionsBefore)
    },
  )

  it('a ready design’s “Jetzt anpassen” link shows that template, again without a row', async () => {
    const before = await shirtRows()
    const detail = await page('/masshemden/2')
    expect(/<a[^>]*href="\/hemdendesigner\?template=2"[^>]*>Jetzt anpassen<\/a>/.test(detail.html)).toBe(true)
    const { html } = await page('/hemdendesigner?template=2')
    expect(picture(2).test(html)).toBe(true)
    expect(await shirtRows()).toBe(before)
  })

  it('a fabric page’s link shows the default design in that fabric, drawn by its layers', async () => {
    const { html } = await page('/hemdendesigner?fabric=1005')
    expect(/fetchpriority="high"/i.test(html)).toBe(false)
    expect(html).toContain('src="/folded/fabric/body-1005.png"')
  })

  it('the row is made at the first change: the template and that change, nothing before', async () => {
    const jar = new CookieJar()
    // The start-up read of every page gives the visitor a session, but no design.
    const startup = await app.request('/api/session.php', { headers: { origin: 'http://localhost' } })
    jar.store(startup)
    const before = await shirtRows()
    await page('/hemdendesigner', jar)
    expect(await shirtRows()).toBe(before)
    expect((await shirt(jar, { action: 'fetchSelected' })).body.success).toBe(false)

    // What the designer sends at the first choice (here the collar 'Haifisch weit', part 3): create, then the choice.
    const created = await shirt(jar, { action: 'create', templateID: 1 })
    expect(created.body.success).toBe(true)
    const changed = await shirt(jar, {
      action: 'updateShirt',
      selectedParts: { categoryId: 1, partId: 3, attrId: 0, attrvalueId: 0, selected: true },
    })
    expect(changed.body.success).toBe(true)
    expect(await shirtRows()).toBe(before + 1)
    const [row] = await database.db
      .select({ templateId: shirts.templateId })
      .from(shirts)
      .where(eq(shirts.id, created.body.shirtId))
    expect(row?.templateId).toBe(1)

    // From now on the visitor sees their own design, drawn by its layers, not the template's picture.
    const { html } = await page('/hemdendesigner', jar)
    expect(picture(1).test(html)).toBe(false)
    expect(html).toContain(`src="/folded/fabric/collar-3-`)
    expect(await shirtRows()).toBe(before + 1)
    // A template link still shows the template, and does not touch the visitor's design.
    expect(picture(3).test((await page('/hemdendesigner?template=3', jar)).html)).toBe(true)
    expect((await shirt(jar, { action: 'fetchSelected' })).body.shirt.shirtId).toBe(created.body.shirtId)
  })
})
