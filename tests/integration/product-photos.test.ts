import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { and, desc, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, customers, products, productVariants } from '../../db/schema/index.ts'
import { createPageCache } from '../../server/http/page-cache.ts'
import { shopCalls } from '../support/shop-calls.ts'
import { extractJsonLd } from '../support/structured-data.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

/**
 * An accessory's photo from the back office: only the admin uploads one, it is checked by its
 * content, served under an address that changes with the picture, and replaces the drawing on the
 * product page (also from the page cache), the category list, the cart line and the JSON-LD;
 * removed, the drawing is back.
 */
let app: ReturnType<typeof createTestApp>['app']
let cached: ReturnType<typeof createTestApp>['app']
let database: Awaited<ReturnType<typeof useTestDatabase>>
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nf-product-photos-'))
const api = shopCalls(
  () => app,
  () => database.db,
)
let productId = 0
let variantId = 0
const slug = `photo-tie-${Date.now()}`
const drawing = '/media/accessories/krawatten-2b4a3c.png'

beforeAll(async () => {
  database = await useTestDatabase()
  app = createTestApp(database.db, { DATA_DIR: dataDir, PAGE_CACHE_ENTRIES: '0' }).app
  const pageCache = createPageCache({ maxEntries: 100, maxBytes: 64 * 1024 * 1024, maxAgeMs: 3_600_000 })
  cached = createTestApp(database.db, { DATA_DIR: dataDir }, undefined, { pageCache }).app
  const names = { de: 'Fotokrawatte', en: 'Photo tie', fr: 'Cravate photo', es: 'Corbata foto' }
  const [row] = await database.db
    .insert(products)
    .values({ slug, category: 'krawatten', name: names, description: names, priceCents: 5900 })
    .returning({ id: products.id })
  productId = row?.id ?? 0
  const [variant] = await database.db
    .insert(productVariants)
    .values({ productId, name: names, stock: 9, colour: '#2b4a3c' })
    .returning({ id: productVariants.id })
  variantId = variant?.id ?? 0
})

afterAll(async () => {
  // The PostgreSQL run shares its database between files: the product leaves the shop again.
  await database.db.update(products).set({ active: false }).where(eq(products.id, productId))
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

function post(jar: CookieJar, fields: Record<string, string>, file?: { bytes: Uint8Array; type: string }) {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  if (file) form.append('file', new File([new Uint8Array(file.bytes)], 'photo.png', { type: file.type }))
  const headers = new Headers({ origin: 'http://localhost' })
  if (jar.header()) headers.set('cookie', jar.header())
  return app.request('/admin/accessories', { method: 'POST', headers, body: form })
}

const upload = (jar: CookieJar, bytes: Uint8Array, type = 'image/png') =>
  post(jar, { intent: 'uploadPhoto', productId: String(productId) }, { bytes, type })

/** A photo-like picture: a red top half and a white bottom half. */
const photoPng = (top: string) =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: '#ffffff' } })
    .composite([
      {
        input: { create: { width: 400, height: 150, channels: 3, background: top } },
        top: 0,
        left: 0,
      },
    ])
    .png()
    .toBuffer()

const storedPhoto = async () =>
  (await database.db.select({ photo: products.photo }).from(products).where(eq(products.id, productId)))[0]
    ?.photo ?? null

async function productPage(through = app) {
  const response = await through.request(`/prod/${slug}`)
  expect(response.status).toBe(200)
  const html = await response.text()
  const product = extractJsonLd(html).find((item) => item['@type'] === 'Product')
  return { html, image: product?.image }
}

async function cartImage() {
  const jar = new CookieJar()
  const added = await api.cart(jar, {
    action: 'add',
    item: { type: 'product', productId, variantId, amount: 1 },
  })
  expect(added.status, JSON.stringify(added.body)).toBe(200)
  const line = (added.body.data.items as { productId?: number; image?: string }[]).find(
    (item) => item.productId === productId,
  )
  return line?.image
}

describe('an accessory photo from the back office', () => {
  it('is refused to guests and customers before the body (403) and to staff (404); nothing changes', async () => {
    const png = await photoPng('#c0392b')
    const customer = new CookieJar()
    await api.register(customer)
    expect((await upload(new CookieJar(), png)).status).toBe(403)
    expect((await upload(customer, png)).status).toBe(403)
    expect((await upload(await withRole('staff'), png)).status).toBe(404)
    expect(await storedPhoto()).toBeNull()
  })

  it('refuses what is not a picture with its reason, and a post without a file', async () => {
    const admin = await withRole('admin')
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>')
    const refused = await upload(admin, svg)
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain('Das ist kein JPEG- oder PNG-Bild.')
    const none = await post(admin, { intent: 'uploadPhoto', productId: String(productId) })
    expect(none.status).toBe(400)
    expect(await none.text()).toContain('Bitte wählen Sie ein Bild.')
    expect(await storedPhoto()).toBeNull()
  })

  it('replaces the drawing everywhere, under a new address per picture; removed, the drawing is back', async () => {
    const admin = await withRole('admin')
    // Drawn at first, and the page cache holds that page.
    expect((await productPage(cached)).image).toEqual([`http://localhost${drawing}`])
    expect(await cartImage()).toBe(drawing)

    expect((await upload(admin, await photoPng('#c0392b'))).status).toBe(200)
    const photo = await storedPhoto()
    expect(photo).toMatch(new RegExp(`^${productId}-[0-9a-f]{16}\\.jpg$`))
    const address = `/media/products/${photo}`

    const served = await app.request(address)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/jpeg')
    expect(served.headers.get('cache-control')).toContain('immutable')
    const jpeg = await sharp(Buffer.from(await served.arrayBuffer())).metadata()
    expect([jpeg.format, jpeg.width, jpeg.height]).toEqual(['jpeg', 400, 300])

    for (const through of [app, cached]) {
      const page = await productPage(through)
      expect(page.image).toEqual([`http://localhost${address}`])
      expect(page.html).toContain(`src="${address}"`)
      expect(page.html).not.toContain(`data-colour="#2b4a3c"`)
    }
    expect(await (await app.request('/shop/krawatten')).text()).toContain(`src="${address}"`)
    expect(await cartImage()).toBe(address)
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'product'), eq(auditLog.entityId, String(productId))))
      .orderBy(desc(auditLog.id))
    expect(audit).toMatchObject({
      action: 'catalog.productPhoto.upload',
      before: { photo: null },
      after: { photo },
    })

    // Another picture: another address, the old one is gone.
    expect((await upload(admin, await photoPng('#2e86c1'))).status).toBe(200)
    const next = await storedPhoto()
    expect(next).not.toBe(photo)
    expect((await app.request(address)).status).toBe(404)
    expect((await productPage(cached)).image).toEqual([`http://localhost/media/products/${next}`])

    const removed = await post(admin, { intent: 'removePhoto', productId: String(productId) })
    expect(removed.status).toBe(200)
    expect(await storedPhoto()).toBeNull()
    expect((await app.request(`/media/products/${next}`)).status).toBe(404)
    const page = await productPage(cached)
    expect(page.image).toEqual([`http://localhost${drawing}`])
    expect(page.html).toContain('data-colour="#2b4a3c"')
    expect(await cartImage()).toBe(drawing)
  })

  it('answers 404 for names the shop never makes', async () => {
    for (const name of ['1.jpg', '../x.jpg', `${productId}-0123456789abcdef.jpg`])
      expect((await app.request(`/media/products/${encodeURIComponent(name)}`)).status).toBe(404)
  })
})
