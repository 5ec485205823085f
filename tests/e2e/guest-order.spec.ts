import { linkIn, waitForMail } from '../support/outbox.ts'
import { officeMeasure } from '../support/shop-data.ts'
import { e2eDataDir, expect, gotoHydrated, snap, test } from './fixtures.ts'

/**
 * Paying without an account, and without a second login: a guest's design and profile ordered
 * as a guest, then one password on the order's page makes the account; and a registration from
 * checkout whose mailed link logs the same browser in and returns to checkout.
 */
test('a guest orders their design and makes the account with one click', async ({ page, baseURL }, info) => {
  test.setTimeout(150_000)
  const origin = { origin: baseURL ?? '' }
  const api = async (path: string, data: Record<string, unknown>) => {
    const response = await page.request.post(path, { data, headers: origin })
    expect(response.ok(), `${path} ${await response.text()}`).toBe(true)
    return response.json()
  }
  // 'Meine Hemden' of a guest: a design with a measurement profile, kept by the session.
  const { shirtId } = await api('/api/shirt.php', { action: 'create' })
  const { measureId } = await api('/api/measures.php', { action: 'save', measure: officeMeasure })
  await api('/api/shirt.php', { action: 'measures', shirtId, measureId })
  await api('/api/cart.php', { action: 'add', item: { type: 'shirt', shirtId } })

  await gotoHydrated(page, '/checkout')
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcheckout/)
  await snap(page, 'guest-login-offer', info.project.name)
  await page.getByRole('link', { name: 'Als Gast bestellen' }).click()
  await expect(page).toHaveURL(/\/checkout\?guest=1$/)
  await page.locator('html[data-hydrated="true"]').waitFor()
  const email = `guest-${info.project.name}-${Date.now()}@example.com`
  await page.getByLabel('E-Mail-Adresse').fill(email)
  await page.getByLabel('Vorname').fill('Gustav')
  await page.getByLabel('Nachname').fill('Gast')
  await page.getByLabel('Straße und Hausnummer').fill('Hauptstraße 5')
  await page.getByLabel('Postleitzahl').fill('10115')
  await page.getByLabel('Ort', { exact: true }).fill('Berlin')
  await page.getByLabel('Testzahlung (Demo-Modus)').check()
  await expect(page.getByText('Büro').first()).toBeVisible()
  await snap(page, 'guest-checkout', info.project.name)
  await page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check()
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click()

  // The order's own page, by its link; the mail carries the same link.
  await expect(page).toHaveURL(/\/gastbestellung\/[A-Za-z0-9_-]{43}$/)
  await page.locator('html[data-hydrated="true"]').waitFor()
  const mail = await waitForMail(e2eDataDir, email, 'orderConfirmation')
  expect(linkIn(mail, '/gastbestellung/')).toBe(page.url())
  await expect(page.getByRole('heading', { name: 'Mit einem Klick ein Kundenkonto anlegen' })).toBeVisible()
  const number = /NF-\d{4}-\d{6}/.exec((await page.getByText('Ihre Bestellnummer').textContent()) ?? '')?.[0]
  expect(number).toBeTruthy()
  await snap(page, 'guest-order-page', info.project.name)

  await page.getByLabel('Passwort').fill('Ein-gutes-Passwort-9')
  await page.getByRole('button', { name: 'Kundenkonto anlegen' }).click()
  await expect(page).toHaveURL(/\/dashboard\/orders$/)
  await expect(page.getByText(number ?? 'no number').first()).toBeVisible()
  await snap(page, 'guest-account-orders', info.project.name)
  // The design went with the account: 'Meine Hemden' lists it.
  const listed = await api('/api/shirt.php', { action: 'list', status: [0, 1, 2] })
  expect(JSON.stringify(listed.shirts)).toContain(`:${shirtId},`)
})

