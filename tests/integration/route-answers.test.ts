import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { localizePath } from '#config/locale-path.ts'
import { locales } from '../../config/locales.ts'
import { pages } from '../../config/pages.ts'
import { customerSessionCookie } from '../support/customer-session.ts'
import { concretePath } from '../support/page-samples.ts'
import { createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

/**
 * What every address of config/pages.ts answers in all four languages, plus the addresses around
 * them that must stay refused (a German or unknown prefix, a prefix in capitals, a trailing slash,
 * loader data): status, Location, canonical, hreflang alternates, robots, `<html lang>` and layout.
 * The fixture was recorded from the route table that registered every page once per language;
 * any route table must answer the same. Re-record on purpose only:
 * `ROUTE_ANSWERS_RECORD=1 npx vitest run tests/integration/route-answers.test.ts`.
 */
const fixture = path.resolve('tests/integration/fixtures/route-answers.json')

const pagePaths = locales.flatMap((locale) =>
  pages.map((page) => localizePath(concretePath(page.path), locale)),
)

/** Addresses near the pages: prefixes that are not a language, case, slashes, loader data, the switcher. */
const edgePaths = [
  '/de',
  '/de/',
  '/de/stoffe',
  '/de/agb',
  '/xx',
  '/xx/stoffe',
  '/EN/stoffe',
  '/En/stoffe',
  '/en/STOFFE',
  '/STOFFE',
  '/en/',
  '/stoffe/',
  '/en/stoffe/',
  '/en/en/stoffe',
  '/fr/de/stoffe',
  '/stoffe/unbekannt',
  '/gibt-es-nicht',
  '/en/gibt-es-nicht',
  '/en/kragen/unbekannt-kragen',
  '/stoffe.data',
  '/en/stoffe.data',
  '/xx/stoffe.data',
  '/de/stoffe.data',
  '/_root.data',
  '/en.data',
  '/stoffe?lang=en',
  '/en/stoffe?lang=de',
  '/admin',
  '/en/admin',
  '/dashboard/werkstatt',
]

type Answer = {
  status: number
  location: string | null
  canonical: string | null
  alternates: string[]
  robots: string | null
  lang: string | null
  layout: string | null
}

async function answerOf(app: ReturnType<typeof createTestApp>['app'], url: string, cookie?: string) {
  const response = await app.request(url, { headers: cookie ? { cookie } : {} })
  const body = await response.text()
  const html = (response.headers.get('content-type') ?? '').startsWith('text/html') ? body : ''
  const answer: Answer = {
    status: response.status,
    location: response.headers.get('location'),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? null,
    alternates: [...html.matchAll(/<link rel="alternate" hrefLang="([^"]*)" href="([^"]*)"/g)].map(
      (match) => `${match[1]} ${match[2]}`,
    ),
    robots: /<meta name="robots" content="([^"]*)"/.exec(html)?.[1] ?? null,
    lang: /<html lang="([^"]*)"/.exec(html)?.[1] ?? null,
    layout: /data-layout="([^"]*)"/.exec(html)?.[1] ?? null,
  }
  return answer
}

let app: ReturnType<typeof createTestApp>['app']
let customerCookie: string

beforeAll(async () => {
  const database = await useTestDatabase()
  app = createTestApp(database.db, { SHOP_DEMO: '1' }).app
  customerCookie = (
    await customerSessionCookie(database.db, {
      email: 'route-answers@example.com',
      firstName: 'Rita',
      lastName: 'Route',
    })
  ).cookie
})

describe('the route table', () => {
  it('answers every page in every language, and the addresses around them, as recorded', async () => {
    const answers: Record<string, Answer> = {}
    for (const url of [...pagePaths, ...edgePaths]) answers[`guest ${url}`] = await answerOf(app, url)
    // Pages behind the customer login, as the logged-in customer sees them.
    const customerPages = pages.filter((page) => page.auth === 'customer')
    for (const locale of locales)
      for (const page of customerPages) {
        const url = localizePath(concretePath(page.path), locale)
        answers[`customer ${url}`] = await answerOf(app, url, customerCookie)
      }
    if (process.env.ROUTE_ANSWERS_RECORD) {
      fs.mkdirSync(path.dirname(fixture), { recursive: true })
      fs.writeFileSync(fixture, `${JSON.stringify(answers, null, 2)}\n`)
    }
    const recorded = JSON.parse(fs.readFileSync(fixture, 'utf8')) as Record<string, Answer>
    expect(answers).toEqual(recorded)
  }, 600_000)
})
