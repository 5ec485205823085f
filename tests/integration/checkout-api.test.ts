import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  catalogFabrics,
  measureProfiles,
  orderItems,
  orders,
  products,
  shirts,
  voucherRedemptions,
  vouchers,
} from '../../db/schema/index.ts'
import { pdfText } from '../support/outbox.ts'
import { shopCalls } from '../support/shop-calls.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

let app: ReturnType<typeof createTestApp>['app']
let database: Awaited<ReturnType<typeof useTestDatabase>>
const {
  cart,
  shirt,
  measures,
  checkout,
  orders: ordersApi,
  newDesign,
  register,
  profile,
  call,
} = shopCalls(
  () => app,
  () => database.db,
)
let staysId: number

beforeAll(async () => {
  database = await useTestDatabase()
  app = createTestApp(database.db, { SHOP_DEMO: '1' }).app
  const [row] = await database.db.select().from(products).where(eq(products.slug, 'kragenstaebchen-messing'))
  staysId = row?.id ?? 0
})

/** A postal code of each country's format (the address rule checks it per country). */
const postalCodes: Record<string, string> = { DE: '10115', AT: '1010', CH: '8001', FR: '75001' }

const address = (countryCode = 'DE') => ({
  firstName: 'Erika',
  lastName: 'Muster',
  street: 'Hauptstraße 5',
  postalCode: postalCodes[countryCode] ?? '10115',
  city: 'Berlin',
  countryCode,
})

/** A customer with one measured design in the cart (in the template's fabric unless one is named). */
async function customerWithDesign(fabricId?: number) {
  const jar = new CookieJar()
  await register(jar)
  const measureId = await profile(jar)
  const shirtId = await newDesign(jar)
  if (fabricId) expect((await shirt(jar, { action: 'updateFabric', shirtId, fabricId })).status).toBe(200)
  expect((await shirt(jar, { action: 'measures', shirtId, measureId })).status).toBe(200)
  expect((await cart(jar, { action: 'add', item: { type: 'shirt', shirtId } })).status).toBe(200)
  return { jar, shirtId, measureId }
}

const order = (extra: Record<string, unknown> = {}) => ({
  action: 'placeOrder',
  billingAddress: address(),
  paymentMethod: 'prepayment',
  acceptTerms: true,
  ...extra,
})

describe('access and summary', () => {
  it('needs a login', async () => {
    const guest = new CookieJar()
    expect((await checkout(guest, { action: 'summary' })).status).toBe(401)
    expect((await checkout(guest, order())).status).toBe(401)
    expect((await ordersApi(guest, { action: 'list' })).status).toBe(401)
  })

  it('summarises the cart with payment methods and the expected delivery', async () => {
    const { jar } = await customerWithDesign()
    const summary = await checkout(jar, { action: 'summary' })
    expect(summary.status).toBe(200)
    expect(summary.body.data.items).toHaveLength(1)
    expect(summary.body.paymentMethods).toEqual(['prepayment', 'demo'])
    expect(summary.body.expectedDelivery).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })
})

