import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse as parseYaml } from 'yaml'
import { type Locale, locales } from '#config/locales.ts'
import de from '../../app/i18n/messages/de.json' with { type: 'json' }
import en from '../../app/i18n/messages/en.json' with { type: 'json' }
import es from '../../app/i18n/messages/es.json' with { type: 'json' }
import fr from '../../app/i18n/messages/fr.json' with { type: 'json' }
import { seedSnapshot } from '../../tests/support/catalog-fixture.ts'
import { easeOf } from './ease.ts'
import { type Fit, fits } from './fields.ts'
import { fitName, fitNames, fitNamesInText, fitPartIds } from './fit-names.ts'

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

/** The editorial files of a language: its pages (.md) and its glossary. */
function editorialFiles(locale: Locale): string[] {
  return readdirSync(path.join('content', locale), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(md|ya?ml)$/.test(file))
    .sort()
}

function editorial(locale: Locale, file: string): string {
  return readFileSync(path.join('content', locale, file), 'utf8')
}

/** The chest ease of each fit, in whole centimetres as the pages write it. */
const chestEase = (fit: Fit) => easeOf(fit, 'size_chest')

/**
 * Every '12 cm en coupe slim' of a text: the fit word that follows each chest ease, beside the
 * word the ease belongs to ('slim' for 12 cm), so a page never gives one fit's ease to another.
 */
function easeWords(text: string, pattern: RegExp, own: (fit: Fit) => string) {
  const byEase = new Map(fits.map((fit) => [String(chestEase(fit)), own(fit)]))
  return [...text.matchAll(pattern)].map(([, cm = '', word = '']) => ({
    said: `${cm} cm: ${word.toLowerCase()}`,
    right: `${cm} cm: ${byEase.get(cm)}`,
  }))
}

describe('the German editorial pages name the fits as the shop does', () => {
  it.each(editorialFiles('de'))('%s', (file) => {
    const text = editorial('de', file)
    // 'Slim' and 'Regular' only as 'Slim Fit' and 'Regular Fit', and never the English 'Tailored'.
    expect(text).not.toMatch(/\bTailored\b/)
    expect(text).not.toMatch(/\bSlim\b(?![ -]Fit)/)
    expect(text).not.toMatch(/\bRegular\b(?![ -]Fit)/)
  })
})

/** French: 'coupe slim', 'coupe ajustée', 'coupe classique'; the old names and the English ones nowhere. */
function expectFrenchFitWords(text: string) {
  // No English working name, neither alone nor in brackets after a French one.
  expect(text).not.toMatch(/\b(?:tailored|regular)\b/i)
  expect(text).not.toMatch(/\((?:slim|tailored|regular)\)/i)
  // The former names: 'cintrée' was the tailored fit and 'droite' the regular one.
  expect(text).not.toMatch(/\bcoupes? (?:cintrée|droite)s?\b/i)
  expect(text).not.toMatch(/\bcintrée,? (?:ou |et )?(?:slim|ajustée|classique)\b/i)
  expect(text).not.toMatch(/\b(?:slim|ajustée|classique),? (?:ou |et )?cintrée\b/i)
  // Each chest ease with its own fit: '12 cm en coupe slim', never '12 cm en coupe ajustée'.
  const word = (fit: Fit) => fitNamesInText('fr')[fit].replace(/^coupe /, '')
  const pattern = /\b(12|16|20) cm en (?:coupe )?(slim|ajustée|cintrée|classique|droite)\b/gi
  for (const { said, right } of easeWords(text, pattern, word)) expect(said).toBe(right)
}

