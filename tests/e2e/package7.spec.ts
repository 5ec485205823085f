import type { Page } from '@playwright/test'
import { expect, gotoHydrated, snap, test } from './fixtures.ts'

/** The guest's calls, made from the page as the shop's own scripts make them. */
async function api<T>(page: Page, path: string, body: Record<string, unknown>): Promise<T> {
  return page.evaluate(
    async ([url, data]) => {
      const response = await fetch(url as string, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(data),
      })
      return response.json()
    },
    [path, body] as const,
  ) as Promise<T>
}

async function saveProfile(page: Page, name: string) {
  const saved = await api<{ success: boolean; measureId: number }>(page, '/api/measures.php', {
    action: 'save',
    measure: {
      set_name: name,
      kind: 'body',
      size_neck: 40,
      size_chest: 100,
      size_tail: 88,
      size_hips: 100,
      size_sleevelength: 64,
      size_height: 182,
      size_weight: 80,
    },
  })
  expect(saved.success).toBe(true)
  return saved.measureId
}

/** Eight designs (one new, seven copies): seven on 'Büro', the last on 'Freizeit'. */
async function eightDesigns(page: Page) {
  const created = await api<{ success: boolean; shirtId: number }>(page, '/api/shirt.php', {
    action: 'create',
  })
  expect(created.success).toBe(true)
  const ids = [created.shirtId]
  while (ids.length < 8) {
    const copy = await api<{ newShirtId: number }>(page, '/api/shirt.php', {
      action: 'duplicate',
      shirtId: created.shirtId,
    })
    ids.push(copy.newShirtId)
  }
  const office = await saveProfile(page, 'Büro')
  const leisure = await saveProfile(page, 'Freizeit')
  for (const [i, shirtId] of ids.entries()) {
    const done = await api<{ success: boolean }>(page, '/api/shirt.php', {
      action: 'measures',
      shirtId,
      measureId: i === 7 ? leisure : office,
    })
    expect(done.success).toBe(true)
  }
  return ids
}

