import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { locales } from '../../config/locales.ts'
import { contentPaths } from '../../config/pages.ts'
import { fillVariables, splitFrontMatter } from '../../core/content/front-matter.ts'
import { FrontMatterSchema, glossaryLetter, loadGlossary, renderMarkdown } from './content.server.ts'

const root = path.resolve('content')

function read(locale: string, slug: string) {
  const source = fs.readFileSync(path.join(root, locale, `${slug}.md`), 'utf8')
  return splitFrontMatter(source)
}

describe('editorial content (docs/content-format.md)', () => {
  it.each(locales)('every content page of config/pages.ts exists in %s with valid front matter', (locale) => {
    const titles = new Map<string, string>()
    for (const slug of contentPaths) {
      const file = path.join(root, locale, `${slug}.md`)
      expect(fs.existsSync(file), `${locale}/${slug}.md is missing`).toBe(true)
      const { data, body } = read(locale, slug)
      const front = FrontMatterSchema.safeParse(data)
      expect(front.success, `${locale}/${slug}.md front matter: ${front.error?.message}`).toBe(true)
      if (!front.success) continue
      expect(front.data.description.length, `${locale}/${slug} description length`).toBeGreaterThanOrEqual(50)
      expect(body.trim().length, `${locale}/${slug} body`).toBeGreaterThan(400)
      expect(body, `${locale}/${slug}`).not.toMatch(/lorem ipsum|coming soon|demnächst verfügbar|<script/i)
      expect(
        titles.get(front.data.title),
        `${locale}: title "${front.data.title}" used twice`,
      ).toBeUndefined()
      titles.set(front.data.title, slug)
    }
  })

  it.each(locales)('news of %s have the same ids as German and a date', (locale) => {
    const ids = (l: string) =>
      fs
        .readdirSync(path.join(root, l, 'news'))
        .filter((file) => file.endsWith('.md'))
        .sort()
    expect(ids(locale)).toEqual(ids('de'))
    for (const file of ids(locale)) {
      const { data } = splitFrontMatter(fs.readFileSync(path.join(root, locale, 'news', file), 'utf8'))
      expect(FrontMatterSchema.parse(data).date, file).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    }
  })

  it.each(locales)('the %s glossary has at least 60 terms across many letters', async (locale) => {
    const entries = await loadGlossary(locale)
    expect(entries.length).toBeGreaterThanOrEqual(60)
    expect(new Set(entries.map((entry) => entry.letter)).size).toBeGreaterThanOrEqual(15)
  })
})

describe('rendering', () => {
  it('localises internal links and leaves others alone', async () => {
    const html = await renderMarkdown('[AGB](/agb), [Mail](mailto:a@b.de), [Web](https://example.org)', 'fr')
    expect(html).toContain('href="/fr/agb"')
    expect(html).toContain('href="mailto:a@b.de"')
    expect(html).toContain('href="https://example.org"')
  })

  it('drops raw HTML from the source', async () => {
    const html = await renderMarkdown('Hallo <script>alert(1)</script> <b onclick="x">fett</b>', 'de')
    expect(html).not.toContain('<script')
    expect(html).not.toContain('onclick')
  })

  it('fills company data from config/brand.ts', () => {
    expect(fillVariables('{{company.vatId}} / {{brand.name}} / {{unknown.key}}')).toBe(
      'DE312345678 / Nadel & Faden / {{unknown.key}}',
    )
  })

  it('reads front matter values with colons and quotes', () => {
    const { data, body } = splitFrontMatter('---\ntitle: "A: B"\ndescription: x: y\n---\nText')
    expect(data).toEqual({ title: 'A: B', description: 'x: y' })
    expect(body).toBe('Text')
  })

  it.each([
    ['Ärmelschlitz', 'a'],
    ['Oxford', 'o'],
    ['Élastique', 'e'],
    ['4-in-hand', '#'],
  ])('%s is filed under %s', (term, letter) => {
    expect(glossaryLetter(term)).toBe(letter)
  })
})
