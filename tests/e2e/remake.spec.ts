import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import type { APIRequestContext } from '@playwright/test'
import { deliverMails, linkIn, readOutbox, waitForMail } from '../support/outbox.ts'
import { officeMeasure, prepaidOrder } from '../support/shop-data.ts'
import { seriousViolations } from './axe.ts'
import { consentCookie } from './consent-cookie.ts'
import { e2eDataDir, expect, gotoHydrated, snap, test, withSignupProof } from './fixtures.ts'

const password = 'Ein-gutes-Passwort-9'
/** The remake's sheet, read with pdftotext (and kept for people to look at), outside the repository. */
const sheets = process.env.E2E_SHOTS ?? os.tmpdir()

/**
 * The first-order fit promise from request to shipped remake: the customer's first shirt arrived
 * and does not fit; they ask for a remake from the order page; staff decide it in /admin/tickets
 * with a corrected sleeve; the remake is an order of its own at 0 € whose sheet is marked
 * NEUANFERTIGUNG; it goes through the states to shipped; the customer follows it on the page of
 * the original order and gets the mails.
 */
test('a remake under the first-order fit promise, from the request to the shipped remake', async ({
  page,
  browser,
  baseURL,
}, info) => {
  test.setTimeout(180_000)
  fs.mkdirSync(sheets, { recursive: true })
  const origin = baseURL ?? ''
  const call = async (request: APIRequestContext, path: string, data: Record<string, unknown>) => {
    const response = await request.post(path, { data, headers: { origin } })
    expect(response.ok(), `${path} ${await response.text()}`).toBe(true)
    return response.json()
  }

  // A customer's first order, one measured shirt, signed in through the API.
  const email = `remake-${info.project.name}-${Date.now()}@example.com`
  await call(
    page.request,
    '/api/account.php',
    await withSignupProof(page.request, {
      action: 'register',
      email,
      password,
      firstName: 'Erika',
      lastName: 'Muster',
    }),
  )
  const welcome = await waitForMail(e2eDataDir, email, 'welcome')
  const token = new URL(linkIn(welcome, '/login?confirm=')).searchParams.get('confirm')
  await call(page.request, '/api/account.php', { action: 'confirmRegistration', token })
  await call(page.request, '/api/account.php', { action: 'login', email, password })
  const { shirtId } = await call(page.request, '/api/shirt.php', { action: 'create' })
  const { measureId } = await call(page.request, '/api/measures.php', {
    action: 'save',
    measure: officeMeasure,
  })
  await call(page.request, '/api/shirt.php', { action: 'measures', shirtId, measureId })
  await call(page.request, '/api/cart.php', { action: 'add', item: { type: 'shirt', shirtId } })
  const placed = await call(page.request, '/api/checkout.php', prepaidOrder)

  // The workshop makes and delivers it (the order steps of any order).
  const adminContext = await browser.newContext({
    baseURL: origin,
    viewport: page.viewportSize() ?? undefined,
  })
  await adminContext.addCookies([consentCookie(origin)])
  const admin = await adminContext.newPage()
  await call(admin.request, '/api/account.php', {
    action: 'login',
    email: 'admin@example.com',
    password: 'Admin-Passwort-1',
  })
  const step = (orderId: number, status: string, extra: Record<string, unknown> = {}) =>
    call(admin.request, '/api/admin/orders.php', { action: 'setStatus', orderId, status, ...extra })
  for (const status of ['paid', 'in_production']) await step(placed.orderId, status)
  await step(placed.orderId, 'shipped', { carrier: 'DHL', trackingNumber: '00340434161094000001' })
  await step(placed.orderId, 'delivered')

  // The sleeves are too long: from the order page to the after-sales form, a remake is offered.
  await gotoHydrated(page, `/dashboard/orders?order=${placed.orderId}`)
  await page
    .getByTestId('order-service')
    .getByRole('link', { name: 'Frage oder Reklamation zu dieser Bestellung' })
    .click()
  await expect(page).toHaveURL(new RegExp(`/aftersale\\?order=${placed.orderId}$`))
  await page.locator('html[data-hydrated="true"]').waitFor()
  await page.getByLabel('Thema', { exact: true }).selectOption('remake')
  await page.getByLabel('Design', { exact: true }).selectOption(String(shirtId))
  await page.getByLabel('Betreff').fill('Ärmel zu lang')
  await page.getByLabel('Ihre Nachricht').fill('Beide Ärmel sind anderthalb Zentimeter zu lang.')
  await page.getByRole('button', { name: 'Anfrage senden' }).click()
  await expect(page).toHaveURL(/\/aftersale\/\d+\?notice=created$/)
  const ticketId = Number(new URL(page.url()).pathname.split('/').pop())

  // Staff decide in /admin/tickets: the rule covers it; the sleeves are shortened by 1.5 cm.
  await gotoHydrated(admin, `/admin/tickets/${ticketId}?ui=de`)
  const decision = admin.getByRole('region', { name: 'Erstbestellerkulanz' })
  await expect(decision.getByTestId('promise-verdict')).toContainText('Die Kulanz deckt diese Anfrage')
  const sleeve = decision.getByLabel('Ärmellänge rechts (cm)')
  const ordered = Number((await sleeve.inputValue()).replace(',', '.'))
  const corrected = ordered - 1.5
  const decimal = (value: number) => value.toFixed(1).replace('.', ',')
  await sleeve.fill(String(corrected))
  await decision.getByLabel('Ärmellänge links (cm)').fill(String(corrected))
  await expect(decision.getByLabel('Neu anfertigen')).toBeChecked()
  await snap(admin, 'admin-decision', info.project.name)
  expect(await seriousViolations(admin)).toEqual([])
  await decision.getByRole('button', { name: 'Entscheidung speichern' }).click()
  const decided = admin.getByTestId('promise-decided')
  await expect(decided.getByRole('status')).toContainText('Entscheidung gespeichert')
  await expect(decided).toContainText('Neuanfertigung angelegt: Auftrag')
  const orderLink = decided.getByRole('link', { name: /^Zum Auftrag / })
  const remakeId = Number((await orderLink.getAttribute('href'))?.split('/').pop())
  const remakeNumber = ((await orderLink.textContent()) ?? '').replace('Zum Auftrag ', '').trim()
  expect(remakeId).toBeGreaterThan(placed.orderId)
  await snap(admin, 'admin-decided', info.project.name)

  // The remake's sheet: NEUANFERTIGUNG, the order it makes again and what changed.
  const sheet = await admin.request.get(`/admin/orders/${remakeId}/sheet.pdf`)
  expect(sheet.ok()).toBe(true)
  const sheetFile = `${sheets}/remake-sheet-${info.project.name}.pdf`
  fs.writeFileSync(sheetFile, await sheet.body())
  const sheetText = execFileSync('pdftotext', ['-layout', sheetFile, '-'], { encoding: 'utf8' })
  expect(sheetText).toContain('NEUANFERTIGUNG')
  expect(sheetText).toContain(`Erstbestellerkulanz zu ${placed.number}`)
  // Old and new value on one line (the arrow between them is drawn).
  expect(sheetText).toMatch(new RegExp(`Ärmellänge rechts ${decimal(ordered)} +${decimal(corrected)} cm`))

  // The remake goes through the states of any order: paid at 0 € already, then made and shipped.
  await step(remakeId, 'in_production')
  await step(remakeId, 'shipped', { carrier: 'DHL', trackingNumber: '00340434161094000002' })

  // The customer got the decision, the remake's confirmation and its shipping mail, in German.
  const told = await waitForMail(e2eDataDir, email, 'fitPromiseDecision')
  expect(told.text).toContain('Wir fertigen Ihr Hemd kostenlos neu')
  const mailWith = (template: string, text: string) =>
    expect
      .poll(async () => {
        await deliverMails(e2eDataDir)
        return readOutbox(e2eDataDir).some(
          (mail) => mail.to.includes(email) && mail.template === template && mail.text.includes(text),
        )
      })
      .toBe(true)
  await mailWith('orderConfirmation', remakeNumber)
  await mailWith('orderShipped', '00340434161094000002')

  // …and follows the remake on the page of the original order.
  await gotoHydrated(page, `/dashboard/orders?order=${placed.orderId}`)
  const progress = page.getByTestId('fit-promise')
  await expect(progress).toContainText(`Auftrag ${remakeNumber}`)
  await expect(progress.getByRole('listitem').and(page.locator('[aria-current="step"]'))).toHaveText(
    /Versandt/,
  )
  await expect(progress).toContainText('Versandt mit DHL, Sendungsnummer 00340434161094000002.')
  await snap(progress, 'order-progress', info.project.name)
  await snap(page, 'order-page', info.project.name)
  expect(await seriousViolations(page)).toEqual([])
  // The remake is an order of its own at 0 €, linked from there.
  await progress.getByRole('link', { name: `Auftrag ${remakeNumber} ansehen` }).click()
  await expect(page.getByTestId('remake-note')).toBeVisible()

  // The ticket says what was decided.
  await gotoHydrated(page, `/aftersale/${ticketId}`)
  await expect(page.getByTestId('ticket-decision')).toContainText(`Auftrag ${remakeNumber}`)
  await adminContext.close()
})
