import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { and, desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog, catalogFabrics, customers } from '../../db/schema/index.ts'
import { pngBomb, smallPng } from '../support/feedback-helpers.ts'
import { shopCalls } from '../support/shop-calls.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

/**
 * /api/admin/fabrics.php per role: the admin creates, edits, deactivates and
 * gives samples; staff get 403 NOT_PERMITTED, customers and guests 403 BACK_OFFICE_ONLY; every
 * write leaves its audit entry and reaches the shop's fabric list without a restart.
 */
let app: ReturnType<typeof createTestApp>['app']
let database: Awaited<ReturnType<typeof useTestDatabase>>
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nf-admin-fabrics-'))
const api = shopCalls(
  () => app,
  () => database.db,
)
const fabrics = async (jar: CookieJar, body: Record<string, unknown>) =>
  api.json(await api.call(jar, '/api/admin/fabrics.php', body))

beforeAll(async () => {
  database = await useTestDatabase()
  app = createTestApp(database.db, { DATA_DIR: dataDir }).app
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

let serial = 0
function newFabric(overrides: Record<string, unknown> = {}): Record<string, unknown> & { number: string } {
  serial += 1
  const number = `NF-T${Date.now() % 100000}${serial}`
  const texts = Object.fromEntries(
    ['de', 'en', 'fr', 'es'].flatMap((locale) => [
      [`name_${locale}`, `Testpopeline ${serial} ${locale}`],
      [`description_${locale}`, ''],
      [`composition_${locale}`, '100 % Baumwolle'],
      [`care_${locale}`, '40 °C'],
    ]),
  )
  return {
    number,
    colour: 'blue',
    hex: '#3366AA',
    pattern: 'uni',
    weave: 'poplin',
    weightGsm: 110,
    opacity: 'semi-opaque',
    stretch: 'none',
    season: 'summer',
    weightClass: 'light',
    priceGroup: 'B',
    stock: '42,5',
    shelf: 'c-7',
    origin: 'IT',
    nonIron: true,
    oekoTex: true,
    ...texts,
    ...overrides,
  }
}

async function auditOf(fabricId: number) {
  return database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'fabric'), eq(auditLog.entityId, String(fabricId))))
    .orderBy(desc(auditLog.id))
}

async function upload(jar: CookieJar, fabricId: number, bytes: Uint8Array, type = 'image/png') {
  const form = new FormData()
  form.append('action', 'uploadSample')
  form.append('fabricId', String(fabricId))
  form.append('file', new File([new Uint8Array(bytes)], 'sample.png', { type }))
  const headers = new Headers({ origin: 'http://localhost' })
  if (jar.header()) headers.set('cookie', jar.header())
  const response = await app.request('/api/admin/fabrics.php', { method: 'POST', headers, body: form })
  return api.json(response)
}

const shopFabrics = async (q: string) =>
  api.json(await api.call(new CookieJar(), '/api/catalog.php', { action: 'fabrics', q }))

describe('/api/admin/fabrics.php per role', () => {
  it.each(['list', 'get', 'create', 'update', 'deactivate', 'reactivate', 'regenerateSample'])(
    '%s: 403 BACK_OFFICE_ONLY for guests and customers, NOT_PERMITTED for staff, nothing written',
    async (action) => {
      const customer = new CookieJar()
      await api.register(customer)
      const body = { action, fabricId: 1001, ...newFabric() }
      for (const jar of [new CookieJar(), customer]) {
        const refused = await fabrics(jar, body)
        expect(refused.status).toBe(403)
        expect(refused.body).toMatchObject({ success: false, code: 'FORBIDDEN', reason: 'BACK_OFFICE_ONLY' })
      }
      const staff = await withRole('staff')
      const refused = await fabrics(staff.jar, body)
      expect(refused.status).toBe(403)
      expect(refused.body).toMatchObject({ reason: 'NOT_PERMITTED' })
      expect(await auditOf(1001)).toEqual([])
    },
  )

  it('uploadSample: 403 for staff, customers and guests before the body is read', async () => {
    const staff = await withRole('staff')
    expect((await upload(new CookieJar(), 1001, await smallPng())).body.reason).toBe('BACK_OFFICE_ONLY')
    expect((await upload(staff.jar, 1001, await smallPng())).body.reason).toBe('NOT_PERMITTED')
  })
})

