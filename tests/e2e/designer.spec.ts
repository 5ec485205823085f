import { expect, firstChange, gotoHydrated, snap, test, toast } from './fixtures.ts'

const selectedId = (page: import('@playwright/test').Page) =>
  page.evaluate(() => window.localStorage.getItem('selectedShirtId'))

test('a guest designs a shirt: collar, fabric, monogram, cart and Meine Hemden', async ({ page }, info) => {
  // A long journey through every step; first renders of preview layers take their time.
  test.setTimeout(120_000)
  await gotoHydrated(page, '/hemdendesigner')
  // The designer opens with the default design, as one picture, and nothing is saved yet.
  const summary = page.getByTestId('design-summary')
  await expect(summary).toContainText('Kent')
  const preview = page.getByRole('img', { name: /Vorschau Ihres Hemdes/ })
  await expect(preview.locator('img[fetchpriority="high"]')).toHaveAttribute('src', '/folded/template/1.png')
  expect(await selectedId(page)).toBeNull()
  await snap(page, 'designer-new-visitor', info.project.name)

  // The first choice makes it the visitor's design, drawn by its layers from then on.
  await page.getByRole('tab', { name: 'Kragen', exact: true }).click()
  await page.getByRole('button', { name: /^Tab/ }).first().click()
  await expect(toast(page, /erfolgreich gewählt!/)).toBeVisible({ timeout: 15_000 })
  await expect(summary).toContainText('Tab')
  expect(await selectedId(page)).toMatch(/^\d+$/)
  await expect(preview.locator('img[src*="/folded/fabric/collar-"]')).not.toHaveCount(0)
  await expect(preview.locator('img[fetchpriority="high"]')).toHaveCount(0)

  await page.getByRole('tab', { name: 'Manschetten', exact: true }).click()
  await page
    .getByRole('button', { name: /Umschlag/ })
    .first()
    .click()
  await expect(toast(page, 'Umschlagmanschette erfolgreich gewählt!')).toBeVisible({ timeout: 15_000 })
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
  await expect(toast(page, 'Hemd wurde zum Warenkorb hinzugefügt')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Warenkorb, 1 Artikel' })).toBeVisible()

  await gotoHydrated(page, '/meine-hemden')
  const card = page.getByRole('article').first()
  await expect(card.getByText('aktuell ausgewählt')).toBeVisible()
  await expect(card.getByText(/^1 x /)).toBeVisible()
  await expect(card.getByText('Bitte Maße hinzufügen')).toBeVisible()
  await card.getByRole('button', { name: 'Duplizieren' }).click()
  await expect(toast(page, 'Hemddesign wurde erfolgreich dupliziert')).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(2)
  await snap(page, 'my-shirts', info.project.name)
})

test('another hem keeps the monogram and the price; switching the monogram off says what went', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await gotoHydrated(page, '/hemdendesigner')
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
  await expect(toast(page, 'Gerader Saum erfolgreich gewählt!')).toBeVisible({ timeout: 15_000 })
  await expect(summary).toContainText('Gerader Saum')
  await expect(summary).toContainText('Monogramm JM')
  await expect(price).toHaveText(before)
  await expect(toast(page, /Diese Änderung hat entfernt/)).toHaveCount(0)

  await page.getByRole('tab', { name: 'Monogramm', exact: true }).click()
  await expect(page.getByLabel('Mit Monogramm')).toBeChecked()
  await page.getByLabel('Mit Monogramm').uncheck()
  await expect(toast(page, /Diese Änderung hat entfernt: .+\./)).toBeVisible({ timeout: 15_000 })
  await expect(summary).not.toContainText('Monogramm JM')
})

test('a failed part choice leaves the design as it was and says so', async ({ page }) => {
  await gotoHydrated(page, '/hemdendesigner')
  await firstChange(page)
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
    page
      .locator('[data-toast=error]')
      .filter({ hasText: 'Bestellte Entwürfe lassen sich nicht mehr ändern' }),
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
  await page.getByRole('link', { name: 'Jetzt anpassen' }).click()
  await page.waitForURL(/\/hemdendesigner\?template=\d+$/)
  const template = new URL(page.url()).searchParams.get('template')
  // The designer shows the template as it is; it becomes a design at the first change.
  const preview = page.getByRole('img', { name: /Vorschau Ihres Hemdes/ })
  await expect(preview.locator('img[fetchpriority="high"]')).toHaveAttribute(
    'src',
    `/folded/template/${template}.png`,
  )
  await page.locator('html[data-hydrated="true"]').waitFor()
  expect(await selectedId(page)).toBeNull()
  expect(name?.length).toBeGreaterThan(0)

  await page.getByRole('tab', { name: 'Kragen', exact: true }).click()
  await page.getByRole('button', { name: /^Tab/ }).first().click()
  await expect(toast(page, /erfolgreich gewählt!/)).toBeVisible({ timeout: 15_000 })
  // The address no longer names the template: a reload shows the visitor's own design.
  await expect(page).toHaveURL(/\/hemdendesigner$/)
  await gotoHydrated(page, '/hemdendesigner')
  await expect(page.getByTestId('design-summary')).toContainText('Tab')
  await expect(preview.locator('img[fetchpriority="high"]')).toHaveCount(0)
})

test('two quick first choices make one design, not two', async ({ page }) => {
  await gotoHydrated(page, '/hemdendesigner')
  let creates = 0
  await page.route('**/api/shirt.php', async (route) => {
    const body = route.request().postDataJSON() as { action?: string } | null
    if (body?.action === 'create') creates++
    await route.fallback()
  })
  await page.getByRole('tab', { name: 'Kragen', exact: true }).click()
  const tab = page.getByRole('button', { name: /^Tab/ }).first()
  // Both clicks land before React has redrawn the buttons as busy.
  await tab.evaluate((button) => {
    ;(button as HTMLButtonElement).click()
    ;(button as HTMLButtonElement).click()
  })
  await expect(page.getByTestId('design-summary')).toContainText('Tab', { timeout: 15_000 })
  await expect(page.getByRole('tabpanel')).toHaveAttribute('aria-busy', 'false')
  expect(creates).toBe(1)
  await gotoHydrated(page, '/meine-hemden')
  await expect(page.getByRole('article')).toHaveCount(1)
})
