import fs from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import type { AxeResults, RunOptions } from 'axe-core'

/** axe-core's own bundle, read once per worker and evaluated into each page that is checked. */
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

type AxeWindow = Window & { axe?: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }

/**
 * axe on the current page (European Accessibility Act, EN 301 549): serious or critical violations
 * of WCAG 2.2 A/AA, one line each. Moderate findings are reported by axe but not failed on.
 *
 * axe-core runs in the page itself (`axe.run`), not through @axe-core/playwright: that wrapper
 * opens a second, blank page for every check to merge frames the shop does not have, which made a
 * check cost 1.9 s instead of 0.4 s and the 320 px sweep of every page the slowest part of CI.
 * The bundle is evaluated over the DevTools protocol, so the page's CSP does not stop it.
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
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  const violations = await page.evaluate(async (tags) => {
    const { axe } = window as AxeWindow
    if (!axe) throw new Error('axe-core did not load')
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    })
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }))
  }, wcagTags)
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.targets.join(', ')}`)
}