describe('placeOrder', () => {
  it('re-prices, freezes the design and profile, marks it ordered and empties the cart', async () => {
    const { jar, shirtId, measureId } = await customerWithDesign()
    const before = await cart(jar, { action: 'list' })
    const placed = await checkout(jar, order({ expectedTotal: before.body.data.total.totalBrutto }))
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    expect(placed.body.number).toMatch(/^NF-\d{4}-\d{6}$/)
    expect(placed.body.payment).toMatchObject({ kind: 'instructions', method: 'prepayment' })
    expect(placed.body.totalBrutto).toBe(before.body.data.total.totalBrutto)
    const [design] = await database.db.select().from(shirts).where(eq(shirts.id, shirtId))
    expect(design).toMatchObject({ orderStatus: 2, orderId: placed.body.orderId })
    expect((await cart(jar, { action: 'list' })).body.message).toBe('No items in the cart')
    expect((await shirt(jar, { action: 'addToCart', shirtId })).status).toBe(409)

    // later edits of the profile do not change the order's copy
    const saved = await measures(jar, {
      action: 'save',
      measureId,
      measure: { set_name: 'Büro neu', size_neck: 43 },
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const frozen = await measures(jar, { action: 'fetch', orderId: placed.body.orderId })
    expect(frozen.status).toBe(200)
    expect(frozen.body.data).toMatchObject({ measureId, set_name: 'Büro', size_neck: 40 })

    const detail = await ordersApi(jar, { action: 'fetch', orderId: placed.body.orderId })
    expect(detail.status).toBe(200)
    expect(detail.body.order.items[0]).toMatchObject({
      type: 'shirt',
      shirtId,
      withdrawal: false,
      measure: { name: 'Büro' },
    })
    expect(detail.body.order.items[0].design.summary.length).toBeGreaterThan(5)
    expect(detail.body.order.firstOrderGoodwill).toBe(true)
    expect(detail.body.order.bank.iban).toMatch(/^DE/)
    const listed = await ordersApi(jar, { action: 'list' })
    expect(listed.body.orders[0]).toMatchObject({
      orderId: placed.body.orderId,
      status: 'pending',
      itemCount: 1,
    })
  })

  it('counts each order its own articles in the order list', async () => {
    const { jar } = await customerWithDesign()
    const first = await checkout(jar, order())
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    await cart(jar, { action: 'add', item: { type: 'product', productId: staysId, amount: 3 } })
    const second = await checkout(jar, order())
    expect(second.status, JSON.stringify(second.body)).toBe(200)
    const listed = (await ordersApi(jar, { action: 'list' })).body.orders
    expect(listed.map((entry: { itemCount: number }) => entry.itemCount)).toEqual([3, 1])
  })

  it('refuses missing terms, a design without profile, a changed price and a wrong country', async () => {
    const jar = new CookieJar()
    await register(jar)
    const shirtId = await newDesign(jar)
    await cart(jar, { action: 'add', item: { type: 'shirt', shirtId } })
    expect((await checkout(jar, order({ acceptTerms: false }))).body.message).toMatch(/^acceptTerms/)
    const noMeasure = await checkout(jar, order())
    expect(noMeasure.status).toBe(409)
    expect(noMeasure.body.shirtId).toBe(shirtId)
    const measureId = await profile(jar)
    await shirt(jar, { action: 'measures', shirtId, measureId })
    const changed = await checkout(jar, order({ expectedTotal: 1 }))
    expect(changed.status).toBe(409)
    expect(changed.body.message).toMatch(/^expectedTotal/)
    expect(changed.body.data.total.totalBrutto).toBeGreaterThan(1)
    expect((await checkout(jar, order({ billingAddress: address('FR') }))).status).toBe(400)
    expect((await checkout(jar, order({ paymentMethod: 'invoice' }))).status).toBe(400)
    expect((await checkout(jar, order({ billingAddress: { ...address(), postalCode: '' } }))).status).toBe(
      400,
    )
    // nothing was written
    const [design] = await database.db.select().from(shirts).where(eq(shirts.id, shirtId))
    expect(design?.orderStatus).toBe(1)
    expect((await ordersApi(jar, { action: 'list' })).body.orders).toEqual([])
  })

  it('takes the addresses by their ids in the address book, only the customer’s own', async () => {
    const { jar } = await customerWithDesign()
    const berlin = {
      firstName: 'Erika',
      lastName: 'Muster',
      street: 'Schneidergasse 12',
      addition: 'Hinterhaus',
      postalCode: '10178',
      city: 'Berlin',
      countryId: 1,
    }
    const saved = await call(jar, '/api/addresses.php', { action: 'save', address: berlin })
    const addressId = ((await saved.json()) as { addressId: number }).addressId
    const { billingAddress: _billing, ...withoutAddress } = order()
    const stranger = new CookieJar()
    await register(stranger)
    const theirs = await call(stranger, '/api/addresses.php', { action: 'save', address: berlin })
    const theirId = ((await theirs.json()) as { addressId: number }).addressId
    const foreign = await checkout(jar, { ...withoutAddress, billingAddressId: theirId })
    expect(foreign.status).toBe(404)
    expect(foreign.body.message).toBe('billingAddressId: no such address')
    expect((await checkout(jar, withoutAddress)).status).toBe(400)
    expect((await checkout(jar, order({ billingAddressId: addressId }))).status).toBe(400)
    const placed = await checkout(jar, {
      ...withoutAddress,
      billingAddressId: addressId,
      shippingAddressId: addressId,
    })
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    const detail = await ordersApi(jar, { action: 'fetch', orderId: placed.body.orderId })
    expect(detail.body.order.billingAddress).toEqual({
      firstName: 'Erika',
      lastName: 'Muster',
      street: 'Schneidergasse 12, Hinterhaus',
      postalCode: '10178',
      city: 'Berlin',
      countryCode: 'DE',
    })
  })

  it('the checkout page offers the address book in the delivery country and fills the default in', async () => {
    const { jar } = await customerWithDesign()
    const save = (address: Record<string, unknown>) =>
      call(jar, '/api/addresses.php', { action: 'save', address })
    const base = { firstName: 'Erika', lastName: 'Muster', postalCode: '10178', city: 'Berlin', countryId: 1 }
    await save({ ...base, street: 'Schneidergasse 12', addition: 'Hinterhaus' })
    await save({ ...base, street: 'Ringstraße 1', postalCode: '1010', city: 'Wien', countryId: 2 })
    const page = await app.request('/checkout', { headers: { cookie: jar.header() } })
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Aus Ihrem Adressbuch')
    expect(html).toContain('Erika Muster, Schneidergasse 12, Hinterhaus, 10178 Berlin</option>')
    expect(html).not.toContain('Ringstraße 1')
    // The form holds the book's lines as they are: the extra line in its own field.
    expect(html).toMatch(
      /name="billing-street"[^>]*value="Schneidergasse 12"|value="Schneidergasse 12"[^>]*name="billing-street"/,
    )
    expect(html).toMatch(
      /name="billing-addition"[^>]*value="Hinterhaus"|value="Hinterhaus"[^>]*name="billing-addition"/,
    )
    expect(html).toContain('Zur Wahl stehen nur Adressen in Deutschland, dem Lieferland dieser Bestellung.')
  })

  it('refuses a 7-shirt package whose designs were moved to two profiles after adding it', async () => {
    const jar = new CookieJar()
    await register(jar)
    const office = await profile(jar, 'Büro')
    const leisure = await profile(jar, 'Freizeit')
    const ids = [await newDesign(jar)]
    while (ids.length < 7)
      ids.push((await shirt(jar, { action: 'duplicate', shirtId: ids[0] })).body.newShirtId)
    for (const shirtId of ids) await shirt(jar, { action: 'measures', shirtId, measureId: office })
    const added = await cart(jar, { action: 'add', item: { type: 'package7', shirtIds: ids } })
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    const moved = await shirt(jar, { action: 'measures', shirtId: ids[6], measureId: leisure })
    expect(moved.status).toBe(200)
    const refused = await checkout(jar, order())
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe('shirtIds: all designs of the package use one measurement profile')
    expect((await ordersApi(jar, { action: 'list' })).body.orders).toEqual([])
    await shirt(jar, { action: 'measures', shirtId: ids[6], measureId: office })
    const placed = await checkout(jar, order())
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
  })

  /** A customer with seven measured designs (French cuffs on the third) as a package in the cart. */
  async function customerWithPackage() {
    const jar = new CookieJar()
    await register(jar)
    const measureId = await profile(jar, 'Büro')
    const ids = [await newDesign(jar)]
    while (ids.length < 7)
      ids.push((await shirt(jar, { action: 'duplicate', shirtId: ids[0] })).body.newShirtId)
    for (const shirtId of ids) await shirt(jar, { action: 'measures', shirtId, measureId })
    await shirt(jar, { action: 'setSelected', shirtId: ids[2] })
    await shirt(jar, { action: 'updateShirt', selectedParts: { categoryId: 2, partId: 14, selected: true } })
    const added = await cart(jar, { action: 'add', item: { type: 'package7', shirtIds: ids } })
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    return { jar, ids, line: added.body.data.items[0] }
  }

  it('re-checks every package inside the order: one broken since the cart is refused with its rule', async () => {
    const { jar, ids } = await customerWithPackage()
    // The fabric of one design is no longer in group A/B (a path the write guards do not see).
    const [groupC] = await database.db
      .select({ id: catalogFabrics.id })
      .from(catalogFabrics)
      .where(eq(catalogFabrics.priceGroup, 'C'))
      .limit(1)
    await database.db
      .update(shirts)
      .set({ fabricId: groupC?.id })
      .where(eq(shirts.id, ids[5] ?? 0))
    const refused = await checkout(jar, order())
    expect(refused.status, JSON.stringify(refused.body)).toBe(409)
    expect(refused.body.reason).toBe('PACKAGE_FABRIC')
    expect(refused.body.data.items.map((item: { type: string }) => item.type)).toEqual(Array(7).fill('shirt'))
    expect((await ordersApi(jar, { action: 'list' })).body.orders).toEqual([])
    // The checkout page reads the summary: the package is single lines now, and those can be ordered.
    const summary = await checkout(jar, { action: 'summary' })
    expect(summary.body.data.packageNotices).toEqual([
      { itemId: expect.stringMatching(/^item-/), reason: 'PACKAGE_FABRIC', shirtIds: ids },
    ])
    const placed = await checkout(jar, order({ expectedTotal: summary.body.data.total.totalBrutto }))
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    const items = await database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, placed.body.orderId))
    expect(items.map((item) => item.type)).toEqual(Array(7).fill('shirt'))
  })

  it('a package design taken out and another deleted: both refused, so the order is the full package', async () => {
    const { jar, ids, line } = await customerWithPackage()
    expect((await shirt(jar, { action: 'remove', shirtId: ids[0] })).status).toBe(409)
    expect((await shirt(jar, { action: 'delete', shirtId: ids[1] })).status).toBe(409)
    const placed = await checkout(jar, order({ expectedTotal: line.lineBrutto }))
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    const [item] = await database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, placed.body.orderId))
    expect(item?.designs).toHaveLength(7)
  })

  it('charges the package surcharges and lists them in the order line and on the invoice', async () => {
    const { jar, line } = await customerWithPackage()
    expect(line.priceBrutto).toBeGreaterThanOrEqual(499 + 9)
    expect(line.surcharges.length).toBeGreaterThan(0)
    const placed = await checkout(jar, order({ expectedTotal: line.lineBrutto }))
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    expect(placed.body.totalBrutto).toBe(line.lineBrutto)
    const [item] = await database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, placed.body.orderId))
    expect(item?.unitGrossCents).toBe(Math.round(line.priceBrutto * 100))
    expect(item?.description).toContain('Aufpreise zusätzlich zum Paketpreis: Hemd 3:')
    const invoice = await call(jar, '/api/orders.php', { action: 'invoice', orderId: placed.body.orderId })
    const printed = pdfText(Buffer.from(await invoice.arrayBuffer())).replace(/\s+/g, ' ')
    expect(printed).toContain('Aufpreise')
    expect(printed).toContain('Hemd 3')
  })

  it('prices by delivery country: Austria 20 %, Switzerland without VAT', async () => {
    const { jar } = await customerWithDesign()
    await cart(jar, { action: 'setDeliveryCountry', countryId: 28 })
    const swiss = await checkout(jar, order({ billingAddress: address('CH') }))
    expect(swiss.status, JSON.stringify(swiss.body)).toBe(200)
    const [row] = await database.db.select().from(orders).where(eq(orders.id, swiss.body.orderId))
    expect(row?.vat).toEqual([
      { rate: 0, grossCents: row?.totalCents, netCents: row?.totalCents, vatCents: 0 },
    ])
    expect(row?.shippingCents).toBe(1990)

    const second = await customerWithDesign()
    await cart(second.jar, { action: 'setDeliveryCountry', countryId: 2 })
    const austria = await checkout(second.jar, order({ billingAddress: address('AT') }))
    const [at] = await database.db.select().from(orders).where(eq(orders.id, austria.body.orderId))
    expect(at?.vat.map((share) => share.rate)).toEqual([20])
    expect(at?.shippingCents).toBe(990)
  })
})

