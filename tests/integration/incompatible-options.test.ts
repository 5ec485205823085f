import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { parseEuroText } from '../../core/catalog/rules.ts'
import { orderItems, shirtAttributes, shirtParts, shirts } from '../../db/schema/index.ts'
import { shopCalls } from '../support/shop-calls.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

let app: ReturnType<typeof createTestApp>['app']
let database: Awaited<ReturnType<typeof useTestDatabase>>
const api = shopCalls(
  () => app,
  () => database.db,
)

beforeAll(async () => {
  database = await useTestDatabase()
  app = createTestApp(database.db).app
})

const euros = (text: string) => parseEuroText(String(text))
const select = (jar: CookieJar, selectedParts: Record<string, unknown>) =>
  api.shirt(jar, {
    action: 'updateShirt',
    selectedParts: { attrId: 0, attrvalueId: 0, selected: true, ...selectedParts },
  })

/**
 * Writes a part and its contrast fabric straight into the rows, past the design rules (as a design
 * saved before a rule existed), and touches the design so that it counts as changed.
 */
async function writePastTheRules(shirtId: number, partId: number) {
  await database.db.insert(shirtParts).values({ shirtId, partId, categoryId: 52 })
  await database.db.insert(shirtAttributes).values({ shirtId, partId, attributeId: 530, valueId: 2001 })
  await database.db.update(shirts).set({ updatedAt: new Date() }).where(eq(shirts.id, shirtId))
}

describe('options that cannot be made, through shirt.php', () => {
  it('a short sleeve takes the inner cuffs and the cuff monogram away, names them and stops charging them', async () => {
    const jar = new CookieJar()
    await api.newDesign(jar)
    expect((await select(jar, { categoryId: 6, partId: 20, attrId: 512, attrvalueId: 226 })).status).toBe(200)
    expect(
      (await select(jar, { categoryId: 10, partId: 32, attrId: 520, attrvalueId: '230$$MKW' })).status,
    ).toBe(200)
    const lined = await select(jar, { categoryId: 52, partId: 92 })
    expect(lined.status).toBe(200)
    const before = euros(lined.body.shirt.priceBrutto)

    const short = await select(jar, { categoryId: 2, partId: 16 })
    expect(short.status).toBe(200)
    expect(short.body.dropped.parts).toEqual(
      expect.arrayContaining([
        { partId: 32, name: 'Monogramm Manschette' },
        { partId: 92, name: 'Manschette innen' },
      ]),
    )
    expect(short.body.shirt.specs['52']?.['92']).toBeUndefined()
    expect(short.body.shirt.specs['10']?.['32']).toBeUndefined()
    expect(before - euros(short.body.shirt.priceBrutto)).toBeCloseTo(16, 2)

    // Asked for again while the sleeve is short: refused, with the reason the designer explains.
    for (const [categoryId, partId] of [
      [52, 92],
      [10, 32],
      [3, 83],
    ]) {
      const again = await select(jar, { categoryId, partId })
      expect(again.status).toBe(409)
      expect(again.body).toMatchObject({ success: false, reason: 'INCOMPATIBLE_CHOICE' })
    }
    const fetched = await api.shirt(jar, { action: 'fetchSelected' })
    expect(fetched.body.shirt.parts.map((part: { partId: number }) => part.partId)).not.toContain(92)
  })

  it('names the position a dropped pocket takes away, and moves the monogram to the chest', async () => {
    const jar = new CookieJar()
    await api.newDesign(jar)
    await select(jar, { categoryId: 12, partId: 61 })
    await select(jar, { categoryId: 6, partId: 20, attrId: 512, attrvalueId: 226 })
    await select(jar, { categoryId: 10, partId: 52 })
    expect((await select(jar, { categoryId: 10, partId: 52, attrId: 523, attrvalueId: 237 })).status).toBe(
      200,
    )
    const plain = await select(jar, { categoryId: 12, partId: 60 })
    expect(plain.status).toBe(200)
    expect(plain.body.dropped).toEqual({
      parts: [],
      attributes: [],
      values: [{ valueId: 237, name: 'Auf der Tasche' }],
    })
    expect(plain.body.shirt.specs['10']['52'].attributes['523'].valueId).toBe(236)
  })

  it('a design stored with an option it cannot take is priced, carted, ordered and printed without it', async () => {
    const buyer = new CookieJar()
    await api.register(buyer)
    const measureId = await api.profile(buyer)
    const shirtId = await api.newDesign(buyer)
    const french = await select(buyer, { categoryId: 13, partId: 72 })
    expect(french.status).toBe(200)
    const price = euros(french.body.shirt.priceBrutto)
    await writePastTheRules(shirtId, 93)

    const fetched = await api.shirt(buyer, { action: 'fetch', shirtId })
    expect(fetched.body.shirt.specs['52']).toBeUndefined()
    expect(euros(fetched.body.shirt.priceBrutto)).toBe(price)
    const listed = await api.shirt(buyer, { action: 'list' })
    expect(
      euros(listed.body.shirts.find((s: { shirtId: number }) => s.shirtId === shirtId).priceBrutto),
    ).toBe(price)

    expect((await api.shirt(buyer, { action: 'measures', shirtId, measureId })).status).toBe(200)
    expect((await api.cart(buyer, { action: 'add', item: { type: 'shirt', shirtId } })).status).toBe(200)
    const cart = await api.cart(buyer, { action: 'list' })
    expect(cart.body.data.items[0].priceBrutto).toBeCloseTo(price, 2)
    expect(cart.body.data.items[0].description).not.toContain('Knopfleiste innen')

    const { orderId } = await api.placeOrder(buyer)
    const [line] = await database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId))
    expect(line?.unitGrossCents).toBe(Math.round(price * 100))
    expect(line?.design?.parts.map(([partId]) => partId)).not.toContain(93)
    expect(line?.design?.attributes.some(([partId]) => partId === 93)).toBe(false)
    expect(line?.design?.summary).not.toContain('Knopfleiste innen')

    const staff = await api.admin()
    const response = await app.request(`/admin/orders/${orderId}/sheet.pdf`, {
      headers: { cookie: staff.header() },
    })
    expect(response.status).toBe(200)
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'nf-compat-')), 'sheet.pdf')
    writeFileSync(file, new Uint8Array(await response.arrayBuffer()))
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
    expect(text).toContain('Ohne Leiste')
    expect(text).not.toContain('Knopfleiste innen')
  }, 120_000)

  it('the next change of such a design clears the option from its stored rows', async () => {
    const jar = new CookieJar()
    const shirtId = await api.newDesign(jar)
    await select(jar, { categoryId: 13, partId: 72 })
    await writePastTheRules(shirtId, 93)
    expect((await select(jar, { categoryId: 1, partId: 2 })).status).toBe(200)
    const stored = await database.db.select().from(shirtParts).where(eq(shirtParts.shirtId, shirtId))
    expect(stored.map((row) => row.partId)).not.toContain(93)
    const attributes = await database.db
      .select()
      .from(shirtAttributes)
      .where(eq(shirtAttributes.shirtId, shirtId))
    expect(attributes.some((row) => row.partId === 93)).toBe(false)
  })
})
