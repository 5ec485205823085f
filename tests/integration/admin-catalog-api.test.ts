import { and, desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog, catalogParts, customers, productVariants } from '../../db/schema/index.ts'
import { shopCalls } from '../support/shop-calls.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

/**
 * /api/admin/catalog.php per role: the admin works, staff get 403
 * NOT_PERMITTED, customers and guests 403 BACK_OFFICE_ONLY. Every write leaves its audit entry
 * (before/after) and reaches the shop's catalog, prices and open carts without a restart.
 */
let app: ReturnType<typeof createTestApp>['app']
let database: Awaited<ReturnType<typeof useTestDatabase>>
const api = shopCalls(
  () => app,
  () => database.db,
)
const call = async (jar: CookieJar, body: Record<string, unknown>) =>
  api.json(await api.call(jar, '/api/admin/catalog.php', body))
const catalog = async (jar: CookieJar, body: Record<string, unknown>) =>
  api.json(await api.call(jar, '/api/catalog.php', body))

beforeAll(async () => {
  database = await useTestDatabase()
  app = createTestApp(database.db).app
})

async function withRole(role: 'staff' | 'admin') {
  const jar = new CookieJar()
  const email = await api.register(jar)
  await database.db.update(customers).set({ role }).where(eq(customers.email, email))
  expect((await api.account(jar, { action: 'login', email, password: 'Ein-gutes-Passwort-9' })).status).toBe(
    200,
  )
  return { jar, email }
}

async function lastAudit(entityType: string, entityId: string | number) {
  const [row] = await database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.id))
    .limit(1)
  return row
}

const seedPrices = { groupA: '79', groupB: '99', groupC: '119', groupD: '149', package7: '499' }
const everyAction: Record<string, unknown>[] = [
  { action: 'parts' },
  { action: 'setPart', partId: 2, active: true, surcharge: '0' },
  { action: 'setValue', valueId: 201, surcharge: '0' },
  { action: 'products' },
  { action: 'setProduct', productId: 1, price: '39', active: true },
  { action: 'setVariant', variantId: 1, price: '', stock: 5 },
  {
    action: 'addVariant',
    productId: 1,
    nameDe: 'Rot',
    nameEn: 'Red',
    nameFr: 'Rouge',
    nameEs: 'Rojo',
    price: '',
    stock: 1,
  },
  { action: 'templates' },
  {
    action: 'setTemplate',
    templateId: 1,
    active: true,
    sort: 1,
    nameDe: 'A',
    nameEn: 'A',
    nameFr: 'A',
    nameEs: 'A',
  },
  { action: 'prices' },
  { action: 'setPrices', ...seedPrices },
]

describe('/api/admin/catalog.php per role', () => {
  it.each(everyAction.map((body) => [body.action, body] as const))(
    '%s: guest and customer 403 BACK_OFFICE_ONLY, staff 403 NOT_PERMITTED, nothing written',
    async (_action, body) => {
      const customer = new CookieJar()
      await api.register(customer)
      const staff = await withRole('staff')
      const auditBefore = await database.db.$count(auditLog)
      for (const jar of [new CookieJar(), customer]) {
        const refused = await call(jar, body)
        expect(refused.status).toBe(403)
        expect(refused.body).toMatchObject({ success: false, reason: 'BACK_OFFICE_ONLY' })
      }
      const notPermitted = await call(staff.jar, body)
      expect(notPermitted.status).toBe(403)
      expect(notPermitted.body.reason).toBe('NOT_PERMITTED')
      expect(await database.db.$count(auditLog)).toBe(auditBefore)
    },
  )

  it.each(everyAction.map((body) => [body.action, body] as const))(
    '%s: the admin gets 200',
    async (_a, body) => {
      const admin = await withRole('admin')
      const answer = await call(admin.jar, body)
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      expect(answer.body.success).toBe(true)
    },
  )
})

