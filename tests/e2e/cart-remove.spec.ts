import { expect, gotoHydrated, test } from './fixtures.ts'

test('every cart line has a visible remove with an undo; "Im Warenkorb" says a click removes', async ({
  page,
}, info) => {
  test.setTimeout(90_000)
  await gotoHydrated(page, '/hemdendesigner')
  await expect(page.getByTestId('design-summary')).toContainText('Kent')
  await expect(async () => {
    const add = page.getByRole('button', { name: 'In den Warenkorb' })
    if (await add.isVisible()) await add.click()
    await expect(page.getByRole('link', { name: 'Warenkorb, 1 Artikel' })).toBeVisible({ timeout: 3000 })
  }).toPass({ timeout: 20_000 })

  // The specification's 'Im Warenkorb' stays, and its name and a hover hint say what a click does.
  const inCart = page.getByRole('button', {
    name: 'Im Warenkorb – ein Klick nimmt das Hemd aus dem Warenkorb',
  })
  await expect(inCart).toContainText('Im Warenkorb')
  const hint = inCart.getByTestId('in-cart-hint')
  await page.mouse.move(0, 0)
  await expect(hint).toBeHidden()
  // Focus by keyboard shows the hint (on a phone too); a mouse pointer's hover shows it as well.
  await inCart.focus()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Tab')
  await expect(inCart).toBeFocused()
  await expect(hint).toBeVisible()
  if (!info.project.name.startsWith('phone')) {
    await page.keyboard.press('Tab')
    await expect(hint).toBeHidden()
    await inCart.hover()
    await expect(hint).toBeVisible()
  }

  await gotoHydrated(page, '/cart')
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
  const line = page.getByTestId('cart-line')
  const name = (await line.getByRole('heading').textContent()) ?? ''
  await expect(line.getByRole('button', { name: `${name} entfernen` })).toHaveText('Entfernen')
  await line.getByRole('button', { name: `${name} entfernen` }).click()
  await expect(page.getByTestId('cart-line')).toHaveCount(0)
  await page.getByRole('button', { name: 'Rückgängig' }).click()
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
  await expect(page.getByRole('link', { name: 'Warenkorb, 1 Artikel' })).toBeVisible()
})
