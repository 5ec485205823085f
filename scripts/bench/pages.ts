import { chromium } from '@playwright/test'
import {
  chromePath,
  cookieWithDesign,
  lighthouseMedian,
  residentMegabytes,
  startServer,
} from './browser-kit.ts'

/**
 * `npm run bench:pages`: the page figures of docs/performance.md on the production build (`npm run build` first).
 * - per page, what a first visit on a phone downloads: scripts and the message file, compressed;
 * - Lighthouse mobile performance, median of LIGHTHOUSE_RUNS (default 3), with each run's FCP, LCP,
 *   TBT, CLS and the host's benchmark index (LIGHTHOUSE=0 skips it);
 * - the server's resident memory after the warm-up and after the runs.
 */
const port = Number(process.env.BENCH_PORT ?? 3291)
const origin = `http://127.0.0.1:${port}`

/** The first link on a page that matches, e.g. a fabric's page on /stoffe. */
async function firstLink(path: string, pattern: RegExp) {
  const html = await (await fetch(`${origin}${path}`)).text()
  const found = pattern.exec(html)?.[0]
  if (!found) throw new Error(`no link ${pattern} on ${path}`)
  return found
}

type Page = { label: string; path: string; withDesign?: boolean; scriptGoal: number; scoreGoal: number }

const server = await startServer(port)
try {
  const pid = server.pid ?? 0
  const warmRss = residentMegabytes(pid)
  const pages: Page[] = [
    { label: '/', path: '/', scriptGoal: 130, scoreGoal: 98 },
    { label: '/stoffe', path: '/stoffe', scriptGoal: 130, scoreGoal: 95 },
    {
      label: '/stoffe/{id}',
      path: await firstLink('/stoffe', /\/stoffe\/\d+/),
      scriptGoal: 130,
      scoreGoal: 95,
    },
    {
      label: '/shop/{category}',
      path: await firstLink('/shop', /\/shop\/[a-z][a-z-]+/),
      scriptGoal: 130,
      scoreGoal: 95,
    },
    {
      label: '/prod/{id}',
      path: await firstLink('/shop', /\/prod\/[a-z0-9-]+/),
      scriptGoal: 130,
      scoreGoal: 95,
    },
    { label: '/hemdendesigner, new visitor', path: '/hemdendesigner', scriptGoal: 170, scoreGoal: 95 },
    {
      label: '/hemdendesigner, with a design',
      path: '/hemdendesigner',
      withDesign: true,
      scriptGoal: 170,
      scoreGoal: 95,
    },
    { label: '/cart', path: '/cart', scriptGoal: 130, scoreGoal: 95 },
  ]
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] })
  const rows: string[] = []
  for (const entry of pages) {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } })
    if (entry.withDesign) {
      const [name, value] = (await cookieWithDesign(origin)).split(';')[0]?.split('=') ?? []
      await context.addCookies([{ name: name ?? '', value: value ?? '', url: origin }])
    }
    const page = await context.newPage()
    await page.goto(`${origin}${entry.path}`, { waitUntil: 'networkidle' })
    const bytes = await page.evaluate(() => {
      const sizes = { scripts: 0, messages: 0 }
      for (const resource of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
        if (resource.name.endsWith('.js')) sizes.scripts += resource.transferSize
        else if (resource.name.includes('/_i18n/')) sizes.messages += resource.transferSize
      }
      return sizes
    })
    await context.close()
    const kb = (value: number) => (value / 1024).toFixed(1)
    let score = 'not run'
    if (process.env.LIGHTHOUSE !== '0') {
      const cookie = entry.withDesign ? async () => ({ Cookie: await cookieWithDesign(origin) }) : undefined
      const result = await lighthouseMedian(`${origin}${entry.path}`, cookie)
      score = `median ${result.median} (goal ≥ ${entry.scoreGoal}): ${result.runs}`
    }
    rows.push(
      `| ${entry.label} | ${kb(bytes.scripts)} + ${kb(bytes.messages)} KB (goal ≤ ${entry.scriptGoal} KB) | ${score} |`,
    )
  }
  await browser.close()
  console.log(
    [
      '| page | scripts + messages, compressed | Lighthouse mobile |',
      '|---|---|---|',
      ...rows,
      '',
      `Server RSS: ${warmRss.toFixed(0)} MB after the warm-up, ${residentMegabytes(pid).toFixed(0)} MB after the runs (goal ≤ 500 MB).`,
    ].join('\n'),
  )
} finally {
  server.kill('SIGTERM')
}
