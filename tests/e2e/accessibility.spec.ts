import { seriousViolations } from './axe.ts'
import { expect, gotoHydrated, test } from './fixtures.ts'

/**
 * axe on the designer screens (European Accessibility Act): no serious or critical
 * violation of WCAG 2.1 A/AA (tests/e2e/axe.ts).
 */
test('the designer, Meine Hemden and Hemddetails have no serious accessibility violations', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await gotoHydrated(page, '/hemdendesigner')
  expect(await seriousViolations(page)).toEqual([])
  await expect(page.getByTestId('design-summary')).toContainText('Kent')
  expect(await seriousViolations(page)).toEqual([])

  await page.getByRole('tab', { name: 'Stoff', exact: true }).click()
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole('tab', { name: 'Monogramm', exact: true }).click()
  await page.getByLabel('Mit Monogramm').check()
  expect(await seriousViolations(page)).toEqual([])

  await page.getByRole('button', { name: /^(Meine Hemden|Hemden)$/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Meine Hemden' })
  await expect(dialog.getByRole('article')).toHaveCount(1)
  expect(await seriousViolations(page)).toEqual([])

  await dialog.getByRole('button', { name: 'Details' }).click()
  const details = page.getByRole('dialog', { name: 'Hemddetails' })
  await expect(details.getByText('Keine gespeicherten Maßprofile gefunden.')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

for (const path of ['/meine-hemden', '/masshemden', '/masshemden/page/2']) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await gotoHydrated(page, path)
    expect(await seriousViolations(page)).toEqual([])
  })
}

test('a ready design’s page has no serious accessibility violations', async ({ page }) => {
  await gotoHydrated(page, '/masshemden')
  await page
    .getByRole('link')
    .filter({ has: page.getByRole('heading', { level: 2 }) })
    .first()
    .click()
  await page.waitForURL(/\/masshemden\/\d+$/)
  await page.locator('html[data-hydrated="true"]').waitFor()
  expect(await seriousViolations(page)).toEqual([])
})

test('the axe check itself finds a picture without a text and grey on grey', async ({ page }) => {
  await gotoHydrated(page, '/')
  await page.evaluate(() => {
    const main = document.querySelector('main') as HTMLElement
    main.insertAdjacentHTML(
      'afterbegin',
      '<img src="/favicon.ico"><p style="color:#bbb;background:#ccc">Kaum lesbar</p>',
    )
  })
  const found = await seriousViolations(page)
  expect(found.some((line) => line.startsWith('image-alt:'))).toBe(true)
  expect(found.some((line) => line.startsWith('color-contrast:'))).toBe(true)
})
