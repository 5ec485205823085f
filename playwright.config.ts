import fs from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

/** System Chromium (TOOLCHAIN.md): CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own. */
const executablePath =
  process.env.CHROMIUM_PATH ?? (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)
const port = Number(process.env.E2E_PORT ?? 3210)
const dataDir = `/tmp/nf-e2e-${port}`

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // One retry in CI only, reported as flaky, not hidden. (The dashboard-settings journey that once
  // stayed on /login was a real session race, fixed in app/lib/session-gate.ts and pinned by
  // session-race.spec.ts.)
  retries: process.env.CI ? 1 : 0,
  // Journeys on a 2-core machine that CI shares with other work: generous limits.
  // PGlite answers one statement at a time, so a call can queue behind the other worker's
  // checkout (PDFs, mails) for seconds; expectations wait up to 20 s for that.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PW_JSON ?? 'test-results/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 } },
      // On a phone: every page's fit and accessibility (layout-fit, foundation, accessibility),
      // the phone designer (what it says when a choice takes options away, and its names), cart and
      // checkout, the pages without JavaScript, keyboard focus and measuring from the cart (where a
      // phone reloads the wizard while its owner fetches the tape), the search and the remake under
      // the first-order fit promise (staff decide on a phone as well). Every other
      // journey runs on the desktop alone, so that CI stays under 30 minutes on this 2-core
      // machine (docs/reliability.md).
      testMatch: [
        'layout-fit',
        'foundation',
        'accessibility',
        'designer-phone',
        'designer-wording',
        'cart-checkout',
        'without-javascript',
        'guest-order',
        'keyboard-focus',
        'measure-return',
        'search',
        'remake',
      ].map((name) => `**/${name}.spec.ts`),
    },
  ],
  webServer: {
    // Without the media warm-up (about a minute on this machine, every option picture): journeys
    // render only the pictures they show, on demand, and CI stays under 30 minutes.
    // The journeys log in with the demo accounts and pay with the demo's test payment. Always on
    // embedded PGlite, also when CI points the Vitest run at PostgreSQL (.ci/run).
    command: `rm -rf ${dataDir} && env -u DATABASE_URL SHOP_DEMO=1 PORT=${port} DATA_DIR=${dataDir} LOG_LEVEL=warn SKIP_MEDIA_WARMUP=1 node server/main.ts`,
    url: `http://127.0.0.1:${port}/health/ready`,
    reuseExistingServer: false,
    timeout: 300_000,
  },
})
