import type { Locator, Page } from '@playwright/test'
import de from '../../app/i18n/messages/de.json' with { type: 'json' }
import en from '../../app/i18n/messages/en.json' with { type: 'json' }
import es from '../../app/i18n/messages/es.json' with { type: 'json' }
import fr from '../../app/i18n/messages/fr.json' with { type: 'json' }
import { expect, gotoHydrated, signInNewCustomer, test } from './fixtures.ts'

/**
 * The page frame fits every language and width: the
 * header never scrolls sideways and keeps the login link and the cart in view; the fixed
 * feedback tab never lies over the page's content. Each test sets its own viewports, so it runs
 * in the desktop project only.
 */
const locales = [
  ['de', '/', de],
  ['en', '/en', en],
  ['fr', '/fr', fr],
  ['es', '/es', es],
] as const
// 320 px: the narrowest width WCAG 1.4.10 asks a page to fit without sideways scrolling.
const widths = [1280, 1024, 375, 320] as const

test.beforeEach(({ page: _page }, info) => {
  test.skip(info.project.name !== 'desktop', 'sets its own viewport sizes')
})

type Box = { x: number; y: number; width: number; height: number }

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox()
  expect(box, 'element has a box').not.toBeNull()
  return box as Box
}

function expectInsideViewport(box: Box, width: number, what: string) {
  expect(box.x, `${what} starts inside the viewport`).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width, `${what} ends inside the viewport`).toBeLessThanOrEqual(width)
}

function overlaps(a: Box, b: Box) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

async function horizontalOverflow(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header') as HTMLElement
    return {
      viewport: document.documentElement.clientWidth,
      page: document.documentElement.scrollWidth,
      header: header.scrollWidth,
      // The widest right edge of anything in the header (scrollWidth misses content that only
      // runs into the header's own padding).
      // Text for screen readers only is clipped to a pixel: it shows nowhere, whatever its box.
      headerRight: Math.max(
        ...[...header.querySelectorAll('a, button, svg, span')].map((element) => {
          if (element.closest('.sr-only')) return 0
          const rect = element.getBoundingClientRect()
          return rect.width > 0 ? rect.right : 0
        }),
      ),
    }
  })
}

for (const width of widths) {
  for (const [locale, home, messages] of locales) {
    test(`the ${locale} header fits ${width} px: no sideways scroll, login, cart and menu in view`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      await gotoHydrated(page, home)
      const sizes = await horizontalOverflow(page)
      expect(sizes.page, 'the page does not scroll sideways').toBeLessThanOrEqual(sizes.viewport)
      expect(sizes.header, 'the header does not scroll sideways').toBeLessThanOrEqual(sizes.viewport)
      expect(sizes.headerRight, 'nothing in the header sticks out').toBeLessThanOrEqual(sizes.viewport)

      const header = page.locator('header')
      const login = header.getByRole('link', { name: messages.nav.login, exact: true })
      await expect(login).toBeVisible()
      expectInsideViewport(await boxOf(login), width, 'the login link')
      if (width >= 640) {
        // From sm up the link shows its word, not only the icon: the word is not cut off.
        const word = login.locator('span').filter({ hasText: messages.nav.login }).first()
        await expect(word).toBeVisible()
        const clipped = await word.evaluate((element) => element.scrollWidth > element.clientWidth)
        expect(clipped, 'the login word is not cut off').toBe(false)
        expectInsideViewport(await boxOf(word), width, 'the login word')
      }
      const cartName = messages.nav.cartCount.match(/=0 \{([^}]+)\}/)?.[1] ?? ''
      const cart = header.getByRole('link', { name: cartName })
      await expect(cart).toBeVisible()
      expectInsideViewport(await boxOf(cart), width, 'the cart icon')
      expectInsideViewport(await boxOf(cart.locator('svg')), width, 'the cart icon')
      if (width >= 1280) {
        // The bar of seven pages, the style advice among them: each name on one line (a name
        // broken in two reads as two items), none running into the language switch.
        const bar = header.getByRole('navigation', { name: messages.a11y.mainNav })
        const names = Object.values(messages.nav.bar)
        await expect(bar.getByRole('link')).toHaveText(names)
        // The right-hand group: language, delivery country, account and cart.
        const controls = await boxOf(header.locator('.ml-auto').first())
        for (const name of names) {
          const link = bar.getByRole('link', { name, exact: true })
          const lines = await link.evaluate((element) => {
            const style = getComputedStyle(element)
            const paddings = Number.parseFloat(style.paddingTop) + Number.parseFloat(style.paddingBottom)
            return Math.round((element.clientHeight - paddings) / Number.parseFloat(style.lineHeight))
          })
          expect(lines, `'${name}' on one line`).toBe(1)
          const box = await boxOf(link)
          expect(box.x + box.width, `'${name}' left of the language switch`).toBeLessThanOrEqual(controls.x)
        }
      }
      if (width < 1280) {
        // Below xl the navigation sits behind the menu button: all of it must be on screen.
        const menu = header.getByRole('button', { name: messages.a11y.openMenu })
        await expect(menu).toBeVisible()
        expectInsideViewport(await boxOf(menu), width, 'the menu button')
      }
    })
  }
}

