import type { Locator, Page } from '@playwright/test'
import { officeMeasure } from '../support/shop-data.ts'
import { expect, gotoHydrated, liveRegion, signInNewCustomer, test } from './fixtures.ts'
import { expectFocusUsable, tabTo } from './keyboard.ts'

/**
 * Whole journeys with the keyboard alone (WCAG 2.1.1, 2.4.3, 4.1.3): measuring all 14 steps and
 * checking out. Setup goes through the API; on the page every step is a key a visitor presses.
 * After each step focus is on a visible, named element and the live region has said the result.
 * (Designing a shirt with a monogram into the cart: keyboard-focus.spec.ts.)
 */

/** Arrow keys within a radio group until `target` is checked. */
async function arrowTo(page: Page, target: Locator) {
  for (let press = 0; press < 10 && !(await target.isChecked()); press++)
    await page.keyboard.press('ArrowDown')
  await expect(target).toBeChecked()
}

const bodyMeasures = [
  ['Körpergröße', '180'],
  ['Gewicht', '81,5'],
  ['Brustumfang', '102'],
  ['Taillenumfang', '92'],
  ['Hüftumfang', '104'],
  ['Halsumfang', '40,5'],
  ['Schulterbreite', '47'],
  ['Ärmellänge rechts', '64'],
  ['Ärmellänge links', ''],
  ['Ärmellänge Kurzarm', ''],
  ['Oberarm (Bizeps)', '32'],
  ['Handgelenk rechts', '17'],
  ['Handgelenk links', '18,5'],
  ['Hemdlänge', '80'],
] as const

test('measuring with the keyboard: 14 steps, each said, to a saved profile', async ({ page }) => {
  test.setTimeout(120_000)
  await gotoHydrated(page, '/massnehmen/neu/koerpermasse')
  await tabTo(page, page.getByLabel('Körpergröße', { exact: true }))
  for (const [index, [label, value]] of bodyMeasures.entries()) {
    const field = page.getByLabel(label, { exact: true })
    await expect(field).toBeFocused()
    if (value) await page.keyboard.type(value)
    await page.keyboard.press('Enter')
    const next = bodyMeasures[index + 1]
    if (next) {
      await expect(liveRegion(page)).toHaveText(`Schritt ${index + 2} von 14: ${next[0]}`)
      await expect(page.getByLabel(next[0], { exact: true })).toBeFocused()
    }
    await expectFocusUsable(page)
  }
  await expect(page.getByRole('heading', { name: 'Ihre Maße im Überblick' })).toBeFocused()
  await expect(liveRegion(page)).toHaveText('Ihre Maße im Überblick')

  await tabTo(page, page.getByLabel('Name des Maßprofils'))
  await page.keyboard.type('Büro')
  await tabTo(page, page.getByRole('button', { name: 'Maßprofil speichern' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/massnehmen\/massprofil$/)
  // The saved profile and the page it led to, said together.
  await expect(liveRegion(page)).toHaveText('Das Maßprofil „Büro“ ist gespeichert. Maßprofile')
  await expectFocusUsable(page)
})

test('checking out with the keyboard: address, payment, terms and the order button', async ({
  page,
  baseURL,
}, info) => {
  test.setTimeout(150_000)
  await signInNewCustomer(page, baseURL, `keyboard-${info.project.name}`)
  const api = async (path: string, data: Record<string, unknown>) => {
    const response = await page.request.post(path, { data, headers: { origin: baseURL ?? '' } })
    expect(response.ok(), `${path} ${await response.text()}`).toBe(true)
    return response.json()
  }
  const { measureId } = await api('/api/measures.php', { action: 'save', measure: officeMeasure })
  const { shirtId } = await api('/api/shirt.php', { action: 'create' })
  await api('/api/shirt.php', { action: 'measures', shirtId, measureId })
  await api('/api/cart.php', { action: 'add', item: { type: 'shirt', shirtId } })

  await gotoHydrated(page, '/checkout')
  for (const [label, value] of [
    ['Straße und Hausnummer', 'Hauptstraße 5'],
    ['Postleitzahl', '10115'],
    ['Ort', 'Berlin'],
  ] as const) {
    const field = page.getByLabel(label, { exact: true })
    await tabTo(page, field)
    await page.keyboard.type(value)
    await expect(field).toHaveValue(value)
    await expectFocusUsable(page)
  }
  // The payment methods are one radio group: Tab enters it, the arrows choose.
  const demo = page.getByRole('radio', { name: 'Testzahlung (Demo-Modus)' })
  await tabTo(page, page.getByRole('radio', { checked: true }).or(page.getByRole('radio').first()).first())
  await arrowTo(page, demo)
  await expectFocusUsable(page)

  const terms = page.getByRole('checkbox', { name: /Ich akzeptiere die Allgemeinen Geschäftsbedingungen/ })
  await tabTo(page, terms)
  await page.keyboard.press('Space')
  await expect(terms).toBeChecked()
  await expectFocusUsable(page)

  await tabTo(page, page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/order\/completed\?order=\d+/)
  await expect(liveRegion(page)).toHaveText('Bestellung abgeschlossen')
  await expectFocusUsable(page)
})

test('joining a team order with the keyboard: join, choose the fit, save', async ({
  page,
  browser,
  baseURL,
}, info) => {
  test.setTimeout(150_000)
  const origin = baseURL ?? ''
  const api = async (on: Page, path: string, data: Record<string, unknown>) => {
    const response = await on.request.post(path, { data, headers: { origin } })
    expect(response.ok(), `${path} ${await response.text()}`).toBe(true)
    return response.json()
  }
  // The organiser, through the API: a design and a team order with the fit left to each member.
  const organiser = await browser.newPage({ baseURL: origin })
  await signInNewCustomer(organiser, origin, `keyboard-organiser-${info.project.name}`)
  const { shirtId } = await api(organiser, '/api/shirt.php', { action: 'create' })
  const deadline = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10)
  const { inviteUrl } = await api(organiser, '/api/team.php', {
    action: 'create',
    shirtId,
    name: 'Messe Leipzig',
    company: 'Beispiel GmbH',
    vatId: '',
    deadline,
    seats: 3,
    openCategories: [11],
  })
  await organiser.close()

  // The member has a profile; everything on the page is done with the keyboard.
  await signInNewCustomer(page, origin, `keyboard-member-${info.project.name}`)
  await api(page, '/api/measures.php', { action: 'save', measure: officeMeasure })
  await gotoHydrated(page, new URL(inviteUrl).pathname)
  await tabTo(page, page.getByRole('button', { name: 'Der Teambestellung beitreten' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/dashboard\/team\/\d+$/)
  await expect(liveRegion(page)).toContainText('Messe Leipzig')
  await expectFocusUsable(page)

  // The fits are a radio group: Tab reaches the chosen one, an arrow key chooses the next.
  const fit = page.getByRole('group', { name: 'Passform' })
  const before = (await fit.getByRole('radio', { checked: true }).getAttribute('value')) ?? ''
  await tabTo(page, fit.getByRole('radio', { checked: true }))
  await page.keyboard.press('ArrowDown')
  await expect(fit.getByRole('radio', { checked: true })).not.toHaveAttribute('value', before)
  await expectFocusUsable(page)

  await tabTo(page, page.getByRole('button', { name: 'Meine Angaben speichern' }))
  await page.keyboard.press('Enter')
  await expect(liveRegion(page)).toHaveText('Gespeichert: Ihre Angaben sind vollständig.')
  await expectFocusUsable(page)
})
