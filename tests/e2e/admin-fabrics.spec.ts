import sharp from 'sharp'
import { seriousViolations } from './axe.ts'
import { consentCookie } from './consent-cookie.ts'
import { expect, gotoHydrated, snap, test } from './fixtures.ts'

/** A striped 'photo' of a new cloth, as an admin would upload it. */
function clothPhoto() {
  const stripes = Array.from({ length: 20 }, (_, index) => ({
    input: { create: { width: 8, height: 400, channels: 3 as const, background: '#f4f1ea' } },
    left: index * 20,
    top: 0,
  }))
  return sharp({ create: { width: 400, height: 400, channels: 3, background: '#2a4d7a' } })
    .composite(stripes)
    .png()
    .toBuffer()
}

/**
 * Back office, fabrics: the admin adds a fabric with an uploaded sample in /admin/fabrics; without a
 * restart it is in /stoffe and the designer, and a design of it goes into the cart.
 */
test('an admin adds a fabric with a photo; it is in /stoffe and the designer at once', async ({
  page,
  browser,
}, info) => {
  // Two browsers, uploads and first renders of a new fabric's pictures on a shared machine.
  test.slow()
  await gotoHydrated(page, '/')
  const origin = new URL(page.url()).origin
  const stamp = `${Date.now() % 1_000_000}${info.project.name === 'phone' ? 'P' : 'D'}`
  const number = `NF-E${stamp}`
  const name = `Reisepopeline ${stamp}`

  const admin = await browser.newContext({ baseURL: origin, viewport: page.viewportSize() })
  await admin.addCookies([consentCookie(origin)])
  const office = await admin.newPage()
  const errors: string[] = []
  office.on('pageerror', (error) => errors.push(error.message))
  const login = await admin.request.post('/api/account.php', {
    data: { action: 'login', email: 'admin@example.com', password: 'Admin-Passwort-1' },
    headers: { origin },
  })
  expect(login.ok()).toBe(true)

  await gotoHydrated(office, '/admin/fabrics?ui=de')
  await expect(office.getByRole('heading', { name: 'Stoffe', level: 1 })).toBeVisible()
  await snap(office, 'admin-fabrics-list', info.project.name)
  await office.getByRole('link', { name: 'Neuer Stoff' }).click()
  await expect(office.getByRole('heading', { name: 'Neuer Stoff' })).toBeVisible()

  // A first try with a negative stock is refused, and what was typed stays.
  await office.getByLabel('Artikelnummer').fill(number)
  await office.getByLabel('Preisgruppe').selectOption('B')
  await office.getByLabel('Farbfamilie').selectOption('navy')
  await office.getByLabel('Hauptfarbe').fill('#2a4d7a')
  await office.getByLabel('Muster').selectOption('stripes')
  await office.getByLabel('Gewicht (g/m²)').fill('115')
  await office.getByLabel('Vorrat in Metern').fill('-4')
  await office.getByLabel('Regalplatz').fill('R-3')
  const texts = {
    Deutsch: [name, '100 % Baumwolle', 'Waschen bei 40 °C'],
    Englisch: [`Travel poplin ${stamp}`, '100 % cotton', 'Wash at 40 °C'],
    Französisch: [`Popeline voyage ${stamp}`, '100 % coton', 'Laver à 40 °C'],
    Spanisch: [`Popelín viaje ${stamp}`, '100 % algodón', 'Lavar a 40 °C'],
  }
  for (const [language, [label, composition, care]] of Object.entries(texts)) {
    const group = office.getByRole('group', { name: `Texte · ${language}` })
    await group.getByLabel('Name').fill(label ?? '')
    await group.getByLabel('Zusammensetzung').fill(composition ?? '')
    await group.getByLabel('Pflege').fill(care ?? '')
  }
  await office.getByRole('button', { name: 'Stoff anlegen' }).click()
  await expect(office.getByText('Vorrat: eine Zahl ab 0')).toBeVisible()
  await expect(office.getByLabel('Regalplatz')).toHaveValue('R-3')
  await expect(office.getByLabel('Vorrat in Metern')).toHaveAttribute('aria-invalid', 'true')

  await office.getByLabel('Vorrat in Metern').fill('48,5')
  await office.getByRole('button', { name: 'Stoff anlegen' }).click()
  await expect(office.getByText('Der Stoff ist angelegt.')).toBeVisible()
  const fabricId = Number(/\/admin\/fabrics\/(\d+)/.exec(office.url())?.[1])
  expect(fabricId).toBeGreaterThan(1000)

  // Not an image: refused with its reason; then the photo.
  await office.getByLabel('Bild wählen').setInputFiles({
    name: 'notiz.png',
    mimeType: 'image/png',
    buffer: Buffer.from('kein Bild'),
  })
  await office.getByRole('button', { name: 'Vorschau zeigen' }).click()
  await expect(office.getByText('Das ist kein JPEG- oder PNG-Bild. Nichts wurde geändert.')).toBeVisible()
  await office.getByLabel('Bild wählen').setInputFiles({
    name: 'stoff.png',
    mimeType: 'image/png',
    buffer: await clothPhoto(),
  })
  // Previewed first: the photo and the designer's cloth cut from it, nothing saved yet.
  await office.getByRole('button', { name: 'Vorschau zeigen' }).click()
  await expect(office.getByRole('heading', { name: 'Vorschau – noch nicht gespeichert' })).toBeVisible()
  const cloth = office.getByRole('img', { name: /wie der Designer ihn aus dem Foto zeichnet/ })
  await expect(cloth).toBeVisible()
  await expect.poll(() => cloth.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  await expect(office.getByText('Aus Farben und Bindung gezeichnet')).toBeVisible()
  await snap(office, 'admin-fabrics-editor-preview', info.project.name)
  await office.getByRole('button', { name: 'Dieses Foto verwenden' }).click()
  await expect(office.getByText('Das Stoffmuster ist ersetzt.')).toBeVisible()
  await expect(office.getByText('Hochgeladenes Foto')).toBeVisible()
  expect(await seriousViolations(office)).toEqual([])
  await snap(office, 'admin-fabrics-editor', info.project.name)
  expect(errors).toEqual([])
  await admin.close()

  // The shop, no restart: /stoffe finds it with the uploaded sample…
  await gotoHydrated(page, `/stoffe?q=${number}`)
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
  const sample = await page.request.get(`/media/samples/${fabricId}.jpg`)
  expect(sample.headers()['content-type']).toBe('image/jpeg')
  // …and a design with it goes from the designer into the cart.
  await gotoHydrated(page, `/stoffe/${fabricId}`)
  await page.getByRole('link', { name: 'Mit diesem Stoff gestalten' }).click()
  // The designer opens with the template in that fabric; the first change creates the design.
  await page.locator('html[data-hydrated="true"]').waitFor()
  await expect(page.getByTestId('design-summary')).toContainText(name)
  // The designer may still be settling its first state: click again only while nothing happened.
  await expect(async () => {
    const add = page.getByRole('button', { name: 'In den Warenkorb' })
    if (await add.isVisible()) await add.click()
    await expect(page.getByRole('button', { name: /^Im Warenkorb/ })).toBeVisible({ timeout: 3000 })
  }).toPass({ timeout: 30_000 })
  await snap(page, 'admin-fabrics-designer', info.project.name, { fullPage: false })
  // The cart holds the design of the new fabric.
  await gotoHydrated(page, '/cart')
  await expect(page.getByText(name).first()).toBeVisible()
})
