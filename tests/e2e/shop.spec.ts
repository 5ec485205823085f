import type { Page } from '@playwright/test'
import { seriousViolations } from './axe.ts'
import { expect, gotoHydrated, snap, test, toast } from './fixtures.ts'

/** Elements of main reaching past the screen's right edge (375 px phones included). */
function overflowing(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    return [...document.querySelectorAll('main *')]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .slice(0, 5)
      .map((element) => `${element.tagName}.${element.className}`)
  })
}

test('a guest finds a bow tie in the shop, chooses an option, puts two in the cart and remembers it', async ({
  page,
}, info) => {
  // Seven pages with accessibility scans: on the shared 2-core machine this passed at 53 s.
  test.setTimeout(120_000)
  await gotoHydrated(page, '/shop')
  await expect(page.getByRole('heading', { level: 1, name: 'Accessoires' })).toBeVisible()
  expect(await overflowing(page), 'nothing wider than the screen on /shop').toEqual([])
  expect(await seriousViolations(page)).toEqual([])
  await snap(page, 'shop', info.project.name)

  await page.getByRole('heading', { name: 'Fliegen' }).getByRole('link').click()
  await expect(page).toHaveURL(/\/shop\/fliegen$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Fliegen' })).toBeVisible()
  expect(await overflowing(page), 'nothing wider than the screen on /shop/fliegen').toEqual([])
  await snap(page, 'shop-category', info.project.name)

  await page.getByRole('link', { name: 'Fliege zum Selbstbinden' }).click()
  await expect(page).toHaveURL(/\/prod\/fliege-seide$/)
  await expect(page.getByRole('radio', { name: 'Bordeaux (ausverkauft)' })).toBeDisabled()
  await expect(page.getByRole('radio', { name: 'Schwarz' })).toBeChecked()
  // The picture is drawn in the chosen variant's colour.
  const picture = page.getByRole('main').locator('svg[data-colour]').first()
  await expect(picture).toHaveAttribute('data-colour', '#1b1b1d')
  await expect(page.getByText('inkl. MwSt.').first()).toBeVisible()
  await expect(page.getByText(/Widerrufsrecht von 14 Tagen/)).toBeVisible()
  // By keyboard, as anyone without a mouse would: the arrow moves the choice to the next option.
  await page.getByRole('radio', { name: 'Schwarz' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('radio', { name: 'Nachtblau' })).toBeChecked()
  await expect(picture).toHaveAttribute('data-colour', '#182038')
  // Nachtblau has 15 in stock: the cart refuses 20 and the page says so in German.
  await page.getByLabel('Menge').fill('20')
  await page.getByRole('button', { name: 'In den Warenkorb' }).click()
  await expect(page.getByRole('alert')).toHaveText(/nicht mehr so viel vorrätig/)
  await page.getByLabel('Menge').fill('2')
  await expect(page.getByRole('alert')).toHaveCount(0)
  expect(await overflowing(page), 'nothing wider than the screen on the product').toEqual([])
  expect(await seriousViolations(page)).toEqual([])
  await snap(page, 'product', info.project.name)
  // Remembered on the wishlist as well (checked there at the end of the journey).
  const remember = page.getByRole('button', { name: 'Merken' })
  await expect(remember).toHaveAttribute('aria-pressed', 'false')
  await remember.click()
  await expect(remember).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('status').filter({ hasText: 'Auf Ihrer Wunschliste.' })).toBeVisible()
  await page.getByRole('button', { name: 'In den Warenkorb' }).click()
  await expect(
    toast(page, 'Fliege zum Selbstbinden – Nachtblau wurde zum Warenkorb hinzugefügt'),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Warenkorb, 2 Artikel' })).toBeVisible()

  await page.getByRole('link', { name: 'Zum Warenkorb' }).click()
  await expect(page).toHaveURL(/\/cart$/)
  const line = page.getByTestId('cart-line')
  await expect(line).toHaveCount(1)
  await expect(line.getByRole('heading', { name: 'Fliege zum Selbstbinden – Nachtblau' })).toBeVisible()
  await expect(line.getByText('2', { exact: true })).toBeVisible()

  // Coming back, the product page opens with the remembered variant, not the first one.
  await gotoHydrated(page, '/prod/fliege-seide')
  await expect(page.getByRole('radio', { name: 'Nachtblau' })).toBeChecked()
  await expect(page.getByRole('button', { name: 'Merken' })).toHaveAttribute('aria-pressed', 'true')

  // A fabric joins it from its own page.
  await gotoHydrated(page, '/stoffe/1001')
  await page.getByRole('button', { name: 'Merken' }).click()
  await expect(page.getByRole('button', { name: 'Merken' })).toHaveAttribute('aria-pressed', 'true')
  // …and goes into the cart's sample set (up to six fabrics for one price).
  await expect(page.getByText(/Bis zu 6 Stoffmuster schicken wir Ihnen zusammen für 2,90\s€/)).toBeVisible()
  await page.getByRole('button', { name: 'Als Stoffmuster bestellen' }).click()
  await expect(page.getByText('Im Musterset im Warenkorb (1 von 6).')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Warenkorb, 3 Artikel' })).toBeVisible()
  await snap(page, 'fabric-remembered', info.project.name)
  await page.getByRole('link', { name: 'Zur Wunschliste' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Wunschliste' })).toBeVisible()
  await expect(page.getByText('2 gemerkte Artikel')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Mit diesem Stoff gestalten' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Fliege zum Selbstbinden' })).toHaveAttribute(
    'href',
    '/prod/fliege-seide',
  )
  // The variant chosen when remembering is kept: the card names it and puts it into the cart.
  await expect(page.getByTestId('wishlist-variant')).toHaveText('Gewählt: Nachtblau')
  await expect(page.getByRole('link', { name: 'Ausführung wählen' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'In den Warenkorb' })).toBeVisible()
  expect(await overflowing(page), 'nothing wider than the screen on /wunschliste').toEqual([])
  expect(await seriousViolations(page)).toEqual([])
  await snap(page, 'wishlist', info.project.name)
  await page
    .getByRole('button', { name: 'Fliege zum Selbstbinden von der Wunschliste entfernen' })
    .press('Enter')
  await expect(page.getByText('1 gemerkter Artikel')).toBeFocused()
  await expect(page.getByRole('heading', { name: 'Accessoires' })).toHaveCount(0)
  await page.getByRole('button', { name: /von der Wunschliste entfernen$/ }).click()
  await expect(page.getByText(/Ihre Wunschliste ist noch leer\./)).toBeFocused()
  await expect(page.getByRole('link', { name: 'Stoffe entdecken' })).toHaveAttribute('href', '/stoffe')
  expect(await overflowing(page), 'nothing wider than the screen on the empty wishlist').toEqual([])
  await snap(page, 'wishlist-empty', info.project.name)
})
