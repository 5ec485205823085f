import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { catalogFabrics, products, productVariants, wishlistItems } from '../../db/schema/index.ts'
import { shopCalls } from '../support/shop-calls.ts'
import { insertRetiredProduct } from '../support/shop-data.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

let app: ReturnType<typeof createTestApp>['app']
let database: Awaited<ReturnType<typeof useTestDatabase>>
const { wishlist, cart, call, json, register, account } = shopCalls(
  () => app,
  () => database.db,
)

let fabricIds: number[]
let stays: number
let tie: number

beforeAll(async () => {
  database = await useTestDatabase()
  app = createTestApp(database.db).app
  fabricIds = (
    await database.db
      .select({ id: catalogFabrics.id })
      .from(catalogFabrics)
      .where(eq(catalogFabrics.active, true))
      .limit(3)
  ).map((row) => row.id)
  const bySlug = async (slug: string) =>
    (await database.db.select({ id: products.id }).from(products).where(eq(products.slug, slug)))[0]?.id
  stays = (await bySlug('kragenstaebchen-messing')) ?? 0
  tie = (await bySlug('seidenkrawatte-uni')) ?? 0
  if (fabricIds.length < 3 || !stays || !tie) throw new Error('shop seed missing')
})

const refs = (body: { items: { kind: string; id: number }[] }) =>
  body.items.map((item) => `${item.kind}-${item.id}`)

describe('list, add, remove', () => {
  it('a new guest gets a session and an empty list', async () => {
    const jar = new CookieJar()
    const listed = await wishlist(jar, { action: 'list' })
    expect(listed.status).toBe(200)
    expect(listed.body).toEqual({ success: true, items: [] })
    expect(jar.header()).not.toBe('')
    expect(listed.headers.get('cache-control')).toContain('no-store')
  })

  it('remembers a fabric and a product with what the page shows, in the order remembered', async () => {
    const jar = new CookieJar()
    const [fabricId] = fabricIds
    const added = await wishlist(jar, { action: 'add', kind: 'fabric', id: fabricId })
    expect(added.status).toBe(200)
    expect(added.body).toMatchObject({ success: true, kind: 'fabric', id: fabricId, remembered: true })
    expect((await wishlist(jar, { action: 'add', kind: 'product', id: stays })).status).toBe(200)

    const listed = await wishlist(jar, { action: 'list' })
    expect(refs(listed.body)).toEqual([`fabric-${fabricId}`, `product-${stays}`])
    const [fabric, product] = listed.body.items
    expect(fabric.fabric).toMatchObject({ fabricId, image: `/media/samples/${fabricId}.jpg` })
    expect(fabric.fabric.name.length).toBeGreaterThan(0)
    expect(fabric.fabric.number.length).toBeGreaterThan(0)
    expect(['A', 'B', 'C', 'D']).toContain(fabric.fabric.priceGroup)
    expect(fabric.fabric.priceBrutto).toBeGreaterThan(0)
    expect(product.product).toMatchObject({ productId: stays, slug: 'kragenstaebchen-messing' })
    expect(product.product.name.length).toBeGreaterThan(0)
  })

  it('prices products as the catalogue does for the session’s delivery country', async () => {
    const jar = new CookieJar()
    await wishlist(jar, { action: 'add', kind: 'product', id: tie })
    const german = (await wishlist(jar, { action: 'list' })).body.items[0].product.priceBrutto
    expect((await cart(jar, { action: 'setDeliveryCountry', countryId: 28 })).status).toBe(200)
    const swiss = (await wishlist(jar, { action: 'list' })).body.items[0].product.priceBrutto
    const catalog = await json(await call(jar, '/api/catalog.php', { action: 'product', productId: tie }))
    expect(swiss).toBe(catalog.body.product.priceBrutto)
    expect(swiss).not.toBe(german)
  })

  it('names the items in the session’s language', async () => {
    const jar = new CookieJar()
    await wishlist(jar, { action: 'add', kind: 'product', id: stays })
    const german = (await wishlist(jar, { action: 'list' })).body.items[0].product.name
    expect((await call(jar, '/api/session.php', { action: 'setLanguage', lang: 'en' })).status).toBe(200)
    const english = (await wishlist(jar, { action: 'list' })).body.items[0].product.name
    expect(german).toBe('Kragenstäbchen Messing (4 Paar)')
    expect(english).toBe('Brass collar stays (4 pairs)')
  })

  it('remembers an item once however often it is added', async () => {
    const jar = new CookieJar()
    const body = { action: 'add', kind: 'fabric', id: fabricIds[1] }
    const answers = await Promise.all([wishlist(jar, body), wishlist(jar, body)])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    expect((await wishlist(jar, body)).status).toBe(200)
    expect(refs((await wishlist(jar, { action: 'list' })).body)).toEqual([`fabric-${fabricIds[1]}`])
  })

  it('removes an item; removing it again is no error', async () => {
    const jar = new CookieJar()
    await wishlist(jar, { action: 'add', kind: 'fabric', id: fabricIds[0] })
    await wishlist(jar, { action: 'add', kind: 'product', id: stays })
    const removed = await wishlist(jar, { action: 'remove', kind: 'fabric', id: fabricIds[0] })
    expect(removed.status).toBe(200)
    expect(removed.body).toMatchObject({ success: true, remembered: false })
    expect((await wishlist(jar, { action: 'remove', kind: 'fabric', id: fabricIds[0] })).status).toBe(200)
    expect(refs((await wishlist(jar, { action: 'list' })).body)).toEqual([`product-${stays}`])
  })
})

