import { expect, gotoHydrated, snap, test } from './fixtures.ts'

test('a guest designs a shirt: collar, fabric, monogram, cart and Meine Hemden', async ({ page }, info) => {
  // A long journey through every step; first renders of preview layers take their time.
  test.setTimeout(120_000)
  await gotoHydrated(page, '/hemdendesigner')
  await page.getByRole('button', { name: 'Entwurf anlegen' }).click()
  const summary = page.getByTestId('design-summary')
  await expect(summary).toContainText('Kent')
  const preview = page.getByRole('img', { name: /Vorschau Ihres Hemdes/ })
  await expect(preview.locator('img')).not.toHaveCount(0)

  await page.getByRole('tab', { name: 'Kragen', exact: true }).click()
  await page.getByRole('button', { name: /^Tab/ }).first().click()
  await expect(page.getByText(/erfolgreich gewählt!/)).toBeVisible({ timeout: 15_000 })
  await expect(summary).toContainText('Tab')

  await page.getByRole('tab', { name: 'Manschetten', exact: true }).click()
  await page
    .getByRole('button', { name: /Umschlag/ })
    .first()
    .click()
  await expect(page.getByText('Umschlagmanschette erfolgreich gewählt!')).toBeVisible({ timeout: 15_000 })
  await expect(summary).toContainText('Umschlag')

  await page.getByRole('tab', { name: 'Stoff', exact: true }).click()
  const fabric = page
    .getByRole('tabpanel')
    .getByRole('button', { pressed: false })
    .filter({ has: page.locator('img') })
    .nth(3)
  await fabric.click()
  await expect(page.getByText('Fabric Updated')).toBeVisible({ timeout: 15_000 })

  await page.getByRole('tab', { name: 'Monogramm', exact: true }).click()
  await page.getByLabel('Mit Monogramm').check()
  await page
    .getByRole('button', { name: /Manschette/ })
    .first()
    .click()
  await page.getByLabel('Buchstaben').fill('JM')
  await page.getByRole('button', { name: 'Übernehmen' }).click()
  await expect(summary).toContainText('Monogramm JM', { timeout: 15_000 })
  await snap(page, 'designer', info.project.name)

  await page.getByRole('button', { name: 'In den Warenkorb' }).click()
  await expect(page.getByText('Hemd wurde zum Warenkorb hinzugefügt')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Warenkorb, 1 Artikel' })).toBeVisible()

  await gotoHydrated(page, '/meine-hemden')
  const card = page.getByRole('article').first()
  await expect(card.getByText('aktuell ausgewählt')).toBeVisible()
  await expect(card.getByText(/^1 x /)).toBeVisible()
  await expect(card.getByText('Bitte Maße hinzufügen')).toBeVisible()
  await card.getByRole('button', { name: 'Duplizieren' }).click()
  await expect(page.getByText('Hemddesign wurde erfolgreich dupliziert')).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(2)
  await snap(page, 'my-shirts', info.project.name)
})

test('another hem keeps the monogram and the price; switching the monogram off says what went', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await gotoHydrated(page, '/hemdendesigner')
  await page.getByRole('button', { name: 'Entwurf anlegen' }).click()
  const summary = page.getByTestId('design-summary')
  await expect(summary).toContainText('Kent')
  await page.getByRole('tab', { name: 'Monogramm', exact: true }).click()
  await page.getByLabel('Mit Monogramm').check()
  await page
    .getByRole('button', { name: /Manschette/ })
    .first()
    .click()
  await page.getByLabel('Buchstaben').fill('JM')
  await page.getByRole('button', { name: 'Übernehmen' }).click()
  await expect(summary).toContainText('Monogramm JM', { timeout: 15_000 })
  const price = page
    .locator('section[aria-labelledby="design-price"]')
    .getByText(/^\d+,\d\d\s€$/)
    .first()
  await expect(price).toBeVisible()
  const before = (await price.textContent()) ?? ''

  await page.getByRole('tab', { name: 'Hemd und Saum', exact: true }).click()
  await page
    .getByRole('button', { name: /^Gerader Saum/ })
    .first()
    .click()
  await expect(page.getByText('Gerader Saum erfolgreich gewählt!')).toBeVisible({ timeout: 15_000 })
  await expect(summary).toContainText('Gerader Saum')
  await expect(summary).toContainText('Monogramm JM')
  await expect(price).toHaveText(before)
  await expect(page.getByText(/Diese Änderung hat entfernt/)).toHaveCount(0)

  await page.getByRole('tab', { name: 'Monogramm', exact: true }).click()
  await expect(page.getByLabel('Mit Monogramm')).toBeChecked()
  await page.getByLabel('Mit Monogramm').uncheck()
  await expect(page.getByText(/^Diese Änderung hat entfernt: .+\.$/)).toBeVisible({ timeout: 15_000 })
  await expect(summary).not.toContainText('Monogramm JM')
})

test('a failed part choice leaves the design as it was and says so', async ({ page }) => {
  await gotoHydrated(page, '/hemdendesigner')
  await page.getByRole('button', { name: 'Entwurf anlegen' }).click()
  const summary = page.getByTestId('design-summary')
  await expect(summary).toContainText('Kent')
  await page.route('**/api/shirt.php', (route) =>
    route.fulfill({
      status: 409,
      json: {
        success: false,
        message: 'The shirt is not in a state that allows this',
        reason: 'NOT_EDITABLE',
      },
    }),
  )
  await page.getByRole('tab', { name: 'Kragen', exact: true }).click()
  await page.getByRole('button', { name: /^Tab/ }).first().click()
  // The refusal is said by its reason in the page's language, never in the server's words.
  await expect(
    page.getByRole('alert').filter({ hasText: 'Bestellte Entwürfe lassen sich nicht mehr ändern' }),
  ).toBeVisible()
  await expect(page.getByText('The shirt is not in a state that allows this')).toHaveCount(0)
  await expect(summary).toContainText('Kent')
})

test('a ready design becomes the visitor’s own in the designer', async ({ page }, info) => {
  await gotoHydrated(page, '/masshemden')
  await snap(page, 'templates', info.project.name)
  await page
    .getByRole('link')
    .filter({ has: page.getByRole('heading', { level: 2 }) })
    .nth(1)
    .click()
  await page.waitForURL(/\/masshemden\/\d+$/)
  const name = await page.getByRole('heading', { level: 1 }).textContent()
  await page.getByRole('button', { name: 'Jetzt anpassen' }).click()
  await page.waitForURL('**/hemdendesigner')
  await expect(page.getByTestId('design-summary')).toBeVisible()
  expect(name?.length).toBeGreaterThan(0)
})