describe('/api/admin/fabrics.php for the admin', () => {
  it('creates a fabric that /api/catalog.php lists at once, with an audit entry', async () => {
    const admin = await withRole('admin')
    const input = newFabric()
    const created = await fabrics(admin.jar, { action: 'create', ...input })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const fabricId = created.body.fabricId as number
    const [row] = await database.db.select().from(catalogFabrics).where(eq(catalogFabrics.id, fabricId))
    expect(row).toMatchObject({
      number: input.number,
      stock: 42.5,
      shelf: 'C-7',
      hex: '#3366aa',
      active: true,
      opacity: 'semi-opaque',
      stretch: 'none',
      season: 'summer',
      weightClass: 'light',
    })
    const listed = await shopFabrics(input.number)
    expect(listed.body.fabrics.map((fabric: { fabricId: number }) => fabric.fabricId)).toEqual([fabricId])
    expect(listed.body.fabrics[0]).toMatchObject({
      opacity: 'semi-opaque',
      season: 'summer',
      weightClass: 'light',
    })
    const [entry] = await auditOf(fabricId)
    expect(entry).toMatchObject({ action: 'fabric.create', actorEmail: admin.email, before: null })
    expect(entry?.after).toMatchObject({ number: input.number, stock: 42.5, name_fr: input.name_fr })

    // The designer's preview layers of the new fabric are drawn from its colours and weave.
    const layer = await app.request(`/folded/fabric/body-${fabricId}.png`)
    expect(layer.status).toBe(200)
    expect(layer.headers.get('content-type')).toBe('image/png')

    const got = await fabrics(admin.jar, { action: 'get', fabricId })
    expect(got.body.fabric).toMatchObject({ fabricId, active: true, uploadedSample: false })
    expect(got.body.fabric.values).toMatchObject({ number: input.number, care_es: '40 °C' })
    const list = await fabrics(admin.jar, { action: 'list', q: input.number })
    expect(list.body).toMatchObject({
      total: 1,
      fabrics: [{ fabricId, stock: 42.5, shelf: 'C-7', low: false }],
    })
  })

  it.each([
    { field: 'stock', value: '-1' },
    { field: 'stock', value: '1.234' },
    { field: 'weightGsm', value: 0 },
    { field: 'hex', value: 'blue' },
    { field: 'name_es', value: '' },
    { field: 'priceGroup', value: 'Z' },
    { field: 'opacity', value: 'transparent' },
    { field: 'stretch', value: undefined },
    { field: 'season', value: 'spring' },
    { field: 'weightClass', value: 'feather' },
  ])('refuses $field = $value with 400 and the field, and writes nothing', async ({ field, value }) => {
    const admin = await withRole('admin')
    const input = newFabric({ [field]: value })
    const refused = await fabrics(admin.jar, { action: 'create', ...input })
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ success: false, code: 'BAD_INPUT', field })
    const rows = await database.db
      .select()
      .from(catalogFabrics)
      .where(eq(catalogFabrics.number, input.number))
    expect(rows).toEqual([])
  })

  it('the database itself refuses negative stock', async () => {
    await expect(
      database.db.update(catalogFabrics).set({ stock: -0.5 }).where(eq(catalogFabrics.id, 1001)),
    ).rejects.toThrow()
  })

  it('updates with before and after, 409 for a taken number, 404 for an unknown fabric', async () => {
    const admin = await withRole('admin')
    const created = await fabrics(admin.jar, { action: 'create', ...newFabric() })
    const fabricId = created.body.fabricId as number
    const changed = newFabric({ stock: 7, priceGroup: 'C', name_de: 'Neuer Name' })
    const updated = await fabrics(admin.jar, { action: 'update', fabricId, ...changed })
    expect(updated.status, JSON.stringify(updated.body)).toBe(200)
    const [entry] = await auditOf(fabricId)
    expect(entry).toMatchObject({ action: 'fabric.update' })
    expect(entry?.before).toMatchObject({ stock: 42.5, priceGroup: 'B' })
    expect(entry?.after).toMatchObject({ stock: 7, priceGroup: 'C', name_de: 'Neuer Name' })
    const list = await fabrics(admin.jar, { action: 'list', q: changed.number })
    expect(list.body.fabrics[0]).toMatchObject({ low: true, priceGroup: 'C' })

    const taken = await fabrics(admin.jar, {
      action: 'update',
      fabricId,
      ...newFabric({ number: 'NF-1001' }),
    })
    expect(taken.status).toBe(409)
    expect(taken.body.reason).toBe('NUMBER_TAKEN')
    const missing = await fabrics(admin.jar, { action: 'update', fabricId: 999_999, ...newFabric() })
    expect(missing.status).toBe(404)
    expect(missing.body.reason).toBe('NOT_FOUND')
    expect((await fabrics(admin.jar, { action: 'create', ...newFabric({ number: 'NF-1001' }) })).status).toBe(
      409,
    )
  })

  it('deactivates (gone from the shop at once) and reactivates, each with an audit entry', async () => {
    const admin = await withRole('admin')
    const input = newFabric()
    const fabricId = (await fabrics(admin.jar, { action: 'create', ...input })).body.fabricId as number
    const off = await fabrics(admin.jar, { action: 'deactivate', fabricId })
    expect(off.body).toMatchObject({ active: false, changed: true })
    expect((await shopFabrics(input.number)).body.fabrics).toEqual([])
    const on = await fabrics(admin.jar, { action: 'reactivate', fabricId })
    expect(on.body).toMatchObject({ active: true, changed: true })
    expect((await shopFabrics(input.number)).body.fabrics).toHaveLength(1)
    const actions = (await auditOf(fabricId)).map((entry) => entry.action)
    expect(actions.slice(0, 2)).toEqual(['fabric.reactivate', 'fabric.deactivate'])
    expect((await fabrics(admin.jar, { action: 'deactivate', fabricId: 999_999 })).status).toBe(404)
  })

  it('takes a sample picture, re-encoded, and serves it; refuses non-images and bombs with a reason', async () => {
    const admin = await withRole('admin')
    const fabricId = (await fabrics(admin.jar, { action: 'create', ...newFabric() })).body.fabricId as number
    const drawn = await app.request(`/media/samples/${fabricId}.jpg`)
    expect(drawn.status).toBe(200)
    const drawnBytes = Buffer.from(await drawn.arrayBuffer())

    const notImage = await upload(admin.jar, fabricId, new TextEncoder().encode('<svg></svg>'), 'image/png')
    expect(notImage.status).toBe(400)
    expect(notImage.body).toMatchObject({ reason: 'NOT_AN_IMAGE', field: 'file' })
    const bomb = await upload(admin.jar, fabricId, await pngBomb())
    expect(bomb.status).toBe(400)
    expect(bomb.body).toMatchObject({ reason: 'IMAGE_TOO_LARGE', field: 'file' })
    expect((await auditOf(fabricId)).map((entry) => entry.action)).toEqual(['fabric.create'])

    const stored = await upload(admin.jar, fabricId, await smallPng())
    expect(stored.status, JSON.stringify(stored.body)).toBe(200)
    const served = await app.request(`/media/samples/${fabricId}.jpg`)
    const bytes = Buffer.from(await served.arrayBuffer())
    // A JPEG (re-encoded from the PNG), not the drawn sample.
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff])
    expect(bytes.equals(drawnBytes)).toBe(false)
    expect((await auditOf(fabricId))[0]).toMatchObject({
      action: 'fabric.sample.upload',
      before: { sample: 'drawn' },
      after: { sample: 'uploaded' },
    })

    const regenerated = await fabrics(admin.jar, { action: 'regenerateSample', fabricId })
    expect(regenerated.status).toBe(200)
    const again = Buffer.from(await (await app.request(`/media/samples/${fabricId}.jpg`)).arrayBuffer())
    expect(again.equals(drawnBytes)).toBe(true)
    expect((await auditOf(fabricId))[0]).toMatchObject({ action: 'fabric.sample.regenerate' })
    const missing = await upload(admin.jar, 999_999, await smallPng())
    expect(missing.status).toBe(404)
  })
})

