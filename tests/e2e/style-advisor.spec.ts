import { seriousViolations } from './axe.ts'
import { expect, gotoHydrated, snap, test } from './fixtures.ts'

/**
 * The style advisor ends in a shirt: five questions tapped as pictures, the recommendation with
 * its reasons and preview, and 'Diesen Entwurf gestalten' opening that very design in the designer.
 */
test('the style advisor to a design in the designer', async ({ page }, info) => {
  test.setTimeout(90_000)
  await gotoHydrated(page, '/stilberater')
  await expect(page.getByRole('heading', { level: 1, name: 'Stilberater' })).toBeVisible()
  // The guide's text stays below the tool.
  await expect(page.getByRole('heading', { level: 2, name: 'Der Kragen und Ihr Gesicht' })).toBeAttached()
  expect(await seriousViolations(page)).toEqual([])
  await snap(page, 'advisor-questions', info.project.name)

  const questions = page.getByRole('form', { name: 'Ihr Hemd in fünf Fragen' })
  for (const answer of ['Hochzeit & Feier', 'Formell, mit Krawatte', 'Schlank', 'Weiß', 'Das ganze Jahr'])
    await questions.locator('label').filter({ hasText: answer }).click()
  await expect(questions.getByRole('radio', { name: 'Schlank' })).toBeChecked()
  await questions.getByRole('button', { name: 'Empfehlung zeigen' }).click()

  await expect(page).toHaveURL(/occasion=wedding&formality=formal&build=slim&colours=white&season=all-year/)
  const advice = page.getByRole('region', { name: 'Unsere Empfehlung für Sie' })
  // The folded preview renders on its first request: the screenshot waits for it.
  const preview = advice.getByRole('img', { name: /^Vorschau des Hemds/ })
  await expect(preview).toBeVisible()
  await expect
    .poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0)
  const picks = advice.locator('dd > span.font-medium')
  await expect(picks).toHaveCount(3)
  const [collar, cuffs, fit] = await picks.allTextContents()
  const fabrics = advice.getByRole('listitem')
  await expect(fabrics).toHaveCount(3)
  const fabric = (await fabrics.first().getByRole('link').textContent()) ?? ''
  expect(await seriousViolations(page)).toEqual([])
  await snap(page, 'advisor-result', info.project.name)

  // A double click makes one design and opens it.
  await advice.getByRole('button', { name: 'Diesen Entwurf gestalten' }).dblclick()
  await expect(page).toHaveURL(/\/hemdendesigner$/)
  const summary = page.getByTestId('design-summary')
  for (const name of [fabric, collar, cuffs, fit]) await expect(summary).toContainText(name ?? '')
  const listed = await page.evaluate(async () => {
    const response = await fetch('/api/shirt.php', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'list' }),
    })
    return ((await response.json()) as { shirts: unknown[] }).shirts.length
  })
  expect(listed).toBe(1)
})
