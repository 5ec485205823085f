import type { Page } from '@playwright/test'
import { expect, firstChange, gotoHydrated, snap, test, toast } from './fixtures.ts'

/** A saved measurement profile for the guest, through the same API the measuring pages use. */
async function saveProfile(page: Page, name: string) {
  return page.evaluate(async (setName) => {
    const response = await fetch('/api/measures.php', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        action: 'save',
        measure: {
          set_name: setName,
          kind: 'body',
          size_neck: 40,
          size_chest: 100,
          size_tail: 88,
          size_hips: 100,
          size_sleevelength: 64,
          size_height: 182,
          size_weight: 80,
        },
      }),
    })
    return (await response.json()) as { success: boolean; measureId: number }
  }, name)
}

test('Meine Hemden and Hemddetails: filters, details, profile, cart and switching the design', async ({
  page,
}, info) => {
  test.setTimeout(90_000)
  await gotoHydrated(page, '/hemdendesigner')
  await firstChange(page)
  await expect(page.getByTestId('design-summary')).toContainText('Kent')
  const saved = await saveProfile(page, 'Büro')
  expect(saved.success).toBe(true)

  // The designer's button opens the dialog (event open-designer-my-shirts).
  await page.getByRole('button', { name: /^(Meine Hemden|Hemden)$/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Meine Hemden' })
  await expect(dialog).toBeVisible()
  const firstCard = dialog.getByRole('article').first()
  await expect(firstCard.getByText('aktuell ausgewählt')).toBeVisible()
  await firstCard.getByRole('button', { name: 'Duplizieren' }).click()
  await expect(toast(page, 'Hemddesign wurde erfolgreich dupliziert')).toBeVisible()
  await expect(dialog.getByRole('article')).toHaveCount(2)

  // The status filter is kept in the browser under shirtStatusFilters.
  await dialog.getByLabel('offen').uncheck()
  await expect(dialog.getByText('Keine Hemden gefunden')).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('shirtStatusFilters'))).toBe('[1]')
  await dialog.getByLabel('offen').check()
  await expect(dialog.getByRole('article')).toHaveCount(2)
  await dialog.getByRole('tab', { name: 'Bestellte Hemden' }).click()
  await expect(dialog.getByText('Sie haben keine bestellten Hemden')).toBeVisible()
  await dialog.getByRole('tab', { name: 'Entwürfe' }).click()
  await snap(page, 'my-shirts-dialog', info.project.name)

  // The copy is not the current design: open its details.
  const copy = dialog.getByRole('article').filter({ hasNotText: 'aktuell ausgewählt' })
  const copyId = Number(await copy.getAttribute('data-shirt-id'))
  await copy.getByRole('button', { name: 'Details' }).click()
  const details = page.getByRole('dialog', { name: 'Hemddetails' })
  await expect(details).toBeVisible()
  await expect(details.getByText(String(copyId), { exact: true })).toBeVisible()
  await expect(details.getByText('Kragen', { exact: true })).toBeVisible()
  await expect(details.getByRole('img', { name: /Vorschau Ihres Hemdes/ })).toBeVisible()

  // Profile assignment with its info popover.
  await details.getByRole('button', { name: 'Maße von „Büro“ anzeigen' }).click()
  await expect(details.getByText('Halsumfang')).toBeVisible()
  // 'Büro' is the customer's only profile, so the copy already uses it as the default.
  await expect(details.getByRole('radio', { name: /Büro/ })).toBeChecked()
  await details.getByRole('button', { name: 'In den Warenkorb' }).click()
  await expect(details.getByRole('button', { name: 'Im Warenkorb' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Warenkorb, 1 Artikel' })).toBeVisible()
  await snap(page, 'shirt-details', info.project.name)

  // Selecting it for editing closes the dialogs and the designer shows it.
  await details.getByRole('button', { name: 'Zum Bearbeiten auswählen' }).click()
  await expect(details).toBeHidden()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: 'Im Warenkorb' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('selectedShirtId'))).toBe(String(copyId))

  // The page lists the same cards; the copy is now current and carries the profile.
  await gotoHydrated(page, '/meine-hemden')
  const current = page.getByRole('article').filter({ hasText: 'aktuell ausgewählt' })
  await expect(current).toHaveAttribute('data-shirt-id', String(copyId))
  await expect(current.getByText(`Maßprofil: Büro (${saved.measureId})`)).toBeVisible()

  // Selecting the other card as current: the select toast speaks English.
  const other = page.getByRole('article').filter({ hasNotText: 'aktuell ausgewählt' }).first()
  await other.getByRole('button', { name: 'Als aktuelles wählen' }).click()
  await expect(toast(page, 'Shirt selected successfully.')).toBeVisible()
  await expect(page.getByRole('article').filter({ hasText: 'aktuell ausgewählt' })).not.toHaveAttribute(
    'data-shirt-id',
    String(copyId),
  )
})

test('any page opens Meine Hemden with the open-my-shirts event and closes it again', async ({ page }) => {
  await gotoHydrated(page, '/')
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('open-my-shirts')))
  const dialog = page.getByRole('dialog', { name: 'Meine Hemden' })
  await expect(dialog.getByText('Keine Hemden gefunden')).toBeVisible()
  await dialog.getByRole('button', { name: 'Schließen' }).last().click()
  await expect(dialog).toBeHidden()
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('open-designer-my-shirts')))
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test('a delete in the details dialog asks first, then removes the design', async ({ page }) => {
  await gotoHydrated(page, '/hemdendesigner')
  await firstChange(page)
  await gotoHydrated(page, '/meine-hemden')
  await page.getByRole('article').first().getByRole('button', { name: 'Details' }).click()
  const details = page.getByRole('dialog', { name: 'Hemddetails' })
  await expect(details.getByText('Keine gespeicherten Maßprofile gefunden.')).toBeVisible()
  await details.getByRole('button', { name: 'Löschen' }).click()
  await expect(details.getByRole('alertdialog')).toBeFocused()
  await details.getByRole('alertdialog').getByRole('button', { name: 'Löschen' }).click()
  await expect(toast(page, 'Hemddesign wurde erfolgreich gelöscht')).toBeVisible()
  await expect(details).toBeHidden()
  await expect(page.getByText('Keine Hemden gefunden')).toBeVisible()
})

