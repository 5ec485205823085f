import type { APIRequestContext } from '@playwright/test'
import { smallPng, solveAltcha } from '../support/feedback-helpers.ts'
import { seriousViolations } from './axe.ts'
import { consentCookie } from './consent-cookie.ts'
import { expect, gotoHydrated, snap, test } from './fixtures.ts'

/**
 * Back office, inboxes: feedback with a photo reaches the back office's feedback inbox, where
 * staff read it with the photo inline and mark it done; the overview's cards lead to both
 * inboxes (desktop and phone).
 */
test('staff read feedback with its photo in /admin/feedback and mark it done', async ({
  page,
  browser,
  baseURL,
}, info) => {
  const origin = baseURL ?? ''
  const stamp = `${info.project.name}-${Date.now()}`
  const post = async (request: APIRequestContext, path: string, data: Record<string, unknown>) => {
    const response = await request.post(path, { data, headers: { origin } })
    expect(response.ok(), `${path} ${await response.text()}`).toBe(true)
    return response.json()
  }

  // A visitor sends feedback with a photo, and a service question, as the shop's forms do.
  const visitor = await browser.newContext({ baseURL: origin })
  const challenge = await (await visitor.request.get('/api/feedback/challenge.php')).json()
  const { csrfToken } = await (await visitor.request.get('/api/session/csrf.php')).json()
  const sent = await visitor.request.post('/api/feedback/send.php', {
    headers: { origin, 'x-csrf-token': csrfToken },
    multipart: {
      name: 'Lena Saum',
      email: `lena-${stamp}@example.com`,
      message: `Die Stoffsuche vergisst meine Farbwahl (${stamp}).`,
      cf_turnstile_response: await solveAltcha(challenge),
      lang: 'de',
      page: '/stoffe',
      'files[]': { name: 'filter.png', mimeType: 'image/png', buffer: await smallPng() },
    },
  })
  expect(sent.ok(), await sent.text()).toBe(true)
  await post(visitor.request, '/api/service.php', {
    action: 'create',
    kind: 'service',
    topic: 'question',
    subject: `Lieferzeit nach Wien ${stamp}`,
    message: 'Wie lange dauert die Lieferung nach Österreich?',
    email: `lena-${stamp}@example.com`,
    name: 'Lena Saum',
  })
  await visitor.close()

  // Staff start at the overview; its cards lead to the inboxes.
  await page.context().addCookies([consentCookie(origin)])
  await post(page.request, '/api/account.php', {
    action: 'login',
    email: 'admin@example.com',
    password: 'Admin-Passwort-1',
  })
  await gotoHydrated(page, '/admin?ui=de')
  await page.getByRole('link', { name: 'Zu den Anfragen →' }).click()
  await expect(page).toHaveURL(/\/admin\/tickets\?status=open$/)
  await expect(
    page.getByRole('link', { name: `Lieferzeit nach Wien ${stamp}` }).filter({ visible: true }),
  ).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await snap(page, 'admin-tickets', info.project.name)

  await page.getByRole('navigation', { name: 'Backoffice' }).getByRole('link', { name: 'Übersicht' }).click()
  await page.getByRole('link', { name: 'Zum Feedback →' }).click()
  await expect(page).toHaveURL(/\/admin\/feedback\?status=new$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible()
  const item = page.getByRole('listitem').filter({ hasText: stamp })
  await expect(item).toContainText('1 Anhang')
  expect(await seriousViolations(page)).toEqual([])
  await snap(page, 'admin-feedback', info.project.name)

  await item.getByRole('link', { name: 'Lena Saum' }).click()
  await expect(page.getByText(`Die Stoffsuche vergisst meine Farbwahl (${stamp}).`)).toBeVisible()
  const photo = page.getByRole('img', { name: 'Foto 1 von Lena Saum' })
  await expect(photo).toBeVisible()
  // Visible is not loaded: wait for the picture's pixels.
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  await page.getByRole('button', { name: 'Als erledigt markieren' }).click()
  await expect(page.getByRole('status')).toHaveText('Als erledigt markiert.')
  await expect(page.getByRole('button', { name: 'Wieder als neu markieren' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await snap(page, 'admin-feedback-item', info.project.name)

  // Done feedback leaves the 'new' list.
  await gotoHydrated(page, '/admin/feedback?status=new')
  await expect(page.getByRole('listitem').filter({ hasText: stamp })).toHaveCount(0)
})
