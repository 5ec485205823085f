import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedPrices } from '../../core/pricing/price-groups.ts'
import { cartItems, catalogFabrics, products, productVariants, shirts } from '../../db/schema/index.ts'
import { shopCalls } from '../support/shop-calls.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

let app: ReturnType<typeof createTestApp>['app']
let database: Awaited<ReturnType<typeof useTestDatabase>>
const { cart, shirt, newDesign, register, profile } = shopCalls(
  () => app,
  () => database.db,
)

let tie: { productId: number; variantId: number }
let stays: { productId: number }
let fabricIds: number[]

beforeAll(async () => {
  database = await useTestDatabase()
  app = createTestApp(database.db).app
  const [tieRow] = await database.db.select().from(products).where(eq(products.slug, 'seidenkrawatte-uni'))
  const [variant] = await database.db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, tieRow?.id ?? 0))
  const [staysRow] = await database.db
    .select()
    .from(products)
    .where(eq(products.slug, 'kragenstaebchen-messing'))
  if (!tieRow || !variant || !staysRow) throw new Error('shop seed missing')
  tie = { productId: tieRow.id, variantId: variant.id }
  stays = { productId: staysRow.id }
  fabricIds = (await database.db.select({ id: catalogFabrics.id }).from(catalogFabrics).limit(7)).map(
    (row) => row.id,
  )
})

describe('list and num', () => {
  it('answers an empty cart with the message of the specification', async () => {
    const jar = new CookieJar()
    const listed = await cart(jar, { action: 'list' })
    expect(listed.status).toBe(200)
    expect(listed.body).toMatchObject({
      success: true,
      message: 'No items in the cart',
      notice: 'CART_EMPTY',
    })
    expect(listed.body.data.items).toEqual([])
    expect(listed.body.data.total).toMatchObject({ totalBrutto: 0, currency: 'EUR' })
    expect(listed.headers.get('cache-control')).toContain('no-store')
    expect((await cart(jar, { action: 'num' })).body).toEqual({ success: true, num: 0 })
  })

  it('lists a design with server prices, VAT and shipping; num counts it', async () => {
    const jar = new CookieJar()
    const shirtId = await newDesign(jar)
    expect((await shirt(jar, { action: 'addToCart', shirtId })).status).toBe(200)
    const listed = await cart(jar, { action: 'list' })
    expect(listed.body.message).toBe('OK')
    const [item] = listed.body.data.items
    expect(item).toMatchObject({
      itemId: `shirt-${shirtId}`,
      type: 'shirt',
      shirtId,
      amount: 1,
      VAT: 19,
      withdrawal: false,
    })
    expect(item.priceBrutto).toBeGreaterThan(0)
    expect(item.priceNetto).toBeCloseTo(item.priceBrutto / 1.19, 2)
    expect(item.description.length).toBeGreaterThan(5)
    expect(item.design.preview.length).toBeGreaterThan(0)
    const total = listed.body.data.total
    expect(total.itemsBrutto).toBe(item.lineBrutto)
    expect(total.shippingBrutto).toBe(4.9)
    expect(total.totalBrutto).toBeCloseTo(item.lineBrutto + 4.9, 2)
    expect(total.vat[0].rate).toBe(19)
    expect((await cart(jar, { action: 'num' })).body.num).toBe(1)
  })
})

