import { expect, gotoHydrated, test } from './fixtures.ts'

test("'Maße angeben' from the cart returns to the cart with the new profile on that shirt; the other takes it as the standard", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const origin = { origin: baseURL ?? '' }
  const api = async (path: string, data: Record<string, unknown>) => {
    const response = await page.request.post(path, { data, headers: origin })
    expect(response.ok(), `${path} ${await response.text()}`).toBe(true)
    return response.json()
  }
  await gotoHydrated(page, '/')
  for (let index = 0; index < 2; index++) {
    const { shirtId } = await api('/api/shirt.php', { action: 'create' })
    await api('/api/cart.php', { action: 'add', item: { type: 'shirt', shirtId } })
  }
  await gotoHydrated(page, '/cart')
  await expect(page.getByTestId('cart-line')).toHaveCount(2)
  await expect(page.getByText('Noch kein Maßprofil – vor der Bestellung nötig.')).toHaveCount(2)
  await page.getByTestId('cart-line').first().getByRole('link', { name: 'Maße angeben' }).click()
  // The way chooser carries the cart (and the shirt) on to the wizard.
  await expect(page).toHaveURL(/\/massnehmen\/neu\?zurueck=%2Fcart&hemd=\d+$/)
  await page.locator('html[data-hydrated="true"]').waitFor()
  await page.getByRole('link', { name: 'Größe wählen' }).click()
  await expect(page).toHaveURL(/\/massnehmen\/neu\/standardgroessen\?zurueck=%2Fcart&hemd=\d+$/)
  await page.getByRole('radio', { name: /^Kragen 41\b/ }).check()
  await page.getByLabel('Körpergröße in cm').fill('182')
  await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click()
  await expect(page.getByLabel('Name des Maßprofils')).toHaveValue('Standardgröße 41')
  await page.getByRole('button', { name: 'Maßprofil speichern' }).click()

  // Back in the cart, not on the profile list: the first profile is the standard, so both shirts have it.
  await expect(page).toHaveURL(/\/cart\?massprofil=\d+$/)
  await expect(page.getByText('Noch kein Maßprofil – vor der Bestellung nötig.')).toHaveCount(0)
  for (const select of await page.getByLabel('Maßprofil').all())
    await expect(select.locator('option:checked')).toHaveText('Standardgröße 41')
})
