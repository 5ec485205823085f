import type { APIRequestContext, Page } from '@playwright/test'
import { linkIn, waitForMail } from '../support/outbox.ts'
import { officeMeasure, prepaidOrder } from '../support/shop-data.ts'
import { e2eDataDir, expect, gotoHydrated, test, withSignupProof } from './fixtures.ts'

/**
 * XSS probes: markup in every free text a customer can store, then every page that
 * shows it, in a real browser under the shop's CSP. A payload that ran would open a dialog, set
 * `window.__xss` or log a marker; one that reached the DOM as markup but was stopped by the CSP
 * would log a CSP error, which the fixture counts as a failure too. The text must appear as
 * text. Texts a rule refuses (the monogram takes letters only) are refused with a 400, not stored.
 */
const marker = 'XSS-FIRED'
const payloads = {
  img: `<img src=x onerror="window.__xss=1;console.log('${marker}')">`,
  script: `"><script>window.__xss=1;console.log('${marker}')</script>`,
  svg: `<svg onload="window.__xss=1">`,
}
const password = 'ein langes Passwort'

async function post(request: APIRequestContext, origin: string, path: string, data: Record<string, unknown>) {
  const response = await request.post(path, { data, headers: { origin } })
  return { status: response.status(), body: await response.json() }
}

function watch(page: Page) {
  const fired: string[] = []
  page.on('dialog', (dialog) => {
    fired.push(`dialog: ${dialog.message()}`)
    void dialog.dismiss()
  })
  page.on('console', (message) => {
    if (message.text().includes(marker)) fired.push('console marker')
  })
  return fired
}

async function expectInert(page: Page, fired: string[], path: string, shown: string[]) {
  await gotoHydrated(page, path)
  // Give image errors and load handlers their moment.
  await page.waitForTimeout(300)
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss), path).toBeUndefined()
  expect(
    await page.locator('img[src="x"], svg[onload], script:not([src]):has-text("__xss")').count(),
    path,
  ).toBe(0)
  const text = await page.locator('body').innerText()
  for (const value of shown) expect(text, `${path} shows the text as text`).toContain(value)
  expect(fired, path).toEqual([])
}

test('markup in every stored free text stays text on every page that shows it', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop', 'one browser is enough: the pages render the same texts')
  await gotoHydrated(page, '/')
  const origin = new URL(page.url()).origin
  const call = (path: string, data: Record<string, unknown>) => post(page.request, origin, path, data)
  const fired = watch(page)

  const email = `xss-${Date.now()}@example.com`
  const registered = await call(
    '/api/account.php',
    await withSignupProof(page.request, {
      action: 'register',
      email,
      password,
      firstName: payloads.img,
      lastName: payloads.script,
    }),
  )
  expect(registered.status, JSON.stringify(registered.body)).toBe(200)
  const welcome = await waitForMail(e2eDataDir, email, 'welcome')
  const token = new URL(linkIn(welcome, '/login?confirm=')).searchParams.get('confirm')
  await call('/api/account.php', { action: 'confirmRegistration', token })
  expect((await call('/api/account.php', { action: 'login', email, password })).status).toBe(200)

  // Profile names take letters, digits and a few signs only: markup is refused there (400).
  const refusedName = await call('/api/measures.php', {
    action: 'save',
    measure: { ...officeMeasure, set_name: payloads.svg },
  })
  expect(refusedName.status, JSON.stringify(refusedName.body)).toBe(400)
  const measure = await call('/api/measures.php', { action: 'save', measure: officeMeasure })
  expect(measure.status, JSON.stringify(measure.body)).toBe(200)
  const address = {
    firstName: payloads.img,
    lastName: 'Muster',
    company: payloads.script,
    street: 'Hauptstraße 5',
    addition: payloads.svg,
    postalCode: '10115',
    city: 'Berlin',
  }
  const saved = await call('/api/addresses.php', { action: 'save', address: { ...address, countryId: 1 } })
  expect(saved.status, JSON.stringify(saved.body)).toBe(200)

  const { shirtId } = (await call('/api/shirt.php', { action: 'create' })).body
  await call('/api/shirt.php', { action: 'measures', shirtId, measureId: measure.body.measureId })
  const monogram = await call('/api/shirt.php', {
    action: 'updateAttribute',
    shirtId,
    attrId: 520, // the monogram text: letters only, refused before any rendering
    attrValueId: '<b>',
  })
  expect(monogram.status).toBeGreaterThanOrEqual(400)
  expect(monogram.status).toBeLessThan(500)
  await call('/api/cart.php', { action: 'add', item: { type: 'shirt', shirtId } })
  const voucher = await call('/api/cart.php', {
    action: 'add',
    item: { type: 'voucher', value: 50, recipientName: payloads.img, message: payloads.script },
  })
  expect(voucher.status, JSON.stringify(voucher.body)).toBe(200)

  const ticket = await call('/api/service.php', {
    action: 'create',
    subject: payloads.img,
    message: `${payloads.script} ${payloads.svg}`,
  })
  expect(ticket.status, JSON.stringify(ticket.body)).toBe(200)

  await expectInert(page, fired, '/dashboard', [])
  await expectInert(page, fired, '/dashboard/profile', [])
  await expectInert(page, fired, '/dashboard/addresses', [payloads.script])
  await expectInert(page, fired, '/massnehmen/massprofil', [])
  await expectInert(page, fired, '/massnehmen/meine-masse', [])
  await expectInert(page, fired, '/cart', [payloads.img])
  await expectInert(page, fired, '/checkout', [])
  await expectInert(page, fired, `/service/${ticket.body.ticketId}`, [payloads.img])
  await expectInert(page, fired, '/service', [payloads.img])

  const placed = await call('/api/checkout.php', {
    ...prepaidOrder,
    billingAddress: { ...address, countryCode: 'DE' },
  })
  expect(placed.status, JSON.stringify(placed.body)).toBe(200)
  await expectInert(page, fired, '/dashboard/orders', [])
  await expectInert(page, fired, '/meine-hemden', [])

  // The workshop sees the customer's texts too: staff pages are the juicier target.
  await call('/api/logout.php', {})
  const admin = await call('/api/account.php', {
    action: 'login',
    email: 'admin@example.com',
    password: 'Admin-Passwort-1',
  })
  expect(admin.status).toBe(200)
  await expectInert(page, fired, '/admin/workshop', [])
  await expectInert(page, fired, '/admin/tickets', [payloads.img])
  await expectInert(page, fired, `/admin/tickets/${ticket.body.ticketId}`, [payloads.img])
})
