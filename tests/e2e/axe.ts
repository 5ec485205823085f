import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * axe on the current page (European Accessibility Act, EN 301 549): serious or critical violations
 * of WCAG 2.2 A/AA, one line each. Moderate findings are reported by axe but not failed on.
 */
export async function seriousViolations(page: Page) {
  // Contrast is judged on the resting page: no hover under a pointer left where a test clicked,
  // no colour caught halfway through a transition.
  await page.mouse.move(0, 0)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}
