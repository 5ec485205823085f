import { linkIn, waitForMail } from '../support/outbox.ts'
import { officeMeasure, prepaidOrder } from '../support/shop-data.ts'
import { seriousViolations } from './axe.ts'
import { e2eDataDir, expect, gotoHydrated, snap, test, withSignupProof } from './fixtures.ts'

const password = 'ein langes Passwort'

/**
 * A fresh confirmed customer, logged in on the dashboard: registered, confirmed and logged in
 * through the account API (the registration page and its link have their own journeys).
 */
async function freshCustomer(page: import('@playwright/test').Page, tag: string) {
  const email = `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`
  await gotoHydrated(page, '/')
  const origin = new URL(page.url()).origin
  const post = async (data: Record<string, unknown>) => {
    const response = await page.request.post('/api/account.php', { data, headers: { origin } })
    expect(response.ok(), await response.text()).toBe(true)
  }
  await post(
    await withSignupProof(page.request, {
      action: 'register',
      email,
      password,
      firstName: 'Paul',
      lastName: 'Knopf',
    }),
  )
  const welcome = await waitForMail(e2eDataDir, email, 'welcome')
  await post({
    action: 'confirmRegistration',
    token: new URL(linkIn(welcome, '/login?confirm=')).searchParams.get('confirm'),
  })
  await post({ action: 'login', email, password })
  await gotoHydrated(page, '/dashboard')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Mein Konto' })).toBeVisible()
  return email
}

test('dashboard overview and profile: names at once, the email after the confirmation link', async ({
  page,
}, info) => {
  const email = await freshCustomer(page, 'profile')
  await expect(page.getByText('Sie haben noch keine Bestellung aufgegeben.')).toBeVisible()
  await snap(page, 'dashboard-overview', info.project.name)

  await gotoHydrated(page, '/dashboard/profile')
  await page.getByLabel('Vorname').fill('')
  await page.getByRole('button', { name: 'Speichern' }).click()
  await expect(page.getByText('Bitte geben Sie Ihren Vornamen ein.')).toBeVisible()
  await page.getByLabel('Vorname').fill('Paula')
  await page.getByLabel('Anrede').selectOption('Frau')
  const next = email.replace('profile-', 'neu-')
  await page.getByLabel('E-Mail-Adresse').fill(next)
  await page.getByRole('button', { name: 'Speichern' }).click()
  await expect(page.getByText('Nur nötig, wenn Sie die E-Mail-Adresse ändern.')).toBeVisible()
  await expect(page.getByText('Bitte geben Sie Ihr aktuelles Passwort ein.')).toBeVisible()
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue(next)
  await page.getByLabel('Aktuelles Passwort').fill(password)
  await page.getByRole('button', { name: 'Speichern' }).click()
  await expect(page.getByText(`Bestätigungslink an ${next}`, { exact: false })).toBeVisible()
  await snap(page, 'dashboard-profile', info.project.name)
  const mail = await waitForMail(e2eDataDir, next, 'emailChangeConfirm')
  await gotoHydrated(page, linkIn(mail, '/dashboard/profile?confirmEmail='))
  await expect(page.getByText('Ihre neue E-Mail-Adresse ist bestätigt.', { exact: false })).toBeVisible()
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue(next)
  await expect(page.getByLabel('Vorname')).toHaveValue('Paula')
})

test('dashboard password: wrong current password at the field, then changed with a mail', async ({
  page,
}, info) => {
  const email = await freshCustomer(page, 'password')
  await gotoHydrated(page, '/dashboard/password')
  await page.getByLabel('Aktuelles Passwort').fill('falsch falsch')
  await page.getByLabel('Neues Passwort').fill('ein neues langes Passwort')
  await page.getByRole('button', { name: 'Passwort ändern' }).click()
  await expect(page.getByText('Das aktuelle Passwort ist nicht korrekt.')).toBeVisible()
  await snap(page, 'dashboard-password-error', info.project.name)
  await page.getByLabel('Aktuelles Passwort').fill(password)
  await page.getByLabel('Neues Passwort').fill('ein neues langes Passwort')
  await page.getByRole('button', { name: 'Passwort ändern' }).click()
  await expect(page.getByText('Ihr Passwort wurde geändert.', { exact: false })).toBeVisible()
  await snap(page, 'dashboard-password', info.project.name)
  await waitForMail(e2eDataDir, email, 'passwordChanged')
  // This device stays logged in.
  await gotoHydrated(page, '/dashboard')
  await expect(page.getByText('Willkommen zurück, Paul.')).toBeVisible()
})

