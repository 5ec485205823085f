import { expect, gotoHydrated, test } from './fixtures.ts'

test('a fabric names the country it was woven in, not its code', async ({ page }, info) => {
  await gotoHydrated(page, '/stoffe/1001')
  const row = page.locator('dt', { hasText: 'Gewebt in' }).locator('xpath=following-sibling::dd[1]')
  await expect(row).toHaveText(/^(Portugal|Italien|Deutschland|Schweiz)$/)
  await row.scrollIntoViewIfNeeded()
  await page.screenshot({ path: `/work/notes/shots/polish-fabric-origin-${info.project.name}.png` })
})
