import { expect, gotoHydrated, test } from './fixtures.ts'

test("'Maße angeben' from the cart returns to the cart with the new profile on that shirt, the others after asking", async ({
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
  await expect(page).toHaveURL(/\/massnehmen$/)

  await gotoHydrated(page, '/massnehmen/standardgroessen')
  await page.getByRole('link', { name: 'Kragenweite 41 als Maßprofil übernehmen' }).click()
  await page.getByLabel('Körpergröße in cm').fill('182')
  await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click()
  await expect(page.getByLabel('Name des Maßprofils')).toHaveValue('Standardgröße 41')
  await page.getByRole('button', { name: 'Maßprofil speichern' }).click()

  // Back in the cart, not on the profile list; that shirt has the profile, the other is asked about.
  await expect(page).toHaveURL(/\/cart\?massprofil=\d+$/)
  await expect(page.getByText('Noch kein Maßprofil – vor der Bestellung nötig.')).toHaveCount(1)
  await expect(
    page.getByText('Das neue Maßprofil auch dem anderen Hemd ohne Maßprofil zuweisen?'),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Ja, zuweisen' }).click()
  await expect(page.getByText('Noch kein Maßprofil – vor der Bestellung nötig.')).toHaveCount(0)
  await expect(page).toHaveURL(/\/cart$/)
  for (const select of await page.getByLabel('Maßprofil').all())
    await expect(select.locator('option:checked')).toHaveText('Standardgröße 41')
})
