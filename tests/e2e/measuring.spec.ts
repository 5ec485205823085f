import type { Page } from '@playwright/test'
import { expect, gotoHydrated, snap, test, toast } from './fixtures.ts'

/** Types a value into the current step and goes on with Enter (the keyboard path of the wizard). */
async function answer(page: Page, label: string, value: string) {
  const input = page.getByLabel(label, { exact: true })
  await expect(input).toBeFocused()
  await input.fill(value)
  await input.press('Enter')
}

/** The page is not wider than the window (wide tables scroll inside their own box). */
async function expectNoSideScroll(page: Page, what: string) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }))
  expect(scroll, what).toBeLessThanOrEqual(client)
}

const row = (page: Page, field: string) => page.getByTestId(`row-${field}`)

async function saveProfile(page: Page, measure: Record<string, unknown>) {
  const response = await page.request.post('/api/measures.php', {
    headers: { origin: new URL(page.url()).origin },
    data: { action: 'save', measure },
  })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { measureId: number }).measureId
}

const office = {
  set_name: 'Büro',
  kind: 'body',
  size_height: 180,
  size_weight: 81.5,
  size_chest: 102,
  size_tail: 92,
  size_hips: 104,
  size_neck: 40.5,
  size_shoulder: 47,
  size_sleevelength: 64,
  size_sleevelength_2: 64.5,
  size_wrist_1: 17,
  size_wrist_2: 18.5,
  size_shirtlength: 80,
}

test('body measurements step by step, with live checks, to a saved profile', async ({ page }, info) => {
  test.setTimeout(90_000)
  await gotoHydrated(page, '/massnehmen/neu')
  await snap(page, 'measuring-new', info.project.name)
  await page.getByRole('link', { name: 'Jetzt messen' }).click()
  await expect(page).toHaveURL(/\/massnehmen\/neu\/koerpermasse$/)
  await expect(page.getByText('Schritt 1 von 14', { exact: true })).toBeVisible()

  // Letters are refused at the field; Enter does not go on.
  const height = page.getByLabel('Körpergröße', { exact: true })
  await height.fill('groß')
  await height.press('Enter')
  await expect(page.getByText('Bitte geben Sie eine Zahl ein, zum Beispiel 41,5.')).toBeVisible()
  await expect(page.getByText('Schritt 1 von 14', { exact: true })).toBeVisible()
  await height.fill('180')
  await height.press('Enter')
  await expect(page.getByText('Schritt 2 von 14', { exact: true })).toBeVisible()
  await answer(page, 'Gewicht', '81,5')
  await answer(page, 'Brustumfang', '102')
  await expect(page.locator('[data-figure="body"][data-field="size_tail"]:visible')).toBeVisible()

  // A half circumference for the waist is impossible; an unusual one only warns.
  const waist = page.getByLabel('Taillenumfang', { exact: true })
  await waist.fill('45')
  await expect(page.getByText('Der Taillenumfang ist zu klein.', { exact: false })).toBeVisible()
  await waist.press('Enter')
  await expect(page.getByText('Schritt 4 von 14', { exact: true })).toBeVisible()
  await waist.fill('130')
  await expect(
    page.getByText('Die Taille ist deutlich weiter als die Brust.', { exact: false }),
  ).toBeVisible()
  await snap(page, 'measuring-step-warning', info.project.name)
  await waist.fill('92')
  await waist.press('Enter')
  await answer(page, 'Hüftumfang', '104')
  await answer(page, 'Halsumfang', '40,5')
  await answer(page, 'Schulterbreite', '47')
  await snap(page, 'measuring-step', info.project.name)

  // Back keeps what was typed.
  await page.getByRole('button', { name: 'Zurück' }).click()
  await expect(page.getByLabel('Schulterbreite', { exact: true })).toHaveValue('47')
  await page.getByLabel('Schulterbreite', { exact: true }).press('Enter')
  await answer(page, 'Ärmellänge rechts', '64')
  await expect(
    page.getByText('Leer lassen, wenn gleich wie rechts: Dann übernehmen wir 64 cm.'),
  ).toBeVisible()
  await answer(page, 'Ärmellänge links', '')
  await answer(page, 'Ärmellänge Kurzarm', '')
  await answer(page, 'Oberarm (Bizeps)', '32')
  await answer(page, 'Handgelenk rechts', '17')
  await answer(page, 'Handgelenk links', '18,5')
  await answer(page, 'Hemdlänge', '80')

  // Review: body and finished shirt side by side; the fit changes the ease.
  await expect(page.getByRole('heading', { name: 'Ihre Maße im Überblick' })).toBeFocused()
  await expect(row(page, 'size_chest')).toContainText('102 cm')
  await expect(row(page, 'size_chest')).toContainText('118 cm')
  await expect(row(page, 'size_sleevelength_2')).toContainText('64 cm')
  await page.getByRole('radio', { name: 'Slim' }).check()
  await expect(row(page, 'size_chest')).toContainText('114 cm')
  await expectNoSideScroll(page, 'review')
  await snap(page, 'measuring-review', info.project.name)
  await page.getByLabel('Name des Maßprofils').fill('Büro')
  await page.getByRole('button', { name: 'Maßprofil speichern' }).click()

  await expect(page).toHaveURL(/\/massnehmen\/massprofil$/)
  await expect(toast(page, 'Das Maßprofil „Büro“ ist gespeichert.')).toBeVisible()
  const card = page.getByRole('article').filter({ hasText: 'Büro' })
  await expect(card.getByText('Standardprofil')).toBeVisible()
  await expect(card).toContainText('Halsumfang')
  await expect(card).toContainText('40,5 cm')
  await expect(card).not.toContainText('Ärmellänge Kurzarm')
})

