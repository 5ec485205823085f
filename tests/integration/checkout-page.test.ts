import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { addresses, orders, products, productVariants } from '../../db/schema/index.ts'
import { shopCalls } from '../support/shop-calls.ts'
import { berlinAddress } from '../support/shop-data.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

/**
 * /checkout's action: the page's one way to order, before hydration and after. 'Adresse
 * speichern' puts the billing address into the book with the order, in its transaction: a
 * refused order saves nothing, an order saves it once.
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

async function customerWithTie() {
  const jar = new CookieJar()
  const email = await api.register(jar)
  const added = await api.cart(jar, { action: 'add', item: { type: 'product', ...tie, amount: 1 } })
  expect(added.status).toBe(200)
  return { jar, email, total: added.body.data.total.totalBrutto as number }
}

function orderForm(total: number, street: string) {
  return new URLSearchParams({
    'billing-firstName': berlinAddress.firstName,
    'billing-lastName': berlinAddress.lastName,
    'billing-street': street,
    'billing-postalCode': berlinAddress.postalCode,
    'billing-city': berlinAddress.city,
    sameAddress: 'on',
    saveAddress: 'on',
    payment: 'prepayment',
    acceptTerms: 'on',
    expectedTotal: String(total),
  })
}

async function post(jar: CookieJar, form: URLSearchParams) {
  return app.request('/checkout', {
    method: 'POST',
    headers: {
      cookie: jar.header(),
      origin: 'http://localhost',
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: form.toString(),
    redirect: 'manual',
  })
}

async function bookStreets(jar: CookieJar) {
  const listed = await api.json(await api.call(jar, '/api/addresses.php', { action: 'list' }))
  return (listed.body.addresses as { street: string }[]).map((address) => address.street)
}

describe('the checkout action', () => {
  it('places the order and saves the address with it, once', async () => {
    const { jar, total } = await customerWithTie()
    const placed = await post(jar, orderForm(total, 'Hauptstraße 5'))
    expect(placed.status).toBe(302)
    const orderId = Number(
      new URL(placed.headers.get('location') ?? '', 'http://x').searchParams.get('order'),
    )
    const [order] = await database.db.select().from(orders).where(eq(orders.id, orderId))
    expect(order?.totalCents).toBe(Math.round(total * 100))
    expect(await bookStreets(jar)).toEqual(['Hauptstraße 5'])

    // The same address again: the book keeps it once.
    const again = await api.cart(jar, { action: 'add', item: { type: 'product', ...tie, amount: 1 } })
    expect((await post(jar, orderForm(again.body.data.total.totalBrutto, 'Hauptstraße 5'))).status).toBe(302)
    expect(await bookStreets(jar)).toEqual(['Hauptstraße 5'])
  })

  it('saves nothing when the order is refused in its transaction', async () => {
    const { jar, total } = await customerWithTie()
    const before = await database.db.select({ id: addresses.id }).from(addresses)
    const refused = await post(jar, orderForm(total + 1, 'Gartenweg 2'))
    expect(refused.status).toBe(409)
    expect(await refused.text()).toContain('Die Preise haben sich geändert')
    expect(await bookStreets(jar)).toEqual([])
    expect(await database.db.select({ id: addresses.id }).from(addresses)).toHaveLength(before.length)
  })
})
