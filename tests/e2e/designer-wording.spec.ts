import { expect, gotoHydrated, liveRegion, snap, test, toast } from './fixtures.ts'

test('a short sleeve takes away the inner cuffs and the cuff monogram, and the designer says so', async ({
  page,
}, info) => {
  test.setTimeout(120_000)
  await gotoHydrated(page, '/hemdendesigner')
  const summary = page.getByTestId('design-summary')
  await expect(summary).toContainText('Kent')
  const panel = page.getByRole('tabpanel')

  await page.getByRole('tab', { name: 'Kontraststoffe', exact: true }).click()
  await panel.getByRole('button', { name: /Manschette innen/ }).click()
  await expect(toast(page, 'Manschette innen erfolgreich gewählt!')).toBeVisible({ timeout: 15_000 })

  await page.getByRole('tab', { name: 'Monogramm', exact: true }).click()
  await page.getByLabel('Mit Monogramm').check()
  await panel.getByRole('button', { name: /Monogramm Manschette/ }).click()
  await page.getByLabel('Buchstaben').fill('MKW')
  await page.getByRole('button', { name: 'Übernehmen' }).click()
  // The monogram in words, with its lettering and the position declined ('auf der linken Manschette').
  await expect(summary).toContainText(
    'Monogramm MKW in Schreibschrift, Garn in Weiß, auf der linken Manschette',
    {
      timeout: 15_000,
    },
  )

  await page.getByRole('tab', { name: 'Manschetten', exact: true }).click()
  await panel.getByRole('button', { name: /Kurzarm/ }).click()
  const dropped = toast(page, /Diese Änderung hat entfernt/)
  await expect(dropped).toBeVisible({ timeout: 15_000 })
  await expect(dropped).toContainText('Manschette innen')
  await expect(dropped).toContainText('Monogramm Manschette')
  // Said to screen readers after the choice itself, not instead of it.
  await expect(liveRegion(page)).toContainText('Kurzarm gewählt')
  await expect(liveRegion(page)).toContainText(
    'Diese Änderung hat entfernt: Manschette innen, Monogramm Manschette',
  )
  await expect(summary).not.toContainText('Manschette innen')
  await expect(summary).not.toContainText('MKW')
  await snap(page, 'designer-dropped', info.project.name)

  // Not offered while the sleeve is short, and the page says why.
  await page.getByRole('tab', { name: 'Kontraststoffe', exact: true }).click()
  await expect(panel.getByRole('button', { name: /Manschette innen/ })).toHaveCount(0)
  await expect(panel.getByText('„Manschette innen“ ist mit „Kurzarm“ nicht möglich.')).toBeVisible()
  await snap(page, 'designer-unavailable', info.project.name)
  await page.getByRole('tab', { name: 'Monogramm', exact: true }).click()
  await expect(panel.getByRole('button', { name: /Monogramm Manschette/ })).toHaveCount(0)
  await expect(panel.getByText('„Monogramm Manschette“ ist mit „Kurzarm“ nicht möglich.')).toBeVisible()
})

test('a design is called by its fabric and collar, not by a number', async ({ page }, info) => {
  test.setTimeout(90_000)
  await gotoHydrated(page, '/hemdendesigner')
  await page.getByRole('tab', { name: 'Kragen', exact: true }).click()
  await page
    .getByRole('tabpanel')
    .getByRole('button', { name: /^Haifisch/ })
    .first()
    .click()
  await expect(toast(page, /erfolgreich gewählt!/)).toBeVisible({ timeout: 15_000 })
  await gotoHydrated(page, '/meine-hemden')
  const card = page.getByRole('article').first()
  await expect(card).toHaveAccessibleName(/^\S.* · Haifisch$/)
  await expect(card.getByText(/ · Haifisch$/)).toBeVisible()
  await expect(card).not.toContainText(/Hemd \d|#\d/)
  await snap(page, 'my-shirts-named', info.project.name)
})

test('the size recommendation names the fits as the designer does', async ({ page }, info) => {
  await gotoHydrated(page, '/massnehmen/neu/empfehlung')
  for (const fit of ['Slim Fit', 'Tailliert', 'Regular Fit'])
    await expect(page.getByRole('radio', { name: new RegExp(`^${fit}`) })).toBeVisible()
  await page.getByLabel('Körpergröße in cm').fill('182')
  await page.getByLabel('Gewicht in kg').fill('85')
  await page.getByRole('button', { name: 'Empfehlung berechnen' }).click()
  await expect(page.getByText(/^Passform Tailliert: Das fertige Hemd/)).toBeVisible()
  await expect(page.locator('main')).not.toContainText('Tailored')
  await snap(page, 'measuring-review-fits', info.project.name)
})
