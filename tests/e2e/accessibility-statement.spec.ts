import { brand } from '#config/brand.ts'
import { localizePath } from '#config/locale-path.ts'
import { criteria, gapsIn } from '#core/accessibility/conformance.ts'
import { seriousViolations } from './axe.ts'
import { expect, gotoHydrated, messages, test, tr } from './fixtures.ts'

/**
 * The accessibility statement (BFSG) in four languages, reachable from every layout's footer, and
 * the checks of the conformance table that no other journey makes: the skip link, the input
 * purposes of the account forms and text spacing at 320 px. Desktop project only: it sets its own
 * viewport where it matters.
 */
test.beforeEach(({ page: _page }, info) => {
  test.skip(info.project.name !== 'desktop', 'the same on a phone; 320 px is set where it matters')
})

for (const locale of ['de', 'en', 'fr', 'es'] as const) {
  test(`/${locale === 'de' ? '' : `${locale}/`}barrierefreiheit states status, gaps, contact and enforcement`, async ({
    page,
  }) => {
    const m = messages(locale)
    await gotoHydrated(page, localizePath('/barrierefreiheit', locale))
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr(m, 'accessibilityStatement.title'))
    await expect(page).toHaveTitle(`${tr(m, 'accessibilityStatement.metaTitle')} | ${brand.name}`)
    // Partly met criteria remain: the statement says 'partially', never 'fully'.
    await expect(page.getByTestId('conformance-status')).toHaveText(
      tr(m, 'accessibilityStatement.statusPartial'),
    )
    const gaps = page.getByTestId('accessibility-gaps').getByRole('listitem')
    const expected = gapsIn(criteria, locale)
    await expect(gaps).toHaveCount(expected.length)
    for (const [index, gap] of expected.entries()) await expect(gaps.nth(index)).toContainText(gap.text)
    await expect(
      page.getByText(tr(m, 'accessibilityStatement.reviewed').split('{date}')[0] ?? ''),
    ).toBeVisible()
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: brand.company.email })).toHaveAttribute(
      'href',
      `mailto:${brand.company.email}`,
    )
    await expect(main.getByRole('link', { name: brand.company.phone })).toHaveAttribute(
      'href',
      `tel:${brand.company.phone.replace(/\s/g, '')}`,
    )
    await expect(page.getByText(tr(m, 'accessibilityStatement.contactHours'))).toBeVisible()
    await expect(
      main.locator('span[lang="de"]', { hasText: 'Marktüberwachungsstelle der Länder' }),
    ).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
}

test('every layout links the statement in its footer, in the page language', async ({ page }) => {
  test.setTimeout(90_000)
  // German first: a visit to /es stores Spanish, and an unprefixed path would then lead there.
  const pages = [
    ['de', '/'],
    ['en', '/en/hemdendesigner'],
    ['fr', '/fr/login'],
    ['es', '/es/faq'],
    ['es', '/es/checkout-success'],
  ] as const
  for (const [locale, path] of pages) {
    await gotoHydrated(page, path)
    const link = page
      .getByRole('contentinfo')
      .getByRole('link', { name: tr(messages(locale), 'accessibilityStatement.footerLink'), exact: true })
    await expect(link, path).toHaveAttribute('href', localizePath('/barrierefreiheit', locale))
  }
  await page.getByRole('contentinfo').getByRole('link', { name: 'Accesibilidad', exact: true }).click()
  await page.waitForURL('**/es/barrierefreiheit')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Declaración de accesibilidad')
})

test('the first Tab reaches the skip link, which moves focus to the main content', async ({ page }) => {
  await gotoHydrated(page, '/barrierefreiheit')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Zum Inhalt springen' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()
})

test('the language switcher speaks the next language’s name in that language', async ({ page }) => {
  for (const [path, next, name] of [
    ['/', 'en', 'English'],
    ['/en', 'fr', 'Français'],
    ['/fr', 'es', 'Español'],
    ['/es', 'de', 'Deutsch'],
  ] as const) {
    await gotoHydrated(page, path)
    const switcher = page.getByRole('banner').locator(`a[hreflang="${next}"]`)
    await expect(switcher.locator(`span[lang="${next}"]`)).toHaveText(name)
    // The name inside the sentence of the page's language is still the link's name.
    await expect(switcher).toHaveAccessibleName(new RegExp(`${name}$`))
  }
})

test('the account forms name the purpose of each personal field (autocomplete)', async ({ page }) => {
  await gotoHydrated(page, '/register')
  const register = [
    ['Vorname', 'given-name'],
    ['Nachname', 'family-name'],
    ['E-Mail-Adresse', 'email'],
  ] as const
  for (const [label, purpose] of register)
    await expect(page.getByLabel(label)).toHaveAttribute('autocomplete', purpose)
  await expect(page.getByLabel('Passwort', { exact: true })).toHaveAttribute('autocomplete', 'new-password')
  await gotoHydrated(page, '/login')
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveAttribute('autocomplete', 'email')
  await expect(page.getByLabel('Passwort', { exact: true })).toHaveAttribute(
    'autocomplete',
    'current-password',
  )
})

/**
 * The text-spacing overrides of WCAG 1.4.12, as a user's style sheet would set them (through the
 * CSSOM: the shop's CSP refuses inline style sheets).
 */
function applyTextSpacing() {
  for (const element of document.querySelectorAll<HTMLElement>('body *')) {
    element.style.setProperty('line-height', '1.5', 'important')
    element.style.setProperty('letter-spacing', '0.12em', 'important')
    element.style.setProperty('word-spacing', '0.16em', 'important')
    if (element.tagName === 'P') element.style.setProperty('margin-bottom', '2em', 'important')
  }
}

for (const path of ['/', '/hemdendesigner', '/cart', '/barrierefreiheit']) {
  test(`${path} keeps fitting 320 px with the WCAG text spacing`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    await gotoHydrated(page, path)
    await page.evaluate(applyTextSpacing)
    const fit = await page.evaluate(() => {
      const header = document.querySelector('header > div') as HTMLElement
      const menu = document
        .querySelector('header button[aria-controls="mobile-nav"]')
        ?.getBoundingClientRect()
      return {
        page: document.documentElement.scrollWidth,
        headerClipped: header.scrollHeight > header.clientHeight + 1,
        menuRight: menu?.right ?? 0,
      }
    })
    expect(fit.page, 'no sideways scrolling').toBeLessThanOrEqual(320)
    expect(fit.menuRight, 'the menu button in view').toBeLessThanOrEqual(320)
    expect(fit.headerClipped, 'nothing in the header row runs out of it').toBe(false)
  })
}
