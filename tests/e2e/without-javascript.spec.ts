import { officeMeasure } from '../support/shop-data.ts'
import { consentCookie, parseConsentCookie } from './consent-cookie.ts'
import { designIntoCart, expect, gotoHydrated, signInNewCustomer, test } from './fixtures.ts'

/**
 * A tap before the JavaScript has loaded is not lost: login, every form of the cart and the
 * checkout's order button are real form posts that work with JavaScript switched off.
 */
test.describe('without JavaScript', () => {
  for (const [path, choice, categories] of [
    ['/shop/krawatten', 'Nur notwendige', ['necessary']],
    ['/fr/stoffe', 'Tout accepter', ['necessary', 'analytics', 'marketing']],
  ] as const) {
    test(`${path}: the cookie banner is there and '${choice}' is kept`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
      const page = await context.newPage()
      await page.goto(path)
      const banner = page.getByRole('dialog')
      await expect(banner).toBeVisible()
      await banner.getByRole('button', { name: choice }).click()
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      await expect(page.getByRole('dialog')).toHaveCount(0)
      const stored = (await context.cookies()).find((cookie) => cookie.name === 'cc_cookie')
      expect(parseConsentCookie(stored?.value)?.categories).toEqual(categories)
      await context.close()
    })
  }

  test('login: a wrong password is refused at the form, the right one opens the dashboard', async ({
    browser,
    baseURL,
  }) => {
    const setup = await browser.newContext({ baseURL })
    const email = await signInNewCustomer(await setup.newPage(), baseURL, 'nojs-login')
    await setup.close()

    const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
    await context.addCookies([consentCookie(baseURL ?? '')])
    const page = await context.newPage()
    await page.goto('/login')
    await page.getByLabel('E-Mail-Adresse').fill(email)
    await page.getByLabel('Passwort', { exact: true }).fill('Falsches-Passwort-1')
    await page.getByRole('button', { name: 'Anmelden' }).click()
    await expect(page.getByRole('alert')).toContainText('E-Mail-Adresse oder Passwort')
    await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue(email)

    await page.getByLabel('Passwort', { exact: true }).fill('Ein-gutes-Passwort-9')
    await page.getByRole('button', { name: 'Anmelden' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    // A page alike for everybody names no customer; its header's account link still leads there.
    await page.goto('/stoffe')
    await page.getByRole('banner').getByRole('link', { name: 'Anmelden' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.goto('/stoffe')
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^Warenkorb/ })
      .click()
    await expect(page).toHaveURL(/\/cart$/)
    await context.close()
  })

  test('checkout: a refused order keeps what was typed; the second post places the order', async ({
    page,
    baseURL,
    browser,
  }) => {
    test.setTimeout(120_000)
    // The cart is filled with JavaScript (the designer is a client-side configurator).
    await signInNewCustomer(page, baseURL, 'nojs-checkout')
    await designIntoCart(page)
    const saved = await page.request.post('/api/measures.php', {
      data: { action: 'save', measure: officeMeasure },
      headers: { origin: baseURL ?? '' },
    })
    expect(saved.ok()).toBe(true)
    await gotoHydrated(page, '/cart')
    await page.getByLabel('Maßprofil').selectOption({ label: 'Büro' })
    await expect(page.getByRole('link', { name: 'Zur Kasse' })).toBeVisible()

    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    })
    const plain = await context.newPage()
    await plain.goto('/checkout')
    await plain.getByLabel('Straße und Hausnummer').fill('Hauptstraße 5')
    await plain.getByLabel('Postleitzahl').fill('1011')
    await plain.getByLabel('Ort', { exact: true }).fill('Berlin')
    await plain.getByLabel('Testzahlung (Demo-Modus)').check()
    await plain.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click()

    // Refused at the fields: the postal code and the terms; the rest is still there.
    await expect(plain.getByText('Bitte bestätigen Sie die AGB, um zu bestellen.')).toBeVisible()
    await expect(plain.getByLabel('Postleitzahl')).toHaveAttribute('aria-invalid', 'true')
    await expect(plain.getByLabel('Straße und Hausnummer')).toHaveValue('Hauptstraße 5')
    await expect(plain.getByLabel('Testzahlung (Demo-Modus)')).toBeChecked()

    await plain.getByLabel('Postleitzahl').fill('10115')
    await plain.getByRole('checkbox', { name: /Ich akzeptiere die Allgemeinen Geschäftsbedingungen/ }).check()
    await plain.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click()
    await expect(plain).toHaveURL(/\/order\/completed\?order=\d+/)
    await expect(plain.getByRole('heading', { level: 1 })).toBeVisible()
    await context.close()
  })

  test('cart: a tie, a voucher, the amount, remove and undo, and the order, all as form posts', async ({
    page,
    baseURL,
    browser,
  }) => {
    test.setTimeout(120_000)
    await signInNewCustomer(page, baseURL, 'nojs-cart')
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    })
    const plain = await context.newPage()
    const tie = 'Seidenkrawatte uni – Marineblau'

    // The product page's form goes to the cart's action, which shows the cart.
    await plain.goto('/prod/seidenkrawatte-uni')
    await plain.getByLabel('Menge').fill('1')
    await plain.getByRole('button', { name: 'In den Warenkorb' }).click()
    await expect(plain).toHaveURL(/\/cart$/)
    const line = plain.getByTestId('cart-line').filter({ hasText: tie })
    await expect(line).toBeVisible()

    await plain.getByLabel('Gutscheincode').fill('DEMO-TEST-20')
    await plain.getByRole('button', { name: 'Einlösen' }).click()
    await expect(plain.getByRole('button', { name: 'Gutschein DEMO-TEST-20 entfernen' })).toBeVisible()

    await plain.getByRole('button', { name: `Menge erhöhen: ${tie}` }).click()
    await expect(line.getByTestId('cart-amount')).toHaveText('2')

    await plain.getByRole('button', { name: `${tie} entfernen` }).click()
    await expect(
      plain.getByRole('status').filter({ hasText: `${tie} wurde aus dem Warenkorb entfernt` }),
    ).toBeVisible()
    await expect(line).toHaveCount(0)
    await plain.getByRole('button', { name: 'Rückgängig' }).click()
    await expect(line.getByTestId('cart-amount')).toHaveText('2')

    // The demo voucher goes back off: an order would spend it for every later run of this server.
    await plain.getByRole('button', { name: 'Gutschein DEMO-TEST-20 entfernen' }).click()
    await expect(plain.getByRole('button', { name: 'Gutschein DEMO-TEST-20 entfernen' })).toHaveCount(0)

    await plain.getByRole('link', { name: 'Zur Kasse' }).click()
    await expect(plain).toHaveURL(/\/checkout$/)
    await plain.getByLabel('Straße und Hausnummer').fill('Hauptstraße 5')
    await plain.getByLabel('Postleitzahl').fill('10115')
    await plain.getByLabel('Ort', { exact: true }).fill('Berlin')
    await plain.getByLabel('Testzahlung (Demo-Modus)').check()
    await plain.getByRole('checkbox', { name: /Ich akzeptiere die Allgemeinen Geschäftsbedingungen/ }).check()
    await plain.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click()
    await expect(plain).toHaveURL(/\/order\/completed\?order=\d+/)
    await context.close()
  })

  test('designer: says that it needs JavaScript and where to go instead', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
    await context.addCookies([consentCookie(baseURL ?? '')])
    const plain = await context.newPage()
    await plain.goto('/hemdendesigner')
    const notice = plain.getByTestId('designer-noscript')
    await expect(notice).toContainText('Der Hemdendesigner braucht JavaScript')
    await notice.getByRole('link', { name: 'Zu den Accessoires' }).click()
    await expect(plain).toHaveURL(/\/shop$/)
    await context.close()
  })
})
