import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures.ts'

/**
 * Moving through a page as a keyboard user does: Tab and Shift+Tab only, never a click or
 * locator.focus(). Shared by the keyboard journeys.
 */

/** What has focus: a visible element with a name, or why not. */
export async function focusState(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    if (!element || element === document.body) return 'body'
    const box = element.getBoundingClientRect()
    // sr-only radios and checkboxes draw through their label: that is what must be visible.
    const drawn = element.closest('label') ?? element
    const visible =
      drawn.checkVisibility({ visibilityProperty: true }) && drawn.getBoundingClientRect().width > 0
    const name =
      element.getAttribute('aria-label') ??
      (element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null) ??
      element.closest('label')?.textContent ??
      element.textContent ??
      ''
    if (!visible) return `invisible ${element.tagName} ${box.width}x${box.height}`
    if (!name.trim()) return `unnamed ${element.tagName}`
    return 'ok'
  })
}

/** Tab (or Shift+Tab) until `target` has focus; fails after `limit` presses. */
export async function tabTo(page: Page, target: Locator, { back = false, limit = 60 } = {}) {
  for (let press = 0; press < limit; press++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
  }
  await expect(target).toBeFocused({ timeout: 100 })
}

/** After a step: focus is on a visible element with a name, never on <body>. */
export async function expectFocusUsable(page: Page) {
  await expect.poll(() => focusState(page), { timeout: 5_000 }).toBe('ok')
}
