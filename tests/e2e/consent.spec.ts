import type { BrowserContext, Page } from '@playwright/test'
import { consentSettings, consentTiming } from '#config/consent.ts'
import { consentCookie, parseConsentCookie } from './consent-cookie.ts'
import { expect, gotoHydrated, snap, test } from './fixtures.ts'

// These journeys meet the banner as a first-time visitor does.
test.use({ consent: 'ask' })

const banner = (page: Page) => page.getByRole('dialog', { name: 'Cookies bei Nadel & Faden' })
const preferences = (page: Page) => page.getByRole('dialog', { name: 'Cookie-Einstellungen' })
const footer = (page: Page) => page.getByRole('contentinfo')

async function storedConsent(context: BrowserContext) {
  const cookie = (await context.cookies()).find((item) => item.name === consentSettings.cookieName)
  return { cookie, value: parseConsentCookie(cookie?.value) }
}

/** The legal links must stay clickable: scrolled to the end of the page, nothing lies on top. */
async function expectLegalLinksReachable(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  for (const name of ['Impressum', 'Datenschutz']) {
    await footer(page).getByRole('link', { name, exact: true }).click({ trial: true, timeout: 2000 })
  }
}

test('accept all stores analytics and marketing for 180 days', async ({ page, context }, info) => {
  await gotoHydrated(page, '/')
  await expect(banner(page)).toBeVisible()
  const acceptAll = banner(page).getByRole('button', { name: 'Alle akzeptieren' })
  const necessaryOnly = banner(page).getByRole('button', { name: 'Nur notwendige' })
  // Accept and reject equally prominent (§ 25 TDDDG): same colours, same size.
  const looks = async (button: typeof acceptAll) =>
    button.evaluate((element) => {
      const style = getComputedStyle(element)
      return [style.backgroundColor, style.color, style.fontSize, element.getBoundingClientRect().height]
    })
  // The banner painted with the page gives way to the library's: compare the buttons that stay.
  await expect(async () => {
    const reject = await looks(necessaryOnly)
    expect(reject[3]).toBeGreaterThan(0)
    expect(reject).toEqual(await looks(acceptAll))
  }).toPass({ timeout: 10_000 })
  await expect(banner(page).getByRole('link', { name: 'Datenschutz' })).toHaveAttribute(
    'href',
    '/datenschutz',
  )
  await page.evaluate(() => document.fonts.ready)
  await snap(page, 'consent-banner', info.project.name)
  await expectLegalLinksReachable(page)

  await acceptAll.click()
  await expect(banner(page)).toBeHidden()
  const { cookie, value } = await storedConsent(context)
  expect(value?.categories.sort()).toEqual(['analytics', 'marketing', 'necessary'])
  expect(value?.revision).toBe(2)
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000
  expect(days).toBeGreaterThan(179)
  expect(days).toBeLessThanOrEqual(180)

  // Decided: the next page does not ask again.
  await gotoHydrated(page, '/agb')
  await expect(page.locator('#cc-main .cm')).toHaveCount(0)
})

test('the banner painted with the page gives way to the library’s, in the same place', async ({
  page,
  browser,
  baseURL,
}) => {
  // Before any script has run (here: none at all), the server's box alone.
  const viewport = page.viewportSize()
  const withoutScripts = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport })
  const first = await withoutScripts.newPage()
  await first.goto('/shop/krawatten')
  await expect(banner(first)).toBeVisible()
  const serverBox = await first.locator('#cc-main .cm').boundingBox()
  await withoutScripts.close()

  await gotoHydrated(page, '/shop/krawatten')
  await expect(banner(page)).toBeVisible()
  // One box, the library's: the server's has left the page, and no id is doubled.
  await expect(page.locator('[data-stand-in]')).toHaveCount(0)
  await expect(page.locator('#cc-main')).toHaveCount(1)
  await expect(page.locator('#cm__desc')).toHaveCount(1)
  expect(await page.locator('#cc-main .cm').boundingBox()).toEqual(serverBox)
})

test('accept only necessary stores the necessary category alone', async ({ page, context }) => {
  await gotoHydrated(page, '/')
  await banner(page).getByRole('button', { name: 'Nur notwendige' }).click()
  await expect(banner(page)).toBeHidden()
  expect((await storedConsent(context)).value?.categories).toEqual(['necessary'])
})

