import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { locales } from '#config/locales.ts'
import de from '../../app/i18n/messages/de.json' with { type: 'json' }
import en from '../../app/i18n/messages/en.json' with { type: 'json' }
import es from '../../app/i18n/messages/es.json' with { type: 'json' }
import fr from '../../app/i18n/messages/fr.json' with { type: 'json' }
import { seedSnapshot } from '../../tests/support/catalog-fixture.ts'
import { fits } from './fields.ts'
import { fitName, fitNames, fitPartIds } from './fit-names.ts'

const catalog = seedSnapshot()
const messages = { de, en, fr, es }

/** Every text of a message tree, flattened. */
function texts(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree]
  if (tree && typeof tree === 'object') return Object.values(tree).flatMap(texts)
  return []
}

describe('one name per fit per language', () => {
  it.each(locales)('%s: the catalogue’s fit parts carry the one name', (locale) => {
    for (const fit of fits)
      expect(catalog.texts.get(`part:${fitPartIds[fit]}:${locale}`)?.name).toBe(fitName(fit, locale))
  })

  it.each(locales)('%s: the three names differ', (locale) => {
    expect(new Set(Object.values(fitNames[locale])).size).toBe(3)
  })

  it.each(locales)('%s: the measuring pages and the advisor name no fit in other words', (locale) => {
    const tree = messages[locale]
    const said = texts([tree.measures, tree.measuring, tree.advisor.partReasons]).join('\n')
    // The English working names the measuring pages once used, and the old ICU choice of them.
    expect(said).not.toMatch(/\{fit, select/)
    const own = Object.values(fitNames[locale]).join(' ')
    for (const word of ['Slim', 'Tailored', 'Regular'])
      if (!own.includes(word)) expect(said, `${locale}: ${word}`).not.toMatch(new RegExp(`\\b${word}\\b`))
  })
})

describe('the German editorial pages name the fits as the shop does', () => {
  const root = 'content/de'
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) =>
    /\.(md|ya?ml)$/.test(file),
  )

  it.each(files)('%s', (file) => {
    const text = readFileSync(path.join(root, file), 'utf8')
    // 'Slim' and 'Regular' only as 'Slim Fit' and 'Regular Fit', and never the English 'Tailored'.
    expect(text).not.toMatch(/\bTailored\b/)
    expect(text).not.toMatch(/\bSlim\b(?![ -]Fit)/)
    expect(text).not.toMatch(/\bRegular\b(?![ -]Fit)/)
  })
})
