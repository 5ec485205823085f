import type { Page } from '@playwright/test'
import { localizePath } from '#config/locale-path.ts'
import { pages } from '#config/pages.ts'
import { seriousViolations } from './axe.ts'
import { expect, gotoHydrated, messages, test, tr } from './fixtures.ts'

/**
 * Every page a guest can open, at 320 × 640 CSS px in German and English: nothing scrolls
 * sideways, the header's menu button lies wholly in view (WCAG 1.4.10 Reflow), and axe finds no
 * serious or critical violation of WCAG 2.2 A/AA (tests/e2e/axe.ts). axe does not care whether
 * the browser plays a phone or a desktop, so this runs in the desktop project only, one page
 * after another in one browser context per group.
 */

/** Pages with a parameter, opened with a product, a fabric, a template and so on of the demo catalogue. */
const demoParams: Record<string, string> = {
  'prod/:product': 'prod/fliege-seide',
  'stoffe/:id': 'stoffe/1001',
  'masshemden/:id': 'masshemden/2',
  'shop/:category': 'shop/krawatten',
  'news/:id': 'news/herbststoffe-2026',
  'glossar/:letter': 'glossar/k',
  'massnehmen/neu/:type': 'massnehmen/neu/koerpermasse',
  'masshemden/page/:page': 'masshemden/page/2',
}

/** Every page of config/pages.ts a guest may open without a login: fixed paths and the demo samples. */
const guestPaths = pages
  .filter((page) => (page.auth === undefined || page.auth === 'guest') && !page.movedTo)
  .flatMap((page) => {
    if (!page.path.includes(':')) return [`/${page.path}`]
    const sample = demoParams[page.path]
    return sample ? [`/${sample}`] : []
  })

/** Groups of about 16 pages: two workers share them, and one failure names a small group. */
const groupSize = 16
const groups = Array.from({ length: Math.ceil(guestPaths.length / groupSize) }, (_, index) =>
  guestPaths.slice(index * groupSize, (index + 1) * groupSize),
)

const width = 320

/** The page's own width and, if the page has one, the header's menu button box. */
function fitOf(page: Page, menuName: string) {
  return page.evaluate((name) => {
    const button = [...document.querySelectorAll('header button')].find(
      (element) => element.getAttribute('aria-label') === name,
    )
    const box = button?.getBoundingClientRect()
    return {
      scrollWidth: document.documentElement.scrollWidth,
      menu: box ? { left: box.left, right: box.right, width: box.width } : null,
      // The layouts that carry the full header (not checkout) have the menu button.
      fullHeader: document.querySelector('#mobile-nav') !== null,
    }
  }, menuName)
}

test.beforeEach(({ page: _page }, info) => {
  test.skip(info.project.name !== 'desktop', 'sets its own 320 px viewport; axe is the same on both')
})

for (const locale of ['de', 'en'] as const) {
  const menuName = tr(messages(locale), 'a11y.openMenu')
  groups.forEach((group, index) => {
    test(`${locale} pages ${index + 1}/${groups.length} reflow at ${width} px and pass axe (WCAG 2.2 AA)`, async ({
      page,
    }) => {
      test.setTimeout(group.length * 15_000)
      await page.setViewportSize({ width, height: 640 })
      const problems: string[] = []
      for (const path of group) {
        const address = localizePath(path, locale)
        const response = await gotoHydrated(page, address)
        expect(response?.status(), `${address} answers`).toBe(200)
        const fit = await fitOf(page, menuName)
        if (fit.scrollWidth > width) problems.push(`${address}: ${fit.scrollWidth} px wide`)
        if (fit.fullHeader && !fit.menu) problems.push(`${address}: no menu button '${menuName}'`)
        if (fit.menu && (fit.menu.left < 0 || fit.menu.right > width || fit.menu.width === 0))
          problems.push(`${address}: menu button at ${fit.menu.left}–${fit.menu.right} px`)
        for (const violation of await seriousViolations(page)) problems.push(`${address}: ${violation}`)
      }
      expect(problems).toEqual([])
    })
  })
}

/** The pages behind the login, as the demo customer sees them (a profile, designs, a cart, an order). */
const customerPaths = [
  ...pages
    .filter((page) => page.auth === 'customer' && !page.path.includes(':') && !page.movedTo)
    .map((page) => `/${page.path}`),
  '/meine-hemden',
  '/massnehmen/massprofil',
  '/massnehmen/meine-masse',
  '/cart',
  '/wunschliste',
  '/service',
]

for (const locale of ['de', 'en'] as const) {
  test(`${locale}: the customer's own pages reflow at ${width} px and pass axe (WCAG 2.2 AA)`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(customerPaths.length * 15_000)
    const login = await page.request.post('/api/account.php', {
      data: { action: 'login', email: 'kunde@example.com', password: 'Demo-Passwort-1' },
      headers: { origin: baseURL ?? '' },
    })
    expect(login.ok(), await login.text()).toBe(true)
    await page.setViewportSize({ width, height: 640 })
    const problems: string[] = []
    for (const path of customerPaths) {
      const address = localizePath(path, locale)
      const response = await gotoHydrated(page, address)
      expect(response?.status(), `${address} answers`).toBe(200)
      const { scrollWidth } = await fitOf(page, tr(messages(locale), 'a11y.openMenu'))
      if (scrollWidth > width) problems.push(`${address}: ${scrollWidth} px wide`)
      for (const violation of await seriousViolations(page)) problems.push(`${address}: ${violation}`)
    }
    expect(problems).toEqual([])
  })
}
