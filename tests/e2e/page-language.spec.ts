import type { Page } from '@playwright/test'
import { linkIn, waitForMail } from '../support/outbox.ts'
import { officeMeasure } from '../support/shop-data.ts'
import {
  e2eDataDir,
  expect,
  firstChange,
  gotoHydrated,
  messages,
  one,
  snap,
  test,
  tr,
  withSignupProof,
} from './fixtures.ts'

/**
 * The product rule: a visitor on /fr reads French in every answer, toast, dialog and mail, however
 * they arrived. The visitor here arrives without the language switcher: the session and the
 * language cookie say German, only the address says en, fr or es.
 */

/** Words of the German interface and catalogue that no other language uses. */
const germanMarkers = /Hemd|Manschette|Kragen|Warenkorb|Stoff|Maßprofil|Bestellung|Knopf|Knöpfe|Brusttasche/

async function expectNoGerman(page: Page, where: string) {
  const text = await page.locator('body').innerText()
  const found = text.split('\n').filter((line) => germanMarkers.test(line))
  expect(found, `German text ${where}`).toEqual([])
}

const journeys = [
  ['en', 'desktop'],
  ['fr', 'desktop'],
  ['es', 'phone'],
] as const

for (const [locale, project] of journeys) {
  test(`/${locale}: designer, Meine Hemden, Hemddetails, cart, checkout and mail without German`, async ({
    page,
    baseURL,
  }, info) => {
    test.skip(info.project.name !== project, `the ${locale} journey runs on ${project}`)
    test.setTimeout(150_000)
    const m = messages(locale)
    const origin = { origin: baseURL ?? '' }
    const api = async (path: string, data: Record<string, unknown>) => {
      const response = await page.request.post(path, { data, headers: origin })
      expect(response.ok(), `${path} ${await response.text()}`).toBe(true)
      return response.json()
    }
    // Arrived without the switcher: a German cookie and a German session.
    await page.context().addCookies([{ name: 'i18n_redirected', value: 'de', url: baseURL ?? '' }])
    const german = await page.request.post('/api/session.php', {
      form: { action: 'setLanguage', lang: 'de' },
      headers: origin,
    })
    expect(german.ok()).toBe(true)
    const email = `e2e-lang-${locale}-${Date.now()}@example.com`
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
    await api('/api/measures.php', { action: 'save', measure: { ...officeMeasure, set_name: 'Atelier' } })

    // designer
    await gotoHydrated(page, `/${locale}/hemdendesigner`)
    await expect(page.getByTestId('design-summary')).toContainText('Kent')
    await firstChange(page)
    await expectNoGerman(page, 'in the designer')
    await snap(page, `designer-${locale}`, info.project.name)

    // Meine Hemden and Hemddetails
    const myShirts = new RegExp(`^(${tr(m, 'designer.myShirts')}|${tr(m, 'designer.myShirtsShort')})$`)
    await page.getByRole('button', { name: myShirts }).click()
    const dialog = page.getByRole('dialog', { name: tr(m, 'myShirts.title') })
    await expect(dialog.getByRole('article')).toHaveCount(1)
    await expectNoGerman(page, 'in Meine Hemden')
    await dialog.getByRole('button', { name: tr(m, 'myShirts.view') }).click()
    const details = page.getByRole('dialog', { name: tr(m, 'shirtDetails.title') })
    await expect(details).toBeVisible()
    await expect(details).toContainText('Kent')
    await expectNoGerman(page, 'in Hemddetails')
    await page.keyboard.press('Escape')
    await expect(details).toBeHidden()
    if (await dialog.isVisible()) await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    // into the cart, with its toast
    await expect(async () => {
      const add = page.getByRole('button', { name: tr(m, 'designer.addToCart') })
      if (await add.isVisible()) await add.click()
      await expect(page.getByRole('link', { name: one(tr(m, 'nav.cartCount')) })).toBeVisible({
        timeout: 3000,
      })
    }).toPass({ timeout: 20_000 })
    await expectNoGerman(page, 'after adding to the cart')

    // cart
    await gotoHydrated(page, `/${locale}/cart`)
    await expect(page.getByTestId('cart-line')).toHaveCount(1)
    await page.getByLabel(tr(m, 'cart.measureLabel')).selectOption({ label: 'Atelier' })
    await expectNoGerman(page, 'in the cart')

    // checkout
    await page.getByRole('link', { name: tr(m, 'cart.checkout') }).click()
    await expect(page).toHaveURL(new RegExp(`/${locale}/checkout$`))
    await page.locator('html[data-hydrated="true"]').waitFor()
    await page.getByLabel(tr(m, 'checkout.street')).fill('Hauptstraße 5')
    await page.getByLabel(tr(m, 'checkout.postalCode')).fill('10115')
    await page.getByLabel(tr(m, 'checkout.city'), { exact: true }).fill('Berlin')
    await page.getByLabel(tr(m, 'checkout.demo')).check()
    await page.getByRole('checkbox', { name: tr(m, 'checkout.terms') }).check()
    await expectNoGerman(page, 'at the checkout')
    await page.getByRole('button', { name: tr(m, 'checkout.orderButton') }).click()
    await expect(page).toHaveURL(/\/order\/completed\?order=\d+/)
    const number = (
      await page
        .getByText(/NF-\d{4}-\d{6}/)
        .first()
        .textContent()
    )?.match(/NF-\d{4}-\d{6}/)?.[0]
    expect(number).toBeTruthy()
    await expectNoGerman(page, 'on the confirmation page')

    // the order mail
    const mail = await waitForMail(e2eDataDir, email, 'orderConfirmation')
    expect(mail.subject).toBe(tr(m, 'orderMail.subject', { number: number ?? '' }))
    const germanLines = mail.text.split('\n').filter((line) => germanMarkers.test(line))
    expect(germanLines, 'German text in the order mail').toEqual([])
  })
}
