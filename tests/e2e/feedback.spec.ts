import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { waitForMail } from '../support/outbox.ts'
import { seriousViolations } from './axe.ts'
import { e2eDataDir, expect, gotoHydrated, snap, test } from './fixtures.ts'

async function openFeedback(page: Page) {
  await gotoHydrated(page, '/')
  await page.getByTestId('feedback-tab').click()
  const dialog = page.getByRole('dialog', { name: 'Ihr Feedback' })
  await expect(dialog).toBeVisible()
  return dialog
}

/** Clicks the real ALTCHA widget and waits until its proof of work is done. */
async function solveBotCheck(page: Page) {
  const check = page.getByTestId('feedback-bot-check')
  await expect(check).toHaveAttribute('data-status', 'ready')
  await check.getByText('Ich bin kein Roboter').click()
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          document.querySelector<HTMLElement & { getState(): string }>('altcha-widget')?.getState(),
        ),
      {
        timeout: 25_000,
      },
    )
    .toBe('verified')
}

/** Drops files onto the zone the way a browser does: a DataTransfer built in the page. */
async function dropFiles(page: Page, files: { name: string; type: string; base64: string }[]) {
  await page.evaluate((list) => {
    const transfer = new DataTransfer()
    for (const file of list) {
      const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0))
      transfer.items.add(new File([bytes], file.name, { type: file.type }))
    }
    const zone = document.querySelector('[data-testid="feedback-drop-zone"]') as HTMLElement
    zone.dispatchEvent(new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true }))
    zone.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }))
  }, files)
}

test('feedback: validation order, dropped pictures, the real ALTCHA check and the success toast', async ({
  page,
}, info) => {
  test.setTimeout(60_000)
  await gotoHydrated(page, '/')
  await expect(page.getByTestId('feedback-tab')).toBeVisible()
  await snap(page, 'feedback-tab', info.project.name, { fullPage: false })

  const dialog = await openFeedback(page)
  const send = dialog.getByRole('button', { name: 'Absenden' })
  const steps: [() => Promise<void>, string][] = [
    [async () => {}, 'Bitte geben Sie Ihren Namen an.'],
    [
      () => dialog.getByLabel('Name').fill('  Erika Muster '),
      'Bitte geben Sie eine gültige E-Mail-Adresse an.',
    ],
    [
      () => dialog.getByLabel('E-Mail-Adresse').fill('erika@example'),
      'Bitte geben Sie eine gültige E-Mail-Adresse an.',
    ],
    [
      () => dialog.getByLabel('E-Mail-Adresse').fill('erika@example.com'),
      'Bitte schreiben Sie eine Nachricht mit mindestens 3 Zeichen.',
    ],
    [
      () => dialog.getByLabel('Nachricht').fill('  ab  '),
      'Bitte schreiben Sie eine Nachricht mit mindestens 3 Zeichen.',
    ],
    [
      () => dialog.getByLabel('Nachricht').fill('Die Beratung war sehr freundlich.'),
      'Bitte schließen Sie die Sicherheitsprüfung ab.',
    ],
  ]
  for (const [act, message] of steps) {
    await act()
    await send.click()
    await expect(dialog.getByText(message)).toBeVisible()
    // Only the first failing rule speaks.
    await expect(dialog.locator('.text-danger')).toHaveCount(1)
  }

  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#8a6a3b' } })
    .png()
    .toBuffer()
  await dropFiles(page, [
    { name: 'kragen.png', type: 'image/png', base64: png.toString('base64') },
    { name: 'notizen.txt', type: 'text/plain', base64: Buffer.from('hallo').toString('base64') },
  ])
  const files = dialog.getByTestId('feedback-files')
  await expect(files.getByText('kragen.png', { exact: true })).toBeVisible()
  await expect(
    files.getByText('Nur Bilder im Format JPEG oder PNG sind möglich. (wird nicht gesendet)'),
  ).toBeVisible()

  await solveBotCheck(page)
  await expect(dialog.getByText('Bitte schließen Sie die Sicherheitsprüfung ab.')).toBeHidden()
  await snap(page, 'feedback-modal', info.project.name, { fullPage: false })
  await send.click()

  const toast = page.locator('[data-toast]').filter({ hasText: 'Vielen Dank!' })
  await expect(toast).toContainText('Ihr Feedback ist bei uns angekommen.')
  await expect(dialog).toBeHidden()
  // The success toast lives 3.5 s.
  await expect(toast).toBeHidden({ timeout: 6000 })

  const mail = await waitForMail(e2eDataDir, 'service@nadel-und-faden.de', 'feedbackReceived')
  expect(mail.text).toContain('Die Beratung war sehr freundlich.')
  expect(mail.text).toContain('Angehängte Bilder: 1.')

  // Closed and reset on success.
  await page.getByTestId('feedback-tab').click()
  await expect(dialog.getByLabel('Name')).toHaveValue('')
  await expect(dialog.getByTestId('feedback-files')).toHaveCount(0)
})