test('dashboard addresses: postal code per country at the field, defaults, edit and delete', async ({
  page,
}, info) => {
  await freshCustomer(page, 'addresses')
  await gotoHydrated(page, '/dashboard/addresses')
  await expect(page.getByText('Sie haben noch keine Adresse gespeichert.', { exact: false })).toBeVisible()
  await page.getByLabel('Vorname').fill('Paul')
  await page.getByLabel('Nachname').fill('Knopf')
  await page.getByLabel('Straße und Hausnummer').fill('Schneidergasse 12')
  await page.getByLabel('PLZ').fill('1017')
  await page.getByLabel('Ort').fill('Berlin')
  await page.getByRole('button', { name: 'Adresse speichern' }).click()
  await expect(
    page.getByText('Diese Postleitzahl passt nicht zum gewählten Land.', { exact: false }),
  ).toBeVisible()
  await expect(page.getByLabel('Straße und Hausnummer')).toHaveValue('Schneidergasse 12')
  await snap(page, 'dashboard-addresses-error', info.project.name)
  await page.getByLabel('PLZ').fill('10178')
  await page.getByRole('button', { name: 'Adresse speichern' }).click()
  await expect(page.getByText('Die Adresse ist gespeichert.')).toBeVisible()

  await page.getByLabel('Vorname').fill('Paul')
  await page.getByLabel('Nachname').fill('Knopf')
  await page.getByLabel('Firma (optional)').fill('Knopf & Söhne')
  await page.getByLabel('Straße und Hausnummer').fill('Graben 1')
  await page.getByLabel('PLZ').fill('1010')
  await page.getByLabel('Ort').fill('Wien')
  await page.getByLabel('Land', { exact: true }).selectOption({ label: 'Österreich' })
  await page.getByRole('button', { name: 'Adresse speichern' }).click()
  await expect(page.getByRole('listitem').filter({ hasText: 'Wien' })).toBeVisible()
  const vienna = page.getByRole('listitem').filter({ hasText: 'Wien' })
  await vienna.getByRole('button', { name: 'Als Lieferadresse' }).click()
  await expect(page.getByText('Diese Adresse ist jetzt Ihre Lieferadresse.')).toBeVisible()
  await expect(vienna.getByText('Lieferadresse', { exact: true })).toBeVisible()
  await snap(page, 'dashboard-addresses', info.project.name)

  const berlin = page.getByRole('listitem').filter({ hasText: 'Berlin' })
  await berlin.getByRole('link', { name: 'Adresse von Paul Knopf bearbeiten' }).click()
  await expect(page.getByRole('heading', { name: 'Adresse bearbeiten' })).toBeVisible()
  await page.getByLabel('Ort').fill('Berlin-Mitte')
  await page.getByRole('button', { name: 'Speichern' }).click()
  await expect(page.getByRole('listitem').filter({ hasText: 'Berlin-Mitte' })).toBeVisible()
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Wien' })
    .getByRole('button', { name: 'Adresse von Paul Knopf löschen' })
    .click()
  await expect(page.getByText('Die Adresse wurde gelöscht.')).toBeVisible()
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: 'Berlin-Mitte' })
      .getByText('Lieferadresse', { exact: true }),
  ).toBeVisible()
})

test('dashboard settings: language, export and deleting the account', async ({ page }, info) => {
  const email = await freshCustomer(page, 'settings')
  await gotoHydrated(page, '/dashboard/settings')
  await snap(page, 'dashboard-settings', info.project.name)
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Meine Daten herunterladen' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('nadel-und-faden-meine-daten.json')
  const exported = JSON.parse(
    await (await import('node:fs/promises')).readFile((await file.path()) as string, 'utf8'),
  )
  expect(exported.account.email).toBe(email)

  await page.getByLabel('Sprache').selectOption('en')
  await page.getByLabel(/newsletter/i).check()
  await page.getByRole('button', { name: 'Speichern' }).click()
  await page.waitForURL('**/en/dashboard/settings?saved=1')
  await expect(page.getByText('Your settings have been saved.')).toBeVisible()
  await expect(page.getByLabel(/newsletter/i)).toBeChecked()
  // The box starts the double opt-in: subscribed only after the link of the confirmation mail.
  await expect(page.getByText('We have sent you a confirmation link.', { exact: false })).toBeVisible()
  await waitForMail(e2eDataDir, email, 'newsletterConfirm')

  await page.getByLabel('To confirm: your password').fill('wrong wrong')
  await page.getByRole('button', { name: 'Delete my account for good' }).click()
  await expect(page.getByText('The current password is not correct.')).toBeVisible()
  await page.getByLabel('To confirm: your password').fill(password)
  await page.getByRole('button', { name: 'Delete my account for good' }).click()
  await page.waitForURL('**/en/login?deleted=1')
  await expect(page.getByText('Your account has been deleted.', { exact: false })).toBeVisible()
  const goodbye = await waitForMail(e2eDataDir, email, 'accountDeleted')
  expect(goodbye.subject).toBe('Your account has been deleted')
})

