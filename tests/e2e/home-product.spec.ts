import { seriousViolations } from './axe.ts'
import { expect, gotoHydrated, test } from './fixtures.ts'

test('the home page shows folded shirts from the gallery', async ({ page }, info) => {
  await gotoHydrated(page, '/')
  const hero = page.getByRole('img', { name: /gefaltetes Maßhemd aus unserer Galerie/ })
  await expect(hero).toBeVisible()
  // the picture really arrived (a broken image has no natural width)
  await expect
    .poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 30_000 })
    .toBeGreaterThan(0)
  await page.screenshot({ path: `/work/notes/shots/polish-home-hero-${info.project.name}.png` })
  const gallery = page.getByRole('region', { name: 'Aus unserer Galerie' })
  await gallery.scrollIntoViewIfNeeded()
  await expect(gallery.getByRole('link')).not.toHaveCount(0)
  await page.screenshot({ path: `/work/notes/shots/polish-home-gallery-${info.project.name}.png` })
  expect(await seriousViolations(page)).toEqual([])
})