describe('refusals', () => {
  it('answers unknown and inactive items with 404 naming the field', async () => {
    const jar = new CookieJar()
    const fabric = await wishlist(jar, { action: 'add', kind: 'fabric', id: 987_654_321 })
    expect(fabric.status).toBe(404)
    expect(fabric.body).toMatchObject({ success: false, message: 'id: no such fabric', field: 'id' })
    const product = await wishlist(jar, { action: 'add', kind: 'product', id: 987_654_321 })
    expect(product.status).toBe(404)
    expect(product.body.message).toBe('id: no such product')
    const retired = await wishlist(jar, {
      action: 'add',
      kind: 'product',
      id: (await insertRetiredProduct(database.db, 'fliegen')).id,
    })
    expect(retired.status).toBe(404)
    expect((await wishlist(jar, { action: 'list' })).body.items).toEqual([])
  })

  it.each([
    [{ action: 'add', kind: 'shirt', id: 1 }, 'kind'],
    [{ action: 'add', kind: 'fabric' }, 'id'],
    [{ action: 'add', kind: 'fabric', id: -3 }, 'id'],
    [{ action: 'remove', kind: 'product', id: 'abc' }, 'id'],
  ])('refuses %j with 400 naming %s', async (body, field) => {
    const answer = await wishlist(new CookieJar(), body)
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ success: false, field })
    expect(answer.body.message).toMatch(new RegExp(`^${field}: `))
  })

  it('answers an unknown action with 400', async () => {
    const answer = await wishlist(new CookieJar(), { action: 'share' })
    expect(answer.status).toBe(400)
    expect(answer.body.success).toBe(false)
  })

  it('refuses writes from another origin', async () => {
    const response = await app.request('/api/wishlist.php', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ action: 'add', kind: 'fabric', id: fabricIds[0] }),
    })
    expect(response.status).toBe(403)
  })

  it('holds at most 100 items per owner (409 beyond)', async () => {
    const jar = new CookieJar()
    await wishlist(jar, { action: 'add', kind: 'product', id: stays })
    const sessionId = (
      await database.db
        .select({ sessionId: wishlistItems.sessionId })
        .from(wishlistItems)
        .where(and(eq(wishlistItems.kind, 'product'), eq(wishlistItems.refId, stays)))
        .orderBy(wishlistItems.id)
    ).at(-1)?.sessionId
    if (!sessionId) throw new Error('no session row')
    // 99 more rows directly (ids of no real fabric: the list leaves them out, the cap counts them).
    await database.db.insert(wishlistItems).values(
      Array.from({ length: 99 }, (_, i) => ({
        sessionId,
        kind: 'fabric' as const,
        refId: 900_000_000 + i,
      })),
    )
    const full = await wishlist(jar, { action: 'add', kind: 'fabric', id: fabricIds[0] })
    expect(full.status).toBe(409)
    expect(full.body).toMatchObject({ success: false, field: 'id', reason: 'WISHLIST_FULL' })
    // What is already remembered can still be added again (nothing changes) and removed.
    expect((await wishlist(jar, { action: 'add', kind: 'product', id: stays })).status).toBe(200)
    expect((await wishlist(jar, { action: 'remove', kind: 'product', id: stays })).status).toBe(200)
    expect((await wishlist(jar, { action: 'add', kind: 'fabric', id: fabricIds[0] })).status).toBe(200)
  })
})

