import { expect, gotoHydrated, signInNewCustomer, test } from './fixtures.ts'

/**
 * A new visitor's page starts a guest session (GET /api/session.php) as it loads. A login or a
 * first write sent before that answer arrives must not end in a different session than the one
 * the browser keeps: the late guest cookie used to replace the logged-in one, and the customer was
 * back on the login page. Here the start-up answer is held back until the login has gone out.
 */
test('a login sent while the start-up session answer is still on its way stays logged in', async ({
  page,
  baseURL,
  browser,
}) => {
  // A confirmed account, made in another context so that this page starts without any cookie.
  const setup = await browser.newContext({ baseURL })
  const email = await signInNewCustomer(await setup.newPage(), baseURL, 'race')
  await setup.close()

  let releaseStartup: () => void = () => undefined
  const startupHeld = new Promise<void>((resolve) => {
    releaseStartup = resolve
  })
  await page.route(
    /\/api\/session\.php\?cb=/,
    async (route) => {
      const answer = await route.fetch()
      await startupHeld
      await route.fulfill({ response: answer })
    },
    { times: 1 },
  )

  await gotoHydrated(page, '/login')
  await page.getByLabel('E-Mail-Adresse').fill(email)
  await page.getByLabel('Passwort', { exact: true }).fill('Ein-gutes-Passwort-9')
  await page.getByRole('button', { name: 'Anmelden' }).click()
  // The login is on its way (or waiting for the session); now the start-up answer arrives.
  await page.waitForTimeout(500)
  releaseStartup()

  await expect(page).toHaveURL(/\/dashboard/)
  await gotoHydrated(page, '/dashboard/settings')
  await expect(page).toHaveURL(/\/dashboard\/settings/)
  await page.unrouteAll({ behavior: 'ignoreErrors' })
})
