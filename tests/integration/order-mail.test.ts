import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { jobCounts } from '../../core/jobs/read-jobs.ts'
import { customers, orders, products, vouchers } from '../../db/schema/index.ts'
import { deliverMails, mailParts, pdfPageCount, pdfText, readOutbox, waitForMail } from '../support/outbox.ts'
import { shopCalls } from '../support/shop-calls.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

let app: ReturnType<typeof createTestApp>['app']
let deps: ReturnType<typeof createTestApp>['deps']
let database: Awaited<ReturnType<typeof useTestDatabase>>
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nf-order-mail-'))
const api = shopCalls(
  () => app,
  () => database.db,
)
let staysId: number

beforeAll(async () => {
  database = await useTestDatabase()
  const created = createTestApp(database.db, { SHOP_DEMO: '1', DATA_DIR: dataDir })
  app = created.app
  deps = created.deps
  const [row] = await database.db.select().from(products).where(eq(products.slug, 'kragenstaebchen-messing'))
  staysId = row?.id ?? 0
})

const address = {
  firstName: 'Erika',
  lastName: 'Muster',
  street: 'Hauptstraße 5',
  postalCode: '10115',
  city: 'Berlin',
  countryCode: 'DE',
}

/** A logged-in customer in `lang` with a measured design, collar stays and a gift voucher in the cart. */
async function fullCart(lang: 'de' | 'en') {
  const jar = new CookieJar()
  jar.store(new Response(null, { headers: { 'set-cookie': `i18n_redirected=${lang}; Path=/` } }))
  const email = await api.register(jar)
  const measureId = await api.profile(jar)
  const shirtId = await api.newDesign(jar)
  expect((await api.shirt(jar, { action: 'measures', shirtId, measureId })).status).toBe(200)
  await api.cart(jar, { action: 'add', item: { type: 'shirt', shirtId } })
  await api.cart(jar, { action: 'add', item: { type: 'product', productId: staysId, amount: 2 } })
  await api.cart(jar, {
    action: 'add',
    item: { type: 'voucher', value: 50, recipientName: 'Paul', message: 'Alles Gute' },
  })
  return { jar, email }
}

const placeOrder = (jar: CookieJar, paymentMethod: string) =>
  api.checkout(jar, { action: 'placeOrder', billingAddress: address, paymentMethod, acceptTerms: true })

const pdfs = (raw: string) => mailParts(raw).filter((part) => part.contentType === 'application/pdf')