test('registered from checkout: the mailed link logs this browser in and returns to checkout', async ({
  page,
  baseURL,
}, info) => {
  test.setTimeout(120_000)
  const origin = { origin: baseURL ?? '' }
  const created = await page.request.post('/api/shirt.php', { data: { action: 'create' }, headers: origin })
  const { shirtId } = await created.json()
  await page.request.post('/api/cart.php', {
    data: { action: 'add', item: { type: 'shirt', shirtId } },
    headers: origin,
  })
  await gotoHydrated(page, '/checkout')
  await page.getByRole('link', { name: 'Jetzt registrieren' }).click()
  await expect(page).toHaveURL(/\/register\?redirectTo=/)
  await page.locator('html[data-hydrated="true"]').waitFor()
  const email = `checkout-register-${info.project.name}-${Date.now()}@example.com`
  await page.getByLabel('Vorname').fill('Erika')
  await page.getByLabel('Nachname').fill('Muster')
  await page.getByLabel('E-Mail-Adresse').fill(email)
  await page.getByLabel('Passwort').fill('Ein-gutes-Passwort-9')
  await page.getByRole('button', { name: 'Kundenkonto anlegen' }).click()
  await expect(page.getByRole('heading', { name: 'Bitte sehen Sie in Ihr Postfach' })).toBeVisible()
  const link = new URL(linkIn(await waitForMail(e2eDataDir, email, 'welcome'), '/login?confirm='))
  await gotoHydrated(page, `${link.pathname}${link.search}`)
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(page.getByRole('heading', { name: 'Kasse' }).first()).toBeVisible()
})

test('without JavaScript: the guest order and the account are form posts', async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(120_000)
  const origin = { origin: baseURL ?? '' }
  const api = async (path: string, data: Record<string, unknown>) =>
    (await page.request.post(path, { data, headers: origin })).json()
  const { shirtId } = await api('/api/shirt.php', { action: 'create' })
  const { measureId } = await api('/api/measures.php', { action: 'save', measure: officeMeasure })
  await api('/api/shirt.php', { action: 'measures', shirtId, measureId })
  await api('/api/cart.php', { action: 'add', item: { type: 'shirt', shirtId } })
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  })
  const plain = await context.newPage()
  await plain.goto('/checkout')
  await plain.getByRole('link', { name: 'Als Gast bestellen' }).click()
  await plain.getByLabel('E-Mail-Adresse').fill('keine-adresse')
  await plain.getByLabel('Vorname').fill('Gustav')
  await plain.getByLabel('Nachname').fill('Gast')
  await plain.getByLabel('Straße und Hausnummer').fill('Hauptstraße 5')
  await plain.getByLabel('Postleitzahl').fill('10115')
  await plain.getByLabel('Ort', { exact: true }).fill('Berlin')
  await plain.getByLabel('Testzahlung (Demo-Modus)').check()
  await plain.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check()
  await plain.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click()
  // Refused at the e-mail field, in the page's language; what was typed stays.
  await expect(plain.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein')).toBeVisible()
  await expect(plain.getByLabel('Straße und Hausnummer')).toHaveValue('Hauptstraße 5')
  await plain.getByLabel('E-Mail-Adresse').fill(`nojs-guest-${Date.now()}@example.com`)
  await plain.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check()
  await plain.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click()
  await expect(plain).toHaveURL(/\/gastbestellung\/[A-Za-z0-9_-]{43}$/)
  await plain.getByLabel('Passwort').fill('kurz')
  await plain.getByRole('button', { name: 'Kundenkonto anlegen' }).click()
  await expect(plain.getByText('Das Passwort muss mindestens 8 Zeichen lang sein.')).toBeVisible()
  await plain.getByLabel('Passwort').fill('Ein-gutes-Passwort-9')
  await plain.getByRole('button', { name: 'Kundenkonto anlegen' }).click()
  await expect(plain).toHaveURL(/\/dashboard\/orders$/)
  await context.close()
})