describe('one address rule, and a reason on every refusal', () => {
  it("refuses the German postal code '1234' with 400 naming billingAddress.postalCode and its reason", async () => {
    const { jar } = await customerWithDesign()
    const refused = await checkout(jar, order({ billingAddress: { ...address(), postalCode: '1234' } }))
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({
      success: false,
      field: 'billingAddress.postalCode',
      reason: 'POSTAL_CODE_INVALID',
      key: 'postalCodeInvalid',
    })
    const shipping = await checkout(jar, order({ shippingAddress: { ...address(), postalCode: '1O115' } }))
    expect(shipping.status).toBe(400)
    expect(shipping.body).toMatchObject({
      field: 'shippingAddress.postalCode',
      reason: 'POSTAL_CODE_INVALID',
    })
    expect((await ordersApi(jar, { action: 'list' })).body.orders).toEqual([])
    // Austria's four digits are right there, and wrong for Germany.
    await cart(jar, { action: 'setDeliveryCountry', countryId: 2 })
    const vienna = { ...address('AT'), postalCode: '1010', city: 'Wien' }
    const placed = await checkout(jar, order({ billingAddress: vienna }))
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
  })

  it('accepts a valid saved address with a long extra line, sent in full as the form does or by its id', async () => {
    const { jar } = await customerWithDesign()
    const saved = {
      firstName: 'Erika',
      lastName: 'Muster',
      street: 'Schneidergasse 12',
      addition: `Hinterhaus, Aufgang C, 3. Obergeschoss, bei Familie ${'Sonnenschein-'.repeat(7)}Muster`,
      postalCode: '10178',
      city: 'Berlin',
      countryId: 1,
    }
    const joined = `${saved.street}, ${saved.addition}`
    expect(saved.addition.length).toBeLessThanOrEqual(150)
    expect(joined.length).toBeGreaterThan(120)
    const book = await call(jar, '/api/addresses.php', { action: 'save', address: saved })
    expect(book.status).toBe(200)
    const addressId = ((await book.json()) as { addressId: number }).addressId
    const { countryId: _countryId, ...lines } = saved
    const placed = await checkout(jar, order({ billingAddress: { ...lines, countryCode: 'DE' } }))
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    const detail = await ordersApi(jar, { action: 'fetch', orderId: placed.body.orderId })
    expect(detail.body.order.billingAddress.street).toBe(joined)

    const second = await customerWithDesign()
    const theirs = await call(second.jar, '/api/addresses.php', { action: 'save', address: saved })
    const theirId = ((await theirs.json()) as { addressId: number }).addressId
    const { billingAddress: _billing, ...withoutAddress } = order()
    const byId = await checkout(second.jar, { ...withoutAddress, billingAddressId: theirId })
    expect(byId.status, JSON.stringify(byId.body)).toBe(200)
    const byIdDetail = await ordersApi(second.jar, { action: 'fetch', orderId: byId.body.orderId })
    expect(byIdDetail.body.order.billingAddress.street).toBe(joined)
    expect(addressId).toBeGreaterThan(0)
  })

  it('every refusal of checkout.php names its rule in reason', async () => {
    const raw = (jar: CookieJar, body: string, headers: Record<string, string> = {}) =>
      app.request('/api/checkout.php', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: 'http://localhost',
          cookie: jar.header(),
          ...headers,
        },
        body,
      })
    const { jar } = await customerWithDesign()
    const unmeasured = new CookieJar()
    await register(unmeasured)
    await cart(unmeasured, { action: 'add', item: { type: 'shirt', shirtId: await newDesign(unmeasured) } })
    const empty = new CookieJar()
    await register(empty)
    const { billingAddress: _billing, ...withoutAddress } = order()
    const refusals: [string, () => Promise<{ status: number; body: { reason?: string } }>, number, string][] =
      [
        ['guest', () => checkout(new CookieJar(), order()), 401, 'NOT_LOGGED_IN'],
        [
          'not JSON',
          async () => {
            const response = await raw(jar, 'action=summary', { 'content-type': 'text/plain' })
            return { status: response.status, body: await response.json() }
          },
          415,
          'JSON_REQUIRED',
        ],
        [
          'malformed JSON',
          async () => {
            const response = await raw(jar, '{"action":')
            return { status: response.status, body: await response.json() }
          },
          400,
          'MALFORMED_JSON',
        ],
        [
          'cross-site',
          async () => {
            const response = await raw(jar, JSON.stringify(order()), { origin: 'https://evil.example' })
            return { status: response.status, body: await response.json() }
          },
          403,
          'CROSS_SITE',
        ],
        ['unknown action', () => checkout(jar, { action: 'steal' }), 400, 'UNKNOWN_ACTION'],
        [
          'postal code',
          () => checkout(jar, order({ billingAddress: { ...address(), postalCode: '1234' } })),
          400,
          'POSTAL_CODE_INVALID',
        ],
        [
          'no city',
          () => checkout(jar, order({ billingAddress: { ...address(), city: '' } })),
          400,
          'CITY_REQUIRED',
        ],
        ['not a boolean', () => checkout(jar, order({ acceptTerms: 'yes' })), 400, 'INVALID_INPUT'],
        ['no billing address', () => checkout(jar, withoutAddress), 400, 'ADDRESS_CHOICE'],
        ['two billing addresses', () => checkout(jar, order({ billingAddressId: 1 })), 400, 'ADDRESS_CHOICE'],
        [
          'unknown address',
          () => checkout(jar, { ...withoutAddress, billingAddressId: 2_000_000 }),
          404,
          'UNKNOWN_ADDRESS',
        ],
        ['terms', () => checkout(jar, order({ acceptTerms: false })), 400, 'TERMS_REQUIRED'],
        ['empty cart', () => checkout(empty, order()), 409, 'EMPTY_CART'],
        ['no profile', () => checkout(unmeasured, order()), 409, 'MEASURE_MISSING'],
        ['changed total', () => checkout(jar, order({ expectedTotal: 1 })), 409, 'PRICE_CHANGED'],
        [
          'other country',
          () => checkout(jar, order({ billingAddress: address('FR') })),
          400,
          'COUNTRY_MISMATCH',
        ],
        [
          'invoice for a first order',
          () => checkout(jar, order({ paymentMethod: 'invoice' })),
          400,
          'PAYMENT_UNAVAILABLE',
        ],
        ['need-by date', () => checkout(jar, order({ needBy: '2020-01-01' })), 400, 'NEED_BY_TOO_EARLY'],
        [
          'unknown order to pay',
          () => checkout(jar, { action: 'pay', orderId: 2_000_000 }),
          404,
          'UNKNOWN_ORDER',
        ],
      ]
    for (const [name, request, status, reason] of refusals) {
      const answer = await request()
      expect(answer.status, name).toBe(status)
      expect(answer.body.reason, `${name}: ${JSON.stringify(answer.body)}`).toBe(reason)
    }
    // The idempotency key: the same key with another body after the order.
    const key = 'reasons-key-1'
    expect((await checkout(jar, order({ idempotencyKey: key }))).status).toBe(200)
    const other = await checkout(jar, order({ idempotencyKey: key, needBy: '2099-01-01' }))
    expect(other.status).toBe(422)
    expect(other.body.reason).toBe('IDEMPOTENCY_MISMATCH')
  })
})

