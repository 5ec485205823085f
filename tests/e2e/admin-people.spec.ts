import type { Browser, Page } from '@playwright/test'
import { linkIn, waitForMail } from '../support/outbox.ts'
import { officeMeasure } from '../support/shop-data.ts'
import { seriousViolations } from './axe.ts'
import { consentCookie } from './consent-cookie.ts'
import {
  designIntoCart,
  e2eDataDir,
  expect,
  gotoHydrated,
  signInNewCustomer,
  snap,
  test,
} from './fixtures.ts'

/** The demo admin in a browser of its own, the back office in English (`?ui=en` sets its cookie). */
async function adminPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, viewport: test.info().project.use.viewport })
  if (baseURL) await context.addCookies([consentCookie(baseURL)])
  const page = await context.newPage()
  const login = await page.request.post('/api/account.php', {
    data: { action: 'login', email: 'admin@example.com', password: 'Admin-Passwort-1' },
    headers: { origin: baseURL ?? '' },
  })
  expect(login.ok(), await login.text()).toBe(true)
  return page
}

async function shot(page: Page, name: string) {
  await snap(page, name, test.info().project.name)
}

/**
 * Back office, vouchers: an admin issues a voucher in /admin/vouchers; a customer redeems it in the
 * cart and orders; the admin's lookup shows the balance spent and the order in its history.
 */
test('an admin issues a voucher that a customer then redeems at checkout', async ({
  page,
  browser,
  baseURL,
}) => {
  const admin = await adminPage(browser, baseURL)
  await gotoHydrated(admin, '/admin/vouchers?ui=en')
  await admin.getByLabel('Value in €').fill('35,50')
  await admin.getByLabel('Single use: the first order spends it completely').check()
  await admin.getByLabel('Note (internal)').fill('Goodwill for ticket 7')
  await admin.getByRole('button', { name: 'Issue voucher' }).click()
  const notice = admin.getByRole('status').filter({ hasText: /^Voucher [A-Z2-9-]+ issued\.$/ })
  await expect(notice).toBeVisible()
  const code = (await notice.textContent())?.match(/[A-Z2-9]{5}(-[A-Z2-9]{5}){3}/)?.[0] ?? ''
  expect(code).not.toBe('')
  await expect(admin.getByRole('heading', { name: `Voucher ${code}` })).toBeVisible()
  expect(await seriousViolations(admin)).toEqual([])
  await shot(admin, 'admin-vouchers')

  // A customer with a measurement profile puts a design into the cart and redeems the code.
  await signInNewCustomer(page, baseURL, 'voucher')
  const saved = await page.request.post('/api/measures.php', {
    data: { action: 'save', measure: officeMeasure },
    headers: { origin: baseURL ?? '' },
  })
  expect(saved.ok()).toBe(true)
  await designIntoCart(page)
  await gotoHydrated(page, '/cart')
  await page.getByLabel('Maßprofil').selectOption({ label: 'Büro' })
  await page.getByLabel('Gutscheincode').fill(code.toLowerCase())
  await page.getByRole('button', { name: 'Einlösen' }).click()
  await expect(
    page
      .getByText(`Gutschein ${code.replace(/-/g, '')}`)
      .or(page.getByText(`Gutschein ${code}`))
      .first(),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Zur Kasse' }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  await page.locator('html[data-hydrated="true"]').waitFor()
  await page.getByLabel('Straße und Hausnummer').fill('Hauptstraße 5')
  await page.getByLabel('Postleitzahl').fill('10115')
  await page.getByLabel('Ort', { exact: true }).fill('Berlin')
  await page.getByLabel('Testzahlung (Demo-Modus)').check()
  await page.getByRole('checkbox', { name: /Ich akzeptiere die Allgemeinen Geschäftsbedingungen/ }).check()
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click()
  await expect(page).toHaveURL(/\/order\/completed\?order=\d+/)
  const number =
    (await page.getByText(/Ihre Bestellnummer:/).textContent())?.match(/NF-\d{4}-\d{6}/)?.[0] ?? ''

  // The admin looks the code up again: spent, with the order in its history.
  await gotoHydrated(admin, `/admin/vouchers?code=${encodeURIComponent(code)}`)
  const detail = admin.getByRole('region', { name: `Voucher ${code}` })
  await expect(detail.getByText('Spent')).toBeVisible()
  await expect(detail.getByRole('link', { name: number })).toBeVisible()
  await shot(admin, 'admin-voucher-redeemed')
  await admin.context().close()
})

/**
 * Back office, customers: an admin finds a customer and blocks the account; the customer's session
 * ends at once and the login form says the account is blocked.
 */
test('an admin blocks a customer whose session then ends', async ({ page, browser, baseURL }) => {
  const email = await signInNewCustomer(page, baseURL, 'blocked')
  await gotoHydrated(page, '/dashboard')
  await expect(page).toHaveURL(/\/dashboard$/)

  const admin = await adminPage(browser, baseURL)
  await gotoHydrated(admin, '/admin/customers?ui=en')
  await admin.getByRole('searchbox', { name: 'Search' }).fill(email)
  await admin.getByRole('button', { name: 'Filter' }).click()
  await expect(admin.getByText('1 customer')).toBeVisible()
  expect(await seriousViolations(admin)).toEqual([])
  await shot(admin, 'admin-customers')
  await admin.getByRole('link', { name: 'Erika Muster' }).first().click()
  await expect(admin.getByRole('heading', { level: 1, name: 'Erika Muster' })).toBeVisible()
  await admin.getByLabel('Reason (internal)').fill('Repeated chargebacks')
  await admin.getByRole('button', { name: 'Block account' }).click()
  await expect(admin.getByText('The account is blocked; its sessions have ended.')).toBeVisible()
  expect(await seriousViolations(admin)).toEqual([])
  await shot(admin, 'admin-customer')

  // The customer's next page is the login; logging in again is refused with the reason.
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/login/)
  await page.locator('html[data-hydrated="true"]').waitFor()
  await page.getByLabel('E-Mail-Adresse').fill(email)
  await page.getByLabel('Passwort').fill('Ein-gutes-Passwort-9')
  await page.getByRole('button', { name: 'Anmelden' }).last().click()
  await expect(
    page.getByText('Dieses Kundenkonto ist gesperrt. Bitte wenden Sie sich an unseren Service.'),
  ).toBeVisible()

  // A newsletter subscription confirmed by its link shows with its consent record.
  const subscribe = await page.request.post('/api/newsletter.php', {
    data: { action: 'subscribe', email: `nl-${email}` },
    headers: { origin: baseURL ?? '' },
  })
  expect(subscribe.ok()).toBe(true)
  const mail = await waitForMail(e2eDataDir, `nl-${email}`, 'newsletterConfirm')
  const token = new URL(linkIn(mail, '/newsletter?confirm=')).searchParams.get('confirm')
  const confirm = await page.request.post('/api/newsletter.php', {
    data: { action: 'confirm', token },
    headers: { origin: baseURL ?? '' },
  })
  expect(confirm.ok()).toBe(true)
  await gotoHydrated(admin, `/admin/newsletter?q=${encodeURIComponent(`nl-${email}`)}`)
  await expect(admin.getByText('1 address')).toBeVisible()
  await expect(admin.getByRole('heading', { name: 'Newsletter subscribers' })).toBeVisible()
  expect(await seriousViolations(admin)).toEqual([])
  await shot(admin, 'admin-newsletter')
  await admin.context().close()
})