describe('add, update, remove', () => {
  it('adds accessories with variants, vouchers and samples, ignoring any price the client sends', async () => {
    const jar = new CookieJar()
    const added = await cart(jar, {
      action: 'add',
      item: { type: 'product', ...tie, amount: 2, priceBrutto: 0.01 },
    })
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    expect(added.body.data.items[0]).toMatchObject({
      type: 'product',
      amount: 2,
      priceBrutto: 49,
      lineBrutto: 98,
    })
    expect(added.body.data.items[0].name).toContain('Marineblau')
    // The tie's picture in its colour, as its product page draws it: a real PNG, not a letter.
    const picture = added.body.data.items[0].image as string
    expect(picture).toMatch(/^\/media\/accessories\/[a-z-]+-[0-9a-f]{6}\.png$/)
    const drawn = await app.request(picture)
    expect(drawn.status).toBe(200)
    expect(drawn.headers.get('content-type')).toBe('image/png')
    const voucher = await cart(jar, {
      action: 'add',
      item: { type: 'voucher', value: 75, recipientName: 'Paul', message: 'Alles Gute' },
    })
    expect(voucher.status).toBe(200)
    const voucherLine = voucher.body.data.items.find((item: { type: string }) => item.type === 'voucher')
    expect(voucherLine).toMatchObject({ priceBrutto: 75, VAT: 0, withdrawal: true })
    const samples = await cart(jar, {
      action: 'add',
      item: { type: 'samples', fabricIds: fabricIds.slice(0, 3) },
    })
    expect(samples.status, JSON.stringify(samples.body)).toBe(200)
    expect(samples.body.data.items.find((item: { type: string }) => item.type === 'samples')).toMatchObject({
      priceBrutto: 2.9,
      fabricIds: fabricIds.slice(0, 3),
    })
    const total = samples.body.data.total
    expect(total.vat.map((share: { rate: number }) => share.rate)).toEqual([19, 0])
    expect(total.itemsBrutto).toBeCloseTo(98 + 75 + 2.9, 2)
    expect((await cart(jar, { action: 'num' })).body.num).toBe(4)
  })

  it('needs a variant where the product has them and rejects bad amounts', async () => {
    const jar = new CookieJar()
    const noVariant = await cart(jar, { action: 'add', item: { type: 'product', productId: tie.productId } })
    expect(noVariant.status).toBe(400)
    expect(noVariant.body.message).toMatch(/^variantId/)
    for (const amount of [0, -3, 21, 999999]) {
      const bad = await cart(jar, { action: 'add', item: { type: 'product', ...stays, amount } })
      expect(bad.status, String(amount)).toBe(400)
      expect(bad.body.message).toMatch(/^amount/)
    }
    const huge = await cart(jar, { action: 'add', item: { type: 'product', ...stays, amount: 1e12 } })
    expect(huge.status).toBe(400)
    const unknown = await cart(jar, { action: 'add', item: { type: 'product', productId: 999999 } })
    expect(unknown.status).toBe(404)
    const badVoucher = await cart(jar, { action: 'add', item: { type: 'voucher', value: 10 } })
    expect(badVoucher.status).toBe(400)
    const tooMany = await cart(jar, {
      action: 'add',
      item: { type: 'samples', fabricIds },
    })
    expect(tooMany.status).toBe(400)
    const unknownAction = await cart(jar, { action: 'explode' })
    expect(unknownAction.status).toBe(400)
    expect((await cart(jar, { action: 'list' })).body.data.items).toEqual([])
  })

  it('a double click adds once', async () => {
    const jar = new CookieJar()
    const item = { type: 'product', ...stays, amount: 1 }
    const [first, second] = await Promise.all([
      cart(jar, { action: 'add', item }),
      cart(jar, { action: 'add', item }),
    ])
    expect(first.status).toBe(200)
    expect(second.status).toBe(200)
    const listed = await cart(jar, { action: 'list' })
    expect(listed.body.data.items).toHaveLength(1)
    expect(listed.body.data.items[0].amount).toBe(1)
    const shirtId = await newDesign(jar)
    await Promise.all([
      cart(jar, { action: 'add', item: { type: 'shirt', shirtId } }),
      cart(jar, { action: 'add', item: { type: 'shirt', shirtId } }),
    ])
    expect((await cart(jar, { action: 'num' })).body.num).toBe(2)
  })

  it('changes amounts and removes lines; a removed design goes back to Meine Hemden', async () => {
    const jar = new CookieJar()
    const shirtId = await newDesign(jar)
    await cart(jar, { action: 'add', item: { type: 'shirt', shirtId } })
    const added = await cart(jar, { action: 'add', item: { type: 'product', ...stays, amount: 1 } })
    const staysItem = added.body.data.items.find((item: { type: string }) => item.type === 'product')
    const updated = await cart(jar, { action: 'update', itemId: staysItem.itemId, amount: 3 })
    expect(updated.status).toBe(200)
    expect(updated.body.data.items.find((item: { type: string }) => item.type === 'product').amount).toBe(3)
    const shirtAmount = await cart(jar, { action: 'update', itemId: `shirt-${shirtId}`, amount: 2 })
    expect(shirtAmount.body.data.items.find((item: { type: string }) => item.type === 'shirt').amount).toBe(2)
    expect((await cart(jar, { action: 'update', itemId: staysItem.itemId, amount: 0 })).status).toBe(400)
    expect((await cart(jar, { action: 'update', itemId: 'nonsense', amount: 1 })).status).toBe(404)

    const removed = await cart(jar, { action: 'remove', itemId: `shirt-${shirtId}` })
    expect(removed.status).toBe(200)
    const [row] = await database.db.select().from(shirts).where(eq(shirts.id, shirtId))
    expect(row?.orderStatus).toBe(0)
    const listed = await shirt(jar, { action: 'list' })
    expect(listed.body.shirts.map((s: { shirtId: number }) => s.shirtId)).toContain(shirtId)
    const last = await cart(jar, { action: 'remove', itemId: staysItem.itemId })
    expect(last.body.message).toBe('Removed from cart')
    expect((await cart(jar, { action: 'list' })).body.message).toBe('No items in the cart')
  })
})

