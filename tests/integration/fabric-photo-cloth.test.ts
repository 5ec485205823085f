import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { and, desc, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog, customers } from '../../db/schema/index.ts'
import { shopCalls } from '../support/shop-calls.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

/**
 * A fabric's uploaded photo becomes the designer's cloth: the fabric form previews the cloth cut
 * from a photo (back office only) before it is confirmed; once confirmed, the fabric's preview
 * layers are drawn from the photo, and drawn from pattern and colour again when it is removed.
 */
let app: ReturnType<typeof createTestApp>['app']
let database: Awaited<ReturnType<typeof useTestDatabase>>
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nf-fabric-cloth-'))
const api = shopCalls(
  () => app,
  () => database.db,
)

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
  return jar
}

/** A bold green-and-white check, as the catalog describes the new fabric. */
function boldGingham() {
  const texts = Object.fromEntries(
    ['de', 'en', 'fr', 'es'].flatMap((locale) => [
      [`name_${locale}`, `Fotovichy ${locale}`],
      [`description_${locale}`, ''],
      [`composition_${locale}`, '100 % Baumwolle'],
      [`care_${locale}`, '40 °C'],
    ]),
  )
  return {
    action: 'create',
    number: `NF-P${Date.now() % 1_000_000}`,
    colour: 'green',
    hex: '#2E8B3A',
    secondaryHex: '#FFFFFF',
    pattern: 'checks',
    weave: 'poplin',
    weightGsm: 110,
    opacity: 'semi-opaque',
    stretch: 'none',
    season: 'summer',
    weightClass: 'light',
    priceGroup: 'B',
    stock: '30',
    shelf: 'c-7',
    origin: 'IT',
    nonIron: false,
    oekoTex: true,
    ...texts,
  }
}

/** The admin's photo: a muted green with a little grain. */
const photoMean = [112, 128, 104]
function mutedGreenPhoto() {
  const size = 400
  const rgb = Buffer.alloc(size * size * 3)
  for (let i = 0; i < size * size; i++) {
    const grain = ((i * 2654435761) % 13) - 6
    for (let c = 0; c < 3; c++) rgb[i * 3 + c] = (photoMean[c] as number) + grain
  }
  return sharp(rgb, { raw: { width: size, height: size, channels: 3 } })
    .png()
    .toBuffer()
}

function post(jar: CookieJar, fabricId: number, intent: string, file?: Buffer) {
  const form = new FormData()
  form.append('intent', intent)
  if (file) form.append('file', new File([new Uint8Array(file)], 'stoff.png', { type: 'image/png' }))
  const headers = new Headers({ origin: 'http://localhost' })
  if (jar.header()) headers.set('cookie', jar.header())
  return app.request(`/admin/fabrics/${fabricId}`, { method: 'POST', headers, body: form })
}

/** Mean colour of a picture's opaque pixels. */
async function meanColour(response: Response) {
  expect(response.status).toBe(200)
  const { data } = await sharp(Buffer.from(await response.arrayBuffer()))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const sums = [0, 0, 0]
  let count = 0
  for (let i = 0; i < data.length; i += 4) {
    if ((data[i + 3] as number) < 255) continue
    for (let c = 0; c < 3; c++) sums[c] = (sums[c] as number) + (data[i + c] as number)
    count++
  }
  return sums.map((sum) => sum / count)
}

const distance = (a: number[], b: number[]) => Math.hypot(...a.map((value, i) => value - (b[i] as number)))
const get = (url: string, jar?: CookieJar) =>
  app.request(url, jar?.header() ? { headers: { cookie: jar.header() } } : {})

