import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { products } from '../../db/schema/index.ts'
import { catalogData } from '../../db/seed/catalog/index.ts'
import { shopCalls } from '../support/shop-calls.ts'
import { insertRetiredProduct } from '../support/shop-data.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

let app: ReturnType<typeof createTestApp>['app']
let database: Awaited<ReturnType<typeof useTestDatabase>>
const { cart, shirt } = shopCalls(
  () => app,
  () => database.db,
)

async function catalog(body: Record<string, unknown>, jar = new CookieJar()) {
  const headers = new Headers({ 'content-type': 'application/json', origin: 'http://localhost' })
  if (jar.header()) headers.set('cookie', jar.header())
  const response = await app.request('/api/catalog.php', {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  })
  jar.store(response)
  // biome-ignore lint/suspicious/noExplicitAny: test answers are inspected loosely
  return { status: response.status, body: (await response.json()) as any }
}

async function productId(slug: string) {
  const [row] = await database.db.select({ id: products.id }).from(products).where(eq(products.slug, slug))
  if (!row) throw new Error(`shop seed misses ${slug}`)
  return row.id
}

beforeAll(async () => {
  database = await useTestDatabase()
  app = createTestApp(database.db).app
})

describe('catalog.php products', () => {
  it('lists the active products of a category in shop order with German gross prices', async () => {
    const listed = await catalog({ action: 'products', category: 'krawatten' })
    expect(listed.status).toBe(200)
    expect(listed.body).toMatchObject({
      success: true,
      category: { slug: 'krawatten', name: 'Krawatten' },
      VAT: 19,
      currency: 'EUR',
    })
    expect(listed.body.products.map((product: { slug: string }) => product.slug)).toEqual([
      'seidenkrawatte-uni',
      'strickkrawatte',
    ])
    expect(listed.body.products[0]).toMatchObject({
      name: 'Seidenkrawatte uni',
      priceBrutto: 49,
      priceNetto: 41.18,
      priceText: '49,00€',
      priceFrom: false,
      inStock: true,
      category: { slug: 'krawatten', name: 'Krawatten' },
    })
    expect(listed.body.products[0].variants).toHaveLength(3)
    // Each variant carries its colour: the shop draws the tie in navy, burgundy, silver grey.
    expect(listed.body.products[0].variants.map((variant: { colour: string }) => variant.colour)).toEqual([
      '#1f2a44',
      '#6d1f2f',
      '#a7abb0',
    ])
  })

  it('answers in the requested language and leaves inactive products out', async () => {
    ;(await insertRetiredProduct(database.db)).id
    const listed = await catalog({ action: 'products', category: 'krawatten', lang: 'fr' })
    expect(listed.body.category.name).toBe('Cravates')
    expect(listed.body.products.map((product: { name: string }) => product.name)).toEqual([
      'Cravate en soie unie',
      'Cravate en tricot',
    ])
    expect(listed.body.products[0].variants[0].name).toBe('Bleu marine')
  })

  it('is a 404 for an unknown category and a 400 naming the field for bad input', async () => {
    const unknown = await catalog({ action: 'products', category: 'socken' })
    expect(unknown.status).toBe(404)
    expect(unknown.body).toMatchObject({ success: false, code: 'NOT_FOUND' })
    expect(unknown.body.message).toContain('category')
    const missing = await catalog({ action: 'products' })
    expect(missing.status).toBe(400)
    expect(missing.body.success).toBe(false)
    expect(missing.body.message).toContain('category')
  })
})

