import { eq } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { hashPassword } from '../../core/accounts/passwords.ts'
import { customers, measureProfiles, shirts } from '../../db/schema/index.ts'
import { insertBareOrder } from '../support/shop-data.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

let app: ReturnType<typeof createTestApp>['app']
let database: Awaited<ReturnType<typeof useTestDatabase>>

afterEach(() => {
  vi.useRealTimers()
})

beforeAll(async () => {
  database = await useTestDatabase()
  app = createTestApp(database.db).app
})

async function call(jar: CookieJar, path: string, body: unknown, contentType = 'application/json') {
  const headers = new Headers({ 'content-type': contentType, origin: 'http://localhost' })
  if (jar.header()) headers.set('cookie', jar.header())
  const response = await app.request(path, {
    method: 'POST',
    headers,
    body: contentType === 'application/json' ? JSON.stringify(body) : String(body),
  })
  jar.store(response)
  return response
}

const shirt = (jar: CookieJar, body: Record<string, unknown>) => call(jar, '/api/shirt.php', body)
const json = async (response: Response) => ({ status: response.status, body: await response.json() })

async function newDesign(jar = new CookieJar()) {
  const created = await json(await shirt(jar, { action: 'create' }))
  expect(created.status).toBe(200)
  return { jar, shirtId: created.body.shirtId as number }
}

describe('create, fetchSelected and list', () => {
  it('creates a design from the default template, selects it and answers every Shirt field', async () => {
    const { jar, shirtId } = await newDesign()
    expect(shirtId).toBeGreaterThan(0)
    const { status, body } = await json(await shirt(jar, { action: 'fetchSelected' }))
    expect(status).toBe(200)
    const keys = [
      'shirtId',
      'fabricId',
      'orderId',
      'otId',
      'measureId',
      'priceNetto',
      'priceBrutto',
      'prodTax',
      'VAT',
      'orderStatus',
      'custNote',
      'currency',
      'entryDate',
      'amount',
      'shirtPrice',
      'measureName',
      'specs',
      'parts',
      'attributes',
    ]
    for (const key of keys) expect(body.shirt).toHaveProperty(key)
    expect(body.shirt).toMatchObject({
      shirtId,
      orderStatus: 0,
      amount: 1,
      currency: 'EUR',
      VAT: 19,
      otId: 1,
      measureId: null,
    })
    expect(body.shirt.priceBrutto).toBeGreaterThan(0)
    expect(body.shirt.priceNetto).toBeCloseTo(body.shirt.priceBrutto / 1.19, 2)
    expect(body.shirt.prodTax).toBeCloseTo(body.shirt.priceBrutto - body.shirt.priceNetto, 2)
    const collar = body.shirt.specs['1']['1']
    expect(collar.name).toBe('Kent')
    expect(collar.priceBrutto).toMatch(/^\d+,\d{2}€$/)
    const height = collar.attributes['1']
    expect(height).toMatchObject({ valueId: 202, priceBrutto: '0,00€', attribute_typ: 'option' })
    const session = await (
      await app.request('/api/session.php', { headers: { cookie: jar.header() } })
    ).json()
    expect(session.data.selectedShirtId).toBe(shirtId)
  })

  it('lists open and in-cart designs by default and filters by status', async () => {
    const { jar, shirtId } = await newDesign()
    const second = await json(await shirt(jar, { action: 'duplicate', shirtId }))
    await shirt(jar, { action: 'addToCart', shirtId: second.body.newShirtId })
    const all = await json(await shirt(jar, { action: 'list' }))
    expect(all.body.shirts.map((item: { shirtId: number }) => item.shirtId).sort()).toEqual(
      [shirtId, second.body.newShirtId].sort(),
    )
    expect(all.body.shirts[0]).toEqual(
      expect.objectContaining({
        shirtId: expect.any(Number),
        orderId: null,
        fabricId: expect.any(Number),
        amount: 1,
        priceBrutto: expect.any(Number),
        orderStatus: expect.any(Number),
        measure: null,
      }),
    )
    const inCart = await json(await shirt(jar, { action: 'list', status: [1] }))
    expect(inCart.body.shirts.map((item: { shirtId: number }) => item.shirtId)).toEqual([
      second.body.newShirtId,
    ])
  })

  it('calls a design by its fabric and collar in the visitor’s language, never by its database id', async () => {
    const jar = new CookieJar()
    await call(jar, '/api/session.php', 'action=setLanguage&lang=en', 'application/x-www-form-urlencoded')
    await newDesign(jar)
    await shirt(jar, {
      action: 'updateShirt',
      selectedParts: { categoryId: 1, partId: 2, attrId: 0, selected: true },
    })
    const listed = await json(await shirt(jar, { action: 'list' }))
    const [item] = listed.body.shirts
    expect(item.name).toMatch(/^.+ · Cutaway collar$/)
    expect(item.name).not.toMatch(/^Shirt \d/)
  })

  it('a double click creates one design', async () => {
    const jar = new CookieJar()
    await call(jar, '/api/session.php', 'action=setLanguage&lang=de', 'application/x-www-form-urlencoded')
    const [a, b] = await Promise.all([shirt(jar, { action: 'create' }), shirt(jar, { action: 'create' })])
    const ids = [(await a.json()).shirtId, (await b.json()).shirtId]
    expect(ids[0]).toBe(ids[1])
  })

  it('a new design right after putting the last one in the cart is a new design', async () => {
    const jar = new CookieJar()
    const first = await json(await shirt(jar, { action: 'create' }))
    const added = await json(await shirt(jar, { action: 'addToCart', shirtId: first.body.shirtId }))
    expect(added.status).toBe(200)
    const second = await json(await shirt(jar, { action: 'create' }))
    expect(second.body.shirtId).not.toBe(first.body.shirtId)
  })

  it("answers 'shirt-create-limit' when the owner has 50 designs", async () => {
    const { jar, shirtId } = await newDesign()
    const [row] = await database.db
      .select({ sessionId: shirts.sessionId, fabricId: shirts.fabricId })
      .from(shirts)
      .where(eq(shirts.id, shirtId))
    await database.db.insert(shirts).values(
      Array.from({ length: 49 }, () => ({
        sessionId: row?.sessionId,
        fabricId: row?.fabricId as number,
        templateId: 2,
      })),
    )
    const response = await json(await shirt(jar, { action: 'create', templateID: 3 }))
    expect(response.status).toBe(409)
    // The spec's word stays the message; the page reads the reason and explains it.
    expect(response.body).toMatchObject({
      success: false,
      message: 'shirt-create-limit',
      reason: 'SHIRT_CREATE_LIMIT',
    })
  })

  it('refuses an unknown template', async () => {
    const response = await json(await shirt(new CookieJar(), { action: 'create', templateID: 9999 }))
    expect(response.status).toBe(400)
  })
})

