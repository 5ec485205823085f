import type { Page } from '@playwright/test'
import { seriousViolations } from './axe.ts'
import { consentCookie } from './consent-cookie.ts'
import { designIntoCart, expect, gotoHydrated, snap, test } from './fixtures.ts'

/** The cart total as cents, from its German text ('158,00 €'). */
async function totalCents(page: Page) {
  const text = (await page.getByTestId('cart-total').textContent()) ?? ''
  return Math.round(Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100)
}

/**
 * Back office, catalog: a customer has a design in the cart; the admin raises the surcharge of a
 * part that design uses in /admin/parts; the customer's open cart shows the new price with the
 * price-change notice, without a restart.
 */
test('an admin raises a surcharge and an open cart shows the new price with the notice', async ({
  page,
  browser,
}, info) => {
  // Two browsers, five admin pages with axe: more than one journey's time on a shared machine.
  test.slow()
  // Desktop's customer takes the cutaway collar (part 2) and the admin raises it; the phone's keeps
  // the Kent collar (part 1) and the admin raises that: the two runs share a server, not a part.
  const part = info.project.name === 'phone' ? { id: 1, name: 'Kent' } : { id: 2, name: 'Haifisch' }
  await designIntoCart(page)
  if (part.id === 2) {
    const chosen = await page.request.post('/api/shirt.php', {
      data: { action: 'updateShirt', selectedParts: { categoryId: 1, partId: 2 } },
      headers: { origin: new URL(page.url()).origin },
    })
    expect(chosen.ok(), await chosen.text()).toBe(true)
  }
  await gotoHydrated(page, '/cart')
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
  // The cart page re-reads the cart once it is hydrated; that read belongs before the change.
  await page.waitForLoadState('networkidle')
  const before = await totalCents(page)
  await expect(page.getByTestId('cart-warning')).toHaveCount(0)

  const site = new URL(page.url()).origin
  const office = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    viewport: page.viewportSize() ?? undefined,
  })
  await office.addCookies([consentCookie(new URL(page.url()).origin)])
  const admin = await office.newPage()
  const login = await admin.request.post('/api/account.php', {
    data: { action: 'login', email: 'admin@example.com', password: 'Admin-Passwort-1' },
    headers: { origin: site },
  })
  expect(login.ok()).toBe(true)
  try {
    await gotoHydrated(admin, '/admin/parts?ui=de')
    await admin.getByRole('link', { name: 'Teile' }).first().waitFor()
    await gotoHydrated(admin, `/admin/parts?q=${encodeURIComponent(part.name)}`)
    const row = admin.getByTestId(`part-${part.id}`)
    // A surcharge with three decimals is refused; the field keeps what was typed.
    await row.getByLabel('Aufpreis (€)').fill('7,505')
    await row.getByRole('button', { name: 'Speichern' }).click()
    await expect(row.getByRole('alert')).toContainText('höchstens zwei Nachkommastellen')
    await expect(row.getByLabel('Aufpreis (€)')).toHaveValue('7,505')
    await snap(admin, 'admin-catalog-parts-refused', info.project.name)

    await row.getByLabel('Aufpreis (€)').fill('7,50')
    await row.getByRole('button', { name: 'Speichern' }).click()
    await expect(admin.getByTestId(`part-${part.id}`).getByRole('status')).toContainText('Gespeichert')
    await expect(admin.getByTestId(`part-${part.id}`)).toContainText('7,50')
    expect(await seriousViolations(admin)).toEqual([])
    await snap(admin, 'admin-catalog-parts', info.project.name)

    // The customer's open cart, read again: the new price and the notice.
    await gotoHydrated(page, '/cart')
    await expect(page.getByTestId('cart-warning')).toContainText('Die Preise haben sich geändert')
    expect(await totalCents(page)).toBe(before + 750)
    await snap(page, 'admin-catalog-cart-notice', info.project.name)

    for (const path of ['accessories', 'templates', 'prices']) {
      await gotoHydrated(admin, `/admin/${path}`)
      await expect(admin.getByRole('heading', { level: 1 })).toBeVisible()
      expect(await seriousViolations(admin), path).toEqual([])
      await snap(admin, `admin-catalog-${path}`, info.project.name)
    }
  } finally {
    // Back to the seed's price, so other journeys on this server see the catalog they expect.
    const reset = await admin.request.post('/api/admin/catalog.php', {
      data: { action: 'setPart', partId: part.id, active: true, surcharge: '0' },
      headers: { origin: site },
    })
    expect(reset.ok(), await reset.text()).toBe(true)
    await office.close()
  }
})