test('feedback: a failed send keeps the dialog open with the error; no CSRF token gives csrfMissing', async ({
  page,
}) => {
  test.setTimeout(60_000)
  const dialog = await openFeedback(page)
  await dialog.getByLabel('Name').fill('Erika Muster')
  await dialog.getByLabel('E-Mail-Adresse').fill('erika@example.com')
  await dialog.getByLabel('Nachricht').fill('Ein Test, der scheitern soll.')
  await solveBotCheck(page)

  await page.route('**/api/feedback/send.php', (route) =>
    route.fulfill({
      status: 403,
      json: { success: false, message: 'Cross-site request refused', code: 'FORBIDDEN' },
    }),
  )
  await dialog.getByRole('button', { name: 'Absenden' }).click()
  await expect(dialog.getByRole('alert')).toHaveText(
    'Ihr Feedback konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.',
  )
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('Nachricht')).toHaveValue('Ein Test, der scheitern soll.')

  // The spent answer was reset; a new one is needed, and without a token nothing is sent.
  await page.route('**/api/session/csrf.php*', (route) =>
    route.fulfill({ status: 200, json: { success: false } }),
  )
  await solveBotCheck(page)
  await dialog.getByRole('button', { name: 'Absenden' }).click()
  await expect(dialog.getByRole('alert')).toHaveText(
    'Ihre Sitzung konnte nicht bestätigt werden. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  )
  await expect(dialog).toBeVisible()
})

test('the open feedback dialog with its messages has no serious accessibility violations', async ({
  page,
}) => {
  const dialog = await openFeedback(page)
  await dialog.getByRole('button', { name: 'Absenden' }).click()
  await expect(dialog.getByText('Bitte geben Sie Ihren Namen an.')).toBeVisible()
  await expect(page.getByTestId('feedback-bot-check')).toHaveAttribute('data-status', 'ready')
  expect(await seriousViolations(page)).toEqual([])
})

test('feedback: pictures chosen with the picker are listed; a third one is refused with its reason', async ({
  page,
}) => {
  const dialog = await openFeedback(page)
  const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#1d2433' } })
    .png()
    .toBuffer()
  const chooser = page.waitForEvent('filechooser')
  await dialog.getByRole('button', { name: 'Dateien auswählen' }).click()
  await (await chooser).setFiles([
    { name: 'manschette.png', mimeType: 'image/png', buffer: png },
    { name: 'kragen.png', mimeType: 'image/png', buffer: png },
    { name: 'knopf.png', mimeType: 'image/png', buffer: png },
  ])
  const files = dialog.getByTestId('feedback-files')
  await expect(files.getByText('manschette.png', { exact: true })).toBeVisible()
  await expect(files.getByText('kragen.png', { exact: true })).toBeVisible()
  await expect(files.getByText('knopf.png', { exact: true })).toBeVisible()
  await expect(files.getByText(/wird nicht gesendet/)).toHaveCount(1)
})
