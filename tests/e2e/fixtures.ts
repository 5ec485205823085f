import fs from 'node:fs'
import { type APIRequestContext, test as base, expect, type Locator, type Page } from '@playwright/test'
import { solveAltcha } from '../support/feedback-helpers.ts'
import { linkIn, waitForMail } from '../support/outbox.ts'
import { consentCookie } from './consent-cookie.ts'

/**
 * The newsletter popup opens 40 s after load; other journeys must not meet it. Unless a test
 * asks for it, every page starts with a fresh decision under its storage key (the cooldown).
 */
async function suppressNewsletterPopup(page: Page) {
  await page.addInitScript(() => {
    try {
      window.localStorage.setItem('newsletter_popup_v1', JSON.stringify({ at: Date.now(), reason: 'close' }))
    } catch {
      // about:blank and similar have no storage.
    }
  })
}

/**
 * Every journey fails on a console error or an uncaught page error.
 * `consent`: journeys start with a decided cookie banner ('decided'); consent tests use 'ask'.
 * `newsletterPopup`: 'suppressed' by default; the popup's own tests use 'enabled'.
 */
export const test = base.extend<{
  page: Page
  consent: 'decided' | 'ask'
  newsletterPopup: 'suppressed' | 'enabled'
}>({
  consent: ['decided', { option: true }],
  newsletterPopup: ['suppressed', { option: true }],
  page: async ({ page, consent, newsletterPopup, baseURL }, use) => {
    if (consent === 'decided' && baseURL) await page.context().addCookies([consentCookie(baseURL)])
    if (newsletterPopup === 'suppressed') await suppressNewsletterPopup(page)
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))
    await use(page)
    // A 404 answer is expected where a test visits an unknown page on purpose.
    // 4xx answers to form posts and unknown pages are expected outcomes, not page errors; so is
    // a request a test cuts off on purpose ('internetdisconnected') to play a lost connection.
    const real = problems.filter(
      (text) =>
        !/Failed to load resource: (the server responded with a status of 4\d\d|net::ERR_INTERNET_DISCONNECTED)/.test(
          text,
        ),
    )
    expect(real, `console errors: ${real.join('\n')}`).toEqual([])
  },
})

export { expect }

/** Waits until React has hydrated (a click before hydration is lost). */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path)
  await page.locator('html[data-hydrated="true"]').waitFor()
  return response
}

/**
 * A toast on the screen with this text. (The live region says the same words, so a page-wide
 * getByText would find both.)
 */
export function toast(page: Page, text: string | RegExp) {
  return page.locator('[data-toast]').filter({ hasText: text })
}

/** What the page's polite live region said last. */
export function liveRegion(page: Page) {
  return page.locator('[data-live=polite]').first()
}

/**
 * A screenshot for the issue note, not an assertion: saved as `<E2E_SHOTS>/<name>-<project>.png`
 * when E2E_SHOTS names a folder, and skipped otherwise (CI), since a full-page picture costs the
 * browser about a second. A page is taken whole unless `fullPage: false`; a locator, its box.
 */
export async function snap(
  target: Page | Locator,
  name: string,
  project: string,
  {
    fullPage = true,
    clip,
  }: { fullPage?: boolean; clip?: { x: number; y: number; width: number; height: number } } = {},
) {
  const dir = process.env.E2E_SHOTS
  if (!dir) return
  fs.mkdirSync(dir, { recursive: true })
  const path = `${dir}/${name}-${project}.png`
  if ('goto' in target) await target.screenshot({ path, fullPage: clip ? false : fullPage, clip })
  else await target.screenshot({ path })
}

/** One language's interface texts (app/i18n/messages), for journeys in more than German. */
export type Messages = Record<string, unknown>
export const messages = (locale: string) =>
  JSON.parse(fs.readFileSync(`app/i18n/messages/${locale}.json`, 'utf8')) as Messages

/** The message `key` with its simple `{name}` variables filled in. */
export function tr(catalog: Messages, key: string, values: Record<string, string> = {}): string {
  const found = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], catalog)
  if (typeof found !== 'string') throw new Error(`no message ${key}`)
  return found.replace(/\{(\w+)\}/g, (_all, name: string) => values[name] ?? `{${name}}`)
}

/** The `one {…}` form of an ICU plural, for a count of 1. */
export const one = (plural: string) => (/ one \{([^}]*)\}/.exec(plural)?.[1] ?? plural).replace('#', '1')

/** The server's DATA_DIR of this run (playwright.config.ts): its outbox holds the mails. */
export const e2eDataDir = `/tmp/nf-e2e-${Number(process.env.E2E_PORT ?? 3210)}`

/**
 * A sign-up through the API (`register`, or the newsletter's `subscribe`) with its proof of work
 * solved beforehand, as a script must send it beyond its network's allowance. The run signs up
 * more visitors from 127.0.0.1 within the hour than a network may without a proof
 * (`limits.signupNetwork`); a proved request does not use up the allowance, so the journeys
 * through the /register and /newsletter forms never meet the security check.
 */
export async function withSignupProof(request: APIRequestContext, data: Record<string, unknown>) {
  const challenge = await request.get('/api/feedback/challenge.php')
  expect(challenge.ok(), await challenge.text()).toBe(true)
  return { ...data, altcha: await solveAltcha(await challenge.json()) }
}

/**
 * A confirmed customer, signed in on `page`'s context through the account API (registration,
 * the welcome mail's token, login). Returns the email address.
 */
export async function signInNewCustomer(page: Page, baseURL: string | undefined, label: string) {
  const email = `${label}-${Date.now()}@example.com`
  const password = 'Ein-gutes-Passwort-9'
  const post = async (data: Record<string, unknown>) => {
    const response = await page.request.post('/api/account.php', { data, headers: { origin: baseURL ?? '' } })
    expect(response.ok(), await response.text()).toBe(true)
  }
  await post(
    await withSignupProof(page.request, {
      action: 'register',
      email,
      password,
      firstName: 'Erika',
      lastName: 'Muster',
    }),
  )
  const welcome = await waitForMail(e2eDataDir, email, 'welcome')
  const token = new URL(linkIn(welcome, '/login?confirm=')).searchParams.get('confirm')
  await post({ action: 'confirmRegistration', token })
  await post({ action: 'login', email, password })
  return email
}

/**
 * The first change in the designer, which makes the template it opens with the visitor's design:
 * another fabric from the first tab (any language). Waits until the design exists.
 */
export async function firstChange(page: Page) {
  const panel = page.getByRole('tabpanel')
  await panel
    .getByRole('button', { pressed: false })
    .filter({ has: page.locator('img') })
    .first()
    .click()
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('selectedShirtId')))
    .toMatch(/^\d+$/)
  await expect(panel).toHaveAttribute('aria-busy', 'false')
}

/**
 * The designer's default design put into the cart, as a German-speaking guest does it: the
 * designer opens with it, and the cart button is the first change.
 */
export async function designIntoCart(page: Page) {
  await gotoHydrated(page, '/hemdendesigner')
  await expect(page.getByTestId('design-summary')).toContainText('Kent')
  // The designer may still be settling its first state: click again only while nothing happened.
  await expect(async () => {
    const add = page.getByRole('button', { name: 'In den Warenkorb' })
    if (await add.isVisible()) await add.click()
    await expect(page.getByRole('link', { name: 'Warenkorb, 1 Artikel' })).toBeVisible({ timeout: 3000 })
  }).toPass({ timeout: 20_000 })
}
