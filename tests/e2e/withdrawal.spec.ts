import { linkIn, waitForMail } from '../support/outbox.ts'
import { berlinAddress } from '../support/shop-data.ts'
import { seriousViolations } from './axe.ts'
import { e2eDataDir, expect, gotoHydrated, snap, test, withSignupProof } from './fixtures.ts'

test('Vertrag widerrufen: footer link, two steps without login, receipt on screen and by mail', async ({
  page,
}, info) => {
  // Four axe runs on the phone profile take a while on a busy machine.
  test.setTimeout(60_000)
  await gotoHydrated(page, '/')
  await page
    .getByRole('navigation', { name: 'Rechtliches' })
    .getByRole('link', { name: 'Vertrag widerrufen' })
    .click()
  await expect(page).toHaveURL(/\/vertrag-widerrufen$/)
  await page.locator('html[data-hydrated="true"]').waitFor()
  await expect(page.getByRole('heading', { level: 1, name: 'Vertrag widerrufen' })).toBeVisible()
  await expect(page.getByTestId('withdrawal-excluded')).toContainText('Maßhemden')
  await expect(page.getByTestId('withdrawal-excluded')).toContainText('vom Widerrufsrecht ausgeschlossen')
  await expect(page.getByText('Schritt 1 von 2')).toBeVisible()
  await snap(page, 'withdrawal-step1', info.project.name)
  expect(await seriousViolations(page)).toEqual([])

  // Step 1 with mistakes: the errors stand at the fields, what was typed stays.
  await page.getByLabel('Vor- und Nachname').fill('Erika Muster')
  await page.getByLabel('E-Mail-Adresse').fill('erika@')
  await page.getByRole('button', { name: 'Weiter zur Bestätigung' }).click()
  await expect(page.getByText('Bitte prüfen Sie die markierten Felder.')).toBeVisible()
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('Bestellnummer')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Bitte geben Sie die Bestellnummer an.')).toBeVisible()
  await expect(page.getByLabel('Vor- und Nachname')).toHaveValue('Erika Muster')
  await snap(page, 'withdrawal-errors', info.project.name)
  expect(await seriousViolations(page)).toEqual([])

  const email = `widerruf-${info.project.name}-${Date.now()}@example.com`
  await page.getByLabel('E-Mail-Adresse').fill(email)
  await page.getByLabel('Bestellnummer').fill('nf-2026-000777')
  await expect(page.getByLabel('Welche Artikel?')).toBeHidden()
  await page.getByLabel('Nur bestimmte Artikel').check()
  await page.getByLabel('Welche Artikel?').fill('1 × Krawatte Seide navy')
  await page.getByRole('button', { name: 'Weiter zur Bestätigung' }).click()

  // Step 2: nothing is sent until the clearly labelled button.
  await expect(page.getByText('Schritt 2 von 2')).toBeVisible()
  // The page changed in place: keyboard and screen-reader users start at the new step.
  await expect(page.getByRole('heading', { name: /Prüfen und bestätigen/ })).toBeFocused()
  const declaration = page.getByTestId('withdrawal-declaration')
  await expect(declaration).toContainText('NF-2026-000777')
  await expect(declaration).toContainText('1 × Krawatte Seide navy')
  await expect(declaration).toContainText(email)
  await snap(page, 'withdrawal-step2', info.project.name)
  expect(await seriousViolations(page)).toEqual([])
  // 'Angaben ändern' goes back with everything kept.
  await page.getByRole('button', { name: 'Angaben ändern' }).click()
  await expect(page.getByLabel('Welche Artikel?')).toHaveValue('1 × Krawatte Seide navy')
  await page.getByRole('button', { name: 'Weiter zur Bestätigung' }).click()
  await page.getByRole('button', { name: 'Widerruf jetzt bestätigen' }).click()

  const receipt = page.getByTestId('withdrawal-receipt')
  await expect(receipt).toBeFocused()
  await expect(page.getByRole('heading', { level: 1, name: 'Ihr Widerruf ist eingegangen' })).toBeVisible()
  await expect(receipt).toContainText(/WR-[A-Z2-9]{5}-[A-Z2-9]{5}/)
  await expect(receipt).toContainText(/um \d{2}:\d{2}:\d{2} MES?Z/)
  const reference = (await receipt.textContent())?.match(/WR-[A-Z2-9]{5}-[A-Z2-9]{5}/)?.[0] ?? ''
  await snap(page, 'withdrawal-done', info.project.name)
  expect(await seriousViolations(page)).toEqual([])

  const mail = await waitForMail(e2eDataDir, email, 'withdrawalReceipt')
  expect(mail.subject).toContain(reference)
  expect(mail.text).toContain('NF-2026-000777')
  expect(mail.text).toContain('1 × Krawatte Seide navy')
  expect(mail.text).toMatch(/Eingegangen am \d{1,2}\. \w+ \d{4} um \d{2}:\d{2}:\d{2} MES?Z\./)
})