test('a saved selection stores exactly the chosen categories and is logged with ccdebug', async ({
  page,
  context,
}, info) => {
  const logged: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'info' && message.text().startsWith('[consent]')) logged.push(message.text())
  })
  await gotoHydrated(page, '/?ccdebug=1')
  await banner(page).getByRole('button', { name: 'Auswahl anpassen' }).click()
  const dialog = preferences(page)
  await expect(dialog).toBeVisible()
  const necessary = dialog.getByRole('checkbox', { name: 'Notwendig' })
  await expect(necessary).toBeChecked()
  await expect(necessary).toBeDisabled()
  await expect(dialog.getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked()
  await dialog.getByRole('checkbox', { name: 'Statistik' }).check({ force: true })
  await page.evaluate(() => document.fonts.ready)
  await snap(page, 'consent-preferences', info.project.name)
  await dialog.getByRole('button', { name: 'Auswahl speichern' }).click()
  await expect(dialog).toBeHidden()
  expect((await storedConsent(context)).value?.categories.sort()).toEqual(['analytics', 'necessary'])
  await expect.poll(() => logged.some((line) => line.includes('first decision'))).toBe(true)
})

test('a consent of an older revision is asked again', async ({ page, context, baseURL }) => {
  await context.addCookies([
    consentCookie(baseURL ?? '', { categories: ['necessary', 'analytics', 'marketing'], revision: 1 }),
  ])
  await gotoHydrated(page, '/')
  await expect(banner(page)).toBeVisible()
  await expect(banner(page)).toContainText('seit Ihrem letzten Besuch geändert')
  await banner(page).getByRole('button', { name: 'Nur notwendige' }).click()
  const { value } = await storedConsent(context)
  expect(value).toMatchObject({ categories: ['necessary'], revision: 2 })
})

test('?cc=off disables the banner entirely', async ({ page }) => {
  const vendor: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/vendor/')) vendor.push(request.url())
  })
  await page.clock.install()
  await gotoHydrated(page, '/?cc=off')
  await page.clock.runFor(consentTiming.bannerCheckMs + 500)
  await expect(page.locator('html')).toHaveAttribute('data-consent', 'off')
  await expect(page.locator('#cc-main')).toHaveCount(0)
  expect(vendor).toEqual([])
  // The footer link explains why there is nothing to open.
  await footer(page).getByRole('button', { name: 'Cookie-Einstellungen' }).click()
  await expect(page.getByTestId('consent-notice')).toContainText('für diesen Aufruf abgeschaltet')
})

test('the footer link reopens the preferences with the stored choice', async ({ page, context, baseURL }) => {
  await context.addCookies([consentCookie(baseURL ?? '', { categories: ['necessary', 'marketing'] })])
  await gotoHydrated(page, '/')
  await page.locator('html[data-consent="ready"]').waitFor({ state: 'attached' })
  await expect(banner(page)).toHaveCount(0)
  await footer(page).getByRole('button', { name: 'Cookie-Einstellungen' }).click()
  const dialog = preferences(page)
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('checkbox', { name: 'Marketing' })).toBeChecked()
  await expect(dialog.getByRole('checkbox', { name: 'Statistik' })).not.toBeChecked()
  await dialog.getByRole('button', { name: 'Schließen' }).click()
  await expect(dialog).toBeHidden()
})

test('the banner speaks the page language, also after switching it', async ({ page }) => {
  await gotoHydrated(page, '/agb')
  await expect(banner(page)).toBeVisible()
  await page.getByRole('link', { name: /Sprache wechseln/ }).click()
  await page.waitForURL((url) => url.pathname === '/en/agb')
  const english = page.getByRole('dialog', { name: 'Cookies at Nadel & Faden' })
  await expect(english.getByRole('button', { name: 'Accept all' })).toBeVisible()
  await expect(english.getByRole('button', { name: 'Essential only' })).toBeVisible()
  await expect(english.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
    'href',
    '/en/datenschutz',
  )
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' })).toBeVisible()
})

test('the fallback files are used when the primary ones are missing', async ({ page }) => {
  await page.route(/\/vendor\/consent\.(umd\.js|css)$/, (route) => route.fulfill({ status: 404, body: '' }))
  await gotoHydrated(page, '/')
  await expect(banner(page)).toBeVisible()
  await expect(page.locator('link[href="/vendor/cookieconsent.css"]')).toHaveCount(1)
  await expect(page.getByTestId('consent-notice')).toHaveCount(0)
})

/**
 * A stopped clock, so real seconds on a busy machine cannot use up the notice's 9 s before the
 * checks; page.clock.runFor moves it. A blocked script is reported by its error event (no timer).
 */
async function stopClock(page: Page) {
  const start = Date.now()
  await page.clock.install({ time: start })
  await page.clock.pauseAt(start + 5_000)
}