describe('catalog.php product', () => {
  it('answers one product with its variants; a sold-out variant is marked, not hidden', async () => {
    const id = await productId('fliege-seide')
    const found = await catalog({ action: 'product', productId: id, lang: 'en' })
    expect(found.status).toBe(200)
    expect(found.body.product).toMatchObject({
      productId: id,
      slug: 'fliege-seide',
      name: 'Self-tie bow tie',
      category: { slug: 'fliegen', name: 'Bow ties' },
      priceBrutto: 39,
      inStock: true,
    })
    expect(found.body.product.description).toContain('Silk satin')
    expect(
      found.body.product.variants.map((variant: { name: string; inStock: boolean }) => [
        variant.name,
        variant.inStock,
      ]),
    ).toEqual([
      ['Black', true],
      ['Midnight blue', true],
      ['Burgundy', false],
    ])
    expect(JSON.stringify(found.body)).not.toContain('stock"')
  })

  it('prices for the delivery country of the session, as the cart does', async () => {
    const jar = new CookieJar()
    const id = await productId('seidenkrawatte-uni')
    const [variant] = (await catalog({ action: 'product', productId: id }, jar)).body.product.variants
    expect(variant).toMatchObject({ priceBrutto: 49, priceText: '49,00€' })
    await cart(jar, {
      action: 'add',
      item: { type: 'product', productId: id, variantId: variant.variantId, amount: 1 },
    })
    const austria = await cart(jar, { action: 'setDeliveryCountry', countryId: 2 })
    const inAustria = await catalog({ action: 'product', productId: id }, jar)
    expect(inAustria.body.VAT).toBe(20)
    expect(inAustria.body.product.variants[0]).toMatchObject({ priceBrutto: 49.42, priceText: '49,42€' })
    expect(inAustria.body.product.variants[0].priceBrutto).toBe(austria.body.data.items[0].priceBrutto)
    await cart(jar, { action: 'setDeliveryCountry', countryId: 28 })
    const swiss = await catalog({ action: 'product', productId: id }, jar)
    expect(swiss.body).toMatchObject({ VAT: 0, product: { priceBrutto: 41.18, priceNetto: 41.18 } })
  })

  it('is the same 404 for an unknown and an inactive product; bad ids are a 400', async () => {
    const unknown = await catalog({ action: 'product', productId: 999999 })
    expect(unknown.status).toBe(404)
    expect(unknown.body).toEqual({ success: false, code: 'NOT_FOUND', message: 'productId: no such product' })
    expect(
      await catalog({ action: 'product', productId: (await insertRetiredProduct(database.db)).id }),
    ).toEqual(unknown)
    for (const productId of ['12', 0, -1, 1.5, null]) {
      const bad = await catalog({ action: 'product', productId })
      expect(bad.status, String(productId)).toBe(400)
      expect(bad.body.message).toContain('productId')
    }
  })
})

type SeedFabric = (typeof catalogData.fabrics)[number]
const byShopOrder = [...catalogData.fabrics]
const idsOf = (fabrics: readonly { fabricId: number }[] | readonly SeedFabric[]) =>
  fabrics.map((fabric) => ('fabricId' in fabric ? fabric.fabricId : fabric.id))
/** The name search of /stoffe looks at the article number and the name in every language. */
const searchable = (fabric: SeedFabric) =>
  [fabric.number, ...Object.values(fabric.name)].join(' ').toLowerCase()

/** Delivery country of the session through cart.php, as the cart page sets it. */
async function deliverTo(jar: CookieJar, countryId: number) {
  expect((await cart(jar, { action: 'setDeliveryCountry', countryId })).status).toBe(200)
}

describe('catalog.php designer', () => {
  it('answers every designer category with its parts, names in the language and gross prices', async () => {
    const answer = await catalog({ action: 'designer', lang: 'en' })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ success: true, VAT: 19, currency: 'EUR' })
    const categories = answer.body.categories as {
      categoryId: number
      key: string
      name: string
      maxParts: number | null
      selectable: boolean
      allowedAttributeIds?: number[]
      parts: { partId: number; name: string; gated: boolean; priceBrutto: number; priceText: string }[]
    }[]
    expect(categories.map((category) => category.categoryId).sort((a, b) => a - b)).toEqual([
      0, 1, 2, 3, 6, 9, 10, 11, 12, 13, 52, 53, 54,
    ])
    const category = (id: number) => categories.find((entry) => entry.categoryId === id)
    expect(category(1)).toMatchObject({
      name: 'Collar',
      maxParts: 1,
      allowedAttributeIds: [1, 2, 3, 5, 14, 19, 21, 80],
    })
    expect(category(3)).toMatchObject({ name: 'Extras', maxParts: null, selectable: true })
    expect(category(10)).toMatchObject({ name: 'Embroidery', maxParts: null, selectable: false })
    expect(category(1)?.parts[0]).toMatchObject({ partId: 1, name: 'Kent collar', priceBrutto: 0 })
    expect(category(2)?.parts.find((part) => part.partId === 14)).toMatchObject({
      priceBrutto: 9,
      priceText: '9,00€',
    })
    const gated = categories.flatMap((entry) =>
      entry.parts.filter((part) => part.gated).map((part) => part.partId),
    )
    expect(gated.sort((a, b) => a - b)).toEqual([32, 52, 107])
    // The option pictures: one per part and fabric under /folded/thumb/{category}-{part}-{fabric}.png.
    const picture = await app.request(`/folded/thumb/${category(2)?.key}-14-1001.png`)
    expect(picture.status).toBe(200)
    expect(picture.headers.get('content-type')).toBe('image/png')
  })

  it('answers in French and prices the surcharges for the delivery country of the session', async () => {
    const jar = new CookieJar()
    await deliverTo(jar, 2)
    const austria = await catalog({ action: 'designer', lang: 'fr' }, jar)
    expect(austria.body.VAT).toBe(20)
    const cuffs = austria.body.categories.find((entry: { categoryId: number }) => entry.categoryId === 2)
    expect(cuffs.name).toBe('Poignets')
    expect(cuffs.parts.find((part: { partId: number }) => part.partId === 14)).toMatchObject({
      priceBrutto: 9.07,
      priceNetto: 7.56,
      priceText: '9,07€',
    })
  })

  it('is a 400 for an unknown action', async () => {
    const unknown = await catalog({ action: 'everything' })
    expect(unknown.status).toBe(400)
    expect(unknown.body.success).toBe(false)
  })
})

