import type { APIRequestContext } from '@playwright/test'
import { linkIn, waitForMail } from '../support/outbox.ts'
import { officeMeasure, prepaidOrder } from '../support/shop-data.ts'
import { e2eDataDir, expect, gotoHydrated, snap, test, withSignupProof } from './fixtures.ts'

const password = 'ein langes Passwort'

/**
 * Back office, orders: a staff member marks an order shipped with a tracking number in /admin (desktop and
 * phone), the customer sees it in /dashboard/orders and got the shipping mail.
 */
test('staff mark an order shipped; the customer sees the tracking and got the mail', async ({
  page,
  browser,
}, info) => {
  await gotoHydrated(page, '/')
  const origin = new URL(page.url()).origin
  const call = async (request: APIRequestContext, path: string, data: Record<string, unknown>) => {
    const response = await request.post(path, { data, headers: { origin } })
    expect(response.ok(), `${path} ${await response.text()}`).toBe(true)
    return response.json()
  }
  const register = async (request: APIRequestContext, email: string, firstName: string) => {
    await call(
      request,
      '/api/account.php',
      await withSignupProof(request, {
        action: 'register',
        email,
        password,
        firstName,
        lastName: 'Knopf',
      }),
    )
    const welcome = await waitForMail(e2eDataDir, email, 'welcome')
    const token = new URL(linkIn(welcome, '/login?confirm=')).searchParams.get('confirm')
    await call(request, '/api/account.php', { action: 'confirmRegistration', token })
  }
  const stamp = `${info.project.name}-${Date.now()}`

  // A customer orders a measured design…
  const buyer = await browser.newContext({ baseURL: origin })
  const email = `kunde-${stamp}@example.com`
  await register(buyer.request, email, 'Paula')
  await call(buyer.request, '/api/account.php', { action: 'login', email, password })
  const { shirtId } = await call(buyer.request, '/api/shirt.php', { action: 'create' })
  const { measureId } = await call(buyer.request, '/api/measures.php', {
    action: 'save',
    measure: { ...officeMeasure, set_name: 'Büro' },
  })
  await call(buyer.request, '/api/shirt.php', { action: 'measures', shirtId, measureId })
  await call(buyer.request, '/api/cart.php', { action: 'add', item: { type: 'shirt', shirtId } })
  const { number, orderId } = await call(buyer.request, '/api/checkout.php', prepaidOrder)

  // …the admin grants a new account the staff role, books the payment and starts production…
  const admin = await browser.newContext({ baseURL: origin })
  await call(admin.request, '/api/account.php', {
    action: 'login',
    email: 'admin@example.com',
    password: 'Admin-Passwort-1',
  })
  const staffEmail = `werkstatt-${stamp}@example.com`
  await register(admin.request, staffEmail, 'Wera')
  await call(admin.request, '/api/admin/staff.php', { email: staffEmail, role: 'staff' })
  await call(admin.request, '/api/admin/orders.php', { action: 'setStatus', orderId, status: 'paid' })
  await call(admin.request, '/api/admin/orders.php', {
    action: 'setStatus',
    orderId,
    status: 'in_production',
  })
  await admin.close()

  // …and the staff member ships it from the back office.
  await call(page.request, '/api/account.php', { action: 'login', email: staffEmail, password })
  // The browser asks for English; the staff member picks German in the header's switch.
  await gotoHydrated(page, '/admin?ui=de')
  await expect(page.getByRole('heading', { name: 'Übersicht' })).toBeVisible()
  await snap(page, 'admin-overview', info.project.name)
  await page
    .getByRole('navigation', { name: 'Backoffice' })
    .getByRole('link', { name: 'Bestellungen' })
    .click()
  await page.getByRole('searchbox', { name: 'Suche' }).fill(number)
  await page.getByRole('button', { name: 'Filtern' }).click()
  await expect(page).toHaveURL(new RegExp(`q=${number}`))
  await expect(page.getByText('1 Bestellung', { exact: true })).toBeVisible()
  await snap(page, 'admin-orders', info.project.name)
  await page.getByRole('link', { name: number }).filter({ visible: true }).click()
  await expect(page.getByRole('heading', { name: `Bestellung ${number}` })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Produktionsblatt (PDF)' })).toHaveAttribute(
    'href',
    `/admin/orders/${orderId}/sheet.pdf`,
  )
  await page.getByLabel('Versanddienst').selectOption('DHL')
  await page.getByLabel('Sendungsnummer').fill('00340434161094042557')
  await page.getByRole('button', { name: 'Als versandt markieren' }).click()
  await expect(page.getByRole('status')).toContainText('Die Bestellung ist jetzt: Versandt')
  await expect(page.getByText('Versandt mit DHL: 00340434161094042557')).toBeVisible()
  await snap(page, 'admin-order', info.project.name)

  // The customer got the mail and sees the shipment on their order.
  const mail = await waitForMail(e2eDataDir, email, 'orderShipped')
  expect(mail.subject).toBe(`Ihre Bestellung ${number} ist unterwegs`)
  expect(mail.text).toContain('00340434161094042557')
  const customerPage = await buyer.newPage()
  await customerPage.goto(`/dashboard/orders?order=${orderId}`)
  // The number once, as the carrier's link; the date from the day it was shipped, not the one
  // planned at the order.
  const shipment = customerPage.getByTestId('shipment')
  await expect(shipment).toHaveText(
    /^Am \d{1,2}\. \S+ \d{4} mit DHL versandt\. Sendungsnummer: 00340434161094042557$/,
  )
  await expect(shipment.getByRole('link', { name: '00340434161094042557' })).toHaveAttribute(
    'href',
    /dhl\.de/,
  )
  await expect(customerPage.getByTestId('delivery')).toHaveText(
    /^Voraussichtliche Zustellung: \d{1,2}\. \S+ \d{4} \(DHL stellt meist innerhalb von 3 Werktagen zu\)$/,
  )
  await buyer.close()
})