describe('updateShirt, removePart, updateFabric, updateAttribute', () => {
  it('choosing another collar replaces the first (max 1) and keeps the price server-side', async () => {
    const { jar } = await newDesign()
    const response = await json(
      await shirt(jar, {
        action: 'updateShirt',
        selectedParts: { categoryId: 1, partId: 6, attrId: 0, attrvalueId: 0, selected: true },
        priceBrutto: 1,
      }),
    )
    expect(response.status).toBe(200)
    expect(Object.keys(response.body.shirt.specs['1'])).toEqual(['6'])
    expect(response.body.shirt.priceBrutto).toBeGreaterThan(1)
  })

  it('extras are unlimited and can be removed; a required category cannot be emptied', async () => {
    const { jar } = await newDesign()
    await shirt(jar, { action: 'updateShirt', selectedParts: { categoryId: 3, partId: 80, selected: true } })
    const two = await json(
      await shirt(jar, {
        action: 'updateShirt',
        selectedParts: { categoryId: 3, partId: 82, selected: true },
      }),
    )
    expect(Object.keys(two.body.shirt.specs['3']).sort()).toEqual(['80', '82'])
    const removed = await json(await shirt(jar, { action: 'removePart', categoryId: 3, partId: 80 }))
    expect(Object.keys(removed.body.shirt.specs['3'])).toEqual(['82'])
    const collar = await json(await shirt(jar, { action: 'removePart', categoryId: 1, partId: 1 }))
    expect(collar.status).toBe(409)
  })

  it('the monogram needs the gate: 512 = 226 opens it, 225 closes it and removes the embroidery', async () => {
    const { jar } = await newDesign()
    const closed = await json(
      await shirt(jar, {
        action: 'updateShirt',
        selectedParts: { categoryId: 10, partId: 32, attrId: 520, attrvalueId: '230$$JM', selected: true },
      }),
    )
    expect(closed.status).toBe(409)
    await shirt(jar, {
      action: 'updateShirt',
      selectedParts: { categoryId: 6, partId: 20, attrId: 512, attrvalueId: 226, selected: true },
    })
    const open = await json(
      await shirt(jar, {
        action: 'updateShirt',
        selectedParts: { categoryId: 10, partId: 32, attrId: 520, attrvalueId: '230$$jm', selected: true },
      }),
    )
    expect(open.status).toBe(200)
    expect(open.body.shirt.specs['10']['32'].attributes['520']).toMatchObject({
      valueId: '230$$JM',
      valueName: 'JM',
      attribute_typ: 'text',
    })
    expect(open.body.shirt.attributes['520']).toBe('230$$JM')
    const shut = await json(
      await shirt(jar, {
        action: 'updateShirt',
        selectedParts: { categoryId: 6, partId: 20, attrId: 512, attrvalueId: 225, selected: true },
      }),
    )
    expect(shut.body.shirt.specs['10']).toBeUndefined()
  })

  it('another hem keeps the monogram, its embroidery and the price; closing the gate names what went', async () => {
    const { jar } = await newDesign()
    const select = (selectedParts: Record<string, unknown>) =>
      shirt(jar, { action: 'updateShirt', selectedParts }).then(json)
    await select({ categoryId: 6, partId: 20, attrId: 512, attrvalueId: 226, selected: true })
    const stitched = await select({
      categoryId: 10,
      partId: 32,
      attrId: 520,
      attrvalueId: '230$$JM',
      selected: true,
    })
    expect(stitched.status).toBe(200)
    const price = stitched.body.shirt.priceBrutto
    const hem = await select({ categoryId: 6, partId: 21, selected: true })
    expect(hem.status).toBe(200)
    expect(hem.body.shirt.attributes['512']).toBe(226)
    expect(hem.body.shirt.specs['10']['32'].attributes['520']).toMatchObject({ valueName: 'JM' })
    expect(hem.body.shirt.priceBrutto).toBe(price)
    expect(hem.body.dropped).toBeUndefined()
    const shut = await select({ categoryId: 6, partId: 21, attrId: 512, attrvalueId: 225, selected: true })
    expect(shut.status).toBe(200)
    expect(shut.body.dropped).toEqual({ parts: [{ partId: 32, name: expect.any(String) }], attributes: [] })
    expect(shut.body.dropped.parts[0].name).not.toBe('#32')
  })

  it.each([
    ['markup', '230$$<b>', 400],
    ['five letters', '230$$ABCDE', 400],
    ['a value the attribute does not offer', 231, 400],
  ])('monogram text with %s is refused and the design stays as it was', async (_name, value, status) => {
    const { jar } = await newDesign()
    await shirt(jar, {
      action: 'updateShirt',
      selectedParts: { categoryId: 6, partId: 20, attrId: 512, attrvalueId: 226, selected: true },
    })
    const before = await json(await shirt(jar, { action: 'fetchSelected' }))
    const response = await json(
      await shirt(jar, {
        action: 'updateShirt',
        selectedParts: { categoryId: 10, partId: 32, attrId: 520, attrvalueId: value, selected: true },
      }),
    )
    expect(response.status).toBe(status)
    const after = await json(await shirt(jar, { action: 'fetchSelected' }))
    expect(after.body.shirt.specs).toEqual(before.body.shirt.specs)
  })

  it.each([
    [{ categoryId: 1, partId: 1, attrId: 30, attrvalueId: 215, selected: true }, 400, /attrId/],
    [{ categoryId: 1, partId: 11, selected: true }, 400, /partId/],
    [{ categoryId: 77, partId: 1, selected: true }, 400, /categoryId/],
    [{ categoryId: 1, partId: 99999, selected: true }, 400, /partId/],
    [{ categoryId: 1, partId: 1, attrId: 1, attrvalueId: 999, selected: true }, 400, /attrvalueId/],
    [{ categoryId: 1, partId: -3, selected: true }, 400, /partId/],
    [{ categoryId: 'eins', partId: 1, selected: true }, 400, /categoryId/],
  ])('updateShirt %j → %i', async (selectedParts, status, message) => {
    const { jar } = await newDesign()
    const response = await json(await shirt(jar, { action: 'updateShirt', selectedParts }))
    expect(response.status).toBe(status)
    expect(response.body.message).toMatch(message)
  })

  it('deselecting an attribute (attrvalueId 0, selected false) restores its default', async () => {
    const { jar } = await newDesign()
    await shirt(jar, {
      action: 'updateShirt',
      selectedParts: { categoryId: 1, partId: 1, attrId: 1, attrvalueId: 203, selected: true },
    })
    const reset = await json(
      await shirt(jar, {
        action: 'updateShirt',
        selectedParts: { categoryId: 1, partId: 1, attrId: 1, attrvalueId: 0, selected: false },
      }),
    )
    expect(reset.body.shirt.attributes['1']).toBe(202)
  })

  it('updateFabric changes the fabric and the price group; an unknown fabric is refused', async () => {
    const { jar, shirtId } = await newDesign()
    const ok = await json(await shirt(jar, { action: 'updateFabric', shirtId, fabricId: 1002 }))
    expect(ok.status).toBe(200)
    expect(ok.body.shirt.fabricId).toBe(1002)
    const bad = await json(await shirt(jar, { action: 'updateFabric', shirtId, fabricId: 424242 }))
    expect(bad.status).toBe(400)
  })

  it('updateAttribute finds the part that carries the attribute', async () => {
    const { jar, shirtId } = await newDesign()
    const response = await json(
      await shirt(jar, { action: 'updateAttribute', shirtId, attrId: 5, attrValueId: 210 }),
    )
    expect(response.status).toBe(200)
    expect(response.body.shirt.attributes['5']).toBe(210)
  })

  it('keeps working when the catalog snapshot is re-checked during a change (PGlite has one connection)', async () => {
    const { jar } = await newDesign()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 60_000)
    const response = await shirt(jar, {
      action: 'updateShirt',
      selectedParts: { categoryId: 1, partId: 4, selected: true },
    })
    expect(response.status).toBe(200)
  })

  it('concurrent changes of one design are all kept (none overwrites another)', async () => {
    const { jar, shirtId } = await newDesign()
    const answers = await Promise.all([
      shirt(jar, { action: 'updateShirt', selectedParts: { categoryId: 3, partId: 80, selected: true } }),
      shirt(jar, { action: 'updateShirt', selectedParts: { categoryId: 3, partId: 82, selected: true } }),
      shirt(jar, { action: 'updateFabric', shirtId, fabricId: 1002 }),
      shirt(jar, { action: 'updateShirt', selectedParts: { categoryId: 1, partId: 6, selected: true } }),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200])
    const { body } = await json(await shirt(jar, { action: 'fetch', shirtId }))
    expect(Object.keys(body.shirt.specs['3']).sort()).toEqual(['80', '82'])
    expect(Object.keys(body.shirt.specs['1'])).toEqual(['6'])
    expect(body.shirt.fabricId).toBe(1002)
  })

  it('a design changed outside this process is answered and guarded as it is now, not as last seen', async () => {
    const { jar, shirtId } = await newDesign()
    expect((await json(await shirt(jar, { action: 'fetch', shirtId }))).body.shirt.fabricId).not.toBe(1003)
    await database.db.update(shirts).set({ fabricId: 1003 }).where(eq(shirts.id, shirtId))
    expect((await json(await shirt(jar, { action: 'fetch', shirtId }))).body.shirt.fabricId).toBe(1003)
    const orderId = await insertBareOrder(database.db)
    await database.db.update(shirts).set({ orderStatus: 2, orderId }).where(eq(shirts.id, shirtId))
    const refused = await shirt(jar, {
      action: 'updateShirt',
      selectedParts: { categoryId: 3, partId: 80, selected: true },
    })
    expect(refused.status).toBe(409)
    const { body } = await json(await shirt(jar, { action: 'fetch', shirtId }))
    expect(body.shirt).toMatchObject({ orderStatus: 2, orderId })
    expect(body.shirt.specs['3']).toBeUndefined()
  })

  it('without a selected shirt, updateShirt answers 409', async () => {
    const response = await json(
      await shirt(new CookieJar(), { action: 'updateShirt', selectedParts: { categoryId: 1, partId: 1 } }),
    )
    expect(response.status).toBe(409)
  })
})

