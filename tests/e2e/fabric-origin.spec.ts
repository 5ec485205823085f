import { expect, gotoHydrated, snap, test } from './fixtures.ts'

test('a fabric names the country it was woven in, not its code', async ({ page }, info) => {
  await gotoHydrated(page, '/stoffe/1001')
  const row = page.locator('dt', { hasText: 'Gewebt in' }).locator('xpath=following-sibling::dd[1]')
  await expect(row).toHaveText(/^(Portugal|Italien|Deutschland|Schweiz)$/)
  await row.scrollIntoViewIfNeeded()
  await snap(page, 'polish-fabric-origin', info.project.name, { fullPage: false })
})