describe('catalog.php fabrics (the filters of /stoffe and the fabric picker)', () => {
  it.each<[string, Record<string, unknown>, (fabric: SeedFabric) => boolean]>([
    ['no filter', {}, () => true],
    ['one colour', { colours: ['navy'] }, (fabric) => fabric.colour === 'navy'],
    ['two colours', { colours: ['pink', 'red'] }, (fabric) => ['pink', 'red'].includes(fabric.colour)],
    ['a pattern', { patterns: ['checks'] }, (fabric) => fabric.pattern === 'checks'],
    ['a weave', { weaves: ['oxford'] }, (fabric) => fabric.weave === 'oxford'],
    ['price groups', { priceGroups: ['C', 'D'] }, (fabric) => ['C', 'D'].includes(fabric.priceGroup)],
    ['non-iron', { nonIron: true }, (fabric) => fabric.nonIron],
    ['Oeko-Tex', { oekoTex: true }, (fabric) => fabric.oekoTex],
    [
      'colour, weave and non-iron together',
      { colours: ['white'], weaves: ['twill'], nonIron: true },
      (fabric) => fabric.colour === 'white' && fabric.weave === 'twill' && fabric.nonIron,
    ],
    ['a search text', { q: 'Oxford' }, (fabric) => searchable(fabric).includes('oxford')],
    ['an article number', { q: 'NF-1042' }, (fabric) => fabric.number === 'NF-1042'],
    ['a French name', { q: 'rayure' }, (fabric) => searchable(fabric).includes('rayure')],
    ['a search without hits', { q: 'Samt' }, () => false],
    ['an opacity', { opacities: ['sheer'] }, (fabric) => fabric.opacity === 'sheer'],
    ['stretch', { stretches: ['stretch', 'slight'] }, (fabric) => fabric.stretch !== 'none'],
    ['a season', { seasons: ['winter'] }, (fabric) => fabric.season === 'winter'],
    ['a weight class', { weightClasses: ['light'] }, (fabric) => fabric.weightClass === 'light'],
    [
      'season and weight class together',
      { seasons: ['summer'], weightClasses: ['heavy'] },
      (fabric) => fabric.season === 'summer' && fabric.weightClass === 'heavy',
    ],
  ])('%s', async (_name, filter, matches) => {
    const answer = await catalog({ action: 'fabrics', pageSize: 60, ...filter })
    expect(answer.status).toBe(200)
    const expected = byShopOrder.filter(matches)
    expect(answer.body.total).toBe(expected.length)
    expect(idsOf(answer.body.fabrics)).toEqual(idsOf(expected.slice(0, 60)))
    expect(answer.body.pages).toBe(Math.max(1, Math.ceil(expected.length / 60)))
  })

  it.each<[string, (a: SeedFabric, b: SeedFabric) => number]>([
    ['price-asc', (a, b) => a.priceGroup.localeCompare(b.priceGroup)],
    ['price-desc', (a, b) => b.priceGroup.localeCompare(a.priceGroup)],
    ['weight-asc', (a, b) => a.weightGsm - b.weightGsm || a.id - b.id],
    ['newest', (a, b) => b.id - a.id],
  ])('sorts by %s', async (sort, order) => {
    const answer = await catalog({ action: 'fabrics', sort, pageSize: 60, colours: ['blue', 'navy'] })
    const expected = byShopOrder.filter((fabric) => ['blue', 'navy'].includes(fabric.colour)).sort(order)
    expect(idsOf(answer.body.fabrics)).toEqual(idsOf(expected))
  })

  it('pages through the collection, 24 a page unless asked otherwise', async () => {
    const first = await catalog({ action: 'fabrics' })
    expect(first.body).toMatchObject({ page: 1, pageSize: 24, total: 146, pages: 7 })
    expect(idsOf(first.body.fabrics)).toEqual(idsOf(byShopOrder.slice(0, 24)))
    const third = await catalog({ action: 'fabrics', page: 3, pageSize: 10 })
    expect(third.body).toMatchObject({ page: 3, pageSize: 10, pages: 15 })
    expect(idsOf(third.body.fabrics)).toEqual(idsOf(byShopOrder.slice(20, 30)))
    const last = await catalog({ action: 'fabrics', page: 7 })
    expect(last.body.fabrics).toHaveLength(146 - 6 * 24)
  })

  it('names each fabric in the language with its sample image and the gross price of its group', async () => {
    const answer = await catalog({ action: 'fabrics', lang: 'es', q: 'NF-1001' })
    expect(answer.body).toMatchObject({ VAT: 19, currency: 'EUR' })
    expect(answer.body.fabrics).toEqual([
      expect.objectContaining({
        fabricId: 1001,
        number: 'NF-1001',
        name: catalogData.fabrics[0]?.name.es,
        colour: 'white',
        pattern: 'uni',
        weave: 'poplin',
        priceGroup: 'A',
        priceBrutto: 79,
        nonIron: true,
        oekoTex: true,
        image: '/media/samples/1001.jpg',
      }),
    ])
  })

  it('prices follow the delivery country of the session', async () => {
    const jar = new CookieJar()
    await deliverTo(jar, 2)
    const austria = await catalog({ action: 'fabrics', q: 'NF-1001' }, jar)
    expect(austria.body.VAT).toBe(20)
    expect(austria.body.fabrics[0].priceBrutto).toBe(79.67)
    await deliverTo(jar, 28)
    const swiss = await catalog({ action: 'fabrics', q: 'NF-1001' }, jar)
    expect(swiss.body).toMatchObject({ VAT: 0, fabrics: [{ priceBrutto: 66.39 }] })
  })

  it.each([
    ['colours', { colours: ['mauve'] }],
    ['patterns', { patterns: 'uni' }],
    ['weaves', { weaves: ['velvet'] }],
    ['priceGroups', { priceGroups: ['E'] }],
    ['nonIron', { nonIron: 'yes' }],
    ['sort', { sort: 'cheapest' }],
    ['page', { page: 0 }],
    ['pageSize', { pageSize: 61 }],
    ['q', { q: 'x'.repeat(61) }],
    ['opacities', { opacities: ['transparent'] }],
    ['stretches', { stretches: 'none' }],
    ['seasons', { seasons: ['spring'] }],
    ['weightClasses', { weightClasses: ['feather'] }],
  ])('bad %s is a 400 naming the field', async (field, input) => {
    const bad = await catalog({ action: 'fabrics', ...input })
    expect(bad.status).toBe(400)
    expect(bad.body.success).toBe(false)
    expect(bad.body.message).toContain(field)
  })
})

