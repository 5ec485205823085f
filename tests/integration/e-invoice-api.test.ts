import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { orders } from '../../db/schema/index.ts'
import { ramValues } from '../support/e-invoice-checks.ts'
import { mailParts, waitForMail } from '../support/outbox.ts'
import { shopCalls } from '../support/shop-calls.ts'
import { berlinAddress } from '../support/shop-data.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

/**
 * E-invoices through the shop: a team order's invoice PDF carries factur-x.xml (in the mail and
 * on download), its XRechnung is a download for the organiser and the back office, and a
 * consumer's order has neither.
 */
let app: ReturnType<typeof createTestApp>['app']
let database: Awaited<ReturnType<typeof useTestDatabase>>
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nf-einvoice-api-'))
const api = shopCalls(
  () => app,
  () => database.db,
)
const team = async (jar: CookieJar, body: Record<string, unknown>) =>
  api.json(await api.call(jar, '/api/team.php', body))
const get = (jar: CookieJar | null, url: string) =>
  app.request(url, { headers: jar ? { cookie: jar.header() } : {} })

beforeAll(async () => {
  database = await useTestDatabase()
  app = createTestApp(database.db, { SHOP_DEMO: '1', DATA_DIR: dataDir }).app
})

/** A team order with one member done, placed by its organiser on prepayment. */
async function placedTeamOrder() {
  const organiser = new CookieJar()
  const email = await api.register(organiser)
  const shirtId = await api.newDesign(organiser)
  const created = await team(organiser, {
    action: 'create',
    shirtId,
    name: 'Messe Leipzig',
    company: 'Beispiel Textil GmbH',
    vatId: 'DE123456789',
    deadline: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
    seats: 3,
    openCategories: [],
  })
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  const member = new CookieJar()
  await api.register(member)
  const joined = await team(member, {
    action: 'join',
    token: String(created.body.inviteUrl).split('/').pop(),
  })
  const measureId = await api.profile(member, 'Mein Maß')
  await team(member, { action: 'savePart', teamOrderId: joined.body.teamOrderId, measureId, choices: {} })
  const placed = await team(organiser, {
    action: 'placeOrder',
    teamOrderId: created.body.teamOrderId,
    memberIds: [joined.body.memberId],
    billingAddress: berlinAddress,
    paymentMethod: 'prepayment',
    acceptTerms: true,
  })
  expect(placed.status, JSON.stringify(placed.body)).toBe(200)
  return { organiser, email, orderId: placed.body.orderId as number, number: placed.body.number as string }
}

function attachmentsOf(bytes: Uint8Array, name: string) {
  const file = path.join(dataDir, name)
  fs.writeFileSync(file, bytes)
  return execFileSync('pdfdetach', ['-list', file], { encoding: 'utf8' })
}

describe('e-invoices in the shop', () => {
  // A team order with a member, four PDFs and the library's first load: more than the default time.
  it('gives a team order a hybrid PDF and an XRechnung download, for the organiser and the back office', async () => {
    const { organiser, email, orderId, number } = await placedTeamOrder()
    const fetched = await api.orders(organiser, { action: 'fetch', orderId })
    expect(fetched.body.order.eInvoice).toEqual({ creditNote: false })

    const pdf = await get(organiser, `/api/orders/${orderId}/invoice.pdf`)
    expect(pdf.status).toBe(200)
    expect(attachmentsOf(new Uint8Array(await pdf.arrayBuffer()), 'team.pdf')).toMatch(/factur-x\.xml/)
    // The confirmation mail's invoice is the hybrid too.
    const mail = await waitForMail(dataDir, email, 'orderConfirmation')
    const attached = mailParts(mail.raw).find((part) => part.filename?.startsWith('Rechnung'))
    expect(attachmentsOf(new Uint8Array(attached?.body ?? []), 'mailed.pdf')).toMatch(/factur-x\.xml/)

    const xml = await get(organiser, `/api/orders/${orderId}/invoice.xml`)
    expect(xml.status).toBe(200)
    expect(xml.headers.get('content-type')).toContain('application/xml')
    expect(xml.headers.get('content-disposition')).toMatch(
      /attachment; filename="Rechnung-RE-\d{4}-\d{6}\.xml"/,
    )
    const text = await xml.text()
    expect(text).toContain('urn:xeinkauf.de:kosit:xrechnung_3.0')
    expect(text).toContain('Beispiel Textil GmbH')
    expect(text).toContain('DE123456789')
    expect(ramValues(text, 'BuyerReference')).toEqual([number])

    // Nobody else gets it; no credit note before a refund.
    expect((await get(new CookieJar(), `/api/orders/${orderId}/invoice.xml`)).status).toBe(401)
    const stranger = new CookieJar()
    await api.register(stranger)
    expect((await get(stranger, `/api/orders/${orderId}/invoice.xml`)).status).toBe(404)
    expect((await get(organiser, `/api/orders/${orderId}/credit-note.xml`)).status).toBe(404)
    expect(
      (await get(stranger, `/admin/orders/${orderId}/invoice.xml`)).headers.get('content-type'),
    ).not.toContain('xml')

    const staff = await api.admin('staff')
    const office = await get(staff, `/admin/orders/${orderId}/invoice.xml`)
    expect(office.status).toBe(200)
    expect(await office.text()).toBe(text)
    const page = await get(staff, `/admin/orders/${orderId}`)
    const html = await page.text()
    expect(html).toMatch(/data-slot="e-invoice"[\s\S]*E-Rechnung[\s\S]*XRechnung RE-\d{4}-\d{6} \(XML\)/)
    expect(html).toContain(`/admin/orders/${orderId}/invoice.xml`)

    // Refunded: the credit note (381) joins it, on both sides.
    await database.db
      .update(orders)
      .set({ status: 'refunded', paidAt: new Date(), refundedAt: new Date() })
      .where(eq(orders.id, orderId))
    const note = await get(organiser, `/api/orders/${orderId}/credit-note.xml`)
    expect(note.status).toBe(200)
    const noteText = await note.text()
    expect(ramValues(noteText, 'TypeCode')[0]).toBe('381')
    expect((await get(staff, `/admin/orders/${orderId}/credit-note.xml`)).status).toBe(200)
    expect(await (await get(staff, `/admin/orders/${orderId}`)).text()).toContain(
      `/admin/orders/${orderId}/credit-note.xml`,
    )
  }, 120_000)

  it('leaves a consumer’s order as it was: a plain PDF, no XML', async () => {
    const jar = new CookieJar()
    await api.register(jar)
    const placed = await api.orderMeasuredDesign(jar)
    const fetched = await api.orders(jar, { action: 'fetch', orderId: placed.orderId })
    expect(fetched.body.order.eInvoice).toBeNull()
    const pdf = await get(jar, `/api/orders/${placed.orderId}/invoice.pdf`)
    expect(attachmentsOf(new Uint8Array(await pdf.arrayBuffer()), 'consumer.pdf')).toMatch(
      /^0 embedded files/,
    )
    expect((await get(jar, `/api/orders/${placed.orderId}/invoice.xml`)).status).toBe(404)
    const staff = await api.admin('staff')
    expect(
      (await get(staff, `/admin/orders/${placed.orderId}/invoice.xml`)).headers.get('content-type'),
    ).not.toContain('xml')
    // The page carries the back office's texts, 'E-Rechnung' too; the section is not there.
    expect(await (await get(staff, `/admin/orders/${placed.orderId}`)).text()).not.toContain(
      'data-slot="e-invoice"',
    )
  })
})
