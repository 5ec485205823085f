import de from '../../app/i18n/messages/de.json' with { type: 'json' }
import { expect, gotoHydrated, snap, test } from './fixtures.ts'

test('home page presents the shop and its way to the designer', async ({ page }, info) => {
  const response = await gotoHydrated(page, '/')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle('Maßhemden online gestalten | Nadel & Faden')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ein Hemd, das Ihnen gehört.')
  await expect(page.getByRole('link', { name: 'Hemd gestalten' }).first()).toHaveAttribute(
    'href',
    '/hemdendesigner',
  )
  const footer = page.getByRole('contentinfo')
  for (const name of ['Impressum', 'AGB', 'Datenschutz', 'Widerruf', 'Zahlung & Versand', 'Newsletter']) {
    await expect(footer.getByRole('link', { name, exact: true })).toBeVisible()
  }
  await snap(page, 'home', info.project.name)
})

test('the language switcher cycles de, en, fr, es and remembers the choice', async ({ page, context }) => {
  await gotoHydrated(page, '/agb')
  const expected = [
    ['en', '/en/agb'],
    ['fr', '/fr/agb'],
    ['es', '/es/agb'],
    ['de', '/agb'],
  ] as const
  for (const [lang, path] of expected) {
    await page
      .getByRole('link', { name: /Sprache wechseln|Change language|Changer de langue|Cambiar de idioma/ })
      .click()
    await page.waitForURL((url) => url.pathname === path)
    await page.locator(`html[lang="${lang}"][data-hydrated="true"]`).waitFor()
    expect(await page.evaluate(() => window.localStorage.getItem('lang'))).toBe(lang)
    const cookie = (await context.cookies()).find((item) => item.name === 'i18n_redirected')
    expect(cookie?.value).toBe(lang)
  }
  // The stored language now is German: the unprefixed page stays German.
  await gotoHydrated(page, '/impressum')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
})

test('a stored foreign language sends unprefixed paths to its prefix', async ({ page, context }) => {
  await context.addCookies([
    { name: 'i18n_redirected', value: 'es', url: test.info().project.use.baseURL as string },
  ])
  await gotoHydrated(page, '/kragen')
  expect(new URL(page.url()).pathname).toBe('/es/kragen')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
})

test('a content page renders its Markdown with localised links', async ({ page }, info) => {
  await gotoHydrated(page, '/en/kragen/tab-kragen')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
  expect(canonical).toBe(`${new URL(page.url()).origin}/en/kragen/tab-kragen`)
  await snap(page, 'content-collar', info.project.name)
  await gotoHydrated(page, '/datenschutz')
  await expect(page.locator('[data-layout="info"]')).toBeVisible()
  await snap(page, 'content-privacy', info.project.name)
})

test('the canonical link follows client-side navigation', async ({ page }) => {
  await gotoHydrated(page, '/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'AGB', exact: true }).click()
  await page.waitForURL('**/agb')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${new URL(page.url()).origin}/agb`,
  )
  await expect(page).toHaveTitle(/Allgemeine Geschäftsbedingungen|AGB/)
})

test('an unknown path shows the 404 page', async ({ page }, info) => {
  const response = await page.goto('/diese-seite-gibt-es-nicht')
  expect(response?.status()).toBe(404)
  await expect(page.getByTestId('status-message')).toHaveText('Page Not Found')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden')
  await snap(page, 'not-found', info.project.name)
})

test('a guest on the dashboard lands on the login page and the address remembers the way back', async ({
  page,
}, info) => {
  await gotoHydrated(page, '/fr/dashboard/orders')
  const url = new URL(page.url())
  expect(url.pathname).toBe('/fr/login')
  expect(url.searchParams.get('redirectTo')).toBe('/fr/dashboard/orders')
  await expect(page.locator('[data-layout="split"]')).toBeVisible()
  await snap(page, 'login', info.project.name)
})

test('the phone menu opens and closes by button', async ({ page }, info) => {
  test.skip(info.project.name !== 'phone', 'phone layout only')
  await gotoHydrated(page, '/')
  const menu = page.getByRole('button', { name: 'Menü öffnen' })
  await menu.click()
  const nav = page.locator('#mobile-nav')
  await expect(nav).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Maßnehmen' })).toBeVisible()
  await page.getByRole('button', { name: 'Menü schließen' }).click()
  await expect(nav).toBeHidden()
})

test('a language kept only in browser storage sends unprefixed paths to its prefix', async ({
  page,
  context,
}) => {
  await gotoHydrated(page, '/en/agb')
  await page.evaluate(() => window.localStorage.setItem('lang', 'fr'))
  await context.clearCookies({ name: 'i18n_redirected' })
  await page.goto('/impressum')
  await page.waitForURL('**/fr/impressum')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
})

test('a language chosen in the HttpOnly cookie wins over the one in browser storage', async ({
  page,
  context,
}) => {
  await gotoHydrated(page, '/agb?lang=de')
  const cookie = (await context.cookies()).find((item) => item.name === 'i18n_redirected')
  expect(cookie).toMatchObject({ value: 'de', httpOnly: true })
  expect(await page.evaluate(() => document.cookie)).not.toContain('i18n_redirected')
  await page.evaluate(() => window.localStorage.setItem('lang', 'fr'))
  await gotoHydrated(page, '/impressum')
  // The start-up's redirect would start right after hydration: let it show itself if it comes.
  await page.waitForLoadState('networkidle')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  expect(new URL(page.url()).pathname).toBe('/impressum')
})

test('a newer build on the server offers a reload', async ({ page }) => {
  await page.clock.install()
  let version = 'build-one'
  await page.route('**/builds/latest.json*', (route) =>
    route.fulfill({ json: { version, builtAt: '2026-11-22T00:00:00Z' } }),
  )
  await gotoHydrated(page, '/agb')
  await expect(page.getByText('Eine neue Version des Shops ist verfügbar.')).toHaveCount(0)
  version = 'build-two'
  await page.clock.fastForward(5 * 60 * 1000 + 1000)
  await expect(page.getByText('Eine neue Version des Shops ist verfügbar.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Jetzt neu laden' })).toBeVisible()
})

test('the style advice is in the main menu and on the home page', async ({ page }, info) => {
  await gotoHydrated(page, '/')
  const home = page.getByRole('main').getByRole('link', { name: de.home.advisorCta })
  await expect(home).toHaveAttribute('href', '/stilberater')
  if (info.project.name === 'phone') {
    await page.getByRole('button', { name: de.a11y.openMenu }).click()
    await page.locator('#mobile-nav').getByRole('link', { name: de.nav.advisor }).click()
  } else {
    await page
      .getByRole('navigation', { name: de.a11y.mainNav })
      .getByRole('link', { name: de.nav.bar.advisor })
      .click()
  }
  await expect(page).toHaveURL(/\/stilberater$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stilberater')
})

test('a page loads its route’s texts, and a client navigation the next route’s before it renders', async ({
  page,
}) => {
  const texts: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/_i18n/')) texts.push(url.pathname)
  })
  await gotoHydrated(page, '/en')
  expect(texts).toHaveLength(2)
  expect(texts).toContain('/_i18n/en/base.json')
  expect(texts.some((path) => path.endsWith('/messages.json'))).toBe(false)
  // The fabrics page's texts are not among the home page's: they come with the navigation.
  await page.locator('a[href="/en/stoffe"]:visible').first().click()
  await page.waitForURL('**/en/stoffe**')
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/^[a-z]+\.[a-zA-Z.]+$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(texts).toHaveLength(3)
  expect(texts[2]).toMatch(/^\/_i18n\/en\/r-[0-9a-z]+\.json$/)
})
