import type { Page } from '@playwright/test'
import { expect, gotoHydrated, signInNewCustomer, snap, test } from './fixtures.ts'

const office = {
  kind: 'body',
  size_height: 180,
  size_weight: 81,
  size_chest: 102,
  size_tail: 92,
  size_hips: 104,
  size_neck: 40,
  size_shoulder: 47,
  size_sleevelength: 64,
  size_sleevelength_2: 64,
  size_wrist_1: 17,
  size_wrist_2: 18,
  size_shirtlength: 80,
}

function shopApi(page: Page, baseURL: string | undefined) {
  return async (path: string, data: Record<string, unknown>) => {
    const response = await page.request.post(path, { data, headers: { origin: baseURL ?? '' } })
    expect(response.ok(), `${path} ${await response.text()}`).toBe(true)
    return response.json()
  }
}

/** Types a value into the current step and goes on with Enter. */
async function answer(page: Page, label: string, value: string) {
  const input = page.getByLabel(label, { exact: true })
  await expect(input).toBeFocused()
  await input.fill(value)
  await input.press('Enter')
}

test("the customer's standard profile is the shirt's in the cart and at checkout", async ({
  page,
  baseURL,
}, info) => {
  test.setTimeout(120_000)
  await signInNewCustomer(page, baseURL, 'standard-profile')
  const api = shopApi(page, baseURL)
  await api('/api/measures.php', {
    action: 'save',
    measure: { ...office, set_name: 'Meine Körpermaße', standard: 1 },
  })
  const { shirtId } = await api('/api/shirt.php', { action: 'create' })
  await api('/api/cart.php', { action: 'add', item: { type: 'shirt', shirtId } })

  await gotoHydrated(page, '/cart')
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
  await expect(page.getByLabel('Maßprofil').locator('option:checked')).toHaveText('Meine Körpermaße')
  await expect(page.getByText('Noch kein Maßprofil – vor der Bestellung nötig.')).toHaveCount(0)
  await expect(page.getByRole('option', { name: '—' })).toHaveCount(0)
  await expect(
    page.getByText('Ihr Standardprofil – für dieses Hemd können Sie ein anderes wählen.'),
  ).toBeVisible()
  await snap(page, 'cart-standard-profile', info.project.name)

  await gotoHydrated(page, '/checkout')
  await expect(page.getByText('Maßprofil: Meine Körpermaße')).toBeVisible()
  await expect(page.getByText('Maße angeben')).toHaveCount(0)
  await snap(page, 'checkout-standard-profile', info.project.name)
})

test('measuring started from the English cart returns to the cart with the new profile chosen', async ({
  page,
  baseURL,
}, info) => {
  test.setTimeout(120_000)
  const api = shopApi(page, baseURL)
  await gotoHydrated(page, '/en')
  const { shirtId } = await api('/api/shirt.php', { action: 'create' })
  await api('/api/cart.php', { action: 'add', item: { type: 'shirt', shirtId } })

  await gotoHydrated(page, '/en/cart')
  await expect(page.getByText('No measurement profile yet – needed before you order.')).toBeVisible()
  await page.getByRole('link', { name: 'Add measurements' }).click()
  await expect(page).toHaveURL(new RegExp(`/en/massnehmen/neu\\?zurueck=%2Fcart&hemd=${shirtId}$`))
  await page.locator('html[data-hydrated="true"]').waitFor()
  await snap(page, 'measuring-ways-from-cart', info.project.name)
  await page.getByRole('link', { name: 'Choose a size' }).click()
  await page.getByRole('radio', { name: /^Collar 42\b/ }).check()
  await page.getByLabel('Height in cm').fill('185')
  await page.getByRole('button', { name: 'Continue to review' }).click()
  await expect(page.getByLabel('Profile name')).toHaveValue('Standard size 42')
  await page.getByRole('button', { name: 'Save measurement profile' }).click()

  await expect(page).toHaveURL(/\/en\/cart\?massprofil=\d+$/)
  await expect(page.getByLabel('Measurement profile').locator('option:checked')).toHaveText(
    'Standard size 42',
  )
  await expect(page.getByText('No measurement profile yet – needed before you order.')).toHaveCount(0)
  await snap(page, 'cart-after-measuring', info.project.name)
})

test('a reload in the middle of measuring returns to the same step with the entries', async ({
  page,
}, info) => {
  test.setTimeout(90_000)
  await gotoHydrated(page, '/massnehmen/neu/koerpermasse')
  await expect(page.getByText('Schritt 1 von 14', { exact: true })).toBeVisible()
  await page.getByLabel('Körpergröße', { exact: true }).focus()
  await answer(page, 'Körpergröße', '182')
  await answer(page, 'Gewicht', '80,5')
  // Each step is kept with the session as the wizard moves on: wait until the fourth is.
  const kept = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      decodeURIComponent(response.request().postData() ?? '').includes('"at":3'),
  )
  await answer(page, 'Brustumfang', '101')
  await expect(page.getByText('Schritt 4 von 14', { exact: true })).toBeVisible()
  expect((await kept).ok()).toBe(true)

  await page.reload()
  await page.locator('html[data-hydrated="true"]').waitFor()
  await expect(page.getByText('Schritt 4 von 14', { exact: true })).toBeVisible()
  await expect(page.getByLabel('Taillenumfang', { exact: true })).toHaveValue('')
  await snap(page, 'measuring-after-reload', info.project.name)
  await page.getByRole('button', { name: 'Zurück' }).click()
  await expect(page.getByLabel('Brustumfang', { exact: true })).toHaveValue('101')
  await page.getByRole('button', { name: 'Zurück' }).click()
  await expect(page.getByLabel('Gewicht', { exact: true })).toHaveValue('80,5')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('each step posts to the page, and a reload keeps the step and the entries', async ({ page }) => {
    await page.goto('/massnehmen/neu/koerpermasse')
    await page.getByLabel('Körpergröße', { exact: true }).fill('182')
    await page.getByRole('button', { name: 'Weiter', exact: true }).click()
    await expect(page.getByText('Schritt 2 von 14', { exact: true })).toBeVisible()
    await page.getByLabel('Gewicht', { exact: true }).fill('80')
    await page.getByLabel('Gewicht', { exact: true }).press('Enter')
    await expect(page.getByText('Schritt 3 von 14', { exact: true })).toBeVisible()
    // A required step left empty stays, with its message.
    await page.getByRole('button', { name: 'Weiter', exact: true }).click()
    await expect(page.getByText('Schritt 3 von 14', { exact: true })).toBeVisible()
    await expect(page.getByLabel('Brustumfang', { exact: true })).toHaveAttribute('aria-invalid', 'true')
    await page.reload()
    await expect(page.getByText('Schritt 3 von 14', { exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Zurück' }).click()
    await expect(page.getByLabel('Gewicht', { exact: true })).toHaveValue('80')
  })
})
