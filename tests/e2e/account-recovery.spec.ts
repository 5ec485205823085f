import { linkIn, waitForMail } from '../support/outbox.ts'
import { consentCookie } from './consent-cookie.ts'
import { e2eDataDir, expect, firstChange, gotoHydrated, snap, test } from './fixtures.ts'

/**
 * A customer created through registration and the confirmation link in the outbox, opened in
 * another browser (which only confirms), so `page` stays logged out.
 */
async function registerAndConfirm(page: import('@playwright/test').Page, email: string, password: string) {
  await gotoHydrated(page, '/register')
  await page.getByLabel('Vorname').fill('Clara')
  await page.getByLabel('Nachname').fill('Zuschnitt')
  await page.getByLabel('E-Mail-Adresse').fill(email)
  await page.getByLabel('Passwort').fill(password)
  await page.getByRole('button', { name: 'Kundenkonto anlegen' }).click()
  await expect(page.getByRole('heading', { name: 'Bitte sehen Sie in Ihr Postfach' })).toBeVisible()
  const welcome = await waitForMail(e2eDataDir, email, 'welcome')
  const other = await page.context().browser()?.newContext()
  if (!other) throw new Error('no browser for a second context')
  const elsewhere = await other.newPage()
  await gotoHydrated(elsewhere, linkIn(welcome, '/login?confirm='))
  await expect(elsewhere.getByText('Ihre E-Mail-Adresse ist bestätigt', { exact: false })).toBeVisible()
  await other.close()
}

test('forgotten password: link from the outbox, new password, login; the link works only once', async ({
  page,
}, info) => {
  const email = `reset-${Date.now()}-${info.project.name}@example.com`
  await registerAndConfirm(page, email, 'erstes langes Passwort')

  await gotoHydrated(page, '/login')
  await page.getByRole('link', { name: 'Passwort vergessen?' }).click()
  await page.waitForURL('**/forgot-password')
  await page.getByRole('button', { name: 'Link anfordern' }).click()
  await expect(page.getByText('Bitte geben Sie Ihre E-Mail-Adresse ein.')).toBeVisible()
  await snap(page, 'forgot-password-error', info.project.name)
  await page.getByLabel('E-Mail-Adresse').fill(email)
  await page.getByRole('button', { name: 'Link anfordern' }).click()
  await expect(page.getByText(`Falls für ${email} ein Kundenkonto besteht`, { exact: false })).toBeVisible()
  await snap(page, 'forgot-password-sent', info.project.name)

  const mail = await waitForMail(e2eDataDir, email, 'passwordReset')
  expect(mail.subject).toBe('Neues Passwort für Ihr Kundenkonto')
  const link = linkIn(mail, '/password-recovery?token=')
  await gotoHydrated(page, link)
  await page.getByLabel('Neues Passwort').fill('kurz')
  await page.getByRole('button', { name: 'Passwort speichern' }).click()
  await expect(page.getByText('Das Passwort muss mindestens 8 Zeichen lang sein.')).toBeVisible()
  await snap(page, 'password-recovery', info.project.name)
  await page.getByLabel('Neues Passwort').fill('zweites langes Passwort')
  await page.getByRole('button', { name: 'Passwort speichern' }).click()
  await page.waitForURL('**/login?reset=1')
  await expect(page.getByText('Ihr neues Passwort ist gespeichert.', { exact: false })).toBeVisible()
  await page.getByLabel('E-Mail-Adresse').fill(email)
  await page.getByLabel('Passwort').fill('zweites langes Passwort')
  await page.getByRole('button', { name: 'Anmelden' }).click()
  await page.waitForURL('**/dashboard')
  await expect(page.getByText('Willkommen zurück, Clara.')).toBeVisible()
  await page.getByRole('button', { name: 'Abmelden' }).click()
  await page.waitForURL((url) => url.pathname === '/')

  await gotoHydrated(page, link)
  await expect(page.getByText('Dieser Link wurde bereits verwendet.', { exact: false })).toBeVisible()
  await expect(page.getByLabel('Neues Passwort')).toHaveCount(0)
  await snap(page, 'password-recovery-used', info.project.name)
})

test('a design made before registering is in the account when logging in elsewhere', async ({
  page,
  browser,
  baseURL,
}, info) => {
  await gotoHydrated(page, '/hemdendesigner')
  await firstChange(page)
  await expect(page.getByTestId('design-summary')).toContainText('Kent')
  const email = `carry-${Date.now()}-${info.project.name}@example.com`
  await registerAndConfirm(page, email, 'ein langes Passwort')

  const elsewhere = await browser.newContext({ baseURL, viewport: page.viewportSize() })
  await elsewhere.addCookies([consentCookie(baseURL as string)])
  const other = await elsewhere.newPage()
  await other.goto('/login')
  await other.locator('html[data-hydrated="true"]').waitFor()
  await other.getByLabel('E-Mail-Adresse').fill(email)
  await other.getByLabel('Passwort').fill('ein langes Passwort')
  await other.getByRole('button', { name: 'Anmelden' }).click()
  await other.waitForURL('**/dashboard')
  await expect(
    other.getByRole('region', { name: 'Ihre letzten Entwürfe' }).getByRole('listitem'),
  ).toHaveCount(1)
  await snap(other, 'dashboard-with-design', info.project.name)
  await elsewhere.close()
})