test('a visitor builds the 7-shirt package on /7er, sees the saving and finds it in the cart', async ({
  page,
}, info) => {
  test.setTimeout(120_000)
  await gotoHydrated(page, '/7er')
  // The explanation stays; the builder starts empty.
  await expect(page.getByRole('heading', { level: 1, name: 'Das 7er-Paket' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Passform zuerst: so läuft es ab' })).toBeVisible()
  const builder = page.getByTestId('package-builder')
  await expect(builder.getByText(/Sie haben noch keine Hemden gestaltet/)).toBeVisible()
  await expect(builder.getByRole('link', { name: 'Neues Hemd gestalten' }).first()).toHaveAttribute(
    'href',
    '/hemdendesigner',
  )

  const ids = await eightDesigns(page)
  await gotoHydrated(page, '/7er')
  const box = (shirtId: number) =>
    builder.getByRole('checkbox', { name: new RegExp(`Hemd Nr\\. ${shirtId}\\b`) })
  await expect(box(ids[0] ?? 0)).toBeVisible()

  // Six on 'Büro' and the one on 'Freizeit': told at once, with the way to fix it.
  for (const id of [...ids.slice(0, 6), ids[7] ?? 0]) await box(id).check()
  await expect(builder.getByTestId('package-count')).toHaveText('7 von 7 Hemden gewählt')
  await expect(builder.getByRole('alert')).toContainText('verschiedene Maßprofile (Büro, Freizeit)')
  await expect(builder.getByRole('link', { name: 'Maßprofile in „Meine Hemden“ zuordnen' })).toBeVisible()
  await expect(builder.getByRole('button', { name: 'In den Warenkorb' })).toBeDisabled()
  // The choice stops at seven.
  await expect(box(ids[6] ?? 0)).toBeDisabled()

  await box(ids[7] ?? 0).uncheck()
  await expect(builder.getByTestId('package-count')).toHaveText('6 von 7 Hemden gewählt')
  await expect(builder.getByText('Noch 1 Hemd wählen')).toBeVisible()
  await box(ids[6] ?? 0).check()
  await expect(builder.getByRole('alert')).toHaveCount(0)
  await expect(builder.getByText('Anprobehemd')).toBeVisible()
  await expect(builder.getByText('Paketpreis für sieben Hemden')).toBeVisible()
  await expect(builder.getByText('499,00 €')).toBeVisible()
  await expect(builder.getByTestId('package-saving')).toHaveText(/^Sie sparen \d+,\d\d\s€$/)
  await expect(builder.getByText(/Erst die Passform: Das erste gewählte Hemd/)).toBeVisible()
  await snap(page, 'package7-builder', info.project.name)
  await snap(builder, 'package7-builder-only', info.project.name)

  await builder.getByRole('button', { name: 'In den Warenkorb' }).click()
  await expect(builder.getByText('Das 7er-Paket liegt im Warenkorb.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Warenkorb, 1 Artikel' })).toBeVisible()
  // The seven are now in a package and cannot join another one.
  await expect(builder.getByText('schon in einem 7er-Paket')).toHaveCount(7)

  await builder.getByRole('link', { name: 'Zum Warenkorb' }).click()
  await expect(page).toHaveURL(/\/cart$/)
  const line = page.getByTestId('cart-line')
  await expect(line).toHaveCount(1)
  await expect(line).toContainText('7er-Paket Maßhemden')
  await expect(line).toContainText('499,00 €')
  await expect(line.getByText(/^Sie sparen \d+,\d\d\s€$/)).toBeVisible()
  await expect(line.getByText(/Erst die Passform: das erste Hemd kommt zuerst/)).toBeVisible()
  await expect(page.getByText(/enthält 19 % MwSt\./)).toBeVisible()
  await snap(page, 'package7-cart', info.project.name)

  // The same page in English: the builder speaks the visitor's language.
  await gotoHydrated(page, '/en/7er')
  await expect(page.getByRole('heading', { name: 'Put your package together' })).toBeVisible()
  await expect(page.getByText('Package price for seven shirts')).toBeVisible()
  await expect(page.getByText('already in a 7-shirt package')).toHaveCount(7)
})

test('a package charges its surcharges on top and keeps its seven: taking one out is refused and said', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await gotoHydrated(page, '/hemdendesigner')
  const created = await api<{ success: boolean; shirtId: number }>(page, '/api/shirt.php', {
    action: 'create',
  })
  expect(created.success).toBe(true)
  const ids = [created.shirtId]
  while (ids.length < 7) {
    const copy = await api<{ newShirtId: number }>(page, '/api/shirt.php', {
      action: 'duplicate',
      shirtId: created.shirtId,
    })
    ids.push(copy.newShirtId)
  }
  // French cuffs (9 €) on the third design.
  await api(page, '/api/shirt.php', { action: 'setSelected', shirtId: ids[2] })
  const cuffs = await api<{ success: boolean }>(page, '/api/shirt.php', {
    action: 'updateShirt',
    selectedParts: { categoryId: 2, partId: 14, selected: true },
  })
  expect(cuffs.success).toBe(true)
  const added = await api<{ success: boolean }>(page, '/api/cart.php', {
    action: 'add',
    item: { type: 'package7', shirtIds: ids },
  })
  expect(added.success).toBe(true)

  await gotoHydrated(page, '/cart')
  const line = page.getByTestId('cart-line')
  await expect(line).toHaveCount(1)
  await expect(line).toContainText('508,00 €')
  await expect(line).toContainText(/Aufpreise zusätzlich zum Paketpreis: Hemd 3: Umschlagmanschette 9,00\s€/)
  await expect(line.getByText('Sie sparen 54,00 €')).toBeVisible()

  // 'Im Warenkorb' on a package design in 'Meine Hemden': refused, and the page says why.
  await gotoHydrated(page, '/meine-hemden')
  const card = page.locator(`article[data-shirt-id="${ids[0]}"]`)
  await card.getByRole('button', { name: 'Im Warenkorb' }).click()
  await expect(
    page.getByRole('paragraph').filter({ hasText: /Dieses Hemd gehört zum 7er-Paket im Warenkorb/ }),
  ).toBeVisible()

  await gotoHydrated(page, '/cart')
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
  await expect(page.getByTestId('cart-line')).toContainText('508,00 €')
})

test('the header chooses the delivery country and the cart follows: Switzerland without VAT', async ({
  page,
}, info) => {
  test.setTimeout(90_000)
  await gotoHydrated(page, '/hemdendesigner')
  const created = await api<{ success: boolean }>(page, '/api/shirt.php', { action: 'create' })
  expect(created.success).toBe(true)
  const list = await api<{ shirts: { shirtId: number }[] }>(page, '/api/shirt.php', { action: 'list' })
  const added = await api<{ success: boolean }>(page, '/api/cart.php', {
    action: 'add',
    item: { type: 'shirt', shirtId: list.shirts[0]?.shirtId },
  })
  expect(added.success).toBe(true)
  await gotoHydrated(page, '/cart')
  await expect(page.getByText(/enthält 19 % MwSt\./)).toBeVisible()

  if (info.project.name === 'phone') {
    await page.getByRole('button', { name: 'Menü öffnen' }).click()
    const menu = page.locator('#mobile-nav')
    await expect(
      menu.getByText(/Alle Preise enthalten die Mehrwertsteuer für Deutschland \(19 %\)/),
    ).toBeVisible()
    await snap(page, 'header-country-menu', info.project.name, { fullPage: false })
    await menu.getByLabel('Lieferland wählen').selectOption({ label: 'Schweiz (CH)' })
    await expect(menu.getByText('Preise für Schweiz aktualisiert.')).toBeVisible()
    await expect(menu.getByText(/Lieferung nach Schweiz: Preise ohne Mehrwertsteuer/)).toBeVisible()
  } else {
    const chooser = page.getByRole('button', { name: 'Lieferung nach Deutschland – ändern' })
    await expect(chooser).toHaveAttribute('aria-expanded', 'false')
    await chooser.click()
    await expect(chooser).toHaveAttribute('aria-expanded', 'true')
    const select = page.getByLabel('Lieferland wählen')
    await expect(select).toBeFocused()
    await expect(
      page.getByText(/Alle Preise enthalten die Mehrwertsteuer für Deutschland \(19 %\)/),
    ).toBeVisible()
    await snap(page, 'header-country-panel', info.project.name, { fullPage: false })
    await select.selectOption({ label: 'Schweiz (CH)' })
    await expect(page.getByText('Preise für Schweiz aktualisiert.')).toBeVisible()
    await expect(page.getByText(/Lieferung nach Schweiz: Preise ohne Mehrwertsteuer/)).toBeVisible()
    // Escape closes the panel and gives the focus back to its button, which names the new country.
    await page.keyboard.press('Escape')
    const changed = page.getByRole('button', { name: 'Lieferung nach Schweiz – ändern' })
    await expect(changed).toBeFocused()
    await expect(changed).toHaveAttribute('aria-expanded', 'false')
  }
  // The cart re-priced: no VAT line, the non-EU note, and the cart's own field agrees.
  await expect(page.getByText('Lieferung ohne deutsche Mehrwertsteuer', { exact: false })).toBeVisible()
  await expect(page.getByText(/enthält 19 % MwSt\./)).toHaveCount(0)
  await expect(page.getByLabel('Lieferland', { exact: true })).toHaveValue('28')

  // The choice belongs to the session: it holds after a reload.
  await gotoHydrated(page, '/cart')
  await expect(page.getByLabel('Lieferland', { exact: true })).toHaveValue('28')
})

test('the designer price follows a header country change at once', async ({ page }, info) => {
  test.setTimeout(90_000)
  await gotoHydrated(page, '/hemdendesigner')
  await expect(page.getByTestId('design-summary')).toContainText('Kent')
  const price = page.locator('section[aria-labelledby="design-price"]')
  await expect(price.getByText('79,00 €')).toBeVisible()
  if (info.project.name === 'phone') {
    await page.getByRole('button', { name: 'Menü öffnen' }).click()
    await page.locator('#mobile-nav').getByLabel('Lieferland wählen').selectOption({ label: 'Schweiz (CH)' })
  } else {
    await page.getByRole('button', { name: 'Lieferung nach Deutschland – ändern' }).click()
    await page.getByLabel('Lieferland wählen').selectOption({ label: 'Schweiz (CH)' })
  }
  await expect(page.getByText('Preise für Schweiz aktualisiert.')).toBeVisible()
  // 79,00 € with 19 % German VAT is 66,39 € net; Switzerland is delivered without VAT.
  await expect(price.getByText('66,39 €')).toBeVisible()
})
