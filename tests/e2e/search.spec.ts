import { consentCookie } from './consent-cookie.ts'
import { expect, gotoHydrated, snap, test } from './fixtures.ts'

/**
 * The shop search: from the header to the grouped results, in French and German, with and
 * without JavaScript. The results page is a GET form: the query stays in the address.
 */
test.describe('search', () => {
  test("French 'chemise lin' finds the linen fabrics", async ({ page }, info) => {
    await gotoHydrated(page, '/fr')
    await page.getByRole('link', { name: 'Recherche' }).first().click()
    await expect(page).toHaveURL(/\/fr\/suche$/)
    await page.getByRole('searchbox', { name: 'Terme recherché' }).fill('chemise lin')
    await page.getByRole('button', { name: 'Rechercher' }).click()
    await expect(page).toHaveURL(/\/fr\/suche\?q=chemise\+lin$/)
    const fabrics = page.getByRole('region', { name: 'Tissus' })
    await expect(fabrics.getByRole('link').first()).toHaveText(/lin/i)
    await expect(fabrics.getByRole('link').first()).toHaveAttribute('href', /^\/fr\/stoffe\/\d+$/)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await page.setViewportSize({ width: 375, height: 900 })
    await snap(page, 'search-fr', info.project.name)
  })

  test("German 'Haifisch' finds the cutaway collar", async ({ page }, info) => {
    await gotoHydrated(page, '/suche?q=Haifisch')
    const parts = page.getByRole('region', { name: 'Kragen und Manschetten' })
    await expect(parts.getByRole('link', { name: 'Haifisch', exact: true })).toHaveAttribute(
      'href',
      '/kragen/haifisch-kragen',
    )
    await expect(page.getByRole('region', { name: 'Ratgeber' }).getByRole('link').first()).toBeVisible()
    await page.setViewportSize({ width: 375, height: 900 })
    await snap(page, 'search-de', info.project.name)
  })

  test('works without JavaScript: the form sends the query, the results come grouped', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
    await context.addCookies([consentCookie(baseURL ?? '')])
    const page = await context.newPage()
    await page.goto('/suche')
    await page.getByRole('searchbox', { name: 'Suchbegriff' }).fill('Haifisch')
    await page.getByRole('button', { name: 'Suchen' }).click()
    await expect(page).toHaveURL(/\/suche\?q=Haifisch$/)
    await expect(
      page
        .getByRole('region', { name: 'Kragen und Manschetten' })
        .getByRole('link', { name: 'Haifisch', exact: true }),
    ).toBeVisible()
    await page.goto('/fr/suche?q=chemise+lin')
    await expect(page.getByRole('region', { name: 'Tissus' }).getByRole('link').first()).toHaveText(/lin/i)
    await context.close()
  })
})
