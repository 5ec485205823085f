import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { orders, products, rateLimits, withdrawals } from '../../db/schema/index.ts'
import { deliverMails, readOutbox, waitForMail } from '../support/outbox.ts'
import { shopCalls } from '../support/shop-calls.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

let app: ReturnType<typeof createTestApp>['app']
let database: Awaited<ReturnType<typeof useTestDatabase>>
const { cart, register, placeOrder } = shopCalls(
  () => app,
  () => database.db,
)
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nf-withdrawal-'))
// A fixed clock in winter: 08:05:09 UTC is 09:05:09 in Berlin (CET).
const now = new Date('2026-11-22T08:05:09Z')
let client = 0

beforeAll(async () => {
  database = await useTestDatabase()
  // TRUST_PROXY lets each test speak from its own client address (the per-address limit).
  app = createTestApp(
    database.db,
    { DATA_DIR: dataDir, SHOP_DEMO: '1', TRUST_PROXY: '1', PUBLIC_ORIGIN: 'http://localhost' },
    () => now,
  ).app
})

const unique = () => `w${Date.now()}${Math.floor(Math.random() * 1e6)}@example.com`

/** One POST to /api/withdrawal.php from a client address of its own (unless given). */
async function submit(body: Record<string, unknown>, address = `10.1.0.${++client}`) {
  const response = await app.request('/api/withdrawal.php', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost', 'x-forwarded-for': address },
    body: JSON.stringify({ action: 'submit', ...body }),
  })
  // biome-ignore lint/suspicious/noExplicitAny: test answers are inspected loosely
  return { status: response.status, headers: response.headers, body: (await response.json()) as any }
}

