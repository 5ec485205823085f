import { seriousViolations } from './axe.ts'
import { expect, gotoHydrated, snap, test } from './fixtures.ts'

test('the home page shows folded shirts from the gallery', async ({ page }, info) => {
  const requested: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'image') requested.push(new URL(request.url()).pathname)
  })
  // On a phone's first screen the gallery is far below: its pictures wait until it is scrolled near.
  await page.setViewportSize({ width: 375, height: 812 })
  await gotoHydrated(page, '/')
  const galleryPictures = page.locator('section[aria-labelledby="gallery-title"] img[data-src]')
  const addresses = await galleryPictures.evaluateAll((images) =>
    images.map((image) => image.dataset.src ?? ''),
  )
  expect(addresses.length).toBeGreaterThan(0)
  expect(requested.filter((path) => addresses.includes(path))).toEqual([])
  const hero = page.getByRole('img', { name: /gefaltetes Maßhemd aus unserer Galerie/ })
  await expect(hero).toBeVisible()
  // the picture really arrived (a broken image has no natural width)
  await expect
    .poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 30_000 })
    .toBeGreaterThan(0)
  await snap(page, 'polish-home-hero', info.project.name, { fullPage: false })
  const gallery = page.getByRole('region', { name: 'Aus unserer Galerie' })
  await gallery.scrollIntoViewIfNeeded()
  await expect(gallery.getByRole('link')).not.toHaveCount(0)
  await expect
    .poll(() => galleryPictures.first().evaluate((img: HTMLImageElement) => img.naturalWidth), {
      timeout: 30_000,
    })
    .toBeGreaterThan(0)
  await snap(page, 'polish-home-gallery', info.project.name, { fullPage: false })
  expect(await seriousViolations(page)).toEqual([])
})

test('without scripts the gallery shows its pictures', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/')
  const gallery = page.getByRole('region', { name: 'Aus unserer Galerie' })
  await gallery.scrollIntoViewIfNeeded()
  const shown = gallery.locator('img[src]')
  await expect(shown).not.toHaveCount(0)
  await expect
    .poll(() => shown.first().evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0)
  // The empty box of the scripted picture is hidden.
  await expect(gallery.locator('img[data-src]').first()).toBeHidden()
  await context.close()
})