/** Spanish: 'corte entallado', 'corte semientallado', 'corte clásico'; no English names. */
function expectSpanishFitWords(text: string) {
  // 'slim' and 'tailored' nowhere, 'regular' only as the Spanish adjective ('un dibujo regular').
  expect(text).not.toMatch(/\b(?:slim|tailored)\b/i)
  expect(text).not.toMatch(/\bRegular\b/)
  expect(text).not.toMatch(/\b(?:cortes?|en|el) regular\b/i)
  expect(text).not.toMatch(/\((?:slim|tailored|regular)\)/i)
  // Each chest ease with its own fit: '12 cm en el entallado', never '16 cm en entallado'.
  const word = (fit: Fit) => fitNamesInText('es')[fit].replace(/^corte /, '')
  const pattern =
    /\b(12|16|20) cm (?:en|con) (?:el )?(?:corte )?(entallado|semientallado|clásico|slim|regular)\b/gi
  for (const { said, right } of easeWords(text, pattern, word)) expect(said).toBe(right)
}

describe('the French editorial pages name the fits as the shop does', () => {
  it('the fit words are the shop’s names', () => {
    expect(fits.map((fit) => fitNamesInText('fr')[fit])).toEqual([
      'coupe slim',
      'coupe ajustée',
      'coupe classique',
    ])
  })

  it.each(editorialFiles('fr'))('%s', (file) => expectFrenchFitWords(editorial('fr', file)))
})

describe('the Spanish editorial pages name the fits as the shop does', () => {
  it('the fit words are the shop’s names', () => {
    expect(fits.map((fit) => fitNamesInText('es')[fit])).toEqual([
      'corte entallado',
      'corte semientallado',
      'corte clásico',
    ])
  })

  it.each(editorialFiles('es'))('%s', (file) => expectSpanishFitWords(editorial('es', file)))
})

describe('the catalogue’s part texts name the fits as the shop does', () => {
  const partTexts = (locale: Locale) =>
    [...catalog.texts.entries()]
      .filter(([key]) => key.startsWith('part:') && key.endsWith(`:${locale}`))
      .map(([, text]) => `${text.name}\n${text.description}`)
      .join('\n')

  it('fr', () => expectFrenchFitWords(partTexts('fr')))
  it('es', () => expectSpanishFitWords(partTexts('es')))
})

describe('the glossaries explain each fit under its one name', () => {
  it.each(locales)('%s', (locale) => {
    const entries = parseYaml(editorial(locale, 'glossary.yaml')) as { term: string; text: string }[]
    for (const fit of fits) {
      const entry = entries.find(({ term }) => term === fitName(fit, locale))
      expect(entry?.text, `${locale}: ${fitName(fit, locale)}`).toContain(`${chestEase(fit)} cm`)
    }
    // No fit under a name the shop does not use ('Corte regular', 'Coupe droite').
    const fitTerms = entries.filter(({ text }) => fits.some((fit) => text.includes(`${chestEase(fit)} cm`)))
    const names = Object.values(fitNames[locale])
    for (const { term } of fitTerms.filter(({ term }) => /^(?:Coupe|Corte) /.test(term)))
      expect(names, `${locale}: ${term}`).toContain(term)
  })
})

/** The advisor's reason for recommending a fit. */
function partReason(reasons: Record<string, string>, fit: Fit): string | undefined {
  return reasons[String(fitPartIds[fit])]
}

describe('the fit hints and the advisor say each fit’s own ease', () => {
  it.each(locales)('%s', (locale) => {
    for (const fit of fits) expect(messages[locale].measuring.fitHints[fit]).toContain(`${chestEase(fit)} cm`)
  })

  it('the tailored hint does not borrow the slim fit’s word (es ‘entallado’), nor the slim hint the tailored one’s (fr ‘ajustée’)', () => {
    const esTailored = [es.measuring.fitHints.tailored, partReason(es.advisor.partReasons, 'tailored')].join(
      '\n',
    )
    expect(esTailored).not.toMatch(/\bentallad[oa]\b/i)
    const frSlim = [fr.measuring.fitHints.slim, partReason(fr.advisor.partReasons, 'slim')].join('\n')
    expect(frSlim).not.toMatch(/\bajustée\b/i)
  })
})