test('the workshop finds an order, prints and reads its sheet and books its payment', async ({
  page,
  browser,
}, info) => {
  await gotoHydrated(page, '/')
  const origin = new URL(page.url()).origin
  const call = async (request: typeof page.request, path: string, data: Record<string, unknown>) => {
    const response = await request.post(path, { data, headers: { origin } })
    expect(response.ok(), `${path} ${await response.text()}`).toBe(true)
    return response.json()
  }
  // A customer orders a measured design (in a context of their own)…
  const buyer = await browser.newContext({ baseURL: origin })
  const email = `werkstatt-${info.project.name}-${Date.now()}@example.com`
  await call(
    buyer.request,
    '/api/account.php',
    await withSignupProof(buyer.request, {
      action: 'register',
      email,
      password,
      firstName: 'Paul',
      lastName: 'Knopf',
    }),
  )
  const welcome = await waitForMail(e2eDataDir, email, 'welcome')
  const token = new URL(linkIn(welcome, '/login?confirm=')).searchParams.get('confirm')
  await call(buyer.request, '/api/account.php', { action: 'confirmRegistration', token })
  await call(buyer.request, '/api/account.php', { action: 'login', email, password })
  const { shirtId } = await call(buyer.request, '/api/shirt.php', { action: 'create' })
  const { measureId } = await call(buyer.request, '/api/measures.php', {
    action: 'save',
    measure: { ...officeMeasure, set_name: 'Werkstattprobe', size_wrist_1: 17.5 },
  })
  await call(buyer.request, '/api/shirt.php', { action: 'measures', shirtId, measureId })
  await call(buyer.request, '/api/cart.php', { action: 'add', item: { type: 'shirt', shirtId } })
  const { number } = await call(buyer.request, '/api/checkout.php', prepaidOrder)
  await buyer.close()

  // …and the workshop finds it, reads what to make and books the transfer.
  await call(page.request, '/api/account.php', {
    action: 'login',
    email: 'admin@example.com',
    password: 'Admin-Passwort-1',
  })
  // The old workshop path leads into the back office (German chosen in its header), state kept.
  await gotoHydrated(page, '/admin?ui=de')
  await gotoHydrated(page, '/dashboard/werkstatt?status=pending')
  await expect(page).toHaveURL(/\/admin\/workshop\?status=pending/)
  // The search finds it by its number; its production sheet is a real PDF.
  await page.getByRole('searchbox', { name: 'Suche' }).fill(number)
  await page.getByRole('button', { name: 'Suche' }).click()
  await page.waitForURL(/q=NF-/)
  await expect(page.getByRole('link', { name: /Alle bezahlten und in Produktion/ })).toBeVisible()
  await snap(page, 'workshop-list', info.project.name)
  const sheetLink = page.getByTestId('workshop-orders').getByRole('link', { name: 'Produktionsblatt (PDF)' })
  await expect(sheetLink).toHaveCount(1)
  const sheet = await page.request.get((await sheetLink.getAttribute('href')) ?? '')
  expect(sheet.status()).toBe(200)
  expect(sheet.headers()['content-type']).toBe('application/pdf')
  expect((await sheet.body()).subarray(0, 5).toString()).toBe('%PDF-')
  await page.getByTestId('workshop-orders').getByRole('link', { name: number }).click()
  await expect(page.getByRole('heading', { name: `Bestellung ${number}` })).toBeVisible()
  await expect(page.getByText('Paul Knopf').first()).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Zahlung eingegangen' }).click()
  await expect(page.getByRole('status')).toContainText('Die Bestellung ist jetzt: Bezahlt')
  await expect(page.getByRole('button', { name: 'In die Fertigung' })).toBeVisible()
  await snap(page, 'workshop-order', info.project.name)
})