describe('/api/admin/catalog.php writes', () => {
  it('a raised surcharge reaches the designer and an open cart, which says the prices changed once', async () => {
    const admin = await withRole('admin')
    const buyer = new CookieJar()
    const shirtId = await api.newDesign(buyer)
    // A part that costs 9 € in the seed (French cuffs); the new design takes it.
    const [cuff] = await database.db
      .select()
      .from(catalogParts)
      .where(eq(catalogParts.surchargeCents, 900))
      .limit(1)
    if (!cuff) throw new Error('seed has no 9 € part')
    const chosen = await api.shirt(buyer, {
      action: 'updateShirt',
      selectedParts: { categoryId: cuff.categoryId, partId: cuff.id },
    })
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200)
    const added = await api.cart(buyer, { action: 'add', item: { type: 'shirt', shirtId } })
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    const before = await api.cart(buyer, { action: 'list' })
    expect(before.body.notice).toBeUndefined()
    const oldPrice = before.body.data.items[0].priceBrutto as number

    const raised = await call(admin.jar, {
      action: 'setPart',
      partId: cuff.id,
      active: true,
      surcharge: '12,50',
    })
    expect(raised.status, JSON.stringify(raised.body)).toBe(200)
    expect(raised.body).toMatchObject({ partId: cuff.id, active: true, surchargeCents: 1250 })
    expect(await lastAudit('part', cuff.id)).toMatchObject({
      action: 'catalog.part',
      actorEmail: admin.email,
      before: { active: true, surchargeCents: 900 },
      after: { active: true, surchargeCents: 1250 },
    })

    const designer = await catalog(buyer, { action: 'designer', lang: 'de' })
    const part = designer.body.categories
      .flatMap((category: { parts: { partId: number; priceBrutto: number }[] }) => category.parts)
      .find((entry: { partId: number }) => entry.partId === cuff.id)
    expect(part.priceBrutto).toBe(12.5)

    const after = await api.cart(buyer, { action: 'list' })
    expect(after.body.notice).toBe('PRICE_CHANGED')
    expect(after.body.data.items[0].priceBrutto).toBeCloseTo(oldPrice + 3.5, 2)
    // Seen once: the next read is quiet.
    expect((await api.cart(buyer, { action: 'list' })).body.notice).toBeUndefined()
    await call(admin.jar, { action: 'setPart', partId: cuff.id, active: true, surcharge: '9' })
  })

  it('refuses bad input with a reason and the field, and changes nothing', async () => {
    const admin = await withRole('admin')
    const cases: [Record<string, unknown>, number, string][] = [
      [{ action: 'setPart', partId: 2, active: true, surcharge: '9,999' }, 400, 'SURCHARGE_FORMAT'],
      [{ action: 'setPart', partId: 2, active: true, surcharge: '-1' }, 400, 'SURCHARGE_FORMAT'],
      [{ action: 'setProduct', productId: 1, price: '0', active: true }, 400, 'PRICE_FORMAT'],
      [{ action: 'setProduct', productId: 1, price: 0.1 + 0.2, active: true }, 400, 'PRICE_FORMAT'],
      [{ action: 'setVariant', variantId: 1, price: '', stock: -1 }, 400, 'STOCK_NEGATIVE'],
      [{ action: 'setVariant', variantId: 1, price: '', stock: 1.5 }, 400, 'STOCK_FORMAT'],
      [{ action: 'setPrices', ...seedPrices, groupB: '99,5x' }, 400, 'PRICE_FORMAT'],
      [{ action: 'setPart', partId: 99_999, active: true, surcharge: '1' }, 404, 'NOT_FOUND'],
      [{ action: 'setVariant', variantId: 99_999, price: '', stock: 1 }, 404, 'NOT_FOUND'],
      [{ action: 'setPart', partId: 1, active: false, surcharge: '0' }, 409, 'PART_IS_DEFAULT'],
      [{ action: 'setPrices', ...seedPrices, package7: '553' }, 409, 'PACKAGE_NOT_CHEAPER'],
    ]
    const auditBefore = await database.db.$count(auditLog)
    for (const [body, status, reason] of cases) {
      const answer = await call(admin.jar, body)
      expect(answer.status, JSON.stringify(body)).toBe(status)
      expect(answer.body.reason, JSON.stringify(answer.body)).toBe(reason)
    }
    expect(await database.db.$count(auditLog)).toBe(auditBefore)
  })

  it('sets the price groups and the package price: /stoffe, the package offer and the audit follow', async () => {
    const admin = await withRole('admin')
    const set = await call(admin.jar, {
      action: 'setPrices',
      ...seedPrices,
      groupA: '84,50',
      package7: '529',
    })
    expect(set.status, JSON.stringify(set.body)).toBe(200)
    expect(await lastAudit('prices', 'shop')).toMatchObject({
      before: { groups: { A: 7900 }, package7Cents: 49_900 },
      after: { groups: { A: 8450 }, package7Cents: 52_900 },
    })
    const fabrics = await catalog(new CookieJar(), { action: 'fabrics', priceGroups: ['A'], pageSize: 1 })
    expect(fabrics.body.fabrics[0].priceBrutto).toBe(84.5)
    const read = await call(admin.jar, { action: 'prices' })
    expect(read.body.prices).toEqual({
      groups: { A: 8450, B: 9900, C: 11_900, D: 14_900 },
      package7Cents: 52_900,
    })
    await call(admin.jar, { action: 'setPrices', ...seedPrices })
  })

  it('switches a template off /masshemden and renames it in four languages', async () => {
    const admin = await withRole('admin')
    const listed = await catalog(new CookieJar(), { action: 'templates', lang: 'en' })
    const total = listed.body.total as number
    const names = {
      nameDe: 'Büro Blau',
      nameEn: 'Office blue',
      nameFr: 'Bureau bleu',
      nameEs: 'Oficina azul',
    }
    const off = await call(admin.jar, {
      action: 'setTemplate',
      templateId: 1,
      active: false,
      sort: 3,
      ...names,
    })
    expect(off.status, JSON.stringify(off.body)).toBe(200)
    const without = await catalog(new CookieJar(), { action: 'templates', lang: 'en' })
    expect(without.body.total).toBe(total - 1)
    expect((await catalog(new CookieJar(), { action: 'template', templateId: 1 })).status).toBe(404)
    const audit = await lastAudit('template', 1)
    expect(audit?.after).toMatchObject({ active: false, sort: 3, names: { en: 'Office blue' } })
    expect(audit?.before).toMatchObject({ active: true })
    await call(admin.jar, { action: 'setTemplate', templateId: 1, active: true, sort: 3, ...names })
    const back = await catalog(new CookieJar(), { action: 'templates', lang: 'en' })
    expect(back.body.total).toBe(total)
    expect(
      back.body.templates.find((template: { templateId: number }) => template.templateId === 1)?.name,
    ).toBe('Office blue')
  })

  it('sets a variant’s price and stock and adds a variant; the database refuses negative stock too', async () => {
    const admin = await withRole('admin')
    const set = await call(admin.jar, { action: 'setVariant', variantId: 1, price: '42,90', stock: 7 })
    expect(set.status, JSON.stringify(set.body)).toBe(200)
    const [variant] = await database.db.select().from(productVariants).where(eq(productVariants.id, 1))
    expect(variant).toMatchObject({ priceCents: 4290, stock: 7 })
    expect((await lastAudit('variant', 1))?.after).toEqual({ priceCents: 4290, stock: 7 })
    const added = await call(admin.jar, {
      action: 'addVariant',
      productId: 1,
      nameDe: 'Grün',
      nameEn: 'Green',
      nameFr: 'Vert',
      nameEs: 'Verde',
      price: '',
      stock: 3,
    })
    expect(added.status).toBe(200)
    expect((await lastAudit('variant', added.body.variantId))?.before).toBeNull()
    await expect(
      database.db.update(productVariants).set({ stock: -1 }).where(eq(productVariants.id, 1)),
    ).rejects.toThrow()
  })
})