test('size recommendation: questions, explained suggestion, review and save', async ({ page }, info) => {
  await gotoHydrated(page, '/massnehmen/neu/empfehlung')
  await page.getByLabel('Körpergröße in cm').fill('1,82')
  await page.getByLabel('Gewicht in kg').fill('85')
  await page.getByRole('button', { name: 'Empfehlung berechnen' }).click()
  await expect(page.getByText('Die Größenempfehlung gilt für Körpergrößen von 140 bis 215 cm.')).toBeVisible()
  await expect(page.getByLabel('Körpergröße in cm')).toBeFocused()
  await page.getByLabel('Körpergröße in cm').fill('182')
  await page.getByLabel('Alter in Jahren').fill('45')
  await page.getByRole('radio', { name: /^Slim/ }).check()
  await snap(page, 'measuring-recommend-form', info.project.name)
  await page.getByRole('button', { name: 'Empfehlung berechnen' }).click()

  await expect(page.getByRole('heading', { name: 'So haben wir gerechnet' })).toBeVisible()
  await expect(page.getByText('Body-Mass-Index von 25,7')).toBeVisible()
  await expect(page.getByRole('radio', { name: 'Slim' })).toBeChecked()
  await expect(row(page, 'size_neck')).toContainText('cm')
  await expect(page.getByLabel('Name des Maßprofils')).toHaveValue('Größenempfehlung')
  await snap(page, 'measuring-recommend-review', info.project.name)
  await page.getByRole('button', { name: 'Maßprofil speichern' }).click()
  await expect(page).toHaveURL(/\/massnehmen\/massprofil$/)
  const card = page.getByRole('article').filter({ hasText: 'Größenempfehlung' })
  await expect(card).toContainText('182 cm')
  await expect(card).toContainText('85 kg')
})