describe('catalog.php fabric', () => {
  it('answers one fabric with composition, care and price in the language', async () => {
    const seed = catalogData.fabrics.find((fabric) => fabric.id === 1001)
    const answer = await catalog({ action: 'fabric', fabricId: 1001, lang: 'fr' })
    expect(answer.status).toBe(200)
    expect(answer.body.fabric).toMatchObject({
      fabricId: 1001,
      number: 'NF-1001',
      name: seed?.name.fr,
      composition: seed?.composition.fr,
      care: seed?.care.fr,
      weightGsm: 110,
      opacity: seed?.opacity,
      stretch: seed?.stretch,
      season: seed?.season,
      weightClass: seed?.weightClass,
      origin: 'PT',
      priceBrutto: 79,
      priceNetto: 66.39,
      priceText: '79,00€',
      inStock: true,
      image: '/media/samples/1001.jpg',
    })
    // Whether it can be had, never how many metres the workshop holds.
    expect(answer.body.fabric).not.toHaveProperty('stock')
  })

  it('prices for the delivery country of the session', async () => {
    const jar = new CookieJar()
    await deliverTo(jar, 2)
    const austria = await catalog({ action: 'fabric', fabricId: 1001 }, jar)
    expect(austria.body.fabric).toMatchObject({ priceBrutto: 79.67, priceText: '79,67€' })
  })

  it('is a 404 for an unknown fabric and a 400 for a bad id', async () => {
    const unknown = await catalog({ action: 'fabric', fabricId: 999999 })
    expect(unknown).toEqual({
      status: 404,
      body: { success: false, code: 'NOT_FOUND', message: 'fabricId: no such fabric' },
    })
    for (const fabricId of ['1001', 0, -1, 1.5, null]) {
      const bad = await catalog({ action: 'fabric', fabricId })
      expect(bad.status, String(fabricId)).toBe(400)
      expect(bad.body.message).toContain('fabricId')
    }
  })
})

