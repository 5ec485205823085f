import { officeMeasure } from '../support/shop-data.ts'
import { consentCookie, parseConsentCookie } from './consent-cookie.ts'
import { designIntoCart, expect, gotoHydrated, signInNewCustomer, test } from './fixtures.ts'

/**
 * A tap before the JavaScript has loaded is not lost: login and the checkout's order
 * button are real form posts that work with JavaScript switched off.
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
})