describe('/admin/fabrics pages', () => {
  const page = (jar: CookieJar, url: string, init: RequestInit = {}) =>
    app.request(url, {
      ...init,
      headers: { cookie: jar.header(), origin: 'http://localhost', ...(init.headers ?? {}) },
    })
  const post = (jar: CookieJar, url: string, fields: Record<string, unknown>) => {
    const body = new URLSearchParams()
    for (const [key, value] of Object.entries(fields)) if (value !== false) body.set(key, String(value))
    return page(jar, url, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
  }

  it.each(['/admin/fabrics', '/admin/fabrics/new', '/admin/fabrics/1001'])(
    '%s: 404 for guests, customers and staff; the admin sees it with its nav link',
    async (url) => {
      const customer = new CookieJar()
      await api.register(customer)
      const staff = await withRole('staff')
      for (const jar of [new CookieJar(), customer, staff.jar])
        expect((await page(jar, url)).status).toBe(404)
      const admin = await withRole('admin')
      const seen = await page(admin.jar, url)
      expect(seen.status).toBe(200)
      expect(await seen.text()).toContain('href="/admin/fabrics"')
    },
  )

  it('the form creates a fabric; a refused save answers 400 and keeps what was typed', async () => {
    const admin = await withRole('admin')
    const input = newFabric({ stock: '-3', shelf: 'Z-9' })
    const refused = await post(admin.jar, '/admin/fabrics/new', { intent: 'save', ...input })
    expect(refused.status).toBe(400)
    const html = await refused.text()
    expect(html).toContain('value="-3"')
    expect(html).toContain('value="Z-9"')
    expect(html).toContain('fabric-stock-error')
    const created = await post(admin.jar, '/admin/fabrics/new', { intent: 'save', ...newFabric() })
    expect(created.status).toBe(302)
    const location = created.headers.get('location') ?? ''
    expect(location).toMatch(/^\/admin\/fabrics\/\d+\?created=1$/)
    const fabricId = Number(/\/(\d+)\?/.exec(location)?.[1])
    expect((await auditOf(fabricId))[0]).toMatchObject({ action: 'fabric.create', actorEmail: admin.email })
    const off = await post(admin.jar, `/admin/fabrics/${fabricId}`, { intent: 'deactivate' })
    expect(off.status).toBe(200)
    expect((await auditOf(fabricId))[0]).toMatchObject({ action: 'fabric.deactivate' })
  })
})