describe('idempotency', () => {
  it('same key and body answer the first order; another body answers 422', async () => {
    const { jar } = await customerWithDesign()
    const first = await checkout(jar, order({ idempotencyKey: 'key-0001-abcdef' }))
    expect(first.status).toBe(200)
    const again = await checkout(jar, order({ idempotencyKey: 'key-0001-abcdef' }))
    expect(again.status).toBe(200)
    expect(again.body).toMatchObject({
      orderId: first.body.orderId,
      number: first.body.number,
      message: 'Order already placed',
    })
    const other = await checkout(jar, order({ idempotencyKey: 'key-0001-abcdef', paymentMethod: 'demo' }))
    expect(other.status).toBe(422)
    expect((await ordersApi(jar, { action: 'list' })).body.orders).toHaveLength(1)
  })

  it('keys are scoped to the customer', async () => {
    const a = await customerWithDesign()
    const b = await customerWithDesign()
    const first = await checkout(a.jar, order({ idempotencyKey: 'shared-key-1234' }))
    const second = await checkout(b.jar, order({ idempotencyKey: 'shared-key-1234' }))
    expect(first.status).toBe(200)
    expect(second.status).toBe(200)
    expect(second.body.orderId).not.toBe(first.body.orderId)
  })

  it('a double submit without key makes one order', async () => {
    const { jar } = await customerWithDesign()
    const results = await Promise.all([checkout(jar, order()), checkout(jar, order())])
    expect(results.map((result) => result.status).sort()).toEqual([200, 409])
    expect((await ordersApi(jar, { action: 'list' })).body.orders).toHaveLength(1)
  })
})