/** The workshop's copy of one declaration (it leaves after the customer's receipt). */
async function waitForNotice(reference: string) {
  const deadline = Date.now() + 5000
  for (;;) {
    await deliverMails(dataDir)
    const found = readOutbox(dataDir).find(
      (entry) => entry.template === 'withdrawalNotice' && entry.text.includes(reference),
    )
    if (found) return found
    if (Date.now() > deadline) throw new Error(`no workshop notice for ${reference}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const declaration = (extra: Record<string, unknown> = {}) => ({
  name: 'Erika Muster',
  email: unique(),
  orderNumber: 'NF-2026-999999',
  ...extra,
})

/** A customer with a placed order holding one accessory (collar stays: 14 days' withdrawal). */
async function customerWithOrder() {
  const jar = new CookieJar()
  const email = await register(jar)
  const [stays] = await database.db
    .select()
    .from(products)
    .where(eq(products.slug, 'kragenstaebchen-messing'))
  await cart(jar, { action: 'add', item: { type: 'product', productId: stays?.id, amount: 1 } })
  return { jar, email, ...(await placeOrder(jar)) }
}

describe('submit', () => {
  it('stores a valid declaration and answers its receipt with date and time of receipt (Berlin)', async () => {
    const input = declaration({ scope: 'some', items: '1 × Krawatte Seide' })
    const answer = await submit(input)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(answer.body).toMatchObject({
      success: true,
      receipt: {
        name: 'Erika Muster',
        email: input.email,
        orderNumber: 'NF-2026-999999',
        items: '1 × Krawatte Seide',
        receivedAt: now.toISOString(),
        receivedDate: '22. November 2026',
        receivedTime: '09:05:09 MEZ',
      },
    })
    expect(answer.body.receipt.reference).toMatch(/^WR-[A-Z2-9]{5}-[A-Z2-9]{5}$/)
    expect(answer.body.message).toContain('09:05:09 MEZ')
    const [row] = await database.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.reference, answer.body.receipt.reference))
    expect(row).toMatchObject({ email: input.email, items: '1 × Krawatte Seide', orderId: null, lang: 'de' })
    expect(row?.receivedAt.toISOString()).toBe(now.toISOString())
  })

  it('mails the receipt with content, date and time to the given address and tells the workshop', async () => {
    const input = declaration({ email: `Mixed.${unique()}` })
    const answer = await submit(input)
    expect(answer.status).toBe(200)
    const email = input.email.toLowerCase()
    const mail = await waitForMail(dataDir, email, 'withdrawalReceipt')
    expect(mail.subject).toContain(answer.body.receipt.reference)
    for (const value of ['Erika Muster', email, 'NF-2026-999999', '22. November 2026', '09:05:09 MEZ'])
      expect(mail.text).toContain(value)
    expect(mail.text).toContain('Alle Artikel der Bestellung, für die das Widerrufsrecht gilt')
    const notice = await waitForNotice(answer.body.receipt.reference)
    expect(notice.to).toContain('service@nadel-und-faden.de')
    expect(notice.text).toContain('passen zu keiner Bestellung')
  })

  it('writes the receipt in the visitor’s language', async () => {
    const input = declaration()
    const answer = await submit({ ...input, lang: 'en' })
    expect(answer.status).toBe(200)
    expect(answer.body.receipt.receivedDate).toBe('22 November 2026')
    const mail = await waitForMail(dataDir, input.email, 'withdrawalReceipt')
    expect(mail.subject).toContain('Confirmation of receipt')
    expect(mail.text).toContain('Received on 22 November 2026')
  })
})

describe('bad input', () => {
  it('names every wrong field in the visitor’s language and stores nothing', async () => {
    const before = await database.db.select().from(withdrawals)
    const german = await submit({ name: ' ', email: 'nope', orderNumber: '<script>' })
    expect(german.status).toBe(400)
    expect(german.body).toMatchObject({
      success: false,
      code: 'BAD_INPUT',
      field: 'name',
      fields: {
        name: 'Bitte geben Sie Ihren Namen an.',
        email: 'Bitte geben Sie eine gültige E-Mail-Adresse an, zum Beispiel name@beispiel.de.',
        orderNumber: expect.stringContaining('Bestellnummer'),
      },
    })
    const english = await submit({ email: '', orderNumber: '', lang: 'en' })
    expect(english.status).toBe(400)
    expect(english.body.fields).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter your email address.',
      orderNumber: 'Please enter the order number.',
    })
    const some = await submit({ ...declaration(), scope: 'some', items: '' })
    expect(some.body.fields).toEqual({ items: 'Bitte nennen Sie die Artikel, die Sie widerrufen möchten.' })
    expect(await database.db.select().from(withdrawals)).toHaveLength(before.length)
  })

  it('answers the envelope errors of docs/api.md', async () => {
    const unknown = await app.request('/api/withdrawal.php', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      body: JSON.stringify({ action: 'delete' }),
    })
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toMatchObject({ success: false, code: 'UNKNOWN_ACTION' })
    const broken = await app.request('/api/withdrawal.php', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      body: '{',
    })
    expect(broken.status).toBe(400)
    const foreign = await app.request('/api/withdrawal.php', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ action: 'submit', ...declaration() }),
    })
    expect(foreign.status).toBe(403)
  })
})

describe('orders', () => {
  it('links a declaration whose email and order number match, and answers exactly as for an unknown order', async () => {
    const { email, orderId, number } = await customerWithOrder()
    const known = await submit({
      name: 'Erika Muster',
      email: email.toUpperCase(),
      orderNumber: number.toLowerCase(),
    })
    const unknown = await submit({ name: 'Erika Muster', email, orderNumber: 'NF-2026-999998' })
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    // Same shape and wording; only the echoed values and the receipt number differ.
    const neutral = (body: Record<string, unknown> & { receipt: Record<string, unknown> }) => ({
      ...body,
      receipt: { ...body.receipt, reference: 'x', orderNumber: 'x' },
    })
    expect(neutral(known.body)).toEqual(neutral(unknown.body))
    const [linked] = await database.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.reference, known.body.receipt.reference))
    expect(linked).toMatchObject({ orderId, orderNumber: number, email })
    const [unlinked] = await database.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.reference, unknown.body.receipt.reference))
    expect(unlinked?.orderId).toBeNull()
    const notice = await waitForNotice(known.body.receipt.reference)
    expect(notice.text).toContain('der Widerruf ist mit ihr verknüpft')
  })

  it('does not link a real order number given with another email address', async () => {
    const { number } = await customerWithOrder()
    const stranger = await submit({ name: 'Max Fremd', email: unique(), orderNumber: number })
    expect(stranger.status).toBe(200)
    const [row] = await database.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.reference, stranger.body.receipt.reference))
    expect(row?.orderId).toBeNull()
    const [order] = await database.db.select().from(orders).where(eq(orders.number, number))
    expect(order).toBeTruthy()
  })
})

describe('throttling', () => {
  it('allows 5 declarations per email address in an hour, then 429 with Retry-After', async () => {
    const email = unique()
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await submit(declaration({ email }))).status).toBe(200)
    const sixth = await submit(declaration({ email }))
    expect(sixth.status).toBe(429)
    expect(sixth.body).toMatchObject({ success: false, code: 'RATE_LIMITED' })
    expect(sixth.body.message).toContain('60 Minuten')
    expect(Number(sixth.headers.get('retry-after'))).toBe(3600)
    const stored = await database.db.select().from(withdrawals).where(eq(withdrawals.email, email))
    expect(stored).toHaveLength(5)
  })

  it('allows 20 declarations per client address in an hour', async () => {
    const address = '10.2.0.1'
    for (let attempt = 0; attempt < 20; attempt++)
      expect((await submit(declaration(), address)).status).toBe(200)
    expect((await submit(declaration(), address)).status).toBe(429)
    expect((await submit(declaration(), '10.2.0.2')).status).toBe(200)
    // Refused attempts never move the end of the window: waiting always helps.
    const [counter] = await database.db
      .select()
      .from(rateLimits)
      .where(and(eq(rateLimits.scope, 'withdrawal-address'), eq(rateLimits.key, address)))
    expect(counter?.expiresAt).toEqual(new Date(now.getTime() + 3_600_000))
  })
})

describe('the page /vertrag-widerrufen', () => {
  const form = (values: Record<string, string>) =>
    app.request('/en/vertrag-widerrufen', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://localhost',
        'x-forwarded-for': `10.3.0.${++client}`,
      },
      body: new URLSearchParams(values).toString(),
    })

  it('is public, says that made-to-measure shirts are excluded, and is linked in the footer', async () => {
    const response = await app.request('/vertrag-widerrufen')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('vom Widerrufsrecht ausgeschlossen')
    expect(html).toContain('href="/vertrag-widerrufen"')
    const english = await (await app.request('/en/impressum')).text()
    expect(english).toMatch(/href="\/en\/vertrag-widerrufen"[^>]*>Withdraw from contract</)
  })

  it('keeps what was typed and shows the errors at the fields; step 2 only after a valid step 1', async () => {
    const wrong = await form({ intent: 'review', name: 'Erika', email: 'erika@', orderNumber: 'NF-1' })
    expect(wrong.status).toBe(400)
    const html = await wrong.text()
    expect(html).toContain('Please enter a valid email address')
    expect(html).toContain('value="erika@"')
    expect(html).toContain('value="Erika"')
    expect(html).toMatch(/id="field-email"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="field-email"/)
    const step2 = await form({
      intent: 'review',
      name: 'Erika',
      email: 'erika@example.com',
      orderNumber: 'nf-1',
    })
    expect(step2.status).toBe(200)
    const review = await step2.text()
    expect(review).toContain('Confirm withdrawal now')
    expect(review).toContain('NF-1')
    const count = (await database.db.select().from(withdrawals)).length
    const confirmed = await form({
      intent: 'confirm',
      name: 'Erika',
      email: 'erika@example.com',
      orderNumber: 'nf-1',
      scope: 'all',
    })
    expect(confirmed.status).toBe(200)
    expect(await confirmed.text()).toContain('We have received your withdrawal')
    expect(await database.db.select().from(withdrawals)).toHaveLength(count + 1)
  })
})