test('profiles: set as standard, edit, weight change and delete with confirmation', async ({
  page,
}, info) => {
  test.setTimeout(90_000)
  await gotoHydrated(page, '/massnehmen/massprofil')
  await expect(page.getByText('Keine gespeicherten Maßprofile gefunden.')).toBeVisible()
  await saveProfile(page, office)
  await saveProfile(page, { ...office, set_name: 'Thomas', size_neck: 39, size_chest: 98 })
  await gotoHydrated(page, '/massnehmen/massprofil')
  const officeCard = page.getByRole('article').filter({ hasText: 'Büro' })
  const thomasCard = page.getByRole('article').filter({ hasText: 'Thomas' })
  await expect(officeCard.getByText('Standardprofil')).toBeVisible()
  await snap(page, 'measuring-profiles', info.project.name)

  await thomasCard.getByRole('button', { name: 'Thomas als Standardprofil festlegen' }).click()
  await expect(toast(page, '„Thomas“ ist jetzt Ihr Standardprofil.')).toBeVisible()
  await expect(thomasCard.getByText('Standardprofil')).toBeVisible()
  await expect(officeCard.getByText('Standardprofil')).toHaveCount(0)

  // Edit opens on the review; one field is changed through its step.
  await officeCard.getByRole('link', { name: 'Büro bearbeiten' }).click()
  await expect(page.getByRole('heading', { name: 'Maßprofil bearbeiten' })).toBeVisible()
  await expect(row(page, 'size_neck')).toContainText('40,5 cm')
  await page.getByRole('button', { name: 'Halsumfang ändern' }).click()
  const neck = page.getByLabel('Halsumfang', { exact: true })
  await expect(neck).toHaveValue('40,5')
  await neck.fill('41')
  await page.getByRole('button', { name: 'Zurück zur Übersicht' }).click()
  await expect(row(page, 'size_neck')).toContainText('41 cm')
  await page.getByRole('button', { name: 'Maßprofil speichern' }).click()
  await expect(page).toHaveURL(/\/massnehmen\/massprofil$/)
  await expect(officeCard).toContainText('41 cm')

  // 'My weight changed': the size model's change list, then applied.
  await officeCard.getByRole('button', { name: 'Gewicht anpassen: Büro' }).click()
  const delta = officeCard.getByLabel('Um wie viel hat sich Ihr Gewicht verändert (kg)?')
  await delta.fill('null')
  await officeCard.getByRole('button', { name: 'Berechnen' }).click()
  await expect(officeCard.getByText('Bitte geben Sie eine Zahl ein, zum Beispiel 41,5.')).toBeVisible()
  await delta.fill('-4')
  await officeCard.getByRole('button', { name: 'Berechnen' }).click()
  const changes = officeCard.getByTestId('weight-changes')
  await expect(changes).toContainText('Gewicht: 81,5 kg → 77,5 kg (-4 kg)')
  await expect(changes).toContainText('Taillenumfang')
  await snap(page, 'measuring-weight-change', info.project.name)
  await officeCard.getByRole('button', { name: 'Übernehmen' }).click()
  await expect(officeCard).toContainText('77,5 kg')

  // Delete asks first; cancel keeps the profile.
  await officeCard.getByRole('button', { name: 'Büro löschen' }).click()
  const dialog = page.getByRole('dialog', { name: 'Maßprofil löschen?' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Abbrechen' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(officeCard).toBeVisible()
  await officeCard.getByRole('button', { name: 'Büro löschen' }).click()
  await dialog.getByRole('button', { name: 'Endgültig löschen' }).click()
  await expect(toast(page, 'Das Maßprofil „Büro“ wurde gelöscht.')).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(1)

  await gotoHydrated(page, '/massnehmen/meine-masse')
  await expect(page.getByRole('heading', { name: /Thomas/ })).toBeVisible()
  await expect(row(page, 'size_chest')).toContainText('114 cm')
  await page.getByRole('radio', { name: /^Regular/ }).check()
  await expect(row(page, 'size_chest')).toContainText('118 cm')
  await snap(page, 'measuring-my-measures', info.project.name)
})

test('a standard size from the table and a measured shirt become profiles', async ({ page }, info) => {
  test.setTimeout(90_000)
  await gotoHydrated(page, '/massnehmen/standardgroessen')
  await snap(page, 'measuring-standard-sizes', info.project.name)
  await page.getByRole('link', { name: 'Kragenweite 41 als Maßprofil übernehmen' }).click()
  await expect(page.getByRole('radio', { name: /Kragen 41/ })).toBeChecked()
  await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click()
  await expect(page.getByText('Bitte geben Sie Ihre Körpergröße in Zentimetern an.')).toBeVisible()
  await page.getByLabel('Körpergröße in cm').fill('182')
  await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click()
  await expect(row(page, 'size_chest')).toContainText('104 cm')
  await expect(row(page, 'size_neck')).toContainText('39,5 cm')
  await expect(page.getByLabel('Name des Maßprofils')).toHaveValue('Standardgröße 41')
  await page.getByRole('button', { name: 'Maßprofil speichern' }).click()
  await expect(page.getByRole('article').filter({ hasText: 'Standardgröße 41' })).toBeVisible()

  await gotoHydrated(page, '/massnehmen/neu/hemdmasse')
  await expect(page.locator('[data-figure="body"]:visible')).toBeVisible()
  await page.getByLabel('Körpergröße', { exact: true }).focus()
  for (const [label, value] of [
    ['Körpergröße', '178'],
    ['Gewicht', '78'],
    ['Brustumfang', '116'],
    ['Taillenumfang', '104'],
    ['Hüftumfang', '118'],
    ['Halsumfang', '40'],
  ] as const) {
    await answer(page, label, value)
  }
  await expect(page.locator('[data-figure="shirt"][data-field="size_shoulder"]:visible')).toBeVisible()
  await snap(page, 'measuring-shirt-step', info.project.name)
  for (const [label, value] of [
    ['Schulterbreite', '47'],
    ['Ärmellänge rechts', '64'],
    ['Ärmellänge links', ''],
    ['Ärmellänge Kurzarm', ''],
    ['Oberarm (Bizeps)', ''],
    ['Handgelenk rechts', '22'],
    ['Handgelenk links', ''],
    ['Hemdlänge', '80'],
  ] as const) {
    await answer(page, label, value)
  }
  await expect(page.getByRole('columnheader', { name: 'Am Hemd gemessen' })).toBeVisible()
  await expect(row(page, 'size_chest')).toContainText('100 cm')
  await page.getByRole('button', { name: 'Maßprofil speichern' }).click()
  const card = page.getByRole('article').filter({ hasText: 'Mein Lieblingshemd' })
  await expect(card).toContainText('Maße eines Hemdes')
  await expect(card).toContainText('116 cm')
})

test('the measuring pages read well in every language and never scroll sideways', async ({ page }, info) => {
  for (const path of [
    '/massnehmen',
    '/massnehmen/neu',
    '/massnehmen/neu/koerpermasse',
    '/massnehmen/neu/empfehlung',
    '/massnehmen/neu/standardgroessen',
    '/massnehmen/massprofil',
    '/massnehmen/meine-masse',
    '/massnehmen/hemd-einsenden',
    '/massnehmen/standardgroessen',
  ]) {
    await gotoHydrated(page, path)
    await expectNoSideScroll(page, path)
  }
  await gotoHydrated(page, '/massnehmen')
  await expect(page.getByRole('heading', { name: 'Die Wege im Vergleich' })).toBeVisible()
  await snap(page, 'measuring-overview', info.project.name)
  await gotoHydrated(page, '/massnehmen/hemd-einsenden')
  await expect(page.getByTestId('send-in-address')).toContainText('Schneidergasse 12')
  await snap(page, 'measuring-send-in', info.project.name)
  await gotoHydrated(page, '/en/massnehmen/neu/koerpermasse')
  await expect(page.getByText('Step 1 of 14', { exact: true })).toBeVisible()
  await gotoHydrated(page, '/fr/massnehmen/neu/empfehlung')
  await expect(page.getByRole('button', { name: 'Calculer la recommandation' })).toBeVisible()
  await gotoHydrated(page, '/es/massnehmen/massprofil')
  await expect(page.getByText('No se han encontrado perfiles de medidas guardados.')).toBeVisible()
})