describe('vouchers at checkout', () => {
  it('the demo-style voucher pays part and keeps the rest; a single-use one is spent at once', async () => {
    const code = `PARTIAL${Date.now()}X`
    await database.db
      .insert(vouchers)
      .values({ code, issuedCode: code, initialCents: 20000, balanceCents: 20000, status: 'active' })
    const { jar } = await customerWithDesign()
    const applied = await cart(jar, { action: 'applyVoucher', code })
    const total = applied.body.data.total
    expect(total.discountBrutto).toBeGreaterThan(0)
    const placed = await checkout(jar, order())
    expect(placed.status).toBe(200)
    const [voucher] = await database.db.select().from(vouchers).where(eq(vouchers.code, code))
    expect(voucher?.balanceCents).toBe(20000 - Math.round(total.discountBrutto * 100))
    expect(voucher?.balanceCents).toBeGreaterThan(0)
  })

  it('gift a shirt: the voucher carries the giver’s design; the recipient gets it once and orders it on their own profile', async () => {
    const giver = new CookieJar()
    await register(giver)
    const shirtId = await newDesign(giver)
    const stranger = new CookieJar()
    await register(stranger)
    const foreign = await cart(stranger, { action: 'add', item: { type: 'voucher', value: 99, shirtId } })
    expect(foreign.status).toBe(404)
    expect(foreign.body.message).toBe('shirtId: no such design')

    const added = await cart(giver, {
      action: 'add',
      item: { type: 'voucher', value: 99, recipientName: 'Paul', shirtId },
    })
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    const line = added.body.data.items.find((item: { type: string }) => item.type === 'voucher')
    expect(line).toMatchObject({ name: 'Geschenkgutschein mit Hemd', priceBrutto: 99, VAT: 0 })
    expect(line.giftDesign).toMatch(/^Popeline .+, Kent, /)
    const placed = await checkout(giver, order({ paymentMethod: 'demo' }))
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    const bought = await ordersApi(giver, { action: 'fetch', orderId: placed.body.orderId })
    expect(bought.body.order.items[0].design.summary).toBe(line.giftDesign)
    const [voucher] = await database.db
      .select()
      .from(vouchers)
      .where(eq(vouchers.purchaseOrderId, placed.body.orderId))

    const recipient = new CookieJar()
    await register(recipient)
    const applied = await cart(recipient, { action: 'applyVoucher', code: voucher?.code })
    expect(applied.status, JSON.stringify(applied.body)).toBe(200)
    const giftShirtId = applied.body.giftShirtId as number
    const designLine = applied.body.data.items.find(
      (item: { shirtId?: number }) => item.shirtId === giftShirtId,
    )
    expect(designLine).toMatchObject({ type: 'shirt', description: line.giftDesign })
    expect(designLine.design.measure).toBeNull()
    const again = await cart(recipient, { action: 'applyVoucher', code: voucher?.code })
    expect(again.body.giftShirtId).toBe(giftShirtId)
    const copies = await database.db
      .select()
      .from(shirts)
      .where(eq(shirts.giftVoucherId, voucher?.id ?? 0))
    expect(copies.map((copy) => copy.id)).toEqual([giftShirtId])

    const unmeasured = await checkout(recipient, order())
    expect(unmeasured.status).toBe(409)
    expect(unmeasured.body.shirtId).toBe(giftShirtId)
    const measureId = await profile(recipient, 'Pauls Maße')
    expect((await shirt(recipient, { action: 'measures', shirtId: giftShirtId, measureId })).status).toBe(200)
    const ordered = await checkout(recipient, order())
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(200)
    const [spent] = await database.db
      .select()
      .from(vouchers)
      .where(eq(vouchers.id, voucher?.id ?? 0))
    expect(spent?.balanceCents).toBe(9900 - 7900 - 490)
    // The giver's design stays theirs, untouched; the giver's order knows nothing of Paul's profile.
    const [original] = await database.db.select().from(shirts).where(eq(shirts.id, shirtId))
    expect(original?.measureId).toBeNull()
    expect(JSON.stringify(bought.body.order)).not.toContain('Pauls Maße')
  })

  it('buying a voucher creates an unguessable code that appears only after payment', async () => {
    const jar = new CookieJar()
    await register(jar)
    await cart(jar, { action: 'add', item: { type: 'voucher', value: 50, recipientName: 'Paul' } })
    const pending = await checkout(jar, order({ paymentMethod: 'prepayment' }))
    expect(pending.status, JSON.stringify(pending.body)).toBe(200)
    const unpaid = await ordersApi(jar, { action: 'fetch', orderId: pending.body.orderId })
    expect(unpaid.body.order.giftVouchers).toMatchObject([{ value: 50, code: null }])
    const [created] = await database.db
      .select()
      .from(vouchers)
      .where(eq(vouchers.purchaseOrderId, pending.body.orderId))
    expect(created?.status).toBe('pending')
    expect(created?.code).toMatch(/^[A-Z2-9]{20}$/)
    expect((await cart(jar, { action: 'applyVoucher', code: created?.code })).status).toBe(400)

    await cart(jar, { action: 'add', item: { type: 'voucher', value: 25 } })
    const paid = await checkout(jar, order({ paymentMethod: 'demo' }))
    expect(paid.body.payment.kind).toBe('paid')
    const detail = await ordersApi(jar, { action: 'fetch', orderId: paid.body.orderId })
    expect(detail.body.order.status).toBe('paid')
    expect(detail.body.order.giftVouchers[0].code).toMatch(/^[A-Z2-9]{5}(-[A-Z2-9]{5}){3}$/)
  })

  it('a single-use voucher is spent by exactly one of many concurrent orders', async () => {
    const code = `RACE${Date.now()}SINGLE`
    await database.db.insert(vouchers).values({
      code,
      issuedCode: code,
      initialCents: 5000,
      balanceCents: 5000,
      status: 'active',
      singleUse: true,
    })
    const buyers = []
    for (let i = 0; i < 8; i++) {
      const buyer = new CookieJar()
      await register(buyer)
      await cart(buyer, { action: 'add', item: { type: 'product', productId: staysId, amount: 1 } })
      expect((await cart(buyer, { action: 'applyVoucher', code })).status).toBe(200)
      buyers.push(buyer)
    }
    const results = await Promise.all(buyers.map((buyer) => checkout(buyer, order())))
    const succeeded = results.filter((result) => result.status === 200)
    expect(succeeded).toHaveLength(1)
    expect(
      results
        .filter((result) => result.status === 409)
        .every((result) => /voucher/.test(result.body.message)),
    ).toBe(true)
    const [voucher] = await database.db.select().from(vouchers).where(eq(vouchers.code, code))
    expect(voucher?.balanceCents).toBe(0)
    const redemptions = await database.db
      .select({ total: sql<number>`count(*)::int` })
      .from(voucherRedemptions)
      .where(eq(voucherRedemptions.voucherId, voucher?.id ?? 0))
    expect(redemptions[0]?.total).toBe(1)
  })
})

