import type { Page } from '@playwright/test'
import { expect, firstChange, gotoHydrated, test, toast } from './fixtures.ts'

/**
 * The failure paths: a refused or failed shirt.php call rolls the
 * designer back to the last good state and shows its toast (server message or fallback).
 */
type Failure = { status: number; json: Record<string, unknown> }

/** Answers one shirt.php action with `failure`; every other call reaches the server. */
async function failAction(page: Page, action: string, failure: Failure) {
  await page.route('**/api/shirt.php', async (route) => {
    const body = route.request().postDataJSON() as { action?: string } | null
    if (body?.action === action) await route.fulfill(failure)
    else await route.fallback()
  })
}

/** The designer's default design; its first change (or cart click) makes it the visitor's. */
async function newDesign(page: Page) {
  await gotoHydrated(page, '/hemdendesigner')
  const summary = page.getByTestId('design-summary')
  await expect(summary).toContainText('Popeline Weiß')
  return summary
}

test('a refused fabric change rolls back with the fallback text, never the server’s words', async ({
  page,
}) => {
  const summary = await newDesign(page)
  await page.getByRole('tab', { name: 'Stoff', exact: true }).click()
  const otherFabric = page
    .getByRole('tabpanel')
    .getByRole('button', { pressed: false })
    .filter({ has: page.locator('img') })
    .first()

  await failAction(page, 'updateFabric', {
    status: 200,
    json: { success: false, message: 'fabricId: no such fabric', reason: 'UNKNOWN_FABRIC' },
  })
  await otherFabric.click()
  await expect(page.getByText('Fabric Update Failed')).toBeVisible()
  // A raw server word never reaches the visitor: a refusal the designer does not explain gets the fallback.
  await expect(toast(page, 'Failed to update fabric.')).toBeVisible()
  await expect(page.getByText('fabricId: no such fabric')).toHaveCount(0)
  await expect(toast(page, 'Failed to update fabric.')).toHaveCount(0)
  await expect(summary).toContainText('Popeline Weiß')

  await page.unrouteAll({ behavior: 'wait' })
  await failAction(page, 'updateFabric', { status: 409, json: { success: false } })
  await otherFabric.click()
  await expect(toast(page, 'Failed to update fabric.')).toBeVisible()
  await expect(summary).toContainText('Popeline Weiß')
})

test('a refused attribute change rolls back with the fallback text', async ({ page }) => {
  await newDesign(page)
  await page.getByRole('tab', { name: 'Monogramm', exact: true }).click()
  await failAction(page, 'updateShirt', { status: 409, json: { success: false } })
  const choice = page.getByLabel('Mit Monogramm')
  // click, not check: the box flips at once and is unticked again when the server refuses.
  await choice.click()
  await expect(toast(page, 'Failed to update attribute')).toBeVisible()
  await expect(choice).not.toBeChecked()
})

