import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { products } from '../../db/schema/index.ts'
import { shopCalls } from '../support/shop-calls.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

let app: ReturnType<typeof createTestApp>['app']
let database: Awaited<ReturnType<typeof useTestDatabase>>
const { cart } = shopCalls(
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

/**
 * A retired tie of this file's own: the PostgreSQL run shares one database between test files,
 * so the seeded products are never switched off here.
 */
async function retiredTie() {
  const name = { de: 'Alte Krawatte', en: 'Old tie', fr: 'Vieille cravate', es: 'Corbata vieja' }
  const [row] = await database.db
    .insert(products)
    .values({
      slug: `retired-tie-${Date.now()}-${Math.floor(Math.random() * 1e6)}`,
      category: 'krawatten',
      name,
      description: name,
      priceCents: 1000,
      active: false,
    })
    .returning({ id: products.id })
  if (!row) throw new Error('insert failed')
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
  })

  it('answers in the requested language and leaves inactive products out', async () => {
    await retiredTie()
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
    expect(await catalog({ action: 'product', productId: await retiredTie() })).toEqual(unknown)
    for (const productId of ['12', 0, -1, 1.5, null]) {
      const bad = await catalog({ action: 'product', productId })
      expect(bad.status, String(productId)).toBe(400)
      expect(bad.body.message).toContain('productId')
    }
  })
})
