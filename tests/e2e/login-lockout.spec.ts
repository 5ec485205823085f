import { linkIn, waitForMail } from '../support/outbox.ts'
import { e2eDataDir, expect, gotoHydrated, test } from './fixtures.ts'

/**
 * Someone guessed the owner's password until the account asks for a proof of work: the owner, in
 * a browser that never logged in, sees the security check appear under the form, lets it run and
 * gets in with the right password; the account's address receives one 'someone tried to log in'
 * mail.
 */
test('the owner logs in from a new browser while the account is being guessed', async ({
  page,
  playwright,
  baseURL,
}) => {
  const email = `lockout-${Date.now()}@example.com`
  const password = 'Ein-gutes-Passwort-9'
  // A stranger's requests: cookies of their own, never the page's.
  const stranger = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL ?? '' },
  })
  const post = (data: Record<string, unknown>) => stranger.post('/api/account.php', { data })
  expect(
    (await post({ action: 'register', email, password, firstName: 'Erika', lastName: 'Muster' })).ok(),
  ).toBe(true)
  const welcome = await waitForMail(e2eDataDir, email, 'welcome')
  const token = new URL(linkIn(welcome, '/login?confirm=')).searchParams.get('confirm')
  expect((await post({ action: 'confirmRegistration', token })).ok()).toBe(true)
  const guesses = []
  for (let index = 0; index < 6; index++)
    guesses.push((await post({ action: 'login', email, password: `guess-${index}` })).status())
  expect(guesses).toEqual([401, 401, 401, 401, 401, 429])
  await stranger.dispose()

  await gotoHydrated(page, '/login')
  await page.getByLabel('E-Mail-Adresse').fill(email)
  await page.getByLabel('Passwort').fill(password)
  await page.getByRole('button', { name: 'Anmelden' }).click()
  await expect(page.getByRole('alert')).toContainText('viele fehlgeschlagene Anmeldeversuche')
  const proof = page.getByTestId('login-proof')
  await expect(proof.getByText('Sicherheitsprüfung', { exact: true })).toBeVisible()
  await expect(proof).toHaveAttribute('data-solved', 'yes')

  // The check is solved in the browser; once its short delay has passed, the login goes through.
  for (let attempt = 0; attempt < 3 && !page.url().includes('/dashboard'); attempt++) {
    await expect(proof.getByRole('status')).toHaveText('Sie können sich jetzt anmelden.')
    await page.getByRole('button', { name: 'Anmelden' }).click()
    await page.waitForURL('**/dashboard', { timeout: 5_000 }).catch(() => undefined)
  }
  await expect(page).toHaveURL(/\/dashboard$/)

  const mail = await waitForMail(e2eDataDir, email, 'loginAttempts')
  expect(mail.subject).toBe('Fehlgeschlagene Anmeldeversuche bei Ihrem Kundenkonto')
  expect(linkIn(mail, '/forgot-password')).toMatch(/\/forgot-password$/)
})
