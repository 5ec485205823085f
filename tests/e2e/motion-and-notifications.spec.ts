import type { Page } from '@playwright/test'
import { expect, gotoHydrated, test } from './fixtures.ts'

/** Ripple 401 ms, dialog leave delay 200 ms, toasts up to the 639 px breakpoint. */

// The other journeys run with reduced motion (playwright.config.ts); these test the motion itself.
test.use({ reducedMotion: 'no-preference' })

/** The durations of the animations running on the elements `selector` finds. */
function durations(page: Page, selector: string) {
  return page.evaluate(
    (css) =>
      [...document.querySelectorAll(css)].flatMap((element) =>
        element.getAnimations().map((animation) => animation.effect?.getTiming().duration),
      ),
    selector,
  )
}

test('a pressed button ripples for 401 ms and leaves nothing behind', async ({ page }) => {
  await gotoHydrated(page, '/login')
  const button = page.getByRole('button', { name: 'Anmelden' })
  const box = await button.boundingBox()
  if (!box) throw new Error('no login button')
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.down()
  expect(await durations(page, '[data-ripple]')).toEqual([401])
  await expect(button.locator('[data-ripple]')).toHaveCount(0)
  // Released away from the button: nothing is sent.
  await page.mouse.move(2, 2)
  await page.mouse.up()
  await expect(page).toHaveURL(/\/login$/)
})

test('a closing dialog leaves in 200 ms, then is gone and opens again whole', async ({ page }) => {
  await gotoHydrated(page, '/stoffe')
  const dialog = page.getByRole('dialog', { name: 'Ihr Feedback' })
  await page.getByTestId('feedback-tab').click()
  await expect(dialog).toBeVisible()
  // The leave lasts 200 ms, shorter than a round trip to the test: the page notes what runs.
  await dialog.evaluate((element) => {
    const seen: unknown[] = []
    Object.assign(window, { leaveDurations: seen })
    new MutationObserver(() => {
      if (!element.hasAttribute('data-leaving')) return
      const body = element.querySelector('[data-dialog-body]')
      for (const animation of body?.getAnimations() ?? []) seen.push(animation.effect?.getTiming().duration)
    }).observe(element, { attributes: true, attributeFilter: ['data-leaving'] })
  })
  await dialog.getByRole('button', { name: 'Schließen' }).first().click()
  await expect(dialog).toBeHidden()
  expect(
    await page.evaluate(() => (window as unknown as { leaveDurations: unknown[] }).leaveDurations),
  ).toEqual([200])

  await page.getByTestId('feedback-tab').click()
  await expect(dialog.getByLabel('Name')).toBeVisible()
  const backdrop = await dialog.evaluate((element) => getComputedStyle(element, '::backdrop').opacity)
  expect(backdrop).toBe('1')
})

for (const [width, phone] of [
  [639, true],
  [640, false],
] as const) {
  test(`at ${width} px a toast ${phone ? 'spans the screen' : 'keeps its corner width'}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    await gotoHydrated(page, '/hemdendesigner')
    await page.route('**/api/shirt.php', async (route) => {
      const body = route.request().postDataJSON() as { action?: string } | null
      if (body?.action === 'create') await route.fulfill({ status: 200, json: { success: false } })
      else await route.fallback()
    })
    // The first change creates the design; here the server refuses.
    await page
      .getByRole('tabpanel')
      .getByRole('button', { pressed: false })
      .filter({ has: page.locator('img') })
      .first()
      .click()
    const toast = page.locator('[data-toast=error]').filter({ hasText: 'Failed to create shirt' })
    await expect(toast).toBeVisible()
    const box = await toast.boundingBox()
    const inner = await page.evaluate(() => document.documentElement.clientWidth)
    if (phone) expect(box?.width).toBe(inner - 16)
    else expect(box?.width).toBeLessThanOrEqual(384)
    // The designer's toasts sit in the bottom-right area (group br); on a phone that area moves
    // to the top, so that a toast never covers the options being chosen.
    const viewport = await page.evaluate(() => ({
      right: document.documentElement.clientWidth,
      bottom: window.innerHeight,
    }))
    expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(viewport.right - (phone ? 8 : 16))
    if (phone) expect(Math.round(box?.y ?? 0)).toBe(8)
    else expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(viewport.bottom - 16)
  })
}
