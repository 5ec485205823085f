import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { serverT } from '../../app/i18n/server.ts'
import { brand } from '../../config/brand.ts'
import { localizePath } from '../../config/locale-path.ts'
import type { Locale } from '../../config/locales.ts'
import { invalidateCatalog, publishCatalogChange } from '../../core/catalog/catalog-cache.ts'
import { formatPrice } from '../../core/format.ts'
import { catalogFabrics, products, productVariants } from '../../db/schema/index.ts'
import { createPageCache, type PageCache } from '../../server/http/page-cache.ts'
import { extractJsonLd, type JsonLdItem, jsonLdErrors, vocabularyIssues } from '../support/structured-data.ts'
import { createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

/**
 * The schema.org JSON-LD of the real pages, as a search engine reads it: valid for Google's rich
 * results (no errors), in the page's language, and with the price and availability the page shows.
 */
let app: ReturnType<typeof createTestApp>['app']
let cached: ReturnType<typeof createTestApp>['app']
let pages: PageCache
let database: Awaited<ReturnType<typeof useTestDatabase>>
const origin = 'http://localhost'

beforeAll(async () => {
  database = await useTestDatabase()
  app = createTestApp(database.db, { PAGE_CACHE_ENTRIES: '0' }).app
  pages = createPageCache({ maxEntries: 100, maxBytes: 64 * 1024 * 1024, maxAgeMs: 3_600_000 })
  cached = createTestApp(database.db, {}, undefined, { pageCache: pages }).app
})

async function render(path: string, through = app) {
  const response = await through.request(path)
  expect(response.status, path).toBe(200)
  const html = await response.text()
  return { html, items: extractJsonLd(html), csp: response.headers.get('content-security-policy') ?? '' }
}

const ofType = (items: JsonLdItem[], type: string) => items.filter((item) => item['@type'] === type)

/** Valid for Google (no errors) and every type and property known to schema.org. */
async function expectValid(items: JsonLdItem[]) {
  expect(items.length).toBeGreaterThan(0)
  expect(await jsonLdErrors(items)).toEqual([])
  expect(await vocabularyIssues(items)).toEqual([])
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The variant choices of a product page: label text, chosen, sold out. */
function variantChoices(html: string) {
  return [...html.matchAll(/<input type="radio"([^>]*name="variantId"[^>]*)\/>([^<]*)<\/label>/g)].map(
    (match) => ({
      text: match[2] ?? '',
      checked: / checked=""/.test(match[1] ?? ''),
      disabled: / disabled=""/.test(match[1] ?? ''),
    }),
  )
}

/** The breadcrumb a page shows: its links and the current step, in order. */
function shownBreadcrumb(html: string, label: string) {
  const nav = new RegExp(`<nav aria-label="${escapeHtml(label)}"[\\s\\S]*?</nav>`).exec(html)?.[0] ?? ''
  return [...nav.matchAll(/<(?:a[^>]*href="([^"]*)"[^>]*|span aria-current="page"[^>]*)>([^<]*)</g)].map(
    (match) => ({
      href: match[1] ?? null,
      text: match[2] ?? '',
    }),
  )
}

describe.each<[Locale]>([['de'], ['en'], ['fr']])('the JSON-LD of the pages in %s', (locale) => {
  const t = serverT(locale)
  const at = (path: string) => localizePath(path, locale)

  it('a product: one offer per variant, price and availability as the page shows them', async () => {
    const { html, items } = await render(at('/prod/fliege-seide'))
    await expectValid(items)
    const [product] = ofType(items, 'Product')
    expect(product).toBeDefined()
    expect(product?.url).toBe(`${origin}${at('/prod/fliege-seide')}`)
    expect(html).toContain(`>${escapeHtml(product?.name)}</h1>`)
    const choices = variantChoices(html)
    const offers = product?.offers as JsonLdItem[]
    expect(offers).toHaveLength(choices.length)
    for (const [index, offer] of offers.entries()) {
      const choice = choices[index]
      expect(choice?.text.startsWith(offer.name), `${offer.name} is the page's variant ${choice?.text}`).toBe(
        true,
      )
      expect(offer.priceCurrency).toBe('EUR')
      expect(offer.url).toBe(product?.url)
      // The same stock rule: a variant the page refuses (sold out) is out of stock in the markup.
      expect(offer.availability).toBe(
        choice?.disabled ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
      )
    }
    expect(offers.some((offer) => offer.availability === 'https://schema.org/OutOfStock')).toBe(true)
    // The price the page shows is the chosen variant's offer.
    const chosen = offers[choices.findIndex((choice) => choice.checked)]
    const shownPrice = /data-testid="product-price"[^>]*>([^<]*)/.exec(html)?.[1] ?? ''
    expect(shownPrice).toContain(formatPrice(Number(chosen?.price), locale))
    // Its picture exists: the drawing the page shows, as a PNG.
    const image = String(product?.image?.[0] ?? '')
    const picture = await app.request(image.replace(origin, ''))
    expect(picture.status).toBe(200)
    expect(picture.headers.get('content-type')).toBe('image/png')
    // Breadcrumbs: exactly the trail the page shows, with the page's own addresses.
    const [breadcrumb] = ofType(items, 'BreadcrumbList')
    const shown = shownBreadcrumb(html, t('shop.breadcrumb'))
    expect(shown).toHaveLength(3)
    expect(breadcrumb?.itemListElement.map((step: JsonLdItem) => escapeHtml(step.name))).toEqual(
      shown.map((step) => step.text),
    )
    expect(
      breadcrumb?.itemListElement.slice(0, -1).map((step: JsonLdItem) => step.item.replace(origin, '')),
    ).toEqual(shown.slice(0, -1).map((step) => step.href))
  })

  it('a category: the breadcrumb it shows', async () => {
    const { html, items } = await render(at('/shop/krawatten'))
    await expectValid(items)
    const [breadcrumb] = ofType(items, 'BreadcrumbList')
    expect(breadcrumb?.itemListElement.map((step: JsonLdItem) => step.name)).toEqual(
      shownBreadcrumb(html, t('shop.breadcrumb')).map((step) => step.text),
    )
    expect(breadcrumb?.itemListElement.at(-1).item).toBe(`${origin}${at('/shop/krawatten')}`)
  })

  it('a fabric: the shirt in it at the price the page states, available while it can be cut', async () => {
    const { html, items } = await render(at('/stoffe/1001'))
    await expectValid(items)
    const [product] = ofType(items, 'Product')
    expect(product?.url).toBe(`${origin}${at('/stoffe/1001')}`)
    expect(product?.image).toEqual([`${origin}/media/samples/1001.jpg`])
    const offer = product?.offers as JsonLdItem
    expect(html).toContain(
      escapeHtml(t('fabrics.shirtFrom', { price: formatPrice(Number(offer.price), locale) })),
    )
    expect(offer.availability).toBe('https://schema.org/InStock')
    expect(html).not.toContain(escapeHtml(t('fabrics.soldOut')))
    const [breadcrumb] = ofType(items, 'BreadcrumbList')
    expect(breadcrumb?.itemListElement.map((step: JsonLdItem) => step.name)).toEqual([
      brand.name,
      t('nav.fabrics'),
      product?.name,
    ])
    expect(breadcrumb?.itemListElement[0].item).toBe(`${origin}${at('/')}`)
  })

  it('a FAQ page: every question of the page with its answer', async () => {
    const { html, items } = await render(at('/faq/bestellung'))
    await expectValid(items)
    const [faq] = ofType(items, 'FAQPage')
    const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'))
    const questions = [...article.matchAll(/<h3[^>]*>([^<]*)<\/h3>/g)].map((match) => match[1])
    expect(questions.length).toBeGreaterThan(5)
    expect(faq?.mainEntity.map((question: JsonLdItem) => escapeHtml(question.name))).toEqual(questions)
    for (const question of faq?.mainEntity ?? [])
      expect(question.acceptedAnswer.text.length).toBeGreaterThan(20)
    const [breadcrumb] = ofType(items, 'BreadcrumbList')
    expect(breadcrumb?.itemListElement.map((step: JsonLdItem) => step.item)).toEqual([
      `${origin}${at('/')}`,
      `${origin}${at('/faq')}`,
      `${origin}${at('/faq/bestellung')}`,
    ])
  })

  it('the home page: the company and its Berlin workshop, from the shop config', async () => {
    const { items } = await render(at('/'))
    await expectValid(items)
    const [organization] = ofType(items, 'Organization')
    const [store] = ofType(items, 'ClothingStore')
    expect(organization).toMatchObject({
      name: brand.name,
      legalName: brand.company.legalName,
      telephone: brand.company.phone,
      email: brand.company.email,
      url: `${origin}${at('/')}`,
      address: { streetAddress: brand.company.street, addressLocality: brand.company.city },
    })
    expect(store).toMatchObject({
      name: t('structuredData.workshopName'),
      address: { postalCode: brand.company.postalCode },
      parentOrganization: { '@id': organization?.['@id'] },
    })
  })

  it.each([
    '/shop',
    '/stoffe',
    '/masshemden',
    '/masshemden/2',
    '/massnehmen',
    '/massnehmen/neu/koerpermasse',
    '/kragen/tab-kragen',
    '/manuals/hemd-designen-dk/masse',
    '/glossar/k',
    '/news/herbststoffe-2026',
    '/7er',
  ])('%s has a valid breadcrumb ending at itself', async (path) => {
    const { items } = await render(at(path))
    await expectValid(items)
    const [breadcrumb] = ofType(items, 'BreadcrumbList')
    expect(breadcrumb?.itemListElement.length).toBeGreaterThanOrEqual(2)
    expect(breadcrumb?.itemListElement.at(-1).item).toBe(`${origin}${at(path)}`)
  })
})

describe('the JSON-LD and what can break it', () => {
  it('a sold-out fabric is out of stock in the markup as on the page', async () => {
    const [fabric] = await database.db
      .select({ id: catalogFabrics.id, stock: catalogFabrics.stock })
      .from(catalogFabrics)
      .where(eq(catalogFabrics.id, 1002))
    expect(fabric).toBeDefined()
    await database.db.update(catalogFabrics).set({ stock: 1 }).where(eq(catalogFabrics.id, 1002))
    await publishCatalogChange(database.db)
    invalidateCatalog(database.db)
    try {
      const { html, items } = await render('/en/stoffe/1002')
      expect(html).toContain(serverT('en')('fabrics.soldOut'))
      expect(ofType(items, 'Product')[0]?.offers.availability).toBe('https://schema.org/OutOfStock')
    } finally {
      await database.db
        .update(catalogFabrics)
        .set({ stock: fabric?.stock ?? 0 })
        .where(eq(catalogFabrics.id, 1002))
      await publishCatalogChange(database.db)
      invalidateCatalog(database.db)
    }
  })

  it('a product named </script> cannot end the script: the name comes back as data', async () => {
    const hostile = 'Krawatte </script><script>alert(1)</script>'
    const names = { de: hostile, en: hostile, fr: hostile, es: hostile }
    const slug = `hostile-${Date.now()}`
    const [row] = await database.db
      .insert(products)
      .values({ slug, category: 'krawatten', name: names, description: names, priceCents: 4900 })
      .returning({ id: products.id })
    await database.db
      .insert(productVariants)
      .values({ productId: row?.id ?? 0, name: names, stock: 3, colour: '#1f2a44' })
    const { html, items } = await render(`/prod/${slug}`)
    expect(html).not.toContain('<script>alert(1)')
    expect(ofType(items, 'Product')[0]?.name).toBe(hostile)
    await expectValid(items)
  })

  it('a page from the page cache carries the same JSON-LD, a data block without the nonce', async () => {
    const path = '/en/prod/fliege-seide'
    const before = pages.stats()
    const first = await render(path, cached)
    const second = await render(path, cached)
    expect(pages.stats().hits).toBe(before.hits + 1)
    expect(second.items).toEqual(first.items)
    const nonce = /'nonce-([^']+)'/.exec(second.csp)?.[1] ?? ''
    expect(nonce).not.toBe('')
    // A data block is never executed: the CSP's nonce neither applies to it nor is needed.
    const blocks = [...second.html.matchAll(/<script type="application\/ld\+json"([^>]*)>/g)]
    expect(blocks.length).toBe(2)
    for (const block of blocks) expect(block[1]).toBe('')
  })
})
