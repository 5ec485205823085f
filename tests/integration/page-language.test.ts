import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { cartTexts } from '../../core/cart/texts.ts'
import { getCatalog } from '../../core/catalog/catalog-cache.ts'
import { catalogText } from '../../core/catalog/snapshot.ts'
import { orders, products } from '../../db/schema/index.ts'
import { mailParts, pdfText, waitForMail } from '../support/outbox.ts'
import { shopCalls } from '../support/shop-calls.ts'
import { prepaidOrder } from '../support/shop-data.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

/**
 * The product rule: a visitor on /fr reads French in every answer and mail, however they arrived.
 * Every call here comes from a visitor whose session and language cookie say German; only the page
 * says its language (the X-Shop-Locale header the client sends, or the Referer of the page).
 */
let app: ReturnType<typeof createTestApp>['app']
let database: Awaited<ReturnType<typeof useTestDatabase>>
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nf-page-language-'))
const api = shopCalls(
  () => app,
  () => database.db,
)
let staysId: number

beforeAll(async () => {
  database = await useTestDatabase()
  app = createTestApp(database.db, { SHOP_DEMO: '1', DATA_DIR: dataDir }).app
  const [row] = await database.db.select().from(products).where(eq(products.slug, 'kragenstaebchen-messing'))
  staysId = row?.id ?? 0
})

type Page = { locale?: string; referer?: string }

/** A JSON call as the page makes it: the page's language in the header or the Referer only. */
async function call(jar: CookieJar, url: string, body: unknown, page: Page) {
  const headers = new Headers({ 'content-type': 'application/json', origin: 'http://localhost' })
  if (jar.header()) headers.set('cookie', jar.header())
  if (page.locale) headers.set('x-shop-locale', page.locale)
  if (page.referer) headers.set('referer', page.referer)
  const response = await app.request(url, { method: 'POST', headers, body: JSON.stringify(body) })
  jar.store(response)
  // biome-ignore lint/suspicious/noExplicitAny: answers are inspected loosely
  return { status: response.status, body: (await response.json()) as any }
}

/** A guest whose session and language cookie both say German. */
async function germanVisitor() {
  const jar = new CookieJar()
  jar.store(new Response(null, { headers: { 'set-cookie': 'i18n_redirected=de; Path=/' } }))
  const answer = await app.request('/api/session.php', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'http://localhost',
      cookie: jar.header(),
    },
    body: 'action=setLanguage&lang=de',
  })
  jar.store(answer)
  expect(answer.status).toBe(200)
  return jar
}

/** A design with Kent collar and the German name of its collar, for the language checks. */
async function collarNames() {
  const catalog = await getCatalog(database.db)
  const kent = [...catalog.parts.values()].find(
    (part) => catalogText(catalog, 'part', part.id, 'de').name === 'Kent',
  )
  if (!kent) throw new Error('the fixture catalogue has no Kent collar')
  return (locale: 'de' | 'en' | 'fr' | 'es') => catalogText(catalog, 'part', kent.id, locale).name
}

describe.each([
  ['the X-Shop-Locale header', { locale: 'fr' }, 'fr'],
  ['the Referer of /fr', { referer: 'http://localhost/fr/hemdendesigner' }, 'fr'],
  ['the X-Shop-Locale header (es)', { locale: 'es' }, 'es'],
] as const)('a German session on a page that says its language through %s', (_how, page, locale) => {
  it('shirt.php fetchSelected answers the summary in the page language', async () => {
    const jar = await germanVisitor()
    const collar = await collarNames()
    expect((await call(jar, '/api/shirt.php', { action: 'create' }, page)).status).toBe(200)
    const german = await call(jar, '/api/shirt.php', { action: 'fetchSelected' }, {})
    const shown = await call(jar, '/api/shirt.php', { action: 'fetchSelected' }, page)
    expect(shown.status).toBe(200)
    expect(german.body.shirt.summary).toContain(collar('de'))
    expect(shown.body.shirt.summary).toContain(collar(locale))
    expect(shown.body.shirt.summary).not.toBe(german.body.shirt.summary)
  })

  it('cart.php list describes every line in the page language', async () => {
    const jar = await germanVisitor()
    const collar = await collarNames()
    const shirtId = (await call(jar, '/api/shirt.php', { action: 'create' }, page)).body.shirtId
    await call(jar, '/api/cart.php', { action: 'add', item: { type: 'shirt', shirtId } }, page)
    await call(jar, '/api/cart.php', { action: 'add', item: { type: 'voucher', value: 50 } }, page)
    const listed = await call(jar, '/api/cart.php', { action: 'list' }, page)
    expect(listed.status).toBe(200)
    const names = listed.body.data.items.map((item: { name: string }) => item.name)
    expect(names).toEqual(expect.arrayContaining([cartTexts[locale].shirt, cartTexts[locale].voucher]))
    const shirtLine = listed.body.data.items.find((item: { type: string }) => item.type === 'shirt')
    expect(shirtLine.description).toContain(collar(locale))
    expect(shirtLine.description).not.toContain(cartTexts.de.shirt)
  })
})

