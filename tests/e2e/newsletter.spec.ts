import type { Page } from '@playwright/test'
import { linkIn, waitForMail } from '../support/outbox.ts'
import { seriousViolations } from './axe.ts'
import { e2eDataDir, expect, gotoHydrated, snap, test, withSignupProof } from './fixtures.ts'

const popupTitle = 'Neue Stoffe zuerst sehen'

/**
 * Loads a page with the browser's clock stopped (a little after now, as real time runs on between
 * the two calls, and close to the server's time so the page hydrates without mismatches);
 * page.clock.runFor moves it on. The popup counts from its first mount.
 */
async function loadPaused(page: Page, path: string) {
  const start = Date.now()
  await page.clock.install({ time: start })
  await page.clock.pauseAt(start + 5_000)
  await gotoHydrated(page, path)
  return start
}

function popup(page: Page) {
  return page.getByRole('dialog', { name: popupTitle })
}

async function storedDecision(page: Page) {
  return page.evaluate(() => JSON.parse(window.localStorage.getItem('newsletter_popup_v1') ?? 'null'))
}

/** The subscription checks of the popup (the startup auth check also asks /api/session.php). */
function countSessionChecks(page: Page) {
  const seen: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'GET' && request.url().includes('/api/session.php?cb=')) seen.push(request.url())
  })
  return seen
}

async function api(page: Page, url: string, data: unknown, baseURL: string) {
  const response = await page.request.post(url, { data, headers: { origin: baseURL } })
  expect(response.status(), await response.text()).toBe(200)
}

test.describe('newsletter popup', () => {
  test.use({ newsletterPopup: 'enabled' })

  test('checks the subscription after 10 s and opens after 40 s', async ({ page }, info) => {
    const checks = countSessionChecks(page)
    await loadPaused(page, '/')
    const atLoad = checks.length
    await page.clock.runFor(9_500)
    expect(checks.length).toBe(atLoad)
    await page.clock.runFor(600)
    await expect.poll(() => checks.length).toBe(atLoad + 1)
    await page.clock.runFor(29_000)
    await expect(popup(page)).toBeHidden()
    await page.clock.runFor(1_000)
    await expect(popup(page)).toBeVisible()
    await expect(popup(page).getByRole('link', { name: 'Zum Newsletter' })).toHaveAttribute(
      'href',
      '/newsletter',
    )
    // The viewport, not the full page: the dialog sits over what the visitor sees.
    await snap(page, 'newsletter-popup', info.project.name, { fullPage: false })
  })

  for (const reason of ['close', 'escape', 'backdrop', 'cta'] as const) {
    test(`closes by ${reason}, tells the session and keeps the decision 7 days`, async ({ page }) => {
      await loadPaused(page, '/')
      await page.clock.runFor(40_000)
      await expect(popup(page)).toBeVisible()
      const stored = page.waitForRequest(
        (request) =>
          request.url().endsWith('/api/session.php') &&
          request.postData() === `action=storePopupStatus&key=newsletterPopup&value=${reason}`,
      )
      const choice =
        reason === 'cta'
          ? page.waitForRequest(
              (request) => request.postData() === 'action=setUserChoise&value=newsletterPopup',
            )
          : null
      if (reason === 'close') await popup(page).getByRole('button', { name: 'Schließen' }).click()
      if (reason === 'escape') await page.keyboard.press('Escape')
      if (reason === 'backdrop') await page.mouse.click(3, 3)
      if (reason === 'cta') await popup(page).getByRole('link', { name: 'Zum Newsletter' }).click()
      await expect(popup(page)).toBeHidden()
      await stored
      await choice
      expect(await storedDecision(page)).toEqual({ at: expect.any(Number), reason })
      if (reason === 'cta') await expect(page).toHaveURL(/\/newsletter$/)

      // Within the cooldown the popup stays away, also after a reload and 40 s more.
      await gotoHydrated(page, '/stoffe')
      await page.clock.runFor(45_000)
      await expect(popup(page)).toBeHidden()
    })
  }

  test('the "Nicht jetzt" button closes it like the close button', async ({ page }) => {
    await loadPaused(page, '/')
    await page.clock.runFor(40_000)
    await popup(page).getByRole('button', { name: 'Nicht jetzt' }).click()
    await expect(popup(page)).toBeHidden()
    expect((await storedDecision(page)).reason).toBe('close')
  })

  test('comes back once the 7 days are over', async ({ page }) => {
    const start = await loadPaused(page, '/')
    const eightDaysAgo = start - 8 * 24 * 60 * 60 * 1000
    await page.evaluate(
      (at) => window.localStorage.setItem('newsletter_popup_v1', JSON.stringify({ at, reason: 'close' })),
      eightDaysAgo,
    )
    await gotoHydrated(page, '/')
    await page.clock.runFor(40_000)
    await expect(popup(page)).toBeVisible()
  })

  test('never interrupts a keyboard user, and returns focus where it was when closed', async ({ page }) => {
    await loadPaused(page, '/')
    await page.clock.runFor(35_000)
    // A keyboard user moves through the page past the 40 s: each key postpones the popup.
    for (let press = 0; press < 8; press++) {
      await page.keyboard.press('Tab')
      await page.clock.runFor(2_000)
      await expect(popup(page)).toBeHidden()
    }
    const before = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement
      element.dataset.beforePopup = 'true'
      return element.tagName
    })
    expect(before).not.toBe('BODY')
    // Once the keys have rested for a while it comes, with focus inside it…
    await page.clock.runFor(8_000)
    await expect(popup(page)).toBeVisible()
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]'))))
      .toBe(true)
    // …and Escape closes it and gives focus back to where the visitor was.
    await page.keyboard.press('Escape')
    await expect(popup(page)).toBeHidden()
    await expect(page.locator('[data-before-popup]')).toBeFocused()
  })

  test('never shows on the newsletter page itself', async ({ page }) => {
    await loadPaused(page, '/newsletter')
    await page.clock.runFor(45_000)
    await expect(popup(page)).toBeHidden()
  })

  test('a subscriber never sees it', async ({ page, baseURL }, info) => {
    const email = `popup-${Date.now()}-${info.project.name}@example.com`
    const password = 'ein langes Passwort 2026'
    const origin = baseURL as string
    await api(
      page,
      '/api/account.php',
      await withSignupProof(page.request, {
        action: 'register',
        email,
        password,
        firstName: 'Ida',
        lastName: 'Naht',
      }),
      origin,
    )
    // The confirmation link logs in the browser that registered (decision 024).
    await gotoHydrated(page, linkIn(await waitForMail(e2eDataDir, email, 'welcome'), '/login?confirm='))
    await page.waitForURL('**/dashboard')
    await api(
      page,
      '/api/newsletter.php',
      await withSignupProof(page.request, { action: 'subscribe', email }),
      origin,
    )
    const confirm = linkIn(await waitForMail(e2eDataDir, email, 'newsletterConfirm'), '/newsletter?confirm=')
    await api(
      page,
      '/api/newsletter.php',
      { action: 'confirm', token: new URL(confirm).searchParams.get('confirm') },
      origin,
    )

    await loadPaused(page, '/')
    await page.clock.runFor(10_500)
    await expect.poll(async () => (await storedDecision(page))?.reason).toBe('subscribed')
    await page.clock.runFor(35_000)
    await expect(popup(page)).toBeHidden()
  })
})

