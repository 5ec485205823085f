import type { Locator, Page } from '@playwright/test'
import { expect, gotoHydrated, liveRegion, snap, test } from './fixtures.ts'
import { focusState, tabTo } from './keyboard.ts'

/**
 * A keyboard user never loses focus to <body>: in the designer, at the fabric details and after the
 * cookie choice (WCAG 2.4.3, 2.4.7), and the page's live region says each result (4.1.3).
 * Keyboard only here: no clicks, no locator.focus(); every step is a key a visitor would press.
 */

/** The live region's sentence for a choice: 'Kragen: Haifisch gewählt. 79,00 €'. */
const chosen = (category: string, option: string) =>
  new RegExp(`^${category}: ${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} gewählt\\. \\d+,\\d\\d\\s€$`)

/** Focus is on `target`, visible and named, now, after the save, and a while later. */
async function expectFocusKept(page: Page, target: Locator) {
  // At once: a control disabled during the save has already dropped focus by now.
  expect(await focusState(page)).toBe('ok')
  await expect(page.getByRole('tabpanel')).toHaveAttribute('aria-busy', 'false')
  await page.waitForTimeout(300)
  expect(await focusState(page)).toBe('ok')
  await expect(target).toBeFocused({ timeout: 100 })
}

/** Arrow right along the category tabs until `name` is the focused, selected tab. */
async function tabToCategory(page: Page, name: string) {
  const tab = page.getByRole('tab', { name, exact: true })
  await tabTo(page, page.getByRole('tab', { selected: true }), { back: true })
  for (let press = 0; press < 20; press++) {
    if ((await tab.getAttribute('aria-selected')) === 'true') break
    await page.keyboard.press('ArrowRight')
  }
  await expect(tab).toBeFocused()
}

test('choosing in the designer with Enter and Space keeps focus on the choice', async ({ page }, info) => {
  test.setTimeout(120_000)
  await gotoHydrated(page, '/hemdendesigner')
  const panel = page.getByRole('tabpanel')

  // A fabric, with Enter: the first fabric sample not yet chosen (the samples have pictures).
  await tabTo(page, page.getByRole('tab', { name: 'Stoff', exact: true }))
  const fabric = panel
    .getByRole('button', { pressed: false })
    .filter({ has: page.locator('img') })
    .first()
  const fabricName = (await fabric.innerText()).split('\n')[0] ?? ''
  await tabTo(page, fabric)
  await page.keyboard.press('Enter')
  await expectFocusKept(
    page,
    panel.getByRole('button', { name: fabricName, pressed: true }).filter({ has: page.locator('img') }),
  )
  await expect(liveRegion(page)).toHaveText(chosen('Stoff', fabricName))

  // A collar, with Space.
  await tabToCategory(page, 'Kragen')
  const collar = panel.getByRole('button', { pressed: false }).first()
  const collarName = (await collar.locator('span > span').first().innerText()).trim()
  await tabTo(page, collar)
  await page.keyboard.press('Space')
  await expect(page.getByTestId('design-summary')).toContainText(collarName)
  await expectFocusKept(page, panel.getByRole('button', { name: collarName, pressed: true }))
  await expect(liveRegion(page)).toHaveText(chosen('Kragen', collarName))
  // For the issue note: the focus ring on the chosen collar (not an assertion).
  await snap(page, 'keyboard-focus-collar', info.project.name, { fullPage: false })

  // 'Mit Monogramm', with Space, then a position with Enter.
  await tabToCategory(page, 'Monogramm')
  const toggle = panel.getByRole('checkbox', { name: 'Mit Monogramm' })
  await tabTo(page, toggle)
  await page.keyboard.press('Space')
  await expect(toggle).toBeChecked()
  await expectFocusKept(page, toggle)
  await expect(liveRegion(page)).toHaveText(chosen('Monogramm', 'Mit Monogramm'))
  const position = panel.getByRole('button', { pressed: false }).first()
  const positionName = (await position.locator('span > span').first().innerText()).trim()
  await tabTo(page, position)
  await page.keyboard.press('Enter')
  await expectFocusKept(page, panel.getByRole('button', { name: positionName, pressed: true }))
  await expect(liveRegion(page)).toHaveText(chosen('Monogramm', positionName))
  // The position's own choices (font, colour) appear below it; focus does not jump there.

  // 'In den Warenkorb', with Enter: focus stays on the button, which now says the shirt is in the cart.
  const add = page.getByRole('button', { name: 'In den Warenkorb' })
  await tabTo(page, add, { back: true })
  await page.keyboard.press('Enter')
  await expectFocusKept(page, page.getByRole('button', { name: /^Im Warenkorb/, pressed: true }))
  await expect(liveRegion(page)).toHaveText('Hemd wurde zum Warenkorb hinzugefügt')
})

test('the fabric details close on Escape and when focus moves on', async ({ page }) => {
  await gotoHydrated(page, '/hemdendesigner')
  await tabTo(page, page.getByRole('tab', { name: 'Stoff', exact: true }))
  const details = page.getByRole('button', { name: 'Details zum Stoff' })
  const first = details.first()
  await tabTo(page, first)
  await page.keyboard.press('Enter')
  await expect(first).toHaveAttribute('aria-expanded', 'true')
  // The details follow their button.
  const popover = first.locator('xpath=following-sibling::div')
  await expect(popover).toBeVisible()

  await page.keyboard.press('Escape')
  await expect(popover).toBeHidden()
  await expect(first).toHaveAttribute('aria-expanded', 'false')
  await expect(first).toBeFocused()

  // Open again, then Tab on: it must not stay over the next samples.
  await page.keyboard.press('Enter')
  await expect(popover).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(popover).toBeHidden()
  await expect(first).toHaveAttribute('aria-expanded', 'false')
  expect(await focusState(page)).toBe('ok')
})

for (const choice of ['Alle akzeptieren', 'Nur notwendige'] as const) {
  test.describe(() => {
    test.use({ consent: 'ask' })

    test(`after '${choice}' in the cookie banner focus is not on the page's body`, async ({ page }) => {
      await gotoHydrated(page, '/')
      const banner = page.getByRole('dialog', { name: 'Cookies bei Nadel & Faden' })
      await expect(banner).toBeVisible()
      // The library's box, not the server's stand-in: a choice there is a form post, a new page.
      await expect(page.locator('[data-stand-in]')).toHaveCount(0)
      const button = banner.getByRole('button', { name: choice })
      await tabTo(page, button, { limit: 120 })
      await page.keyboard.press('Enter')
      await expect(banner).toBeHidden()
      // The library's box fades out; focus must have somewhere to be after that, too.
      await page.waitForTimeout(100)
      expect(await focusState(page)).toBe('ok')
      await page.waitForTimeout(1000)
      expect(await focusState(page)).toBe('ok')
    })
  })
}
