import { officeMeasure } from '../support/shop-data.ts'
import { expect, gotoHydrated, signInNewCustomer, test } from './fixtures.ts'

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

test('a refused address in the address book moves the focus to the field in error', async ({
  page,
  baseURL,
}) => {
  await signInNewCustomer(page, baseURL, 'focus-address')
  await gotoHydrated(page, '/dashboard/addresses')
  await page.getByLabel('Vorname').fill('Erika')
  await page.getByLabel('Nachname').fill('Muster')
  await page.getByLabel('Straße und Hausnummer').fill('Hauptstraße 5')
  await page.getByLabel('PLZ').fill('1')
  await page.getByLabel('Ort', { exact: true }).fill('Berlin')
  await page.getByRole('button', { name: 'Adresse speichern' }).click()
  const postalCode = page.getByLabel('PLZ')
  await expect(postalCode).toHaveAttribute('aria-invalid', 'true')
  await expect(postalCode).toBeFocused()
  await expect(postalCode).toBeInViewport()
})

test('a checkout with a missing street moves the focus to the street', async ({ page, baseURL }) => {
  await signInNewCustomer(page, baseURL, 'focus-checkout')
  const origin = { origin: baseURL ?? '' }
  const created = await page.request.post('/api/shirt.php', { data: { action: 'create' }, headers: origin })
  const { shirtId } = await created.json()
  const added = await page.request.post('/api/cart.php', {
    data: { action: 'add', item: { type: 'shirt', shirtId } },
    headers: origin,
  })
  expect(added.ok()).toBe(true)
  const saved = await page.request.post('/api/measures.php', {
    data: { action: 'save', measure: officeMeasure },
    headers: origin,
  })
  expect(saved.ok()).toBe(true)
  await gotoHydrated(page, '/cart')
  await page.getByLabel('Maßprofil').selectOption({ label: 'Büro' })
  await expect(page.getByText('Noch kein Maßprofil – vor der Bestellung nötig.')).toHaveCount(0)
  await gotoHydrated(page, '/checkout')
  await page.getByLabel('Postleitzahl').fill('10115')
  await page.getByLabel('Ort', { exact: true }).fill('Berlin')
  await page.getByRole('checkbox', { name: /Ich akzeptiere die Allgemeinen Geschäftsbedingungen/ }).check()
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click()
  const street = page.getByLabel('Straße und Hausnummer')
  await expect(street).toHaveAttribute('aria-invalid', 'true')
  await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused()
  await expect(street).toBeFocused()
  await expect(street).toBeInViewport()
})
