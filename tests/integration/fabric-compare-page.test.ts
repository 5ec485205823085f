import { beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

let app: ReturnType<typeof createTestApp>['app']

beforeAll(async () => {
  app = createTestApp((await useTestDatabase()).db).app
})

const comparedIds = (html: string) =>
  [...html.matchAll(/data-compared="(\d+)"/g)].map((match) => Number(match[1]))

describe('/stoffe/vergleich', () => {
  it('shows the fabrics of the address in its order, with every facet, and is not indexed', async () => {
    const response = await app.request('/stoffe/vergleich?ids=1086,1013')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(comparedIds(html)).toEqual([1086, 1013])
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>')
    expect(html).toContain('rel="canonical" href="http://localhost/stoffe/vergleich"')
    for (const text of ['Herbst und Winter', 'Stretch (mit Elasthan)', 'blickdicht', 'schwer', 'mittel'])
      expect(html).toContain(text)
    expect(html).toContain('href="/hemdendesigner?fabric=1086"')
    expect(html).toContain('href="/hemdendesigner?fabric=1013"')
  })

  it.each([
    [
      'unknown and malformed ids',
      '1001,999999,x%3Cb%3E,1002',
      [1001, 1002],
      'Stoffe (x&lt;b&gt;, 999999) führen wir nicht',
      false,
    ],
    ['more than four', '1001,1002,1003,1004,1005,1006', [1001, 1002, 1003, 1004], null, true],
    ['a sold-out fabric among them', '1025,1001', [1025, 1001], null, false],
    ['nothing', '', [], null, false],
    [
      'a huge list',
      Array.from({ length: 3000 }, (_, index) => 1001 + index).join(','),
      [1001, 1002, 1003, 1004],
      null,
      true,
    ],
  ])('keeps working for %s', async (_name, ids, expected, unknownNote, trimmed) => {
    const response = await app.request(`/stoffe/vergleich?ids=${ids}`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(comparedIds(html)).toEqual(expected)
    if (unknownNote) expect(html).toContain(unknownNote)
    else expect(html).not.toContain('führen wir nicht')
    expect(html.includes('Verglichen werden höchstens 4 Stoffe')).toBe(trimmed)
    if (expected.length === 0) expect(html).toContain('Noch kein Stoff im Vergleich.')
  })

  it('speaks the page language under /en, /fr and /es', async () => {
    for (const [prefix, title, facet] of [
      ['/en', 'Compare fabrics', 'autumn and winter'],
      ['/fr', 'Comparer des tissus', 'automne et hiver'],
      ['/es', 'Comparar tejidos', 'otoño e invierno'],
    ]) {
      const html = await (await app.request(`${prefix}/stoffe/vergleich?ids=1086`)).text()
      expect(html).toContain(title)
      expect(html).toContain(facet)
      expect(html).toContain(`href="${prefix}/hemdendesigner?fabric=1086"`)
    }
  })
})

describe('the compare toggle and tray on /stoffe and /stoffe/{id}', () => {
  it('toggles through the address and keeps the choice in filters, pages and fabric links', async () => {
    const html = await (await app.request('/stoffe?season=winter&compare=1086')).text()
    // The chosen fabric's toggle takes it out, another's adds it after the first.
    expect(html).toMatch(/href="\/stoffe\?season=winter#fabric-1086"/)
    expect(html).toMatch(/href="\/stoffe\?season=winter&amp;compare=1086,1087#fabric-1087"/)
    expect(html).toContain('<input type="hidden" name="compare" value="1086"/>')
    expect(html).toContain('href="/stoffe/1087?compare=1086"')
    expect(html).toContain('href="/stoffe/vergleich?ids=1086"')
    const page = await (await app.request('/stoffe/1087?compare=1086,1001')).text()
    expect(page).toContain('href="/stoffe/1087?compare=1086,1001,1087"')
    expect(page).toContain('href="/stoffe?compare=1086,1001"')
    expect(page).toContain('2 von 4 Stoffen gewählt')
  })

  it('offers no fifth fabric: the toggle says the comparison is full', async () => {
    const html = await (await app.request('/stoffe/1005?compare=1001,1002,1003,1004')).text()
    expect(html).toContain('Vergleich voll')
    expect(html).not.toContain('compare=1001,1002,1003,1004,1005')
  })

  it('filters by the new facets', async () => {
    const html = await (await app.request('/stoffe?stretch=stretch')).text()
    expect(html).toContain('4 Stoffe')
    const none = await (await app.request('/stoffe?season=summer&weightClass=heavy&opacity=sheer')).text()
    expect(none).toContain('Keine Stoffe gefunden')
  })
})