describe('owners', () => {
  it("another session's items are a 404 and never listed", async () => {
    const alice = new CookieJar()
    const bob = new CookieJar()
    const added = await cart(alice, { action: 'add', item: { type: 'product', ...stays, amount: 1 } })
    const itemId = added.body.data.items[0].itemId
    const aliceShirt = await newDesign(alice)
    await cart(alice, { action: 'add', item: { type: 'shirt', shirtId: aliceShirt } })
    expect((await cart(bob, { action: 'update', itemId, amount: 5 })).status).toBe(404)
    expect((await cart(bob, { action: 'remove', itemId })).status).toBe(404)
    expect((await cart(bob, { action: 'remove', itemId: `shirt-${aliceShirt}` })).status).toBe(404)
    expect((await cart(bob, { action: 'add', item: { type: 'shirt', shirtId: aliceShirt } })).status).toBe(
      404,
    )
    expect((await cart(bob, { action: 'list' })).body.data.items).toEqual([])
    const mine = await cart(alice, { action: 'list' })
    expect(mine.body.data.items).toHaveLength(2)
    expect(mine.body.data.items.find((item: { type: string }) => item.type === 'product').amount).toBe(1)
  })

  it('the guest cart moves to the account at registration', async () => {
    const jar = new CookieJar()
    await cart(jar, { action: 'add', item: { type: 'product', ...stays, amount: 2 } })
    await register(jar)
    const listed = await cart(jar, { action: 'list' })
    expect(listed.body.data.items).toHaveLength(1)
    expect(listed.body.data.items[0].amount).toBe(2)
  })
})

describe('delivery country and VAT', () => {
  it('re-prices for the destination: EU at its rate (also 25.5 %), Switzerland without VAT', async () => {
    const jar = new CookieJar()
    await cart(jar, { action: 'add', item: { type: 'product', ...tie, amount: 1 } })
    const austria = await cart(jar, { action: 'setDeliveryCountry', countryId: 2 })
    expect(austria.status).toBe(200)
    expect(austria.body.data.items[0]).toMatchObject({ VAT: 20, priceBrutto: 49.42 })
    expect(austria.body.data.total).toMatchObject({
      shippingBrutto: 9.9,
      deliveryCountry: { countryCode: 'AT' },
    })
    // A rate with a decimal (Finland's 25.5 %) reaches the lines too.
    const finland = await cart(jar, { action: 'setDeliveryCountry', countryId: 10 })
    expect(finland.status, JSON.stringify(finland.body)).toBe(200)
    expect(finland.body.data.items[0]).toMatchObject({ VAT: 25.5, priceBrutto: 51.68 })
    const swiss = await cart(jar, { action: 'setDeliveryCountry', countryId: 28 })
    expect(swiss.body.data.items[0]).toMatchObject({ VAT: 0, priceBrutto: 41.18, priceNetto: 41.18 })
    expect(swiss.body.data.total.shippingBrutto).toBe(19.9)
    expect(swiss.body.data.total.vat).toEqual([{ rate: 0, amount: 0, netto: 41.18 + 19.9 }])
    expect((await cart(jar, { action: 'setDeliveryCountry', countryId: 999 })).status).toBe(400)
  })

  it("answers 'Multiple VAT rates found' once when lines were priced for another country", async () => {
    const jar = new CookieJar()
    await cart(jar, { action: 'add', item: { type: 'product', ...stays, amount: 1 } })
    await cart(jar, { action: 'add', item: { type: 'product', ...tie, amount: 1 } })
    const rows = await database.db.select().from(cartItems)
    const last = rows.at(-1)
    if (!last) throw new Error('no rows')
    await database.db.update(cartItems).set({ vatRate: 20 }).where(eq(cartItems.id, last.id))
    const first = await cart(jar, { action: 'list' })
    expect(first.body).toMatchObject({ message: 'Multiple VAT rates found', notice: 'VAT_REPRICED' })
    expect(first.body.data.items.every((item: { VAT: number }) => item.VAT === 19)).toBe(true)
    const again = await cart(jar, { action: 'list' })
    expect(again.body.message).toBe('OK')
    expect(again.body.notice).toBeUndefined()
  })
})