describe('cart status, delete, duplicate, measures', () => {
  it('addToCart 0 → 1 and remove 1 → 0; two concurrent clicks leave it once in the cart', async () => {
    const { jar, shirtId } = await newDesign()
    const [a, b] = await Promise.all([
      shirt(jar, { action: 'addToCart', shirtId }),
      shirt(jar, { action: 'addToCart', shirtId }),
    ])
    expect([a.status, b.status]).toEqual([200, 200])
    expect((await json(await shirt(jar, { action: 'fetch', shirtId }))).body.shirt.orderStatus).toBe(1)
    expect((await shirt(jar, { action: 'remove', shirtId })).status).toBe(200)
    expect((await json(await shirt(jar, { action: 'fetch', shirtId }))).body.shirt.orderStatus).toBe(0)
  })

  it('an ordered design cannot be changed or deleted, only duplicated', async () => {
    const { jar, shirtId } = await newDesign()
    const orderId = await insertBareOrder(database.db)
    await database.db.update(shirts).set({ orderStatus: 2, orderId }).where(eq(shirts.id, shirtId))
    expect((await shirt(jar, { action: 'updateFabric', shirtId, fabricId: 1002 })).status).toBe(409)
    expect((await shirt(jar, { action: 'delete', shirtId })).status).toBe(409)
    expect((await shirt(jar, { action: 'addToCart', shirtId })).status).toBe(409)
    const copy = await json(await shirt(jar, { action: 'duplicate', shirtId }))
    expect(copy.status).toBe(200)
    const fetched = await json(await shirt(jar, { action: 'fetch', shirtId: copy.body.newShirtId }))
    expect(fetched.body.shirt).toMatchObject({ orderStatus: 0, orderId: null })
  })

  it('delete removes the design and clears the selection', async () => {
    const { jar, shirtId } = await newDesign()
    expect((await shirt(jar, { action: 'delete', shirtId })).status).toBe(200)
    expect((await shirt(jar, { action: 'fetch', shirtId })).status).toBe(404)
    expect((await shirt(jar, { action: 'fetchSelected' })).status).toBe(409)
  })

  it("measures assigns one of the owner's profiles; another owner's profile is a 404", async () => {
    const { jar, shirtId } = await newDesign()
    const [row] = await database.db
      .select({ sessionId: shirts.sessionId })
      .from(shirts)
      .where(eq(shirts.id, shirtId))
    const [own] = await database.db
      .insert(measureProfiles)
      .values({ sessionId: row?.sessionId, setName: 'Büro' })
      .returning({ id: measureProfiles.id })
    const [foreign] = await database.db
      .insert(measureProfiles)
      .values({ setName: 'Fremd' })
      .returning({ id: measureProfiles.id })
    expect((await shirt(jar, { action: 'measures', shirtId, measureId: foreign?.id })).status).toBe(404)
    expect((await shirt(jar, { action: 'measures', shirtId, measureId: own?.id })).status).toBe(200)
    const fetched = await json(await shirt(jar, { action: 'fetch', shirtId }))
    expect(fetched.body.shirt).toMatchObject({ measureId: own?.id, measureName: 'Büro' })
    const listed = await json(await shirt(jar, { action: 'list' }))
    expect(listed.body.shirts[0].measure).toEqual({ name: 'Büro', number: own?.id })
    // A renamed profile shows at once, though the design itself did not change.
    await database.db
      .update(measureProfiles)
      .set({ setName: 'Büro neu' })
      .where(eq(measureProfiles.id, own?.id as number))
    const renamed = await json(await shirt(jar, { action: 'fetch', shirtId }))
    expect(renamed.body.shirt.measureName).toBe('Büro neu')
    // Another's profile id on the design (not through this API) reads as no profile at all.
    await database.db
      .update(shirts)
      .set({ measureId: foreign?.id as number })
      .where(eq(shirts.id, shirtId))
    const stolen = await json(await shirt(jar, { action: 'fetch', shirtId }))
    expect(stolen.body.shirt).toMatchObject({ measureId: null, measureName: null })
    expect((await json(await shirt(jar, { action: 'list' }))).body.shirts[0].measure).toBeNull()
    expect((await shirt(jar, { action: 'measures', shirtId, measureId: 0 })).status).toBe(200)
  })
})

