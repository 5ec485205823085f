import { linkIn, waitForMail } from '../support/outbox.ts'
import { e2eDataDir, expect, gotoHydrated, snap, test } from './fixtures.ts'

test('a customer logs in, comes back to the page that asked for it and logs out', async ({ page }, info) => {
  await gotoHydrated(page, '/dashboard/addresses')
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard%2Faddresses$/)
  await page.getByLabel('E-Mail-Adresse').fill('kunde@example.com')
  await page.getByLabel('Passwort').fill('ein-falsches-passwort')
  await page.getByRole('button', { name: 'Anmelden' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'E-Mail-Adresse oder Passwort ist nicht korrekt. Bitte prüfen Sie Ihre Eingaben.',
  )
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue('kunde@example.com')
  await snap(page, 'login-error', info.project.name)

  await page.getByLabel('Passwort').fill('Demo-Passwort-1')
  await page.getByRole('button', { name: 'Anmelden' }).click()
  await page.waitForURL('**/dashboard/addresses')
  await expect(page.locator('[data-layout="customer"]')).toBeVisible()
  // The page carries no login state (the page cache hands it to everybody): the header asks after the login.
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: 'Mein Konto' })).toBeVisible()
  // A page the cache keeps for every visitor: loaded twice, the second from memory, and still theirs.
  for (let load = 0; load < 2; load++) {
    await gotoHydrated(page, '/stoffe')
    await expect(header.getByRole('link', { name: 'Mein Konto' })).toBeVisible()
  }

  await page.goto('/dashboard')
  await expect(page.getByText('Willkommen zurück, Jonas.')).toBeVisible()
  await snap(page, 'dashboard', info.project.name)
  await page.evaluate(() => window.localStorage.setItem('selectedShirtId', '7'))
  await page.getByRole('button', { name: 'Abmelden' }).click()
  await page.waitForURL((url) => url.pathname === '/')
  await expect(header.getByRole('link', { name: 'Anmelden' })).toBeVisible()
  // Logout clears the selected shirt with the auth state.
  expect(await page.evaluate(() => window.localStorage.getItem('selectedShirtId'))).toBeNull()
  await gotoHydrated(page, '/dashboard')
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/)
})

test('a visitor registers in English, confirms the address from the mail and lands in the dashboard', async ({
  page,
}, info) => {
  await gotoHydrated(page, '/en/register')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByText('Please enter your first name.')).toBeVisible()
  await expect(page.getByText('Please enter your email address.')).toBeVisible()
  await snap(page, 'register-errors', info.project.name)

  const email = `e2e-${Date.now()}-${info.project.name}@example.com`
  await page.getByLabel('First name').fill('Ada')
  await page.getByLabel('Last name').fill('Lovelace')
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password').fill('password1')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(
    page.getByText('This password is too common and easy to guess. Please choose another one.'),
  ).toBeVisible()
  await expect(page.getByLabel('First name')).toHaveValue('Ada')

  await page.getByLabel('Password').fill('a long and private passphrase')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByRole('heading', { name: 'Please check your inbox' })).toBeVisible()
  await snap(page, 'register-check-inbox', info.project.name)

  const mail = await waitForMail(e2eDataDir, email, 'welcome')
  expect(mail.subject).toBe('Welcome to Nadel & Faden: please confirm your email address')
  // Opened in the browser that registered, the link logs it in.
  await gotoHydrated(page, linkIn(mail, '/en/login?confirm='))
  await page.waitForURL('**/en/dashboard')
  await expect(page.getByText('Welcome back, Ada.')).toBeVisible()
})