describe('catalog.php templates and template', () => {
  it('pages the ready designs of /masshemden, 12 a page, in the language', async () => {
    const first = await catalog({ action: 'templates', lang: 'en' })
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({
      success: true,
      page: 1,
      pages: 2,
      total: catalogData.templates.length,
    })
    expect(first.body.templates).toHaveLength(12)
    expect(first.body.templates[0]).toMatchObject({
      templateId: 1,
      name: 'White Business Shirt',
      fabricId: 1001,
      fabricName: 'White Poplin',
    })
    const second = await catalog({ action: 'templates', page: 2, lang: 'en' })
    expect(second.body.templates).toHaveLength(catalogData.templates.length - 12)
    const ids = [...first.body.templates, ...second.body.templates].map(
      (template: { templateId: number }) => template.templateId,
    )
    expect(new Set(ids).size).toBe(catalogData.templates.length)
  })

  it('a template costs what the design made from it costs, in the delivery country of the session', async () => {
    const jar = new CookieJar()
    const german = await catalog({ action: 'template', templateId: 2 }, jar)
    expect(german.status).toBe(200)
    expect(german.body.template).toMatchObject({
      templateId: 2,
      fabricId: 1027,
      image: '/folded/template/2.png',
      fabricImage: '/media/samples/1027.jpg',
    })
    const picture = await app.request(german.body.template.image)
    expect(picture.status).toBe(200)
    expect(picture.headers.get('content-type')).toMatch(/^image\/(png|webp)$/)
    const created = await shirt(jar, { action: 'create', templateID: 2 })
    const design = (await shirt(jar, { action: 'fetch', shirtId: created.body.shirtId })).body.shirt
    expect(german.body.template.priceBrutto).toBe(design.priceBrutto)
    expect(german.body.template.priceText).toBe(`${design.priceBrutto.toFixed(2).replace('.', ',')}€`)
    await deliverTo(jar, 28)
    const swiss = await catalog({ action: 'template', templateId: 2 }, jar)
    expect(swiss.body.template.priceBrutto).toBe(german.body.template.priceNetto)
    const listed = await catalog({ action: 'templates' }, jar)
    expect(
      listed.body.templates.find((template: { templateId: number }) => template.templateId === 2).priceBrutto,
    ).toBe(swiss.body.template.priceBrutto)
  })

  it('is a 404 for an unknown template or page and a 400 for bad input', async () => {
    const unknown = await catalog({ action: 'template', templateId: 9999 })
    expect(unknown).toEqual({
      status: 404,
      body: { success: false, code: 'NOT_FOUND', message: 'templateId: no such template' },
    })
    const beyond = await catalog({ action: 'templates', page: 3 })
    expect(beyond.status).toBe(404)
    expect(beyond.body.message).toContain('page')
    for (const input of [
      { action: 'template', templateId: 'x' },
      { action: 'template' },
      { action: 'templates', page: 0 },
      { action: 'templates', page: 1.5 },
    ]) {
      const bad = await catalog(input)
      expect(bad.status, JSON.stringify(input)).toBe(400)
      expect(bad.body.message).toMatch(/templateId|page/)
    }
  })
})
