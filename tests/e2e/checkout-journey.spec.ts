import { linkIn, waitForMail } from '../support/outbox.ts'
import { officeMeasure } from '../support/shop-data.ts'
import { designIntoCart, e2eDataDir, expect, gotoHydrated, test, withSignupProof } from './fixtures.ts'

test('registered from checkout, back in checkout; the draft survives Back and the address is saved', async ({
  page,
  baseURL,
}, info) => {
  test.setTimeout(150_000)
  const origin = { origin: baseURL ?? '' }
  const api = async (path: string, data: Record<string, unknown>) => {
    const response = await page.request.post(path, { data, headers: origin })
    expect(response.ok(), `${path} ${await response.text()}`).toBe(true)
    return response.json()
  }
  await designIntoCart(page)

  // Registering from checkout: the welcome mail's link, opened in the browser that registered,
  // logs it in and leads back to checkout.
  await gotoHydrated(page, '/checkout')
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcheckout/)
  const email = `journey-${info.project.name}-${Date.now()}@example.com`
  const password = 'Ein-gutes-Passwort-9'
  await api(
    '/api/account.php',
    await withSignupProof(page.request, {
      action: 'register',
      email,
      password,
      firstName: 'Erika',
      lastName: 'Muster',
      redirectTo: '/checkout',
    }),
  )
  const link = new URL(linkIn(await waitForMail(e2eDataDir, email, 'welcome'), '/login?confirm='))
  await gotoHydrated(page, `${link.pathname}${link.search}`)
  await expect(page).toHaveURL(/\/checkout$/)
  await page.locator('html[data-hydrated="true"]').waitFor()

  // The first address is offered for the address book, on by default.
  await expect(page.getByRole('checkbox', { name: 'Adresse speichern' })).toBeChecked()
  await page.getByLabel('Straße und Hausnummer').fill('Hauptstraße 5')
  await page.getByLabel('Adresszusatz').fill('Hinterhaus')
  await page.getByLabel('Postleitzahl').fill('10115')
  await page.getByLabel('Ort', { exact: true }).fill('Berlin')
  await page.getByLabel('Testzahlung (Demo-Modus)').check()

  // Leaving halfway with Back and coming again keeps the draft.
  await page.goBack()
  await expect(page).not.toHaveURL(/\/checkout$/)
  await api('/api/measures.php', { action: 'save', measure: officeMeasure })
  await gotoHydrated(page, '/cart')
  await page.getByLabel('Maßprofil').selectOption({ label: 'Büro' })
  await page.getByRole('link', { name: 'Zur Kasse' }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  await page.locator('html[data-hydrated="true"]').waitFor()
  await expect(page.getByLabel('Straße und Hausnummer')).toHaveValue('Hauptstraße 5')
  await expect(page.getByLabel('Adresszusatz')).toHaveValue('Hinterhaus')
  await expect(page.getByLabel('Postleitzahl')).toHaveValue('10115')
  await expect(page.getByLabel('Testzahlung (Demo-Modus)')).toBeChecked()

  await page.getByRole('checkbox', { name: /Ich akzeptiere die Allgemeinen Geschäftsbedingungen/ }).check()
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click()
  await expect(page).toHaveURL(/\/order\/completed\?order=\d+/)
  const book = await api('/api/addresses.php', { action: 'list' })
  expect(book.addresses).toMatchObject([
    { street: 'Hauptstraße 5', addition: 'Hinterhaus', postalCode: '10115', city: 'Berlin' },
  ])
  // The next checkout starts from the saved address, not from an old draft.
  expect(await page.evaluate(() => window.sessionStorage.getItem('nf-checkout-draft'))).toBeNull()
})
