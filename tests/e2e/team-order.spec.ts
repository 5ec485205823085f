import type { Browser, Page } from '@playwright/test'
import sharp from 'sharp'
import { officeMeasure } from '../support/shop-data.ts'
import { seriousViolations } from './axe.ts'
import { consentCookie } from './consent-cookie.ts'
import { expect, gotoHydrated, signInNewCustomer, snap, test } from './fixtures.ts'

/** A company logo as the organiser uploads it: a dark square with a light ring. */
function logoPng() {
  const ring = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><circle cx="100" cy="100" r="70" fill="none" stroke="#f4f1ea" stroke-width="24"/></svg>',
  )
  return sharp({ create: { width: 200, height: 200, channels: 4, background: '#8a1c2b' } })
    .composite([{ input: ring }])
    .png()
    .toBuffer()
}

/** A second browser of another person (their own cookies), for the members of the team. */
async function personOf(browser: Browser, page: Page, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: page.viewportSize() })
  await context.addCookies([consentCookie(baseURL)])
  return context.newPage()
}

async function api(page: Page, path: string, data: Record<string, unknown>, origin: string) {
  const response = await page.request.post(path, { data, headers: { origin } })
  expect(response.ok(), await response.text()).toBe(true)
  return response.json()
}

/** A member joined by the link; with a profile saved as their part when `done`. */
async function memberByApi(browser: Browser, page: Page, origin: string, token: string, done: boolean) {
  const member = await personOf(browser, page, origin)
  await signInNewCustomer(member, origin, 'team-member')
  const joined = await api(member, '/api/team.php', { action: 'join', token }, origin)
  if (done) await savePart(member, origin, joined.teamOrderId)
  return { member, teamOrderId: joined.teamOrderId as number }
}

async function savePart(member: Page, origin: string, teamOrderId: number) {
  const saved = await api(member, '/api/measures.php', { action: 'save', measure: officeMeasure }, origin)
  await api(member, '/api/team.php', { action: 'savePart', teamOrderId, measureId: saved.measureId }, origin)
}