test('deleting the current design from the designer clears it there and in the browser', async ({ page }) => {
  await gotoHydrated(page, '/hemdendesigner')
  await firstChange(page)
  expect(await page.evaluate(() => window.localStorage.getItem('selectedShirtId'))).toMatch(/^\d+$/)

  await page.getByRole('button', { name: /^(Meine )?Hemden$/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Meine Hemden' })
  await dialog.getByRole('article').first().getByRole('button', { name: 'Löschen' }).click()
  await dialog.getByRole('alertdialog').getByRole('button', { name: 'Löschen' }).click()
  await expect(toast(page, 'Hemddesign wurde erfolgreich gelöscht')).toBeVisible()
  await expect(dialog.getByText('Keine Hemden gefunden')).toBeVisible()
  await page.keyboard.press('Escape')

  // Clearing resets the shirt, removes the stored id and asks the server again.
  // Without a design the designer shows its default design again, not yet saved.
  await expect(page.getByTestId('design-summary')).toContainText('Popeline Weiß')
  await expect(page.getByTestId('designer-preview').locator('img[fetchpriority="high"]')).toHaveAttribute(
    'src',
    '/folded/template/1.png',
  )
  expect(await page.evaluate(() => window.localStorage.getItem('selectedShirtId'))).toBeNull()
})

test('the cart opens a design’s Hemddetails; a design that is gone leaves no shirt chosen', async ({
  page,
}, info) => {
  await gotoHydrated(page, '/hemdendesigner')
  await expect(page.getByTestId('design-summary')).toContainText('Kent')
  await page.getByRole('button', { name: 'In den Warenkorb' }).click()
  await expect(toast(page, 'Hemd wurde zum Warenkorb hinzugefügt')).toBeVisible()
  const shirtId = await page.evaluate(() => Number(localStorage.getItem('selectedShirtId')))
  expect(shirtId).toBeGreaterThan(0)

  await gotoHydrated(page, '/cart')
  await page.getByRole('link', { name: 'Bearbeiten' }).first().click()
  await expect(page).toHaveURL(new RegExp(`/meine-hemden\\?hemd=${shirtId}$`))
  const details = page.getByRole('dialog', { name: 'Hemddetails' })
  await expect(details.getByText(String(shirtId), { exact: true })).toBeVisible()
  await expect(details.getByRole('button', { name: 'Im Warenkorb' })).toBeVisible()

  // Out of the cart and deleted from the dialog; the same link, opened again from the history,
  // now names no design of theirs.
  await details.getByRole('button', { name: 'Im Warenkorb' }).click()
  await expect(toast(page, 'Hemd wurde aus dem Warenkorb entfernt')).toBeVisible()
  await details.getByRole('button', { name: 'Löschen' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Löschen' }).click()
  await expect(toast(page, 'Hemddesign wurde erfolgreich gelöscht')).toBeVisible()
  await expect(details).toHaveCount(0)
  await gotoHydrated(page, `/meine-hemden?hemd=${shirtId}`)
  await expect(details.getByText('Bitte wählen Sie ein Hemd aus, um die Vorschau zu sehen.')).toBeVisible()
  await expect(details.getByRole('alert')).toHaveCount(0)
  await snap(page, 'shirt-details-none-chosen', info.project.name)
  await details.locator('footer').getByRole('button', { name: 'Schließen' }).click()
  await expect(page.getByText('Keine Hemden gefunden')).toBeVisible()
})

test('the header’s cart count follows the server at the next page load, not only this browser', async ({
  page,
}) => {
  await gotoHydrated(page, '/hemdendesigner')
  await firstChange(page)
  await expect(page.getByRole('link', { name: 'Warenkorb, leer' })).toBeVisible()
  // Put in the cart outside this page's code, as another device of the same customer would.
  const added = await page.evaluate(async () => {
    const shirtId = Number(localStorage.getItem('selectedShirtId'))
    const response = await fetch('/api/cart.php', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'add', item: { type: 'shirt', shirtId } }),
    })
    return ((await response.json()) as { success: boolean }).success
  })
  expect(added).toBe(true)
  await gotoHydrated(page, '/stoffe')
  await expect(page.getByRole('link', { name: 'Warenkorb, 1 Artikel' })).toBeVisible()
})
