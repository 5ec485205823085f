import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { products, productVariants } from '../../db/schema/index.ts'
import { shopCalls } from '../support/shop-calls.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

/**
 * The /cart route's action: every cart form posts here with an `intent`, as a plain form post
 * (no JavaScript) or from a hydrated page's fetcher. Each intent changes the cart through the
 * core's use cases; a refusal is a 4xx page that says why in the visitor's language.
 */
let app: ReturnType<typeof createTestApp>['app']
let database: Awaited<ReturnType<typeof useTestDatabase>>
const api = shopCalls(
  () => app,
  () => database.db,
)
let tie: { productId: number; variantId: number }

beforeAll(async () => {
  database = await useTestDatabase()
  app = createTestApp(database.db).app
  const [row] = await database.db.select().from(products).where(eq(products.slug, 'seidenkrawatte-uni'))
  const [variant] = await database.db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, row?.id ?? 0))
  if (!row || !variant) throw new Error('shop seed missing')
  tie = { productId: row.id, variantId: variant.id }
})

/** A form post to a page, as a browser without JavaScript sends it. */
async function post(jar: CookieJar, fields: Record<string, string | number>, page = '/cart') {
  const body = new URLSearchParams(Object.entries(fields).map(([name, value]) => [name, String(value)]))
  const headers = new Headers({
    origin: 'http://localhost',
    'content-type': 'application/x-www-form-urlencoded',
  })
  if (jar.header()) headers.set('cookie', jar.header())
  const response = await app.request(page, {
    method: 'POST',
    headers,
    body: body.toString(),
    redirect: 'manual',
  })
  jar.store(response)
  return { status: response.status, html: await response.text() }
}

async function listed(jar: CookieJar) {
  return (await api.cart(jar, { action: 'list' })).body.data
}

const addTie = (amount = 1) => ({ intent: 'add', type: 'product', ...tie, amount })

/** A guest whose cart holds one tie, added by the form. */
async function guestWithTie() {
  const jar = new CookieJar()
  expect((await post(jar, addTie())).status).toBe(200)
  const [line] = (await listed(jar)).items
  return { jar, itemId: line.itemId as string }
}

describe('each intent of the cart action', () => {
  it('add: a guest without a session gets one, and the page shows the cart with the tie', async () => {
    const jar = new CookieJar()
    const added = await post(jar, addTie(2))
    expect(added.status).toBe(200)
    expect(jar.header()).not.toBe('')
    expect(added.html).toContain('Seidenkrawatte uni')
    expect((await listed(jar)).items).toEqual([
      expect.objectContaining({
        type: 'product',
        productId: tie.productId,
        variantId: tie.variantId,
        amount: 2,
      }),
    ])
  })

  it('add: a design of the visitor goes into the cart', async () => {
    const jar = new CookieJar()
    const shirtId = await api.newDesign(jar)
    expect((await post(jar, { intent: 'add', type: 'shirt', shirtId })).status).toBe(200)
    expect((await listed(jar)).items).toEqual([expect.objectContaining({ type: 'shirt', shirtId })])
  })

  it('add: a gift voucher with its greeting; a value beyond the range is refused at the form', async () => {
    const jar = new CookieJar()
    const voucher = {
      intent: 'add',
      type: 'voucher',
      value: 79,
      recipientName: 'Paul',
      message: 'Alles Gute',
    }
    expect((await post(jar, voucher)).status).toBe(200)
    expect((await listed(jar)).items).toEqual([
      expect.objectContaining({
        type: 'voucher',
        priceBrutto: 79,
        recipientName: 'Paul',
        message: 'Alles Gute',
      }),
    ])
    expect((await post(jar, { ...voucher, value: 5 })).status).toBe(400)
    expect((await listed(jar)).items).toHaveLength(1)
  })

  it.each([
    ['the + button', 2],
    ['the − button after +', 1],
    ['a typed amount', 7],
  ])('set-quantity by %s: the line has %i pieces', async (_how, amount) => {
    const { jar, itemId } = await guestWithTie()
    expect((await post(jar, { intent: 'set-quantity', itemId, amount })).status).toBe(200)
    expect((await listed(jar)).items[0].amount).toBe(amount)
  })

  it('remove offers the undo as a form, and undo-remove puts the same line back', async () => {
    const { jar, itemId } = await guestWithTie()
    await post(jar, { intent: 'set-quantity', itemId, amount: 3 })
    const removed = await post(jar, { intent: 'remove', itemId })
    expect(removed.status).toBe(200)
    expect(removed.html).toContain('Seidenkrawatte uni – Marineblau wurde aus dem Warenkorb entfernt')
    expect(removed.html).toMatch(/name="intent" value="undo-remove"/)
    expect(removed.html).toMatch(new RegExp(`name="variantId" value="${tie.variantId}"`))
    expect((await listed(jar)).items).toEqual([])

    const undone = await post(jar, {
      intent: 'undo-remove',
      type: 'product',
      productId: tie.productId,
      variantId: tie.variantId,
      amount: 3,
    })
    expect(undone.status).toBe(200)
    expect((await listed(jar)).items).toEqual([
      expect.objectContaining({ productId: tie.productId, variantId: tie.variantId, amount: 3 }),
    ])
  })

  it('apply-voucher and remove-voucher: the discount comes and goes', async () => {
    const { jar } = await guestWithTie()
    expect((await post(jar, { intent: 'apply-voucher', code: 'demo-test-20' })).status).toBe(200)
    expect((await listed(jar)).total).toMatchObject({ discountBrutto: 20 })
    expect((await post(jar, { intent: 'remove-voucher', code: 'DEMO-TEST-20' })).status).toBe(200)
    expect((await listed(jar)).total).toMatchObject({ discountBrutto: 0, vouchers: [] })
  })

  it('set-country: the cart is priced for Austria and the session keeps it', async () => {
    const { jar } = await guestWithTie()
    const set = await post(jar, { intent: 'set-country', countryId: 2 })
    expect(set.status).toBe(200)
    const cart = await listed(jar)
    expect(cart.total.deliveryCountry).toMatchObject({ countryCode: 'AT', VAT: 20 })
    expect(cart.items[0].VAT).toBe(20)
  })
})

