import { expect, gotoHydrated, test } from './fixtures.ts'

/**
 * After a failed submit the visitor sees what went wrong: the focus moves to the first field in
 * error (or the form's alert) and it is scrolled into view, also on a phone where the error
 * would otherwise sit above the visible part of the page.
 */
test('registration moves the focus to the field in error', async ({ page }) => {
  await gotoHydrated(page, '/register')
  await page.getByLabel('Vorname').fill('Ida')
  await page.getByLabel('Nachname').fill('Naht')
  await page.getByLabel('E-Mail-Adresse').fill(`focus-${Date.now()}@example.com`)
  await page.getByLabel('Passwort', { exact: true }).fill('password')
  await page.getByRole('button', { name: 'Kundenkonto anlegen' }).click()
  const password = page.getByLabel('Passwort', { exact: true })
  await expect(password).toHaveAttribute('aria-invalid', 'true')
  await expect(password).toBeFocused()
  await expect(password).toBeInViewport()
  await expect(password).toHaveValue('password')
})

test('a failed login moves the focus to its message', async ({ page }) => {
  await gotoHydrated(page, '/en/login')
  await page.getByLabel('Email address').fill('nobody@example.com')
  await page.getByLabel('Password', { exact: true }).fill('not the password 1')
  await page.getByRole('button', { name: 'Sign in' }).click()
  const alert = page.getByRole('alert')
  await expect(alert).toBeVisible()
  await expect(alert).toBeFocused()
  await expect(alert).toBeInViewport()
})