describe('vouchers in the cart', () => {
  it('applies the demo voucher with partial use and keeps one message for every wrong code', async () => {
    const jar = new CookieJar()
    await cart(jar, { action: 'add', item: { type: 'product', ...stays, amount: 1 } })
    const applied = await cart(jar, { action: 'applyVoucher', code: 'demo-gutschein-50' })
    expect(applied.status, JSON.stringify(applied.body)).toBe(200)
    // stays 24,00 + shipping 4,90: the voucher pays 28,90 and keeps 21,10
    expect(applied.body.data.total).toMatchObject({ discountBrutto: 28.9, totalBrutto: 0 })
    expect(applied.body.data.total.vouchers).toEqual([
      { code: 'DEMO-GUTSCHEIN-50', amount: 28.9, remaining: 21.1 },
    ])
    const unknown = await cart(jar, { action: 'applyVoucher', code: 'AAAAA-BBBBB-CCCCC-DDDDD' })
    expect(unknown.status).toBe(400)
    expect(unknown.body.message).toBe('code: this voucher code cannot be used')
    const removed = await cart(jar, { action: 'removeVoucher', code: 'DEMO-GUTSCHEIN-50' })
    expect(removed.body.data.total.discountBrutto).toBe(0)
  })

  it('throttles wrong codes per session', async () => {
    const jar = new CookieJar()
    for (let i = 0; i < 5; i++) {
      expect((await cart(jar, { action: 'applyVoucher', code: `WRONG${i}WRONG${i}WRONG` })).status).toBe(400)
    }
    const blocked = await cart(jar, { action: 'applyVoucher', code: 'DEMO-GUTSCHEIN-50' })
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

/** Seven open designs of one guest: the first created, six duplicates. */
async function sevenDesigns(jar: CookieJar) {
  const ids = [await newDesign(jar)]
  while (ids.length < 7)
    ids.push((await shirt(jar, { action: 'duplicate', shirtId: ids[0] })).body.newShirtId)
  return ids
}

/** The single prices and price groups of the jar's designs, as 'Meine Hemden' lists them. */
async function singlePrices(jar: CookieJar) {
  const listed = await shirt(jar, { action: 'list', status: [0, 1] })
  return new Map<number, { price: number; group: 'A' | 'B' | 'C' | 'D' }>(
    listed.body.shirts.map((row: { shirtId: number; priceBrutto: number; priceGroup: 'A' | 'B' }) => [
      row.shirtId,
      { price: row.priceBrutto, group: row.priceGroup },
    ]),
  )
}

describe('the 7-shirt package: price and surcharges', () => {
  it('costs 499 € for seven designs plus every surcharge, listed on the line; the saving follows', async () => {
    const jar = new CookieJar()
    const ids = await sevenDesigns(jar)
    await shirt(jar, { action: 'setSelected', shirtId: ids[2] })
    const cuffs = await shirt(jar, {
      action: 'updateShirt',
      selectedParts: { categoryId: 2, partId: 14, selected: true },
    })
    expect(cuffs.status, JSON.stringify(cuffs.body)).toBe(200)
    const singles = await singlePrices(jar)
    const surcharges = ids.map((id) => {
      const single = singles.get(id)
      if (!single) throw new Error(`design ${id} missing`)
      return Math.round(single.price * 100) - seedPrices.groups[single.group]
    })
    expect(surcharges[2]).toBeGreaterThanOrEqual(900)
    const added = await cart(jar, { action: 'add', item: { type: 'package7', shirtIds: ids } })
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    const [line] = added.body.data.items
    const surchargeCents = surcharges.reduce((sum, cents) => sum + cents, 0)
    expect(Math.round(line.priceBrutto * 100)).toBe(49_900 + surchargeCents)
    expect(Math.round(line.savingBrutto * 100)).toBe(
      ids.reduce((sum, id) => sum + Math.round((singles.get(id)?.price ?? 0) * 100), 0) -
        (49_900 + surchargeCents),
    )
    const listed = line.surcharges.filter((entry: { shirtId: number }) => entry.shirtId === ids[2])
    expect(listed.length).toBeGreaterThan(0)
    expect(
      Math.round(
        listed.reduce((sum: number, entry: { amountBrutto: number }) => sum + entry.amountBrutto, 0) * 100,
      ),
    ).toBe(surcharges[2])
    expect(line.description).toContain('Aufpreise zusätzlich zum Paketpreis: Hemd 3:')
  })
})

describe('the 7-shirt package holds from the cart to the order', () => {
  it('refuses taking a design out, deleting it or a fabric outside A/B while it is in the package', async () => {
    const jar = new CookieJar()
    const ids = await sevenDesigns(jar)
    const added = await cart(jar, { action: 'add', item: { type: 'package7', shirtIds: ids } })
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    const packagePrice = added.body.data.items[0].priceBrutto
    const removed = await shirt(jar, { action: 'remove', shirtId: ids[0] })
    expect(removed.status).toBe(409)
    expect(removed.body.reason).toBe('PACKAGE_MEMBER')
    const deleted = await shirt(jar, { action: 'delete', shirtId: ids[1] })
    expect(deleted.status).toBe(409)
    expect(deleted.body.reason).toBe('PACKAGE_MEMBER')
    const line = await cart(jar, { action: 'remove', itemId: `shirt-${ids[2]}` })
    expect(line.status).toBe(409)
    expect(line.body.reason).toBe('PACKAGE_MEMBER')
    const amount = await cart(jar, { action: 'update', itemId: `shirt-${ids[2]}`, amount: 2 })
    expect(amount.status).toBe(400)
    expect(amount.body.reason).toBe('FIXED_AMOUNT')
    const [groupC] = await database.db
      .select({ id: catalogFabrics.id })
      .from(catalogFabrics)
      .where(eq(catalogFabrics.priceGroup, 'C'))
      .limit(1)
    const fabric = await shirt(jar, { action: 'updateFabric', shirtId: ids[3], fabricId: groupC?.id })
    expect(fabric.status).toBe(409)
    expect(fabric.body.reason).toBe('PACKAGE_FABRIC')
    const listed = await cart(jar, { action: 'list' })
    expect(listed.body.data.items).toHaveLength(1)
    expect(listed.body.data.items[0]).toMatchObject({ type: 'package7', priceBrutto: packagePrice })
    expect(listed.body.data.items[0].designs).toHaveLength(7)
    // Outside a package the same changes are fine.
    expect((await cart(jar, { action: 'remove', itemId: listed.body.data.items[0].itemId })).status).toBe(200)
    expect((await shirt(jar, { action: 'delete', shirtId: ids[1] })).status).toBe(200)
  })

  it.each([
    ['a design left the cart', 'PACKAGE_COUNT', { orderStatus: 0 }],
    ['a design went to another owner', 'PACKAGE_COUNT', { owner: 'another guest' }],
    ['a design is in fabric group C', 'PACKAGE_FABRIC', { fabricId: -1 }],
  ] as const)(
    'a package broken elsewhere (%s) becomes single lines and the cart says why',
    async (_name, reason, change) => {
      const jar = new CookieJar()
      const ids = await sevenDesigns(jar)
      const added = await cart(jar, { action: 'add', item: { type: 'package7', shirtIds: ids } })
      expect(added.status, JSON.stringify(added.body)).toBe(200)
      const itemId = added.body.data.items[0].itemId
      if ('fabricId' in change) {
        const [groupC] = await database.db
          .select({ id: catalogFabrics.id })
          .from(catalogFabrics)
          .where(eq(catalogFabrics.priceGroup, 'C'))
          .limit(1)
        await database.db
          .update(shirts)
          .set({ fabricId: groupC?.id })
          .where(eq(shirts.id, ids[4] ?? 0))
      } else if ('owner' in change) {
        const other = new CookieJar()
        const foreign = await newDesign(other)
        const [row] = await database.db.select().from(shirts).where(eq(shirts.id, foreign))
        await database.db
          .update(shirts)
          .set({ sessionId: row?.sessionId })
          .where(eq(shirts.id, ids[4] ?? 0))
      } else {
        await database.db
          .update(shirts)
          .set(change)
          .where(eq(shirts.id, ids[4] ?? 0))
      }
      const singles = await singlePrices(jar)
      const listed = await cart(jar, { action: 'list' })
      expect(listed.body.data.packageNotices).toEqual([{ itemId, reason, shirtIds: ids }])
      const items = listed.body.data.items
      expect(items.every((item: { type: string }) => item.type === 'shirt')).toBe(true)
      const expected = reason === 'PACKAGE_COUNT' ? ids.filter((id) => id !== ids[4]) : ids
      expect(items.map((item: { shirtId: number }) => item.shirtId).sort()).toEqual([...expected].sort())
      expect(listed.body.data.total.itemsBrutto).toBeCloseTo(
        expected.reduce((sum, id) => sum + (singles.get(id)?.price ?? 0), 0),
        2,
      )
      // Said once: the package is single lines now.
      const again = await cart(jar, { action: 'list' })
      expect(again.body.data.packageNotices).toBeUndefined()
      expect(again.body.data.items).toHaveLength(expected.length)
    },
  )
})

describe('the 7-shirt package', () => {
  it('holds seven designs at the package price and shows the saving; removing it releases them', async () => {
    const jar = new CookieJar()
    const ids: number[] = []
    for (let i = 0; i < 7; i++) {
      const created = await shirt(jar, { action: 'duplicate', shirtId: ids[0] ?? (await newDesign(jar)) })
      ids.push(ids.length === 0 ? created.body.newShirtId - 0 : created.body.newShirtId)
    }
    const unique = [...new Set(ids)].slice(0, 7)
    expect(unique).toHaveLength(7)
    const six = await cart(jar, { action: 'add', item: { type: 'package7', shirtIds: unique.slice(0, 6) } })
    expect(six.status).toBe(400)
    const added = await cart(jar, { action: 'add', item: { type: 'package7', shirtIds: unique } })
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    const items = added.body.data.items
    expect(items).toHaveLength(1)
    expect(items[0]).toMatchObject({ type: 'package7', withdrawal: false })
    expect(items[0].designs).toHaveLength(7)
    expect(items[0].savingBrutto).toBeGreaterThan(0)
    expect(added.body.data.total.shippingBrutto).toBe(0)
    const removed = await cart(jar, { action: 'remove', itemId: items[0].itemId })
    expect(removed.body.message).toBe('Removed from cart')
    const rows = await database.db
      .select()
      .from(shirts)
      .where(eq(shirts.id, unique[0] ?? 0))
    expect(rows[0]?.orderStatus).toBe(0)
  })

  it('refuses seven designs on two measurement profiles, naming the rule; one profile is accepted', async () => {
    const jar = new CookieJar()
    const ids = [await newDesign(jar)]
    while (ids.length < 7)
      ids.push((await shirt(jar, { action: 'duplicate', shirtId: ids[0] })).body.newShirtId)
    expect(new Set(ids).size).toBe(7)
    const office = await profile(jar, 'Büro')
    const leisure = await profile(jar, 'Freizeit')
    for (const [i, shirtId] of ids.entries()) {
      const assigned = await shirt(jar, {
        action: 'measures',
        shirtId,
        measureId: i === 6 ? leisure : office,
      })
      expect(assigned.status, JSON.stringify(assigned.body)).toBe(200)
    }
    const listed = await shirt(jar, { action: 'list' })
    expect(listed.body.shirts[0].priceGroup).toMatch(/^[A-D]$/)
    const mixed = await cart(jar, { action: 'add', item: { type: 'package7', shirtIds: ids } })
    expect(mixed.status, JSON.stringify(mixed.body)).toBe(400)
    expect(mixed.body).toMatchObject({
      success: false,
      code: 'BAD_INPUT',
      reason: 'PACKAGE_MEASURE',
      message: 'shirtIds: all designs of the package use one measurement profile',
    })
    expect((await cart(jar, { action: 'num' })).body.num).toBe(0)
    await shirt(jar, { action: 'measures', shirtId: ids[6], measureId: office })
    const added = await cart(jar, { action: 'add', item: { type: 'package7', shirtIds: ids } })
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    expect(
      added.body.data.items[0].designs.map((design: { measure: { id: number } }) => design.measure.id),
    ).toEqual(Array(7).fill(office))
  })

  it('shows first-order goodwill for a customer without orders', async () => {
    const jar = new CookieJar()
    await register(jar)
    await profile(jar)
    const shirtId = await newDesign(jar)
    const added = await cart(jar, { action: 'add', item: { type: 'shirt', shirtId } })
    expect(added.body.data.total.firstOrderGoodwill).toBe(true)
  })
})