test('/newsletter: double opt-in from the form to the confirmation, and the unsubscribe link', async ({
  page,
}, info) => {
  const email = `page-${Date.now()}-${info.project.name}@example.com`
  await gotoHydrated(page, '/newsletter')
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible()
  const consent = page.getByRole('checkbox', { name: /Ja, ich möchte den Newsletter/ })
  await expect(consent).not.toBeChecked()
  await snap(page, 'newsletter', info.project.name)

  await page.getByRole('button', { name: 'Newsletter abonnieren' }).click()
  await expect(page.getByText('Bitte geben Sie Ihre E-Mail-Adresse ein.')).toBeVisible()
  await expect(page.getByText('Bitte setzen Sie das Häkchen')).toBeVisible()
  await snap(page, 'newsletter-errors', info.project.name)
  expect(await seriousViolations(page)).toEqual([])

  await page.getByLabel('E-Mail-Adresse').fill(email)
  await consent.check()
  await page.getByRole('button', { name: 'Newsletter abonnieren' }).click()
  await expect(page.getByRole('heading', { name: 'Bitte sehen Sie in Ihr Postfach' })).toBeVisible()
  await expect(page.getByText(`Wenn ${email} noch nicht angemeldet ist`)).toBeVisible()

  const mail = await waitForMail(e2eDataDir, email, 'newsletterConfirm')
  await gotoHydrated(page, linkIn(mail, '/newsletter?confirm='))
  await expect(page.getByRole('heading', { name: 'Anmeldung bestätigen' })).toBeVisible()
  await snap(page, 'newsletter-confirm', info.project.name)
  await page.getByRole('button', { name: 'Anmeldung bestätigen' }).click()
  await expect(page.getByText('Ihre Anmeldung ist bestätigt')).toBeVisible()
  await snap(page, 'newsletter-confirmed', info.project.name)
  // The welcome carries the unsubscribe link (the confirmation had no link but its own).
  const welcome = await waitForMail(e2eDataDir, email, 'newsletterWelcome')

  await gotoHydrated(page, linkIn(mail, '/newsletter?confirm='))
  await expect(page.getByText('Ihre Anmeldung ist bereits bestätigt.')).toBeVisible()

  await gotoHydrated(page, linkIn(welcome, '/newsletter?unsubscribe='))
  await page.getByRole('button', { name: 'Jetzt abmelden' }).click()
  await expect(page.getByText('Sie sind abgemeldet')).toBeVisible()
})