describe('an order placed from a French page', () => {
  it('freezes its lines in French, stores fr and mails French, whatever session and cookie say', async () => {
    const jar = await germanVisitor()
    const collar = await collarNames()
    const fr = { locale: 'fr' }
    const email = await api.register(jar)
    const measureId = await api.profile(jar, 'Atelier')
    const shirtId = (await call(jar, '/api/shirt.php', { action: 'create' }, fr)).body.shirtId
    await call(jar, '/api/shirt.php', { action: 'measures', shirtId, measureId }, fr)
    await call(jar, '/api/cart.php', { action: 'add', item: { type: 'shirt', shirtId } }, fr)
    await call(
      jar,
      '/api/cart.php',
      { action: 'add', item: { type: 'product', productId: staysId, amount: 1 } },
      fr,
    )
    const german = (await call(jar, '/api/shirt.php', { action: 'fetch', shirtId }, {})).body.shirt.summary
    const placed = await call(jar, '/api/checkout.php', prepaidOrder, fr)
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)

    const [stored] = await database.db
      .select({ lang: orders.lang })
      .from(orders)
      .where(eq(orders.id, placed.body.orderId))
    expect(stored?.lang).toBe('fr')

    // Read back from a German page: the frozen lines stay in the order's language.
    const fetched = await call(jar, '/api/orders.php', { action: 'fetch', orderId: placed.body.orderId }, {})
    const lines = fetched.body.order.items
    const shirtLine = lines.find((item: { type: string }) => item.type === 'shirt')
    expect(shirtLine.name).toBe(cartTexts.fr.shirt)
    expect(shirtLine.description).toContain(collar('fr'))
    expect(shirtLine.description).not.toBe(german)
    const stays = lines.find((item: { type: string }) => item.type === 'product')
    expect(stays.name).not.toMatch(/Kragenstäbchen/)

    const mail = await waitForMail(dataDir, email, 'orderConfirmation')
    expect(mail.subject).toBe(`Votre commande ${placed.body.number} chez Nadel & Faden`)
    expect(mail.text).toContain(shirtLine.description)
    expect(mail.text).toContain(cartTexts.fr.shirt)
    for (const german of ['Maßhemd', 'Ihre Bestellung', 'Kragenstäbchen', 'Maßprofil', 'Umschlagmanschette'])
      expect(mail.text).not.toContain(german)

    // The invoice original in the mail is issued in German, its lines too; the customer's copy
    // from the order page names the lines as the order froze them, in French.
    const pdf = mailParts(mail.raw).find((part) => part.filename?.startsWith('Rechnung-'))
    const original = pdfText(pdf?.body as Buffer)
    expect(original).toContain(cartTexts.de.shirt)
    expect(original).toContain(german.slice(0, 20))
    expect(original).not.toContain(cartTexts.fr.shirt)
    const copy = await app.request(`/api/orders/${placed.body.orderId}/invoice.pdf`, {
      headers: { cookie: jar.header() },
    })
    expect(copy.headers.get('content-type')).toBe('application/pdf')
    const copyText = pdfText(Buffer.from(await copy.arrayBuffer()))
    expect(copyText).toContain(cartTexts.fr.shirt)
    expect(copyText).toContain(shirtLine.description.slice(0, 20))
    // …and its labels, dates and amounts in French too; the German original keeps German labels
    expect(copy.headers.get('content-disposition')).toMatch(/filename="Facture-RE-/)
    for (const label of ['Facture RE-', 'Prix unitaire', 'Reste à payer', 'Copie client en français'])
      expect(copyText).toContain(label)
    for (const german of ['Rechnung', 'Einzelpreis', 'Zu zahlen', 'Bezahlt am'])
      expect(copyText).not.toContain(german)
    expect(original).toContain('Zu zahlen')
    expect(original).not.toContain('Reste à payer')
  })
})

describe('the home page in the page language', () => {
  it.each([
    ['en', 'Cutaway', 'Band'],
    ['fr', 'Italien', 'Officier'],
    ['es', 'Italiano', 'Mao'],
  ])('/%s names its collar tiles in that language', async (locale, cutaway, band) => {
    const html = await (await app.request(`/${locale}`)).text()
    const tile = (slug: string) =>
      new RegExp(`href="/${locale}/kragen/${slug}-kragen"[^>]*>([^<]*)<`).exec(html)?.[1]
    expect(tile('haifisch')).toBe(cutaway)
    expect(tile('steh')).toBe(band)
    expect(html).not.toMatch(/>(Haifisch|Steh)</)
  })
})
