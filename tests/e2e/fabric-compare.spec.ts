import type { Page } from '@playwright/test'
import { seriousViolations } from './axe.ts'
import { expect, gotoHydrated, snap, test } from './fixtures.ts'

/** The page itself never scrolls sideways (the comparison's own region may). */
const pageFitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)

const columns = (page: Page) => page.locator('[data-compared]')

/** Whether the n-th compared column lies wholly between the screen's left and right edges. */
const acrossScreen = (page: Page, n: number) =>
  columns(page)
    .nth(n)
    .evaluate((element) => {
      const box = element.getBoundingClientRect()
      return box.left >= -1 && box.right <= document.documentElement.clientWidth + 1
    })

test('a visitor filters by season, compares two fabrics and designs with one of them', async ({
  page,
}, info) => {
  test.setTimeout(90_000)
  await gotoHydrated(page, '/stoffe')
  // The new facets are filters; the phone keeps the filters folded.
  if (info.project.name === 'phone') await page.getByText('Stoffe filtern').click()
  await page.getByRole('checkbox', { name: 'Sommer', exact: true }).check()
  await expect(page).toHaveURL(/season=summer/)
  await page.getByRole('link', { name: /– Giza-Popeline Hellblau zum Vergleich hinzufügen$/ }).click()
  await expect(
    page.getByRole('link', { name: /– Giza-Popeline Hellblau aus dem Vergleich nehmen$/ }),
  ).toBeVisible()
  await page.getByRole('link', { name: /– Leinen Weiß zum Vergleich hinzufügen$/ }).click()
  await expect(page).toHaveURL(/compare=1022,1076/)
  await expect(page.getByText('2 von 4 Stoffen gewählt')).toBeVisible()
  // Changing a filter keeps the chosen fabrics.
  await expect(page).toHaveURL(/season=summer/)
  await page.getByRole('region', { name: 'Ihr Stoffvergleich' }).scrollIntoViewIfNeeded()
  expect(await seriousViolations(page)).toEqual([])
  await snap(page, 'fabric-compare-tray', info.project.name)

  await page.getByRole('link', { name: 'Vergleichen (2)' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Stoffe vergleichen' })).toBeVisible()
  await expect(page).toHaveURL(/\/stoffe\/vergleich\?ids=\d+,\d+$/)
  await expect(columns(page)).toHaveCount(2)
  // Two fabrics fill a phone's width: both in view without swiping.
  expect(await acrossScreen(page, 1)).toBe(true)
  for (const label of ['Blickdichte', 'Elastizität', 'Saison', 'Gewicht', 'Bindung', 'Pflege'])
    await expect(columns(page).first().getByText(label, { exact: true })).toBeVisible()
  await expect(columns(page).first().getByText('Sommer', { exact: true })).toBeVisible()
  expect(await pageFitsWidth(page)).toBe(true)
  expect(await seriousViolations(page)).toEqual([])
  await snap(page, 'fabric-compare-two', info.project.name)

  // 'Mit diesem Stoff gestalten' from the comparison starts the designer in that fabric.
  const chosen = columns(page).first()
  const name = (await chosen.getByRole('heading', { level: 2 }).textContent())?.trim() ?? ''
  await chosen.getByRole('link', { name: /^Mit diesem Stoff gestalten/ }).click()
  await expect(page).toHaveURL(/\/hemdendesigner\?fabric=\d+$/)
  await expect(page.getByRole('img', { name: new RegExp(`^Vorschau Ihres Hemdes: ${name},`) })).toBeVisible()
})

test('two quick clicks on Vergleichen both count, however slow the page answers', async ({ page }) => {
  await gotoHydrated(page, '/stoffe?season=summer')
  // Every page load of the list takes 800 ms: the second click comes while the first still loads.
  await page.route(/\/stoffe\.data/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800))
    await route.fallback()
  })
  await page.getByRole('link', { name: /– Giza-Popeline Hellblau zum Vergleich hinzufügen$/ }).click()
  await page.getByRole('link', { name: /– Leinen Weiß zum Vergleich hinzufügen$/ }).click()
  await expect(page).toHaveURL(/compare=1022,1076/)
  await expect(page.getByText('2 von 4 Stoffen gewählt')).toBeVisible()
})

test('a shared comparison drops unknown fabrics, trims past four and swipes on a phone', async ({
  page,
}, info) => {
  // The fabric page's toggle joins the fabrics already chosen.
  await gotoHydrated(page, '/stoffe/1001?compare=1013')
  await page.getByRole('link', { name: /– Popeline Weiß zum Vergleich hinzufügen$/ }).click()
  await expect(page.getByText('2 von 4 Stoffen gewählt')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Vergleichen (2)' })).toHaveAttribute(
    'href',
    '/stoffe/vergleich?ids=1013,1001',
  )
  await snap(page, 'fabric-compare-fabric-page', info.project.name)

  await gotoHydrated(page, '/stoffe/vergleich?ids=1001,abc,99999,1013,1026,1075,1086')
  await expect(
    page.getByText('2 Stoffe (abc, 99999) führen wir nicht; sie fehlen im Vergleich.'),
  ).toBeVisible()
  await expect(page.getByText('Verglichen werden höchstens 4 Stoffe; wir zeigen die ersten 4.')).toBeVisible()
  await expect(columns(page)).toHaveCount(4)
  expect(await acrossScreen(page, 1)).toBe(true)
  if (info.project.name === 'phone') {
    // Two at a time; a swipe (here: the region scrolled sideways) brings the others.
    expect(await acrossScreen(page, 2)).toBe(false)
    await page.getByRole('region', { name: 'Stoffe vergleichen' }).evaluate((region) => {
      region.scrollLeft = region.scrollWidth
    })
    await expect.poll(() => acrossScreen(page, 3)).toBe(true)
    await expect.poll(() => acrossScreen(page, 0)).toBe(false)
  } else {
    expect(await acrossScreen(page, 3)).toBe(true)
  }
  expect(await pageFitsWidth(page)).toBe(true)
  expect(await seriousViolations(page)).toEqual([])
  await snap(page, 'fabric-compare-four', info.project.name)

  // Taking one out keeps the others in the address.
  await columns(page)
    .first()
    .getByRole('link', { name: /^Entfernen/ })
    .click()
  await expect(page).toHaveURL(/\?ids=1013,1026,1075$/)
  await expect(columns(page)).toHaveCount(3)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('the toggle and the comparison are plain links', async ({ page }) => {
    await page.goto('/stoffe?compare=1002')
    await page.getByRole('link', { name: /– Popeline Weiß zum Vergleich hinzufügen$/ }).click()
    await expect(page).toHaveURL(/compare=1002,1001#fabric-1001$/)
    await page.getByRole('link', { name: 'Vergleichen (2)' }).click()
    await expect(page.locator('[data-compared]')).toHaveCount(2)
  })
})