describe('owners', () => {
  it('keeps two sessions’ lists apart', async () => {
    const first = new CookieJar()
    const second = new CookieJar()
    await wishlist(first, { action: 'add', kind: 'fabric', id: fabricIds[0] })
    await wishlist(second, { action: 'add', kind: 'fabric', id: fabricIds[2] })
    // Removing what only the other one remembers changes nothing for the other.
    await wishlist(second, { action: 'remove', kind: 'fabric', id: fabricIds[0] })
    expect(refs((await wishlist(first, { action: 'list' })).body)).toEqual([`fabric-${fabricIds[0]}`])
    expect(refs((await wishlist(second, { action: 'list' })).body)).toEqual([`fabric-${fabricIds[2]}`])
  })

  it('moves the guest’s list to the customer at login, once per item', async () => {
    const owner = new CookieJar()
    await wishlist(owner, { action: 'add', kind: 'fabric', id: fabricIds[0] })
    const email = await register(owner)
    expect(refs((await wishlist(owner, { action: 'list' })).body)).toEqual([`fabric-${fabricIds[0]}`])

    // Another device: a guest remembers the same fabric and a product, then logs in.
    const device = new CookieJar()
    await wishlist(device, { action: 'add', kind: 'fabric', id: fabricIds[0] })
    await wishlist(device, { action: 'add', kind: 'product', id: stays })
    const login = await account(device, { action: 'login', email, password: 'Ein-gutes-Passwort-9' })
    expect(login.status).toBe(200)
    expect(refs((await wishlist(device, { action: 'list' })).body)).toEqual([
      `fabric-${fabricIds[0]}`,
      `product-${stays}`,
    ])
    // A fresh guest on that device sees none of it.
    expect((await wishlist(new CookieJar(), { action: 'list' })).body.items).toEqual([])
  })
})

describe('pages', () => {
  const page = async (jar: CookieJar, path: string) => {
    const response = await app.request(path, { headers: jar.header() ? { cookie: jar.header() } : {} })
    expect(response.status).toBe(200)
    return response.text()
  }

  it('/wunschliste shows a new visitor the empty state with the ways to fabrics and accessories', async () => {
    const html = await page(new CookieJar(), '/wunschliste')
    expect(html).toContain('Ihre Wunschliste ist noch leer.')
    expect(html).toContain('href="/stoffe"')
    expect(html).toContain('href="/shop"')
  })

  it('/wunschliste lists the remembered items with their pages; the detail pages show them pressed', async () => {
    const jar = new CookieJar()
    await wishlist(jar, { action: 'add', kind: 'fabric', id: fabricIds[0] })
    await wishlist(jar, { action: 'add', kind: 'product', id: stays })
    const html = await page(jar, '/en/wunschliste')
    expect(html).toContain(`href="/en/stoffe/${fabricIds[0]}"`)
    expect(html).toContain('href="/en/prod/kragenstaebchen-messing"')
    // Names in the page's language (the seed's English name of the collar stays).
    expect(html).toContain('aria-label="Remove Brass collar stays (4 pairs) from your wishlist"')
    expect(html).not.toContain('Your wishlist is empty')

    expect(await page(jar, `/stoffe/${fabricIds[0]}`)).toMatch(/aria-pressed="true"[^>]*>.*?Merken/s)
    expect(await page(jar, `/stoffe/${fabricIds[1]}`)).toMatch(/aria-pressed="false"[^>]*>.*?Merken/s)
    expect(await page(jar, '/prod/kragenstaebchen-messing')).toMatch(/aria-pressed="true"/)
  })
})

describe('the chosen variant', () => {
  it('remembers the accessory with its colour, changes it on a second add, refuses a foreign one', async () => {
    const jar = new CookieJar()
    const variants = await database.db
      .select({ id: productVariants.id, productId: productVariants.productId })
      .from(productVariants)
    const [first, second] = variants.filter((variant) => variant.productId === tie)
    const foreign = variants.find((variant) => variant.productId !== tie)
    if (!first || !second || !foreign) throw new Error('variants missing')

    const added = await wishlist(jar, { action: 'add', kind: 'product', id: tie, variantId: second.id })
    expect(added.status).toBe(200)
    const listed = await wishlist(jar, { action: 'list' })
    expect(listed.body.items).toMatchObject([{ kind: 'product', id: tie, variantId: second.id }])

    // Another colour replaces the first choice; an add without a colour keeps it.
    await wishlist(jar, { action: 'add', kind: 'product', id: tie, variantId: first.id })
    await wishlist(jar, { action: 'add', kind: 'product', id: tie })
    const again = await wishlist(jar, { action: 'list' })
    expect(again.body.items).toMatchObject([{ kind: 'product', id: tie, variantId: first.id }])

    const refused = await wishlist(jar, { action: 'add', kind: 'product', id: tie, variantId: foreign.id })
    expect(refused.status).toBe(404)
    expect(refused.body).toMatchObject({ reason: 'UNKNOWN_VARIANT', field: 'variantId' })
  })

  it('refuses a variant for a fabric (fabrics have none) instead of failing', async () => {
    const jar = new CookieJar()
    for (const variantId of [19, 999_999]) {
      const refused = await wishlist(jar, { action: 'add', kind: 'fabric', id: 1001, variantId })
      expect(refused.status).toBe(404)
      expect(refused.body).toMatchObject({ reason: 'UNKNOWN_VARIANT', field: 'variantId' })
    }
    expect((await wishlist(jar, { action: 'list' })).body.items).toEqual([])
  })
})
