import { expect, gotoHydrated, snap, test } from './fixtures.ts'

test('the header names the delivery country, not a second language-like code', async ({ page }, info) => {
  test.skip(info.project.name === 'phone', 'the phone header keeps the country in its menu')
  await gotoHydrated(page, '/')
  const header = page.getByRole('banner')
  const chooser = header.getByRole('button', { name: 'Lieferung nach Deutschland – ändern' })
  await expect(chooser).toBeVisible()
  await expect(chooser).toContainText('Deutschland')
  // the code 'DE' belongs to the language switcher alone
  await expect(chooser).not.toHaveText(/\bDE\b/)
  await snap(page, 'header-country', info.project.name, { clip: { x: 0, y: 0, width: 1280, height: 90 } })
})