describe('order confirmation mail', () => {
  it('lists the 7-shirt package’s surcharges, charged on top of the package price', async () => {
    const jar = new CookieJar()
    const email = await api.register(jar)
    const measureId = await api.profile(jar)
    const ids = [await api.newDesign(jar)]
    while (ids.length < 7)
      ids.push((await api.shirt(jar, { action: 'duplicate', shirtId: ids[0] })).body.newShirtId)
    for (const shirtId of ids) await api.shirt(jar, { action: 'measures', shirtId, measureId })
    await api.shirt(jar, { action: 'setSelected', shirtId: ids[2] })
    await api.shirt(jar, {
      action: 'updateShirt',
      selectedParts: { categoryId: 2, partId: 14, selected: true },
    })
    const added = await api.cart(jar, { action: 'add', item: { type: 'package7', shirtIds: ids } })
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    const placed = await placeOrder(jar, 'prepayment')
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    const mail = await waitForMail(dataDir, email, 'orderConfirmation')
    const text = mail.text.replace(/\s+/g, ' ')
    expect(text).toMatch(/Aufpreise zusätzlich zum Paketpreis: Hemd 3: Umschlagmanschette 9,00 €/)
    expect(text).toContain('508,00 €')
  })

  it('carries the whole order in German with invoice, terms and withdrawal PDFs', async () => {
    const { jar, email } = await fullCart('de')
    // She chose 'Frau' at registration: the shop says Sie, and greets her by title and surname.
    await database.db.update(customers).set({ salutation: 'Frau' }).where(eq(customers.email, email))
    const placed = await placeOrder(jar, 'prepayment')
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    const detail = (await api.orders(jar, { action: 'fetch', orderId: placed.body.orderId })).body.order
    const mail = await waitForMail(dataDir, email, 'orderConfirmation')

    expect(mail.subject).toBe(`Ihre Bestellung ${placed.body.number} bei Nadel & Faden`)
    expect(mail.text.split('\n')[0]).toBe('Guten Tag Frau Muster,')
    const shirtLine = detail.items.find((item: { type: string }) => item.type === 'shirt')
    // the plain-language description shown above the order button, frozen with the order
    expect(shirtLine.description.length).toBeGreaterThan(10)
    expect(mail.text).toContain(shirtLine.description)
    expect(mail.text).toContain('Maßprofil: Büro')
    expect(mail.text).toMatch(/2 × .*Kragenstäbchen/)
    // totals with VAT per rate, in German number format
    const euro = (value: number) =>
      new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(value)
    expect(mail.text).toContain(`Gesamtsumme: ${euro(detail.total.totalBrutto)}`)
    const vat19 = detail.total.vat.find((share: { rate: number }) => share.rate === 19)
    expect(mail.text).toContain(`enthält 19 % MwSt. (netto ${euro(vat19.netto)}): ${euro(vat19.amount)}`)
    // prepayment: bank details with the order number as reference
    expect(mail.text).toContain(`IBAN: ${detail.bank.iban}`)
    expect(mail.text).toContain(`Verwendungszweck: ${placed.body.number}`)
    // withdrawal per line (§ 312g (2) no. 1 BGB) and the voucher that follows the payment
    expect(mail.text).toContain('Maßanfertigung: vom Widerrufsrecht ausgeschlossen (§ 312g Abs. 2 Nr. 1 BGB)')
    expect(mail.text).toContain('14 Tage Widerrufsrecht ab Erhalt der Ware')
    expect(mail.text).toContain('14 Tage Widerrufsrecht ab Vertragsschluss')
    expect(mail.text).toContain('sobald Ihre Zahlung eingegangen ist')
    expect(mail.text).toContain('Hauptstraße 5\n10115 Berlin\nDeutschland')
    expect(mail.text).toMatch(/Voraussichtliche Lieferung: \d+\. \S+ \d{4}/)

    const files = pdfs(mail.raw)
    expect(files.map((file) => file.filename)).toEqual([
      `Rechnung-${detail.invoiceNumber}.pdf`,
      'AGB-Nadel-und-Faden.pdf',
      'Widerrufsbelehrung-und-Widerrufsformular.pdf',
    ])
    for (const file of files) {
      expect(file.body.subarray(0, 5).toString()).toBe('%PDF-')
      expect(file.body.subarray(-6).toString()).toMatch(/%%EOF/)
      expect(pdfPageCount(file.body)).toBeGreaterThanOrEqual(1)
    }
    // the terms are several pages long, built from content/de/agb.md
    expect(pdfPageCount(files[1]?.body as Buffer)).toBeGreaterThan(2)
    // what the PDFs say: the invoice of this order, the terms and the withdrawal with the model form
    const invoice = pdfText(files[0]?.body as Buffer)
    expect(invoice).toContain(placed.body.number)
    // unpaid prepayment: the amount due and how to pay it, no paid date
    expect(invoice.replace(/\s+/g, ' ')).toContain(
      `Zu zahlen ${euro(detail.total.totalBrutto).replace(/\s/g, ' ')}`,
    )
    expect(invoice).toContain(`IBAN ${detail.bank.iban}`)
    expect(invoice).not.toContain('Bezahlt am')
    const terms = pdfText(files[1]?.body as Buffer)
    expect(terms).toContain('Allgemeine Geschäftsbedingungen')
    expect(terms).toContain('§ 3 Vertragsschluss')
    const withdrawal = pdfText(files[2]?.body as Buffer)
    expect(withdrawal).toContain('Widerrufsbelehrung')
    expect(withdrawal).toContain('Muster-Widerrufsformular')
    expect(withdrawal).toContain('§ 312g Abs. 2 Nr. 1 BGB')
    expect(withdrawal).toContain('Nadel & Faden Maßkonfektion GmbH')

    // the design's composed picture with an absolute address, and it is served
    const html =
      mailParts(mail.raw)
        .find((part) => part.contentType === 'text/html')
        ?.body.toString('utf8') ?? ''
    const picture = html.match(/src="(http:\/\/localhost\/folded\/shirt\/[A-Za-z0-9_-]{22}\.png)"/)?.[1]
    expect(picture).toBeTruthy()
    const served = await app.request(new URL(picture as string).pathname, {
      headers: { accept: 'image/png' },
    })
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toMatch(/^image\//)

    // unpaid: no voucher code leaves the shop yet
    await deliverMails(dataDir)
    expect(readOutbox(dataDir).filter((m) => m.to.includes(email) && m.template === 'giftVouchers')).toEqual(
      [],
    )
    // long timeout: the first picture is composed from its layers on a cold media cache
  }, 120_000)

  it('speaks the customer language and sends paid gift vouchers as PDFs', async () => {
    const { jar, email } = await fullCart('en')
    const placed = await placeOrder(jar, 'demo')
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    const mail = await waitForMail(dataDir, email, 'orderConfirmation')
    expect(mail.subject).toBe(`Your order ${placed.body.number} at Nadel & Faden`)
    expect(mail.text).toContain('Made to measure: excluded from the right of withdrawal')
    expect(mail.text).toContain('14-day right of withdrawal from conclusion of the contract')
    expect(mail.text).toContain('Your payment has already arrived.')
    expect(mail.text).not.toContain('IBAN')
    expect(pdfs(mail.raw).map((file) => file.filename)).toEqual([
      expect.stringMatching(/^Rechnung-RE-\d{4}-\d{6}\.pdf$/),
      expect.stringMatching(/^Invoice-RE-\d{4}-\d{6}\.pdf$/),
      'Terms-and-conditions-Nadel-und-Faden.pdf',
      'Withdrawal-information-and-form.pdf',
    ])
    // paid at once: the German original and the English copy say so, and ask for nothing
    const [original, copy] = pdfs(mail.raw).map((file) => pdfText(file.body))
    expect(original).toMatch(/Bezahlt am \d{2}\.\d{2}\.\d{4}/)
    expect(copy).toMatch(/Paid on \d{1,2}\/\d{1,2}\/\d{4}/)
    expect(copy).toContain('Customer copy in English')
    for (const unpaid of ['Zu zahlen', 'Amount due', 'IBAN', 'Rechnungsbetrag'])
      expect(copy).not.toContain(unpaid)
    for (const unpaid of ['Zu zahlen', 'IBAN']) expect(original).not.toContain(unpaid)

    const gift = await waitForMail(dataDir, email, 'giftVouchers')
    const [voucher] = await database.db
      .select()
      .from(vouchers)
      .where(eq(vouchers.purchaseOrderId, placed.body.orderId))
    expect(voucher?.status).toBe('active')
    const grouped = voucher?.code.match(/.{5}/g)?.join('-') as string
    expect(gift.subject).toBe(`Your gift voucher for order ${placed.body.number}`)
    expect(gift.text).toContain(`Code: ${grouped}`)
    expect(gift.text).toContain('For: Paul')
    expect(gift.text).toContain(`Valid until 31 December ${new Date().getUTCFullYear() + 3}`)
    const [file] = pdfs(gift.raw)
    expect(file?.filename).toBe(`Gift-voucher-${grouped}.pdf`)
    expect(file?.body.subarray(0, 5).toString()).toBe('%PDF-')
    expect(pdfPageCount(file?.body as Buffer)).toBe(1)
    const printed = pdfText(file?.body as Buffer)
    for (const words of [grouped, '€50.00', 'For Paul', '“Alles Gute”', 'Gift voucher'.toUpperCase()])
      expect(printed).toContain(words)
  })
})

describe('mail failures', () => {
  it('a failing mail server does not fail the order, and its mail waits for a retry', async () => {
    const { jar, email } = await fullCart('de')
    const working = deps.mailer
    deps.mailer = {
      send: async () => {
        throw new Error('SMTP down')
      },
    }
    try {
      const placed = await placeOrder(jar, 'prepayment')
      expect(placed.status, JSON.stringify(placed.body)).toBe(200)
      const [row] = await database.db.select().from(orders).where(eq(orders.id, placed.body.orderId))
      expect(row?.status).toBe('pending')
      expect((await api.cart(jar, { action: 'list' })).body.message).toBe('No items in the cart')
      await deps.jobs.drain()
    } finally {
      deps.mailer = working
    }
    expect(readOutbox(dataDir).filter((m) => m.to.includes(email) && m.template !== 'welcome')).toEqual([])
    // Not lost: the confirmation is queued again for after the backoff.
    const [mail] = await jobCounts(deps)
    expect(mail).toMatchObject({ kind: 'mail', failed: 0 })
    expect(mail?.queued).toBeGreaterThanOrEqual(1)
  })
})
