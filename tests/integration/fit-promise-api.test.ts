import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { and, desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { adminOverview } from '../../core/admin/overview.ts'
import { auditLog, measureProfiles, orderItems, orders, serviceTickets } from '../../db/schema/index.ts'
import { deliverMails, readOutbox } from '../support/outbox.ts'
import { shopCalls } from '../support/shop-calls.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

/**
 * The first-order fit promise in the back office (/api/admin/tickets.php, action 'decide', the
 * same use case as the /admin/tickets page's form): a remake is an order at 0 € linked to the
 * original, in its language, paid through the transition table, with its mails and audit; an
 * alteration keeps its return label and sheet; a decline its reason; the rule refuses what the
 * promise does not cover; only the back office may decide, and only once.
 */
let app: ReturnType<typeof createTestApp>['app']
let database: Awaited<ReturnType<typeof useTestDatabase>>
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nf-fit-promise-'))
const api = shopCalls(
  () => app,
  () => database.db,
)
let client = 0

beforeAll(async () => {
  database = await useTestDatabase()
  app = createTestApp(database.db, {
    DATA_DIR: dataDir,
    TRUST_PROXY: '1',
    PUBLIC_ORIGIN: 'http://localhost',
  }).app
})

const tickets = async (jar: CookieJar, body: Record<string, unknown>) =>
  api.json(await api.call(jar, '/api/admin/tickets.php', body))

/** /api/service.php from a client address of its own (the per-address limit is not under test). */
async function service(jar: CookieJar, body: Record<string, unknown>) {
  client += 1
  const headers = new Headers({
    'content-type': 'application/json',
    origin: 'http://localhost',
    'x-forwarded-for': `198.19.${Math.floor(client / 250)}.${(client % 250) + 1}`,
    cookie: jar.header(),
  })
  const response = await app.request('/api/service.php', {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  })
  jar.store(response)
  return api.json(response)
}

/** A customer's first order of one measured shirt, delivered `daysAgo` days ago. */
async function deliveredFirstOrder(daysAgo = 2) {
  const jar = new CookieJar()
  const email = await api.register(jar)
  const placed = await api.orderMeasuredDesign(jar)
  await database.db
    .update(orders)
    .set({
      status: 'delivered',
      paidAt: new Date(),
      statusChangedAt: new Date(Date.now() - daysAgo * 86_400_000),
    })
    .where(eq(orders.id, placed.orderId))
  return { jar, email, ...placed }
}

async function request(customer: { jar: CookieJar; orderId: number }, topic = 'remake') {
  const created = await service(customer.jar, {
    action: 'create',
    kind: 'aftersale',
    topic,
    subject: 'Ärmel zu lang',
    message: 'Beide Ärmel sind zu lang.',
    orderId: customer.orderId,
  })
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  return created.body.ticketId as number
}

async function mailsTo(email: string, template: string) {
  await deliverMails(dataDir)
  return readOutbox(dataDir).filter((mail) => mail.to === email && mail.template === template)
}

describe('/api/admin/tickets.php decide', () => {
  it('is for the back office only: 403 for the customer and a guest, nothing decided', async () => {
    const customer = await deliveredFirstOrder()
    const ticketId = await request(customer)
    for (const jar of [customer.jar, new CookieJar()]) {
      const refused = await tickets(jar, { action: 'decide', ticketId, decision: 'declined', reason: 'WORN' })
      expect(refused.status).toBe(403)
    }
    const [row] = await database.db.select().from(serviceTickets).where(eq(serviceTickets.id, ticketId))
    expect(row?.decision).toBeNull()
  })

  it('remakes: an order at 0 € linked to the original, in its language, paid, mailed, audited, once', async () => {
    const customer = await deliveredFirstOrder()
    const ticketId = await request(customer)
    // Order and request in French: the remake, its confirmation and the decision speak French.
    await database.db.update(orders).set({ lang: 'fr' }).where(eq(orders.id, customer.orderId))
    await database.db.update(serviceTickets).set({ lang: 'fr' }).where(eq(serviceTickets.id, ticketId))
    const staff = await api.admin('staff')

    const fetched = await tickets(staff, { action: 'fetch', ticketId })
    expect(fetched.body.ticket.fitPromise).toMatchObject({
      decided: null,
      refusal: null,
      profileName: 'Büro',
    })
    const sleeve = fetched.body.ticket.fitPromise.measures.find(
      (row: { field: string }) => row.field === 'size_sleevelength',
    )
    const corrected = sleeve.original - 1.5

    const decided = await tickets(staff, {
      action: 'decide',
      ticketId,
      decision: 'remake',
      values: { size_sleevelength: corrected, size_sleevelength_2: corrected },
    })
    expect(decided.status, JSON.stringify(decided.body)).toBe(200)
    const remakeId = decided.body.remakeOrderId as number
    expect(decided.body).toMatchObject({ decision: 'remake', remakeNumber: expect.stringMatching(/^NF-/) })

    const [remake] = await database.db.select().from(orders).where(eq(orders.id, remakeId))
    expect(remake).toMatchObject({
      customerId: (await database.db.select().from(orders).where(eq(orders.id, customer.orderId)))[0]
        ?.customerId,
      remakeOfOrderId: customer.orderId,
      lang: 'fr',
      status: 'paid',
      totalCents: 0,
      itemsCents: 0,
      shippingCents: 0,
      firstOrder: false,
    })
    expect(remake?.invoiceNumber).toBeTruthy()
    const [line] = await database.db.select().from(orderItems).where(eq(orderItems.orderId, remakeId))
    expect(line).toMatchObject({
      type: 'shirt',
      amount: 1,
      unitGrossCents: 0,
      lineGrossCents: 0,
      withdrawal: false,
    })
    expect(line?.measure).toMatchObject({ size_sleevelength: corrected, size_sleevelength_2: corrected })

    // The corrected measurements are the next version of the customer's profile.
    const [version] = await database.db
      .select()
      .from(measureProfiles)
      .where(eq(measureProfiles.id, line?.measure?.measureId ?? 0))
    expect(version).toMatchObject({ version: 2, previousId: customer.measureId, supersededAt: null })

    // Audited: the decision by the staff member, the step to paid through the transition table.
    const decisions = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'service_ticket'), eq(auditLog.entityId, String(ticketId))))
    expect(decisions.map((entry) => entry.action)).toEqual(['ticket.decide'])
    expect(decisions[0]?.after).toMatchObject({
      decision: 'remake',
      remakeOrderId: remakeId,
      status: 'answered',
    })
    const steps = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, String(remakeId))))
      .orderBy(desc(auditLog.id))
    expect(steps[0]?.after).toMatchObject({ status: 'paid' })

    // The customer is told in French, and gets the remake's order confirmation.
    const [told] = await mailsTo(customer.email, 'fitPromiseDecision')
    expect(told?.subject).toBe(`Votre demande n° ${ticketId} : garantie première commande`)
    expect(told?.text).toContain('/fr/aftersale/')
    const confirmations = await mailsTo(customer.email, 'orderConfirmation')
    expect(confirmations.some((mail) => mail.text.includes(decided.body.remakeNumber))).toBe(true)

    // The original order's page shows the remake and its state; the ticket says what was decided.
    const original = await api.orders(customer.jar, { action: 'fetch', orderId: customer.orderId })
    expect(original.body.order.fitPromise).toMatchObject({
      decision: 'remake',
      remake: { orderId: remakeId, number: decided.body.remakeNumber, status: 'paid' },
    })
    const seen = await service(customer.jar, { action: 'fetch', ticketId })
    expect(seen.body.ticket).toMatchObject({ status: 'answered', fitPromise: { decision: 'remake' } })

    // Its sheet is marked NEUANFERTIGUNG with what changed.
    const sheet = await app.request(`/admin/orders/${remakeId}/sheet.pdf`, {
      headers: { cookie: staff.header() },
    })
    expect(sheet.status).toBe(200)
    const file = path.join(dataDir, `remake-${remakeId}.pdf`)
    fs.writeFileSync(file, Buffer.from(await sheet.arrayBuffer()))
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
    expect(text).toContain('NEUANFERTIGUNG')
    // Old and new value on one line (the arrow between them is drawn).
    const comma = (value: number) => value.toFixed(1).replace('.', ',')
    expect(text).toMatch(new RegExp(`Ärmellänge rechts ${comma(sleeve.original)} +${comma(corrected)} cm`))

    // Once: the ticket is decided, and the promise is used for this customer.
    const again = await tickets(staff, { action: 'decide', ticketId, decision: 'remake', values: {} })
    expect(again.status).toBe(409)
    expect(again.body.reason).toBe('ALREADY_DECIDED')
    const second = await service(customer.jar, {
      action: 'create',
      kind: 'aftersale',
      topic: 'remake',
      subject: 'Noch einmal',
      message: 'Auch das neue Hemd passt nicht.',
      orderId: customer.orderId,
    })
    expect(second.status).toBe(400)
    expect(second.body.keys).toEqual({ topic: 'fitPromise.reasons.ALREADY_USED' })
  })

  it('alters with a free return label and a sheet of what to change; declines with a reason', async () => {
    const staff = await api.admin('staff')
    const altered = await deliveredFirstOrder()
    const alterationTicket = await request(altered, 'alteration')
    const missingLabel = await tickets(staff, {
      action: 'decide',
      ticketId: alterationTicket,
      decision: 'alteration',
    })
    expect(missingLabel.status).toBe(400)
    const granted = await tickets(staff, {
      action: 'decide',
      ticketId: alterationTicket,
      decision: 'alteration',
      returnLabel: 'DHL-RET-123456',
      note: 'Ärmel kürzen',
      values: { size_sleevelength: 60 },
    })
    expect(granted.status, JSON.stringify(granted.body)).toBe(200)
    const [row] = await database.db
      .select()
      .from(serviceTickets)
      .where(eq(serviceTickets.id, alterationTicket))
    expect(row).toMatchObject({ decision: 'alteration', returnLabel: 'DHL-RET-123456', remakeOrderId: null })
    expect(row?.alterationChanges).toEqual([{ field: 'size_sleevelength', from: expect.any(Number), to: 60 }])
    const sheet = await app.request(`/admin/tickets/${alterationTicket}/alteration.pdf`, {
      headers: { cookie: staff.header() },
    })
    expect(sheet.status).toBe(200)
    const file = path.join(dataDir, `alteration-${alterationTicket}.pdf`)
    fs.writeFileSync(file, Buffer.from(await sheet.arrayBuffer()))
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
    for (const part of ['ÄNDERUNG', 'DHL-RET-123456', 'Ärmel kürzen']) expect(text).toContain(part)
    expect(text).toMatch(/Ärmellänge rechts [\d,]+ +60,0 cm/)
    // No remake order was made for an alteration.
    expect(
      await database.db.select().from(orders).where(eq(orders.remakeOfOrderId, altered.orderId)),
    ).toEqual([])

    const declined = await deliveredFirstOrder()
    const declineTicket = await request(declined)
    const unknownReason = await tickets(staff, {
      action: 'decide',
      ticketId: declineTicket,
      decision: 'declined',
      reason: 'BECAUSE',
    })
    expect(unknownReason.status).toBe(400)
    const refused = await tickets(staff, {
      action: 'decide',
      ticketId: declineTicket,
      decision: 'declined',
      reason: 'WORN',
    })
    expect(refused.status).toBe(200)
    const seen = await service(declined.jar, { action: 'fetch', ticketId: declineTicket })
    expect(seen.body.ticket.fitPromise).toMatchObject({ decision: 'declined', reason: 'WORN', remake: null })
    const [told] = await mailsTo(declined.email, 'fitPromiseDecision')
    expect(told?.text).toContain('Spuren des Tragens')

    // The overview counts this month's alteration (declines are not counted).
    const overview = await adminOverview(
      { db: database.db, now: () => new Date() },
      { role: 'staff', id: 1, email: 'staff@example.com' },
    )
    if ('code' in overview) throw new Error('the overview refused staff')
    const month = overview.fitPromiseMonths.at(-1)
    expect(month?.month).toBe(
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date()).slice(0, 7),
    )
    expect(month?.alterations).toBeGreaterThanOrEqual(1)
  })

  it('asks the rule again when staff decide: what the promise does not cover is only declined', async () => {
    const staff = await api.admin('staff')
    const customer = await deliveredFirstOrder()
    const ticketId = await request(customer)
    await database.db.update(orders).set({ firstOrder: false }).where(eq(orders.id, customer.orderId))
    const fetched = await tickets(staff, { action: 'fetch', ticketId })
    expect(fetched.body.ticket.fitPromise.refusal).toBe('NOT_FIRST_ORDER')
    const remake = await tickets(staff, { action: 'decide', ticketId, decision: 'remake', values: {} })
    expect(remake.status).toBe(409)
    expect(remake.body.reason).toBe('NOT_FIRST_ORDER')
    expect(
      await database.db.select().from(orders).where(eq(orders.remakeOfOrderId, customer.orderId)),
    ).toEqual([])
    await database.db.update(orders).set({ firstOrder: true }).where(eq(orders.id, customer.orderId))

    // Implausible corrected measurements change nothing.
    const implausible = await tickets(staff, {
      action: 'decide',
      ticketId,
      decision: 'remake',
      values: { size_neck: 5 },
    })
    expect(implausible.status).toBe(422)
    expect(implausible.body.reason).toBe('IMPLAUSIBLE')
    const [row] = await database.db.select().from(serviceTickets).where(eq(serviceTickets.id, ticketId))
    expect(row?.decision).toBeNull()

    // A question is not a request under the promise.
    const question = await request(customer, 'complaint')
    const notPromise = await tickets(staff, {
      action: 'decide',
      ticketId: question,
      decision: 'declined',
      reason: 'WORN',
    })
    expect(notPromise.status).toBe(409)
    expect(notPromise.body.reason).toBe('NOT_A_PROMISE_REQUEST')
  })
})