describe('invoice numbers', () => {
  const invoiceOf = async (jar: CookieJar, orderId: number) =>
    (await ordersApi(jar, { action: 'fetch', orderId })).body.order.invoiceNumber as string
  const sequenceOf = (invoiceNumber: string) => Number(invoiceNumber.slice(-6))

  async function fabricOf(shirtId: number) {
    const [row] = await database.db
      .select({ fabricId: shirts.fabricId })
      .from(shirts)
      .where(eq(shirts.id, shirtId))
    const [fabric] = await database.db
      .select({ id: catalogFabrics.id, stock: catalogFabrics.stock })
      .from(catalogFabrics)
      .where(eq(catalogFabrics.id, row?.fabricId ?? 0))
    if (!fabric) throw new Error(`design ${shirtId} has no fabric`)
    return fabric
  }

  const setStock = (fabricId: number, stock: number) =>
    database.db.update(catalogFabrics).set({ stock }).where(eq(catalogFabrics.id, fabricId))

  it('run without gaps: orders refused in between take no number', async () => {
    const first = await customerWithDesign()
    const placedFirst = await checkout(first.jar, order())
    expect(placedFirst.status, JSON.stringify(placedFirst.body)).toBe(200)

    // Refused after its order row was written: the bolt ran out since the design went into the cart.
    const refused = await customerWithDesign()
    const fabric = await fabricOf(refused.shirtId)
    await setStock(fabric.id, 0)
    expect((await checkout(refused.jar, order())).body).toMatchObject({ reason: 'FABRIC_OUT_OF_STOCK' })
    await setStock(fabric.id, fabric.stock)
    // Refused before it: a changed price.
    expect((await checkout(refused.jar, order({ expectedTotal: 1 }))).body).toMatchObject({
      reason: 'PRICE_CHANGED',
    })

    const last = await customerWithDesign()
    const placedLast = await checkout(last.jar, order())
    expect(placedLast.status, JSON.stringify(placedLast.body)).toBe(200)
    // The refused order used up an order id, not an invoice number.
    expect(placedLast.body.orderId).toBeGreaterThan(placedFirst.body.orderId + 1)
    const firstInvoice = await invoiceOf(first.jar, placedFirst.body.orderId)
    const lastInvoice = await invoiceOf(last.jar, placedLast.body.orderId)
    expect(firstInvoice).toMatch(/^RE-\d{4}-\d{6}$/)
    expect(lastInvoice).toMatch(/^RE-\d{4}-\d{6}$/)
    expect(sequenceOf(lastInvoice)).toBe(sequenceOf(firstInvoice) + 1)
  })

  it('20 parallel orders, seven of them refused, take consecutive distinct numbers', async () => {
    const scarce = 1003
    const customers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => customerWithDesign(index % 3 === 0 ? scarce : undefined)),
    )
    const bolt = await fabricOf(customers[0]?.shirtId ?? 0)
    expect(bolt.id).toBe(scarce)
    expect((await fabricOf(customers[1]?.shirtId ?? 0)).id).not.toBe(scarce)
    // The seven designs of the scarce fabric are refused after their order rows were written,
    // in between the others.
    await setStock(scarce, 0)
    const placed = await Promise.all(customers.map(({ jar }) => checkout(jar, order())))
    await setStock(scarce, bolt.stock)
    expect(placed.filter((answer) => answer.status === 200)).toHaveLength(13)
    expect(placed.filter((answer) => answer.body.reason === 'FABRIC_OUT_OF_STOCK')).toHaveLength(7)
    const numbers = await Promise.all(
      placed.flatMap((answer, index) =>
        answer.status === 200 ? [invoiceOf(customers[index]?.jar as CookieJar, answer.body.orderId)] : [],
      ),
    )
    const sequences = numbers.map(sequenceOf).sort((a, b) => a - b)
    expect(new Set(sequences).size).toBe(13)
    expect((sequences.at(-1) ?? 0) - (sequences[0] ?? 0)).toBe(12)
  })
})

