import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { adviseShirt, advisorFacts, type CompleteAnswers } from '../../core/advisor/style-advice.ts'
import { getCatalog } from '../../core/catalog/catalog-cache.ts'
import { shopCalls } from '../support/shop-calls.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

/**
 * /stilberater: the answers in the address give the
 * advice above the guide's text; a post of the answers creates exactly the first proposal as the
 * visitor's selected design, once per double click, and opens the designer.
 */
let app: ReturnType<typeof createTestApp>['app']
let database: Awaited<ReturnType<typeof useTestDatabase>>
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nf-advisor-'))
const api = shopCalls(
  () => app,
  () => database.db,
)

beforeAll(async () => {
  database = await useTestDatabase()
  app = createTestApp(database.db, { DATA_DIR: dataDir }).app
})

const wedding: CompleteAnswers = {
  occasion: 'wedding',
  formality: 'formal',
  build: 'slim',
  colours: ['white', 'blue'],
  season: 'all-year',
}
const query = 'occasion=wedding&formality=formal&build=slim&colours=white&colours=blue&season=all-year'

async function expected(answers: CompleteAnswers) {
  const advice = adviseShirt(answers, advisorFacts(await getCatalog(database.db)))
  if (!advice) throw new Error('no advice')
  return advice
}

function post(jar: CookieJar, body: string, page = '/stilberater') {
  return app.request(page, {
    method: 'POST',
    headers: {
      ...(jar.header() ? { cookie: jar.header() } : {}),
      origin: 'http://localhost',
      'content-type': 'application/x-www-form-urlencoded',
    },
    body,
    redirect: 'manual',
  })
}

const headings = (html: string) => [...html.matchAll(/<h([1-6])[^>]*>/g)].map((match) => Number(match[1]))

describe('/stilberater', () => {
  it('shows the five questions above the guide, keeping its title, canonical and headings', async () => {
    const response = await app.request('/stilberater')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<title>Stilberater – Kragen, Farben und Muster für Ihr Hemd</title>')
    expect(html).toContain('<link rel="canonical" href="http://localhost/stilberater"/>')
    expect(html).toContain('Ihr Hemd in fünf Fragen')
    for (const label of ['Wofür ist das Hemd?', 'Ihre Statur', 'Wann tragen Sie es vor allem?'])
      expect(html).toContain(label)
    expect(html.indexOf('Ihr Hemd in fünf Fragen')).toBeLessThan(html.indexOf('Der Kragen und Ihr Gesicht'))
    // Headings never skip a level.
    const levels = headings(html.slice(html.indexOf('<main')))
    expect(levels[0]).toBe(1)
    for (const [index, level] of levels.entries())
      if (index > 0) expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1)
  })

  it('answers in the address give collar, cuffs, fit, three fabrics and the folded preview', async () => {
    const advice = await expected(wedding)
    const response = await app.request(`/stilberater?${query}`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('Unsere Empfehlung für Sie')
    expect(html).toContain('<link rel="canonical" href="http://localhost/stilberater"/>')
    for (const { fabricId } of advice.fabrics) expect(html).toContain(`href="/stoffe/${fabricId}"`)
    expect(html).toContain('Mit Manschettenknöpfen die festlichste Wahl.')
    const picture = /src="(\/folded\/shirt\/[A-Za-z0-9_-]{22}\.png)"/.exec(html)?.[1]
    expect(picture).toBeDefined()
    const image = await app.request(picture ?? '')
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toMatch(/^image\//)
  })

  it.each(['en', 'fr', 'es'] as const)('speaks %s, questions and advice', async (locale) => {
    const texts = JSON.parse(fs.readFileSync(`app/i18n/messages/${locale}.json`, 'utf8')).advisor
    const html = await (await app.request(`/${locale}/stilberater?${query}`)).text()
    for (const text of [texts.resultTitle, texts.create, texts.changeTitle, texts.questions.season.label])
      expect(html).toContain(text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'))
    expect(html).toContain(`href="/${locale}/stoffe/`)
  })

  it.each([
    ['unknown values', 'occasion=party&formality=FORMAL&build=%3Cscript%3E&season=monsoon'],
    ['a missing answer', 'occasion=office&formality=smart&build=slim'],
  ])('ignores %s: no advice, the notice names what is missing, never a 500', async (_name, bad) => {
    const response = await app.request(`/stilberater?${bad}`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).not.toContain('Unsere Empfehlung für Sie')
    expect(html).toContain('Bitte wählen Sie bei Anlass, Stil, Statur und Jahreszeit je eine Antwort.')
    expect(html).not.toContain('&lt;script')
  })

  it('creates exactly the first proposal as the selected design and opens the designer', async () => {
    const advice = await expected(wedding)
    const jar = new CookieJar()
    const response = await post(jar, query)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/hemdendesigner')
    jar.store(response)
    const selected = await api.shirt(jar, { action: 'fetchSelected' })
    expect(selected.status).toBe(200)
    const shirt = selected.body.shirt
    expect(shirt.fabricId).toBe(advice.fabrics[0]?.fabricId)
    const partIds = (shirt.parts as { partId: number }[]).map((part) => part.partId)
    expect(partIds).toEqual(
      expect.arrayContaining([advice.collarPartId, advice.cuffPartId, advice.fitPartId]),
    )
    // The rest is the designer's start template's (hem, back, pocket, placket, buttons).
    expect(partIds).toEqual(expect.arrayContaining([20, 40, 60, 70, 120]))
    expect(partIds).toHaveLength(8)
    // Nobody else sees it.
    expect((await api.shirt(new CookieJar(), { action: 'fetch', shirtId: shirt.shirtId })).status).toBe(404)
  })

  it('makes one design of a double click', async () => {
    const jar = new CookieJar()
    const first = await post(jar, query)
    jar.store(first)
    const second = await post(jar, query)
    expect(second.status).toBe(302)
    const listed = await api.shirt(jar, { action: 'list' })
    expect(listed.body.shirts).toHaveLength(1)
    // Other answers at once are another design, not the double click's.
    const other = await post(
      jar,
      'occasion=weekend&formality=relaxed&build=strong&colours=earth&season=winter',
    )
    expect(other.status).toBe(302)
    expect((await api.shirt(jar, { action: 'list' })).body.shirts).toHaveLength(2)
  })

  it('opens the designer in the page’s language', async () => {
    const response = await post(new CookieJar(), query, '/en/stilberater')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/en/hemdendesigner')
  })

  it('refuses a post without the needed answers with a 400 naming them, and creates nothing', async () => {
    const jar = new CookieJar()
    const response = await post(jar, 'occasion=office&formality=party&colours=white')
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('Bitte beantworten Sie zuerst die Fragen zu Anlass, Stil, Statur und Jahreszeit.')
    jar.store(response)
    expect((await api.shirt(jar, { action: 'list' })).body.shirts ?? []).toHaveLength(0)
  })
})
