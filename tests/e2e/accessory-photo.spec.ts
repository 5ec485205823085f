import sharp from 'sharp'
import { consentCookie } from './consent-cookie.ts'
import { expect, gotoHydrated, snap, test } from './fixtures.ts'

/** A studio 'photo' of two mother-of-pearl cufflinks on linen, as the workshop would upload it. */
function cufflinksPhoto() {
  const link = (cx: number) =>
    `<circle cx="${cx}" cy="400" r="150" fill="url(#pearl)" stroke="#b9b6ae" stroke-width="14"/>`
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="800">
    <defs><radialGradient id="pearl" cx="40%" cy="35%" r="70%">
      <stop offset="0" stop-color="#ffffff"/><stop offset="0.45" stop-color="#efe9f3"/>
      <stop offset="0.75" stop-color="#dfe9ea"/><stop offset="1" stop-color="#c9c3cf"/>
    </radialGradient></defs>
    <rect width="1000" height="800" fill="#e9e2d5"/>${link(320)}${link(680)}</svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

/**
 * Back office, accessories: the admin uploads a photo of a product; without a restart the product
 * page, its category and the JSON-LD show it instead of the drawing; removed, the drawing is back.
 * Each project takes its own product, so both can run at once.
 */
test('an accessory photo from the back office replaces the drawing in the shop', async ({
  page,
  browser,
}, info) => {
  test.slow()
  const product =
    info.project.name === 'phone'
      ? {
          slug: 'einstecktuch-seide-paisley',
          name: 'Einstecktuch Seide Paisley',
          category: 'einstecktuecher',
        }
      : {
          slug: 'manschettenknoepfe-perlmutt',
          name: 'Manschettenknöpfe Perlmutt',
          category: 'manschettenknoepfe',
        }
  await gotoHydrated(page, '/')
  const origin = new URL(page.url()).origin
  const admin = await browser.newContext({ baseURL: origin, viewport: page.viewportSize() })
  await admin.addCookies([consentCookie(origin)])
  const office = await admin.newPage()
  const login = await admin.request.post('/api/account.php', {
    data: { action: 'login', email: 'admin@example.com', password: 'Admin-Passwort-1' },
    headers: { origin },
  })
  expect(login.ok()).toBe(true)

  await gotoHydrated(office, `/admin/accessories?ui=de&q=${product.slug}`)
  await office.getByText('Foto', { exact: true }).click()
  await office.getByLabel('Bild wählen').setInputFiles({
    name: 'manschettenknoepfe.png',
    mimeType: 'image/png',
    buffer: await cufflinksPhoto(),
  })
  await office.getByRole('button', { name: 'Bild hochladen' }).click()
  await expect(office.getByText('Der Shop zeigt jetzt das Foto.')).toBeVisible()
  await expect(office.getByText('Hochgeladenes Foto')).toBeVisible()

  await gotoHydrated(page, `/prod/${product.slug}`)
  const photo = page.getByRole('img', { name: product.name })
  await expect(photo).toHaveAttribute('src', /^\/media\/products\/\d+-[0-9a-f]{16}\.jpg$/)
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  const src = String(await photo.getAttribute('src'))
  const data = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(data.join('\n')).toContain(src)
  await snap(page, 'accessory-photo-product', info.project.name, { fullPage: false })
  await gotoHydrated(page, `/shop/${product.category}`)
  await expect(page.locator(`img[src="${src}"]`)).toBeVisible()

  // Removed: the drawing is back.
  await office.getByRole('button', { name: 'Foto entfernen (wieder zeichnen)' }).click()
  await expect(office.getByText('Das Foto ist entfernt; der Shop zeichnet das Produkt wieder.')).toBeVisible()
  await gotoHydrated(page, `/prod/${product.slug}`)
  await expect(page.getByRole('img', { name: product.name })).toHaveCount(0)
  await admin.close()
})