describe('isolation and prices by delivery country', () => {
  it('another session gets 404 for every id of mine and sees none of my designs', async () => {
    const { shirtId } = await newDesign()
    const other = new CookieJar()
    for (const action of ['fetch', 'setSelected', 'addToCart', 'remove', 'delete', 'duplicate']) {
      const response = await json(await shirt(other, { action, shirtId }))
      expect(response.status, action).toBe(404)
    }
    expect((await shirt(other, { action: 'updateFabric', shirtId, fabricId: 1002 })).status).toBe(404)
    expect((await json(await shirt(other, { action: 'list' }))).body.shirts).toEqual([])
  })

  it('setSelected makes another of my designs the selected one, for fetchSelected and the session', async () => {
    const { jar, shirtId: first } = await newDesign()
    const { shirtId: second } = await newDesign(jar)
    const selectedShirtId = async () =>
      (await (await app.request('/api/session.php', { headers: { cookie: jar.header() } })).json()).data
        .selectedShirtId
    expect((await json(await shirt(jar, { action: 'fetchSelected' }))).body.shirt.shirtId).toBe(second)
    expect(await selectedShirtId()).toBe(second)
    const selected = await json(await shirt(jar, { action: 'setSelected', shirtId: first }))
    expect(selected).toEqual({
      status: 200,
      body: { success: true, message: 'Shirt selected', shirtId: first },
    })
    expect((await json(await shirt(jar, { action: 'fetchSelected' }))).body.shirt.shirtId).toBe(first)
    expect(await selectedShirtId()).toBe(first)
  })

  it('a guest design belongs to the customer after login', async () => {
    const { jar, shirtId } = await newDesign()
    const email = `shirt-${Date.now()}@example.com`
    await database.db.insert(customers).values({
      email,
      passwordHash: await hashPassword('Faden-und-Nadel-2026'),
      firstName: 'A',
      lastName: 'B',
    })
    expect(
      (await call(jar, '/api/account.php', { action: 'login', email, password: 'Faden-und-Nadel-2026' }))
        .status,
    ).toBe(200)
    const list = await json(await shirt(jar, { action: 'list' }))
    expect(list.body.shirts.map((item: { shirtId: number }) => item.shirtId)).toContain(shirtId)
    const second = new CookieJar()
    await call(second, '/api/account.php', { action: 'login', email, password: 'Faden-und-Nadel-2026' })
    expect((await shirt(second, { action: 'fetch', shirtId })).status).toBe(200)
  })

  it.each([
    [11, 20],
    [28, 0],
    [26, 21],
  ])('delivery country %i prices with %i %% VAT on the same net price', async (countryId, vat) => {
    const { jar } = await newDesign()
    const german = (await json(await shirt(jar, { action: 'fetchSelected' }))).body.shirt
    await call(
      jar,
      '/api/session.php',
      `action=setDeliveryCountry&countryId=${countryId}`,
      'application/x-www-form-urlencoded',
    )
    const abroad = (await json(await shirt(jar, { action: 'fetchSelected' }))).body.shirt
    expect(abroad.VAT).toBe(vat)
    expect(abroad.priceNetto).toBeCloseTo(german.priceNetto, 1)
    expect(abroad.priceBrutto).toBeCloseTo(abroad.priceNetto * (1 + vat / 100), 1)
  })
})

describe('bad input', () => {
  it.each([
    [{ action: 'fetch', shirtId: -1 }, 400],
    [{ action: 'fetch', shirtId: 'abc' }, 400],
    [{ action: 'fetch', shirtId: 1e12 }, 400],
    [{ action: 'fetch' }, 400],
    [{ action: 'explode' }, 400],
    [{ action: 'fetch', shirtId: 99999999 }, 404],
  ])('%j → %i with the envelope', async (body, status) => {
    const response = await json(await shirt(new CookieJar(), body))
    expect(response.status).toBe(status)
    expect(response.body.success).toBe(false)
    expect(typeof response.body.message).toBe('string')
  })
})