describe('orders', () => {
  it("another customer's order is a 404 everywhere", async () => {
    const { jar } = await customerWithDesign()
    const placed = await checkout(jar, order())
    const other = new CookieJar()
    await register(other)
    expect((await ordersApi(other, { action: 'fetch', orderId: placed.body.orderId })).status).toBe(404)
    expect((await ordersApi(other, { action: 'reorder', orderId: placed.body.orderId })).status).toBe(404)
    expect((await ordersApi(other, { action: 'invoice', orderId: placed.body.orderId })).status).toBe(404)
    expect((await measures(other, { action: 'fetch', orderId: placed.body.orderId })).status).toBe(404)
    expect((await ordersApi(other, { action: 'fetch', orderId: 0 })).status).toBe(400)
  })

  it('reorder puts the frozen designs into the cart with their measurement profiles', async () => {
    const { jar, shirtId, measureId } = await customerWithDesign()
    const placed = await checkout(jar, order())
    const copied = await ordersApi(jar, { action: 'reorder', orderId: placed.body.orderId })
    expect(copied.status).toBe(200)
    expect(copied.body.shirtIds).toHaveLength(1)
    const [copy] = await database.db.select().from(shirts).where(eq(shirts.id, copied.body.shirtIds[0]))
    const [original] = await database.db.select().from(shirts).where(eq(shirts.id, shirtId))
    // 1 = in the cart (not 0, a draft in 'Meine Hemden'), with the order's profile
    expect(copy).toMatchObject({ orderStatus: 1, fabricId: original?.fabricId, orderId: null, measureId })
    const listed = await cart(jar, { action: 'list' })
    expect(listed.body.data.items).toHaveLength(1)
    expect(listed.body.data.items[0]).toMatchObject({ type: 'shirt', design: { measure: { id: measureId } } })
    const [item] = await database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, placed.body.orderId))
    expect(item?.design?.parts.length).toBeGreaterThan(0)
  })

  it('the invoice is a PDF with the legal fields', async () => {
    const { jar } = await customerWithDesign()
    const placed = await checkout(jar, order())
    const response = await call(jar, '/api/orders.php', { action: 'invoice', orderId: placed.body.orderId })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
    expect(bytes.length).toBeGreaterThan(2000)
    // one page for a short order: the footer with the VAT id stays on it
    expect(bytes.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1)
    const download = await app.request(`/api/orders/${placed.body.orderId}/invoice.pdf`, {
      headers: { cookie: jar.header() },
    })
    expect(download.status).toBe(200)
    const stranger = await app.request(`/api/orders/${placed.body.orderId}/invoice.pdf`)
    expect(stranger.status).toBe(401)
  })

  it('keeps the measurement profile row for the order even after deleting attempts', async () => {
    const { jar, measureId } = await customerWithDesign()
    await checkout(jar, order())
    const deleted = await measures(jar, { action: 'delete', measureId })
    expect(deleted.status).toBe(409)
    const [row] = await database.db.select().from(measureProfiles).where(eq(measureProfiles.id, measureId))
    expect(row).toBeTruthy()
  })
})