test.describe('failure notices', () => {
  test('blocked scripts: notice for 9 s and the red box for 10 s', async ({ page }) => {
    await page.route(/\/vendor\/.*\.umd\.js$/, (route) => route.fulfill({ status: 404, body: '' }))
    await stopClock(page)
    await gotoHydrated(page, '/')
    const notice = page.getByTestId('consent-notice')
    const red = page.getByTestId('consent-blocked')
    await expect(notice).toContainText('Bitte Werbe-/Script-Blocker prüfen')
    await expect(red).toHaveText('Cookie-Hinweis blockiert. Bitte Werbe-/Script-Blocker prüfen.')
    await page.clock.runFor(consentTiming.noticeMs + 100)
    await expect(notice).toHaveCount(0)
    await expect(red).toBeVisible()
    await page.clock.runFor(consentTiming.blockedBoxMs - consentTiming.noticeMs)
    await expect(red).toHaveCount(0)
  })

  test('the red box closes by its button and notices by theirs', async ({ page }, info) => {
    await page.route(/\/vendor\/.*\.umd\.js$/, (route) => route.fulfill({ status: 404, body: '' }))
    await stopClock(page)
    await gotoHydrated(page, '/')
    await expect(page.getByTestId('consent-blocked')).toBeVisible()
    await snap(page, 'consent-blocked', info.project.name)
    await page.getByTestId('consent-blocked').getByRole('button', { name: 'Schließen' }).click()
    await expect(page.getByTestId('consent-blocked')).toHaveCount(0)
    await page.getByRole('button', { name: 'Hinweis schließen' }).click()
    await expect(page.getByTestId('consent-notice')).toHaveCount(0)
  })

  test('a missing style file is reported and the banner still asks', async ({ page }) => {
    await page.route(/\/vendor\/.*\.css$/, (route) => route.fulfill({ status: 404, body: '' }))
    await gotoHydrated(page, '/')
    await expect(page.getByTestId('consent-notice')).toContainText('Gestaltung des Cookie-Hinweises')
    await expect(page.locator('#cc-main .cm')).toHaveCount(1)
  })

  test('a script that never arrives times out after 12 s', async ({ page }) => {
    // The request is held open: neither load nor error, only the polling can end the wait.
    await page.route(/\/vendor\/consent\.umd\.js$/, () => undefined)
    await page.clock.install()
    // The held script also holds the load event, so wait for hydration instead of 'load'.
    await page.goto('/', { waitUntil: 'commit' })
    await page.locator('html[data-hydrated="true"]').waitFor()
    // Fake time runs ahead of the real network: let the style arrive before jumping 12 s.
    await page.waitForFunction(() =>
      [...document.styleSheets].some((sheet) => sheet.href?.endsWith('/vendor/consent.css')),
    )
    // The fake clock also runs in real time, hence the margin before the 12 s are up.
    await page.clock.runFor(consentTiming.overallTimeoutMs - 4000)
    await expect(page.getByTestId('consent-notice')).toHaveCount(0)
    await page.clock.runFor(4000)
    await expect(page.getByTestId('consent-notice')).toContainText('lädt zu lange')
  })

  test('a banner that fails to start sets no optional cookies', async ({ page, context }) => {
    await page.route(/\/vendor\/consent\.umd\.js$/, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'window.CookieConsent = { run: () => Promise.reject(new Error("stopped by a blocker")) }',
      }),
    )
    await gotoHydrated(page, '/')
    await expect(page.getByTestId('consent-notice')).toContainText(
      'Es werden keine optionalen Cookies gesetzt',
    )
    expect((await storedConsent(context)).cookie).toBeUndefined()
  })

  test('a banner hidden by a blocker is reported after 2.5 s', async ({ page }) => {
    // What cosmetic filter lists do: the library runs, but its box is hidden by CSS.
    await page.route(/\/vendor\/consent\.css$/, async (route) => {
      const response = await route.fetch()
      await route.fulfill({ response, body: `${await response.text()}\n#cc-main{display:none!important}` })
    })
    // The banner starts before hydration: on a busy machine real seconds pass before the page is
    // hydrated, so the clock stands still and only runFor moves it.
    await stopClock(page)
    await gotoHydrated(page, '/')
    await page.waitForFunction(() => document.documentElement.classList.contains('show--consent'))
    await page.clock.runFor(consentTiming.bannerCheckMs - 1000)
    await expect(page.getByTestId('consent-notice')).toHaveCount(0)
    await page.clock.runFor(1100)
    await expect(page.getByTestId('consent-notice')).toContainText('wird nicht angezeigt')
    await expect(page.getByTestId('consent-blocked')).toBeVisible()
  })

  test('a visible banner raises no notice after 2.5 s', async ({ page }) => {
    await stopClock(page)
    await gotoHydrated(page, '/')
    await page.clock.runFor(consentTiming.bannerCheckMs + 500)
    await expect(banner(page)).toBeVisible()
    await expect(page.getByTestId('consent-notice')).toHaveCount(0)
  })
})