describe('refusals: a reasoned 4xx in the visitor language, never a 500', () => {
  it.each([
    ['an unknown intent', '/cart', { intent: 'explode' }, 400, 'Fehler beim Aktualisieren des Warenkorbs'],
    ['no intent at all', '/cart', { itemId: 'item-1' }, 400, 'Fehler beim Aktualisieren des Warenkorbs'],
    ['an unknown intent in English', '/en/cart', { intent: 'explode' }, 400, 'The cart could not be updated'],
    [
      'an add without its product',
      '/cart',
      { intent: 'add', type: 'product' },
      400,
      'Fehler beim Aktualisieren',
    ],
    [
      'an amount beyond 20',
      '/cart',
      { intent: 'set-quantity', amount: 99 },
      400,
      'Pro Artikel sind 1 bis 20',
    ],
    ['a country we do not serve', '/cart', { intent: 'set-country', countryId: 9999 }, 400, 'In dieses Land'],
    [
      'an item id of no form',
      '/cart',
      { intent: 'remove', itemId: 'item-x' },
      404,
      'nicht mehr im Warenkorb',
    ],
    [
      'a product that does not exist',
      '/cart',
      { ...addTie(), productId: 999_999 },
      404,
      'führen wir nicht mehr',
    ],
    [
      'a wrong voucher code',
      '/cart',
      { intent: 'apply-voucher', code: 'WRONG-CODE-1' },
      400,
      'kann nicht eingelöst',
    ],
  ])('%s', async (_case, page, fields, status, text) => {
    const { jar, itemId } = await guestWithTie()
    const answer = await post(jar, { itemId, ...fields }, page)
    expect(answer.status).toBe(status)
    expect(answer.html).toContain(text)
    expect((await listed(jar)).items).toHaveLength(1)
  })

  it.each([
    ['set-quantity', { amount: 5 }],
    ['remove', {}],
  ])("%s of another visitor's line is refused and leaves their cart alone", async (intent, extra) => {
    const owner = await guestWithTie()
    const other = await guestWithTie()
    const answer = await post(other.jar, { intent, itemId: owner.itemId, ...extra })
    expect(answer.status).toBe(404)
    expect((await listed(owner.jar)).items).toEqual([
      expect.objectContaining({ itemId: owner.itemId, amount: 1 }),
    ])
  })

  it("refuses another visitor's design", async () => {
    const owner = new CookieJar()
    const shirtId = await api.newDesign(owner)
    const stranger = new CookieJar()
    expect((await post(stranger, { intent: 'add', type: 'shirt', shirtId })).status).toBe(404)
    expect((await listed(stranger)).items).toEqual([])
  })
})