test('cart, duplicate and delete failures show the fallback texts and change nothing', async ({ page }) => {
  await newDesign(page)
  await failAction(page, 'addToCart', { status: 409, json: { success: false } })
  await page.getByRole('button', { name: 'In den Warenkorb' }).click()
  await expect(toast(page, 'Fehler beim Aktualisieren des Warenkorbs')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Warenkorb, leer' })).toBeVisible()

  await page.unrouteAll({ behavior: 'wait' })
  await gotoHydrated(page, '/meine-hemden')
  const card = page.getByRole('article').first()
  await failAction(page, 'duplicate', { status: 409, json: { success: false } })
  await card.getByRole('button', { name: 'Duplizieren' }).click()
  await expect(toast(page, 'Duplizieren fehlgeschlagen')).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(1)

  await page.unrouteAll({ behavior: 'wait' })
  await failAction(page, 'delete', { status: 409, json: { success: false } })
  await card.getByRole('button', { name: 'Löschen' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Löschen' }).click()
  await expect(toast(page, 'Löschen fehlgeschlagen')).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(1)
})

test('the shirt list shows its failure in the list and as an Error toast', async ({ page }) => {
  await newDesign(page)
  await failAction(page, 'list', { status: 409, json: { success: false } })
  await gotoHydrated(page, '/meine-hemden')
  await expect(page.getByText('Failed to fetch shirts').first()).toBeVisible()
  await expect(page.getByText('Error', { exact: true }).first()).toBeVisible()

  await page.unrouteAll({ behavior: 'wait' })
  await failAction(page, 'list', { status: 200, json: { success: false } })
  await gotoHydrated(page, '/meine-hemden')
  await expect(page.getByText('Failed to load shirts.').first()).toBeVisible()
})

test('removing from the cart and deleting a design confirm with success toasts', async ({ page }) => {
  await newDesign(page)
  await page.getByRole('button', { name: 'In den Warenkorb' }).click()
  await expect(toast(page, 'Hemd wurde zum Warenkorb hinzugefügt')).toBeVisible()
  await page.getByRole('button', { name: 'Im Warenkorb' }).click()
  await expect(toast(page, 'Hemd wurde aus dem Warenkorb entfernt')).toBeVisible()
  await expect(page.getByText('Erfolg').first()).toBeVisible()

  await gotoHydrated(page, '/meine-hemden')
  await page.getByRole('article').first().getByRole('button', { name: 'Löschen' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Löschen' }).click()
  await expect(toast(page, 'Hemddesign wurde erfolgreich gelöscht')).toBeVisible()
  await expect(page.getByText('Keine Hemden gefunden')).toBeVisible()
})

test('a selection or a new design without the id the server should name counts as failed', async ({
  page,
}) => {
  const summary = await newDesign(page)
  await failAction(page, 'create', { status: 200, json: { success: true } })
  await page.getByRole('tab', { name: 'Kragen', exact: true }).click()
  await page.getByRole('button', { name: /^Tab/ }).first().click()
  await expect(toast(page, 'Failed to create shirt')).toBeVisible()
  // The choice is rolled back, and no change was sent for a design that does not exist.
  await expect(summary).toContainText('Kent')
  expect(await page.evaluate(() => window.localStorage.getItem('selectedShirtId'))).toBeNull()

  await page.unrouteAll({ behavior: 'wait' })
  await newDesign(page)
  await firstChange(page)
  await gotoHydrated(page, '/meine-hemden')
  await page.getByRole('article').first().getByRole('button', { name: 'Duplizieren' }).click()
  await expect(page.getByRole('article')).toHaveCount(2)
  await failAction(page, 'setSelected', { status: 200, json: { success: true } })
  const other = page.getByRole('article').filter({ hasNotText: 'aktuell ausgewählt' })
  await other.getByRole('button', { name: 'Als aktuelles wählen' }).click()
  await expect(toast(page, 'Failed to select shirt')).toBeVisible()
  await expect(other).not.toContainText('aktuell ausgewählt')
})

test('a call that gets no answer at all rolls back and asks to try again', async ({ page }) => {
  const summary = await newDesign(page)
  await page.getByRole('tab', { name: 'Kragen', exact: true }).click()
  await page.route('**/api/shirt.php', async (route) => {
    const body = route.request().postDataJSON() as { action?: string } | null
    if (body?.action === 'updateShirt') await route.abort('internetdisconnected')
    else await route.fallback()
  })
  await page.getByRole('tabpanel').getByRole('button', { name: /^Tab/ }).first().click()
  await expect(toast(page, 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.')).toBeVisible()
  await expect(page.getByText('Fehler', { exact: true }).first()).toBeVisible()
  await expect(summary).toContainText('Kent')
  await expect(summary).not.toContainText('Tab')

  await page.unrouteAll({ behavior: 'wait' })
  await gotoHydrated(page, '/meine-hemden')
  // The list loads after hydration: the connection drops only once it is shown.
  const card = page.getByRole('article').first()
  await expect(card).toBeVisible()
  await page.route('**/api/shirt.php', (route) => route.abort('internetdisconnected'))
  await card.getByRole('button', { name: 'Duplizieren' }).click()
  await expect(toast(page, 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.')).toBeVisible()
})

test('at the 50-design limit the toast says in German what happened and what to do', async ({ page }) => {
  test.setTimeout(120_000)
  await newDesign(page)
  await firstChange(page)
  // 49 copies, made from the page as the shop's own scripts make them (the same session; new
  // designs of one template within 3 s are taken for a double click, copies are not).
  const made = await page.evaluate(async () => {
    const post = async (body: Record<string, unknown>) =>
      (
        await fetch('/api/shirt.php', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).json()
    const listed = (await post({ action: 'list' })) as { shirts: { shirtId: number }[] }
    const shirtId = listed.shirts[0]?.shirtId
    let copies = 0
    for (let count = 1; count < 50; count++) {
      if (((await post({ action: 'duplicate', shirtId })) as { success: boolean }).success) copies++
    }
    return copies
  })
  expect(made).toBe(49)
  await gotoHydrated(page, '/meine-hemden')
  await expect(page.getByRole('article')).toHaveCount(50)
  await page.getByRole('article').first().getByRole('button', { name: 'Duplizieren' }).click()
  const limit =
    'Sie haben bereits 50 Entwürfe, mehr sind nicht möglich. Löschen Sie unter „Meine Hemden“ Entwürfe, die Sie nicht mehr brauchen, oder bestellen Sie welche, dann können Sie neue anlegen.'
  await expect(toast(page, limit)).toBeVisible()
  // …and a screen reader hears the same words.
  await expect(page.locator('[data-live=assertive]').first()).toHaveText(limit)
  await expect(page.getByText('Fehler', { exact: true }).first()).toBeVisible()
  await expect(page.getByText('shirt-create-limit')).toHaveCount(0)
  await expect(page.getByRole('article')).toHaveCount(50)
})

test('a second tap while the cart answer is on its way sends nothing more', async ({ page }) => {
  await newDesign(page)
  await firstChange(page)
  // The design exists now; its cart answer is held back until both taps have happened.
  let adds = 0
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/api/shirt.php', async (route) => {
    const body = route.request().postDataJSON() as { action?: string } | null
    if (body?.action !== 'addToCart') return route.fallback()
    adds++
    await held
    await route.fallback()
  })
  const add = page.getByRole('button', { name: 'In den Warenkorb' })
  await add.click()
  await expect(add).toBeDisabled()
  await add.click({ force: true })
  release()
  await expect(page.getByRole('button', { name: /^Im Warenkorb/ })).toBeVisible()
  expect(adds).toBe(1)
})