describe("the designer's cloth from a fabric's photo", () => {
  it('is previewed for the admin only, then drawn from the photo once confirmed, and drawn again when removed', async () => {
    const admin = await withRole('admin')
    const created = await api.json(await api.call(admin, '/api/admin/fabrics.php', boldGingham()))
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const fabricId = created.body.fabricId as number
    const layer = `/folded/fabric/body-${fabricId}.png`
    const drawn = await meanColour(await get(layer))
    expect(distance(drawn, photoMean)).toBeGreaterThan(40)

    // The preview: the photo is kept aside; the page shows it and the cloth cut from it.
    expect((await post(admin, fabricId, 'preview', await mutedGreenPhoto())).status).toBe(200)
    const page = await (await get(`/admin/fabrics/${fabricId}`, admin)).text()
    const cloth = new RegExp(`/admin/fabrics/${fabricId}/preview\\.png\\?v=[0-9a-f]{12}`).exec(page)?.[0]
    expect(cloth).toBeDefined()
    const preview = await get(cloth as string, admin)
    expect(preview.headers.get('cache-control')).toBe('private, no-store')
    expect(distance(await meanColour(preview), photoMean)).toBeLessThan(16)
    // Nobody else sees it, and nothing in the shop changed yet.
    const customer = new CookieJar()
    await api.register(customer)
    for (const jar of [new CookieJar(), customer, await withRole('staff')])
      expect((await get(cloth as string, jar)).status).toBe(404)
    expect(distance(await meanColour(await get(layer)), drawn)).toBeLessThan(1)

    // Confirmed: the sample is the photo, the designer's layer is cut from it.
    expect((await post(admin, fabricId, 'confirm')).status).toBe(200)
    const fromPhoto = await meanColour(await get(layer))
    expect(distance(fromPhoto, photoMean)).toBeLessThan(16)
    expect(distance(fromPhoto, drawn)).toBeGreaterThan(40)
    expect((await get(`/admin/fabrics/${fabricId}/preview.png`, admin)).status).toBe(404)
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'fabric'), eq(auditLog.entityId, String(fabricId))))
      .orderBy(desc(auditLog.id))
    expect(audit).toMatchObject({ action: 'fabric.sample.upload', after: { sample: 'uploaded' } })
    // Nothing left to confirm: said so.
    const again = await post(admin, fabricId, 'confirm')
    expect(again.status).toBe(409)
    expect(await again.text()).toContain('Es gibt keine Vorschau mehr zum Bestätigen.')

    // Removed ('redraw from colours and weave'): the drawn cloth is back.
    expect((await post(admin, fabricId, 'regenerate')).status).toBe(200)
    expect(distance(await meanColour(await get(layer)), drawn)).toBeLessThan(1)
  })

  it('discarding a preview leaves the sample as it was', async () => {
    const admin = await withRole('admin')
    const created = await api.json(await api.call(admin, '/api/admin/fabrics.php', boldGingham()))
    const fabricId = created.body.fabricId as number
    expect((await post(admin, fabricId, 'preview', await mutedGreenPhoto())).status).toBe(200)
    expect((await post(admin, fabricId, 'discard')).status).toBe(200)
    expect((await get(`/admin/fabrics/${fabricId}/preview.jpg`, admin)).status).toBe(404)
    expect(await (await get(`/admin/fabrics/${fabricId}`, admin)).text()).toContain(
      'Aus Farben und Bindung gezeichnet',
    )
  })

  it('gives the layers new addresses when the cloth changes, since browsers keep the old ones for good', async () => {
    const admin = await withRole('admin')
    const created = await api.json(await api.call(admin, '/api/admin/fabrics.php', boldGingham()))
    const fabricId = created.body.fabricId as number
    const visitor = new CookieJar()
    const shirtId = await api.newDesign(visitor)
    expect((await api.shirt(visitor, { action: 'updateFabric', shirtId, fabricId })).status).toBe(200)
    const { previewKey } = (await api.shirt(visitor, { action: 'fetch', shirtId })).body.shirt
    const bodyLayer = async () => {
      const answer = await app.request('/api/shirt-preview.php', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'get_img_arr', shirtId, key: previewKey }),
      })
      const { images } = (await answer.json()) as { images: [string, string, number, number][] }
      const found = images.find(([name, folder]) => folder === 'fabric' && name.startsWith('body-'))
      return `/folded/fabric/${found?.[0]}`
    }
    const drawnUrl = await bodyLayer()
    expect(drawnUrl).toBe(`/folded/fabric/body-${fabricId}.png`)
    const drawnAnswer = await get(drawnUrl)
    expect(drawnAnswer.headers.get('cache-control')).toContain('immutable')
    const drawn = await meanColour(drawnAnswer)

    expect((await post(admin, fabricId, 'preview', await mutedGreenPhoto())).status).toBe(200)
    // Only previewed: the shop's addresses stay.
    expect(await bodyLayer()).toBe(drawnUrl)
    expect((await post(admin, fabricId, 'confirm')).status).toBe(200)
    const photoUrl = await bodyLayer()
    expect(photoUrl).not.toBe(drawnUrl)
    expect(distance(await meanColour(await get(photoUrl)), photoMean)).toBeLessThan(16)

    // Drawn from colours again: yet another address, never one a browser saw before.
    expect((await post(admin, fabricId, 'regenerate')).status).toBe(200)
    const redrawnUrl = await bodyLayer()
    expect([drawnUrl, photoUrl]).not.toContain(redrawnUrl)
    expect(distance(await meanColour(await get(redrawnUrl)), drawn)).toBeLessThan(1)
  })
})
