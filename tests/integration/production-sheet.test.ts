import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { catalogFabrics, orderItems } from '../../db/schema/index.ts'
import { shopCalls } from '../support/shop-calls.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

let app: ReturnType<typeof createTestApp>['app']
let database: Awaited<ReturnType<typeof useTestDatabase>>
const api = shopCalls(
  () => app,
  () => database.db,
)
// Generous limits: the first sheet renders every picture layer of its designs (then cached).
const folder = mkdtempSync(path.join(tmpdir(), 'nf-sheet-'))

beforeAll(async () => {
  database = await useTestDatabase()
  app = createTestApp(database.db).app
})

async function get(jar: CookieJar, address: string) {
  const headers = new Headers()
  if (jar.header()) headers.set('cookie', jar.header())
  return app.request(address, { headers })
}

/** The PDF's page count and text, read by poppler as a printer driver would. */
function readPdf(bytes: Uint8Array, name: string) {
  const file = path.join(folder, name)
  writeFileSync(file, bytes)
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' })
  return {
    pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]),
    text: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }),
  }
}

describe('production sheets', () => {
  it('renders one page per shirt with order, due date, fabric and shelf, parts and measurements', async () => {
    const staff = await api.admin()
    const buyer = new CookieJar()
    await api.register(buyer)
    // Two designs: the order's two shirt lines.
    const measureId = await api.profile(buyer)
    for (let design = 0; design < 2; design++) {
      const shirtId = await api.newDesign(buyer)
      expect((await api.shirt(buyer, { action: 'measures', shirtId, measureId })).status).toBe(200)
      expect((await api.cart(buyer, { action: 'add', item: { type: 'shirt', shirtId } })).status).toBe(200)
    }
    const { orderId, number } = await api.placeOrder(buyer)
    const [line] = await database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId))
    const fabricId = line?.design?.fabricId ?? 0
    await database.db.update(catalogFabrics).set({ shelf: 'C-07' }).where(eq(catalogFabrics.id, fabricId))

    const response = await get(staff, `/admin/orders/${orderId}/sheet.pdf`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('cache-control')).toBe('no-store')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    const { pages, text } = readPdf(bytes, 'order.pdf')
    expect(pages).toBe(2)
    for (const expected of [
      number,
      'Pos. 1 von 2',
      'Pos. 2 von 2',
      'Erika Muster',
      'FERTIG BIS',
      'C-07',
      'Kragenhöhe: Normal',
      'Kragenstäbchen: Herausnehmbar',
      'Einlage: Mittel',
      'Steppung: 6 mm',
      'Kein Monogramm',
      'Halsumfang',
      '40,0',
      '41,5',
      'Fertigmaß',
    ])
      expect(text).toContain(expected)
    // No more personal data than the tailor needs: no address, no email.
    expect(text).not.toContain('@example.com')
    expect(text).not.toContain('Hauptstraße')
  }, 120_000)

  it('prints every paid order and order in production in one batch, soonest due first', async () => {
    const staff = await api.admin()
    const buyer = new CookieJar()
    await api.register(buyer)
    const pending = await api.orderMeasuredDesign(buyer)
    const paid = await api.orderMeasuredDesign(buyer)
    const moved = await api.call(staff, '/api/admin/orders.php', {
      action: 'setStatus',
      orderId: paid.orderId,
      status: 'paid',
    })
    expect(moved.status).toBe(200)

    const response = await get(staff, '/admin/sheets.pdf')
    expect(response.status).toBe(200)
    const { pages, text } = readPdf(new Uint8Array(await response.arrayBuffer()), 'batch.pdf')
    expect(text).toContain(paid.number)
    expect(text).not.toContain(pending.number)
    expect(pages).toBeGreaterThanOrEqual(1)
  }, 120_000)

  it('answers 404 to guests, customers and for an unknown order', async () => {
    const buyer = new CookieJar()
    await api.register(buyer)
    const { orderId } = await api.orderMeasuredDesign(buyer)
    for (const jar of [new CookieJar(), buyer]) {
      expect((await get(jar, `/admin/orders/${orderId}/sheet.pdf`)).status).toBe(404)
      expect((await get(jar, '/admin/sheets.pdf')).status).toBe(404)
    }
    const staff = await api.admin()
    expect((await get(staff, '/admin/orders/999999/sheet.pdf')).status).toBe(404)
    expect((await get(staff, '/admin/orders/abc/sheet.pdf')).status).toBe(404)
  }, 120_000)
})
