import type { Locator, Page } from '@playwright/test'
import { expect, gotoHydrated, snap, test } from './fixtures.ts'

/** Names in the open tab panel that do not fit their box (cut off or clipped). */
async function clippedNames(page: Page): Promise<string[]> {
  return page
    .getByRole('tabpanel')
    .locator('button > span')
    .evaluateAll((spans) =>
      spans
        // screen-reader texts are clipped on purpose
        .filter((span) => span.clientWidth > 1)
        .filter(
          (span) =>
            span.scrollWidth > span.clientWidth + 1 || getComputedStyle(span).textOverflow === 'ellipsis',
        )
        .map((span) => span.textContent ?? ''),
    )
}

async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [one, two] = [await a.boundingBox(), await b.boundingBox()]
  if (!one || !two) return false
  return (
    one.x < two.x + two.width &&
    two.x < one.x + one.width &&
    one.y < two.y + two.height &&
    two.y < one.y + one.height
  )
}

test('the designer on a phone: whole names, the preview in view, toasts off the options', async ({
  page,
}, info) => {
  test.setTimeout(90_000)
  await gotoHydrated(page, '/hemdendesigner')
  await expect(page.getByTestId('design-summary')).toContainText('Kent')

  await page.getByRole('tab', { name: 'Stoff', exact: true }).click()
  await expect(page.getByRole('tabpanel').locator('button img').first()).toBeVisible()
  expect(await clippedNames(page)).toEqual([])

  await page.getByRole('tab', { name: 'Manschetten', exact: true }).click()
  const cuff = page.getByRole('button', { name: /Umschlagmanschette/ }).first()
  await expect(cuff).toBeVisible()
  expect(await clippedNames(page)).toEqual([])

  // Scrolled down to the last option, the preview is still on screen.
  const options = page.getByRole('tabpanel').getByRole('button')
  await options.last().scrollIntoViewIfNeeded()
  const preview = page.getByRole('img', { name: /Vorschau Ihres Hemdes/ })
  await expect(preview).toBeInViewport()
  if (info.project.name === 'phone') {
    const box = await preview.boundingBox()
    expect(box?.height ?? 0).toBeLessThan((page.viewportSize()?.height ?? 0) * 0.4)
  }
  await snap(page, 'polish-designer-cuffs', info.project.name, { fullPage: false })

  await cuff.click()
  const toast = page.locator('[data-toast]').filter({ hasText: 'Umschlagmanschette erfolgreich gewählt!' })
  await expect(toast).toBeVisible({ timeout: 15_000 })
  // On phones the toast sits over the sticky preview, never over the options (on the desktop it
  // keeps its corner, the bottom right of the page).
  if (info.project.name === 'phone')
    for (const option of await options.all())
      if (await option.isVisible()) expect(await overlaps(toast, option)).toBe(false)
  await snap(page, 'polish-designer-toast', info.project.name, { fullPage: false })
})