test('team order: invitation, three members (one late), one order; the organiser never sees measurements', async ({
  page,
  browser,
  baseURL,
}, info) => {
  test.setTimeout(120_000)
  const origin = baseURL ?? ''
  await signInNewCustomer(page, origin, 'team-organiser')
  await api(page, '/api/shirt.php', { action: 'create' }, origin)

  // The organiser fixes the design, names team, company and VAT id, and gets the link.
  await gotoHydrated(page, '/dashboard/team')
  await expect(page.getByRole('heading', { name: 'Teambestellungen', level: 1 })).toBeVisible()
  await page.getByLabel('Name des Teams').fill('Messe Hannover')
  await page.getByLabel('Firma (Rechnungsempfänger)').fill('Beispiel GmbH')
  await page.getByLabel('USt-IdNr. (optional)').fill('DE123456789')
  await snap(page, 'team-orders', info.project.name)
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Teambestellung anlegen' }).click()
  const link = page.getByLabel('Link für Ihr Team')
  await expect(link).toHaveValue(/\/team\/einladung\//)
  const inviteUrl = await link.inputValue()
  const token = inviteUrl.split('/').pop() as string
  const teamPath = new URL(page.url()).pathname

  // The organiser adds the company's logo: a text file is refused, the PNG shows on the preview.
  const logoFile = page.getByLabel('Logo (JPEG oder PNG, höchstens 2 MB)')
  await logoFile.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('kein Bild') })
  await page.getByRole('button', { name: 'Logo hochladen' }).click()
  await expect(page.getByText('Das Logo muss ein JPEG- oder PNG-Bild sein.')).toBeVisible()
  await logoFile.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await logoPng() })
  await page.getByLabel('Position').selectOption('leftChest')
  await page.getByRole('button', { name: 'Logo hochladen' }).click()
  await expect(page.getByText('Das Logo ist gespeichert.')).toBeVisible()
  const preview = page.getByAltText('Logo von Beispiel GmbH als Stickerei (Linke Brust)')
  await expect(preview).toBeVisible()
  await expect(preview).toHaveJSProperty('complete', true)
  expect(await preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
  await expect(page.getByText('Logo-Stickerei: Linke Brust')).toBeVisible()
  await snap(page, 'team-logo', info.project.name)
  expect(await seriousViolations(page)).toEqual([])

  // The link is still there after the page is loaded again, and its button copies it.
  await gotoHydrated(page, teamPath)
  await expect(page.getByLabel('Link für Ihr Team')).toHaveValue(inviteUrl)
  await expect(page.getByText('Ein neuer Link macht den bisherigen ungültig', { exact: false })).toBeVisible()
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin })
  await page.getByRole('button', { name: 'Link kopieren' }).click()
  await expect(page.locator('[data-live="polite"]')).toHaveText('Einladungslink kopiert.')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(inviteUrl)
  await snap(page, 'team-invite-link', info.project.name)

  // The first member opens the link as a guest, logs in and adds their part in the browser.
  const first = await personOf(browser, page, origin)
  await gotoHydrated(first, `/team/einladung/${token}`)
  await expect(first.getByText('Melden Sie sich an oder registrieren Sie sich')).toBeVisible()
  await snap(first, 'team-invitation', info.project.name)
  expect(await seriousViolations(first)).toEqual([])
  await signInNewCustomer(first, origin, 'team-first')
  await api(
    first,
    '/api/measures.php',
    { action: 'save', measure: { ...officeMeasure, set_name: 'Geheim-Maß' } },
    origin,
  )
  await gotoHydrated(first, `/team/einladung/${token}`)
  await first.getByRole('button', { name: 'Der Teambestellung beitreten' }).click()
  await first.waitForURL(`**${teamPath}`)
  // The member's own shirt: the team's logo on it, the designer's option pictures, and the preview
  // follows a choice before it is saved.
  const ownShirt = first.getByTestId('team-member-preview')
  await expect(ownShirt.getByAltText('Logo von Beispiel GmbH als Stickerei (Linke Brust)')).toBeVisible()
  await expect(first.getByTestId('team-member-summary')).toContainText('Logo-Stickerei: Linke Brust')
  const cuffs = first.getByRole('group', { name: 'Manschetten' })
  await expect(cuffs.locator('img[src^="/folded/thumb/cuffs-14-"]')).toBeVisible()
  await expect(ownShirt.locator('img[src*="/cuff-14-"]')).toHaveCount(0)
  await cuffs.getByRole('radio', { name: 'Umschlagmanschette' }).check()
  await expect(ownShirt.locator('img[src*="/cuff-14-"]')).toHaveCount(1)
  await expect(first.getByTestId('team-member-summary')).toContainText('Manschetten: Umschlagmanschette')
  await first.getByRole('button', { name: 'Meine Angaben speichern' }).click()
  // The notice (the live region says the same words a moment later, so getByText could find both).
  await expect(
    first.getByRole('status').filter({ hasText: 'Gespeichert: Ihre Angaben sind vollständig.' }),
  ).toBeVisible()
  await expect(first.getByAltText('Logo von Beispiel GmbH als Stickerei (Linke Brust)')).toBeVisible()
  await snap(first, 'team-member', info.project.name)
  expect(await seriousViolations(first)).toEqual([])
  // Joining twice is refused with a clear page.
  await gotoHydrated(first, `/team/einladung/${token}`)
  await expect(first.getByText('Sie sind Mitglied dieser Teambestellung.')).toBeVisible()

  const second = await memberByApi(browser, page, origin, token, true)
  const late = await memberByApi(browser, page, origin, token, false)

  // The organiser sees who is done, never a profile or a measurement.
  await gotoHydrated(page, teamPath)
  const members = page.getByRole('table')
  await expect(members.getByRole('row')).toHaveCount(4)
  await expect(members.getByText('Maße fehlen')).toHaveCount(1)
  await expect(page.locator('main')).not.toContainText('Geheim-Maß')
  await expect(page.locator('main')).not.toContainText('Büro')
  await page.getByRole('button', { name: 'Alle ohne Maße erinnern' }).click()
  await expect(page.getByText('Erinnerung verschickt.')).toBeVisible()

  // Ordering for the late member too: told who is missing.
  const orderForm = page.locator('form', {
    has: page.getByRole('button', { name: /für das Team bestellen/ }),
  })
  for (const box of await orderForm.getByRole('checkbox', { name: /Maße fehlen/ }).all()) await box.check()
  await orderForm.getByLabel('Vorname').fill('Olga')
  await orderForm.getByLabel('Nachname').fill('Organisator')
  await orderForm.getByLabel('Straße und Hausnummer').fill('Messeweg 1')
  await orderForm.getByLabel('Ort').fill('Berlin')
  await orderForm.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check()
  // A German postal code of four digits is named at its field, in the checkout's words.
  await orderForm.getByLabel('Postleitzahl').fill('1234')
  await orderForm.getByRole('button', { name: /für das Team bestellen/ }).click()
  await expect(orderForm.getByText(/Diese Postleitzahl passt nicht zum gewählten Land/)).toBeVisible()
  await orderForm.getByLabel('Postleitzahl').fill('10115')
  await orderForm.getByRole('button', { name: /für das Team bestellen/ }).click()
  await expect(page.getByText('Noch ohne Maße: Erika Muster.', { exact: false })).toBeVisible()
  await snap(page, 'team-organiser', info.project.name)
  expect(await seriousViolations(page)).toEqual([])

  // The late member adds their part; the organiser orders once for all three.
  await savePart(late.member, origin, late.teamOrderId)
  // The total above the button was for the two who were done: the order asks to check the new one.
  await orderForm.getByRole('button', { name: /für das Team bestellen/ }).click()
  await expect(orderForm.getByText(/Die Summe hat sich geändert/)).toBeVisible()
  await expect(orderForm.getByText(/Für 3 Mitglieder, die fertig sind/)).toBeVisible()
  await orderForm.getByRole('button', { name: /für das Team bestellen/ }).click()
  await expect(page.getByText(/Bestellt: Bestellung/)).toBeVisible()
  await page.getByRole('link', { name: 'Bestellung ansehen' }).click()
  await expect(page.getByText('Für Erika Muster')).toHaveCount(3)
  await expect(page.locator('main')).toContainText('Beispiel GmbH')
  await expect(page.locator('main')).not.toContainText('Geheim-Maß')
  // A team order bills a company: its e-invoice is a download beside the PDF.
  const eInvoice = page.getByRole('link', { name: 'E-Rechnung herunterladen (XRechnung, XML)' })
  await expect(eInvoice).toHaveAttribute('href', /\/api\/orders\/\d+\/invoice\.xml$/)
  const xml = await page.request.get((await eInvoice.getAttribute('href')) ?? '')
  expect(xml.ok()).toBe(true)
  expect(await xml.text()).toContain('urn:xeinkauf.de:kosit:xrechnung_3.0')

  // The link of an ordered team admits nobody new; an unknown link says so.
  const stranger = await personOf(browser, page, origin)
  await gotoHydrated(stranger, `/team/einladung/${token}`)
  await expect(stranger.getByText('geschlossen oder schon bestellt', { exact: false })).toBeVisible()
  await gotoHydrated(stranger, `/team/einladung/${'x'.repeat(43)}`)
  await expect(stranger.getByRole('heading', { name: 'Einladung nicht gefunden' })).toBeVisible()
  for (const person of [first, second.member, late.member, stranger]) await person.context().close()
})
