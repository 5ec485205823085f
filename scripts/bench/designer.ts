import { chromium, type Page } from '@playwright/test'
import { chromePath, cookieWithDesign, lighthouseMedian, startServer } from './browser-kit.ts'

/**
 * `npm run bench:designer`: the designer's browser figures on the production build.
 * - the designer route's initial JavaScript, compressed, as transferred on a first visit;
 * - a part click to the new preview painted, warm cache (median of alternating collar clicks);
 * - Lighthouse (mobile) performance of /hemdendesigner for a new visitor and with a design.
 * Needs `npm run build` first. Lighthouse is fetched with npx (LIGHTHOUSE=0 skips it,
 * LIGHTHOUSE=new or =design runs only that page; LIGHTHOUSE_RUNS runs per page, default 3).
 */
const port = Number(process.env.BENCH_PORT ?? 3290)
const origin = `http://127.0.0.1:${port}`

/** Compressed bytes of every script the first visit loads (entry, route chunks, preloads). */
async function initialScriptBytes(page: Page) {
  await page.goto(`${origin}/hemdendesigner`, { waitUntil: 'networkidle' })
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'))
      .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).transferSize, 0),
  )
}

/** Milliseconds from a collar click to the collar layer painted with the new part. */
async function partClickToPaint(page: Page, rounds: number) {
  await page.goto(`${origin}/hemdendesigner`)
  await page.locator('html[data-hydrated="true"]').waitFor()
  // The designer opens with the default template; the first click below creates the design
  // (the first two rounds are not counted).
  await page.getByTestId('design-summary').waitFor()
  await page.getByRole('tab', { name: 'Kragen', exact: true }).click()
  const options = page
    .getByRole('tabpanel')
    .getByRole('button')
    .filter({ has: page.locator('img') })
  const first = await options.nth(0).elementHandle()
  const second = await options.nth(2).elementHandle()
  if (!first || !second) throw new Error('no collar options found')
  const timings: number[] = []
  for (let round = 0; round < rounds; round++) {
    const button = round % 2 === 0 ? second : first
    const elapsed = await page.evaluate(async (target) => {
      const collar = () =>
        [...document.querySelectorAll<HTMLImageElement>('[role="img"] img')].find((img) =>
          /\/folded\/fabric\/collar-\d+-\d+\./.test(img.src),
        )
      const before = collar()?.src
      const start = performance.now()
      ;(target as HTMLButtonElement).click()
      for (;;) {
        await new Promise((resolve) => requestAnimationFrame(resolve))
        const image = collar()
        if (image && image.src !== before && image.complete && image.naturalWidth > 0) break
        // A preview that never changes is a failure to report, not a reason to hang the bench.
        if (performance.now() - start > 10_000) throw new Error(`the collar stayed ${before}`)
      }
      await new Promise((resolve) => requestAnimationFrame(resolve))
      return performance.now() - start
    }, button)
    // Wait for the server's answer before the next click, as a person would.
    await page.waitForFunction(() => !document.querySelector('[role="tabpanel"] button[disabled]'))
    if (round >= 2) timings.push(elapsed) // the first two load each picture once (cold)
  }
  timings.sort((a, b) => a - b)
  return { median: timings[Math.floor(timings.length / 2)] ?? Number.NaN, max: timings.at(-1) ?? Number.NaN }
}

const server = await startServer(port)
try {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] })
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } })
  const rows: string[] = []
  const bytes = await initialScriptBytes(await context.newPage())
  rows.push(`| designer route, initial JS (compressed) | ${(bytes / 1024).toFixed(1)} KB | < 180 KB |`)
  const click = await partClickToPaint(await context.newPage(), 12)
  rows.push(
    `| part click → new preview painted, warm (median / max of 10) | ${click.median.toFixed(0)} ms / ${click.max.toFixed(0)} ms | < 150 ms |`,
  )
  await browser.close()
  if (process.env.LIGHTHOUSE !== '0') {
    const url = `${origin}/hemdendesigner`
    const row = (label: string, result: { median: number; runs: string }) =>
      `| Lighthouse mobile, ${label} | median ${result.median}: ${result.runs} | ≥ 95 |`
    if (process.env.LIGHTHOUSE !== 'design') rows.push(row('new visitor', await lighthouseMedian(url)))
    if (process.env.LIGHTHOUSE !== 'new') {
      const withDesign = await lighthouseMedian(url, async () => ({ Cookie: await cookieWithDesign(origin) }))
      rows.push(row('with a design', withDesign))
    }
  }
  console.log(['| figure | value | target |', '|---|---|---|', ...rows].join('\n'))
} finally {
  server.kill('SIGTERM')
}