test('from the order page: order number, name and the withdrawable lines are filled in', async ({
  page,
  baseURL,
}, info) => {
  test.setTimeout(90_000)
  const api = async (path: string, data: Record<string, unknown>) => {
    const response = await page.request.post(path, { data, headers: { origin: baseURL ?? '' } })
    expect(response.ok(), `${path} ${await response.text()}`).toBe(true)
    return response.json()
  }
  const email = `widerruf-order-${info.project.name}-${Date.now()}@example.com`
  await api(
    '/api/account.php',
    await withSignupProof(page.request, {
      action: 'register',
      email,
      password: 'Ein-gutes-Passwort-9',
      firstName: 'Erika',
      lastName: 'Muster',
    }),
  )
  const welcome = await waitForMail(e2eDataDir, email, 'welcome')
  const token = new URL(linkIn(welcome, '/login?confirm=')).searchParams.get('confirm')
  await api('/api/account.php', { action: 'confirmRegistration', token })
  await api('/api/account.php', { action: 'login', email, password: 'Ein-gutes-Passwort-9' })
  await api('/api/cart.php', { action: 'add', item: { type: 'voucher', value: 50, recipientName: 'Paul' } })
  const placed = await api('/api/checkout.php', {
    action: 'placeOrder',
    billingAddress: berlinAddress,
    paymentMethod: 'prepayment',
    acceptTerms: true,
  })

  await gotoHydrated(page, `/dashboard/orders?order=${placed.orderId}`)
  await expect(page.getByTestId('order-withdrawal')).toBeVisible()
  await snap(page, 'withdrawal-order-link', info.project.name)
  await page.getByTestId('order-withdrawal').getByRole('link', { name: 'Vertrag widerrufen' }).click()
  await expect(page).toHaveURL(new RegExp(`/vertrag-widerrufen\\?order=${placed.number}$`))
  await page.locator('html[data-hydrated="true"]').waitFor()
  await expect(page.getByLabel('Bestellnummer')).toHaveValue(placed.number)
  await expect(page.getByLabel('Vor- und Nachname')).toHaveValue('Erika Muster')
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue(email)
  await page.getByLabel('Nur bestimmte Artikel').check()
  const line = page.getByRole('checkbox', { name: /Geschenkgutschein/ })
  await line.check()
  await snap(page, 'withdrawal-prefilled', info.project.name)
  await page.getByRole('button', { name: 'Weiter zur Bestätigung' }).click()
  await expect(page.getByTestId('withdrawal-declaration')).toContainText('Geschenkgutschein')
  await page.getByRole('button', { name: 'Widerruf jetzt bestätigen' }).click()
  await expect(page.getByTestId('withdrawal-receipt')).toContainText(placed.number)
  const mail = await waitForMail(e2eDataDir, email, 'withdrawalReceipt')
  expect(mail.text).toContain(placed.number)
  expect(mail.text).toContain('Geschenkgutschein')
})