for (const width of [375, 1280] as const) {
  test(`the feedback tab lies over no content of the home page at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 })
    await gotoHydrated(page, '/')
    const tab = page.getByTestId('feedback-tab')
    await expect(tab).toBeVisible()
    const mainButton = page.getByRole('main').getByRole('link', { name: de.home.ctaDesign })
    await expect(mainButton).toBeVisible()

    // Wherever the page is scrolled, the tab's column is free: check with the main button
    // scrolled to the tab's height and at the top.
    const tabBox = await boxOf(tab)
    await mainButton.evaluate((element, top) => {
      const rect = element.getBoundingClientRect()
      window.scrollBy(0, rect.top - top)
    }, tabBox.y)
    await page.waitForFunction(() => true)
    expect(overlaps(await boxOf(tab), await boxOf(mainButton)), 'the tab covers the main button').toBe(false)

    // Every visible text, picture and control in main and the footer: none under the tab.
    for (const scroll of ['top', 'middle', 'bottom'] as const) {
      await page.evaluate((where) => {
        const max = document.documentElement.scrollHeight - window.innerHeight
        window.scrollTo(0, where === 'top' ? 0 : where === 'middle' ? max / 2 : max)
      }, scroll)
      const covered = await tab.evaluate((tabElement) => {
        const t = tabElement.getBoundingClientRect()
        const hits: string[] = []
        const candidates = document.querySelectorAll(
          'main h1, main h2, main h3, main p, main li, main a, main button, main img, main svg, footer a, footer p, footer h2, footer svg',
        )
        for (const element of candidates) {
          const r = element.getBoundingClientRect()
          if (r.width === 0 || r.height === 0) continue
          if (r.left < t.right && t.left < r.right && r.top < t.bottom && t.top < r.bottom)
            hits.push(`${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`)
        }
        return hits
      })
      expect(covered, `content under the feedback tab (scrolled to the ${scroll})`).toEqual([])
    }
  })
}

test('on a phone the open menu keeps its links clear of the feedback tab', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await gotoHydrated(page, '/')
  await page.getByRole('button', { name: de.a11y.openMenu }).click()
  const tab = await boxOf(page.getByTestId('feedback-tab'))
  const links = page.locator('#mobile-nav a')
  for (const link of await links.all()) {
    const text = await link.evaluate((element) => {
      const range = document.createRange()
      range.selectNodeContents(element)
      const rect = range.getBoundingClientRect()
      return { x: rect.x, y: rect.y, width: rect.width, height: rect.height }
    })
    expect(overlaps(tab, text), `the tab covers '${await link.textContent()}'`).toBe(false)
  }
})

test('on a phone an account page starts with its own heading, the account menu folded', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await signInNewCustomer(page, baseURL, 'fold')
  await gotoHydrated(page, '/dashboard/orders')
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toBeInViewport({ ratio: 1 })
  expect((await boxOf(heading)).y, 'the heading stands in the upper half of the first screen').toBeLessThan(
    400,
  )
  const menu = page.getByRole('navigation', { name: de.nav.account })
  await expect(menu).toBeHidden()
  const fold = page.locator('summary').filter({ hasText: de.pages.dashboardOrders.title })
  await fold.click()
  await expect(menu.getByRole('link')).toHaveCount(7)
  await menu.getByRole('link', { name: de.pages.dashboardAddresses.title }).click()
  await expect(page).toHaveURL(/\/dashboard\/addresses$/)
  await expect(page.getByRole('navigation', { name: de.nav.account })).toBeHidden()
})

test('on a phone the back office starts with its list: areas and filters folded, open on a desktop', async ({
  page,
  baseURL,
}) => {
  const login = await page.request.post('/api/account.php', {
    data: { action: 'login', email: 'admin@example.com', password: 'Admin-Passwort-1' },
    headers: { origin: baseURL ?? '' },
  })
  expect(login.ok(), await login.text()).toBe(true)
  await page.setViewportSize({ width: 375, height: 812 })
  await gotoHydrated(page, '/admin/orders?ui=de')
  const areas = page.getByRole('navigation', { name: 'Backoffice' })
  const filters = page.getByRole('search')
  await expect(areas).toBeHidden()
  await expect(filters).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport({ ratio: 1 })
  const first = page.getByRole('main').getByRole('link', { name: /^NF-/ }).first()
  expect((await boxOf(first)).y, 'the first order is on the first screen').toBeLessThan(812)

  await page.locator('summary').filter({ hasText: 'Filter' }).click()
  await filters.getByLabel('Stand').selectOption({ index: 1 })
  await filters.getByRole('button', { name: 'Filtern' }).click()
  await expect(page.locator('summary').filter({ hasText: 'Filter' })).toContainText('1 aktiv')
  await page.locator('summary').filter({ hasText: 'Menü' }).click()
  await areas.getByRole('link', { name: 'Werkstatt' }).click()
  await expect(page).toHaveURL(/\/admin\/workshop/)
  await expect(page.locator('summary').filter({ hasText: 'Menü' })).toContainText('Werkstatt')

  await page.setViewportSize({ width: 1280, height: 800 })
  await expect(page.getByRole('navigation', { name: 'Backoffice' })).toBeVisible()
  await expect(page.locator('summary').filter({ hasText: 'Menü' })).toBeHidden()
})
