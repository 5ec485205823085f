import { describe, expect, it } from 'vitest'
import { locales } from '#config/locales.ts'
import { embroideryPositionsByPartId } from '../../db/seed/catalog/attributes.ts'
import { seedSnapshot } from '../../tests/support/catalog-fixture.ts'
import { describeDesign, designName } from './describe.ts'
import { type DesignState, setAttribute } from './design-rules.ts'
import { monogramGrammar, monogramPhrase, phraseIds } from './monogram-phrase.ts'
import { templateState } from './template-state.ts'

const catalog = seedSnapshot()

describe('the monogram phrase, per language', () => {
  it.each([
    ['de', 'Monogramm MKW in Schreibschrift, Garn in Navy, auf der linken Manschette'],
    ['en', 'Monogram MKW in script, navy thread, on the left cuff'],
    ['fr', 'Monogramme MKW en écriture manuscrite, fil bleu marine, sur le poignet gauche'],
    ['es', 'Monograma MKW en letra caligráfica, hilo azul marino, en el puño izquierdo'],
  ] as const)('%s: letters, lettering, thread and place in the language’s grammar', (locale, expected) => {
    const colour = catalog.texts.get(`value:305:${locale}`)?.name ?? ''
    expect(
      monogramPhrase(locale, { partId: 32, letters: 'MKW', fontValueId: 231, colour, positionValueId: 234 }),
    ).toBe(expected)
  })

  it.each([
    ['de', 'Monogramm JM in Blockschrift, Garn in Weiß, innen am Kragensteg'],
    ['en', 'Monogram JM in block capitals, white thread, inside the collar band'],
    ['fr', 'Monogramme JM en capitales bâton, fil blanc, à l’intérieur du pied de col'],
    ['es', 'Monograma JM en letra de palo, hilo blanco, en el interior del pie de cuello'],
  ] as const)('%s: without a chosen position the part’s own place', (locale, expected) => {
    const colour = catalog.texts.get(`value:300:${locale}`)?.name ?? ''
    expect(monogramPhrase(locale, { partId: 107, letters: 'JM', fontValueId: 232, colour })).toBe(expected)
  })

  it('knows every font and every position of the catalogue in all four languages', () => {
    const positions = Object.values(embroideryPositionsByPartId).flat()
    expect([...phraseIds.positions].sort()).toEqual([...new Set(positions)].sort())
    expect(phraseIds.fonts).toEqual(catalog.attributes.get(521)?.valueIds)
    for (const locale of locales) {
      for (const id of phraseIds.fonts)
        expect(monogramGrammar[locale].font[id], `${locale} ${id}`).toBeTruthy()
      for (const id of phraseIds.positions)
        expect(monogramGrammar[locale].position[id], `${locale} ${id}`).toBeTruthy()
    }
  })

  it('the design summary carries the phrase, never the catalogue label after a preposition', () => {
    const opened = setAttribute(catalog, templateState(catalog, 1) as DesignState, {
      partId: 20,
      attributeId: 512,
      rawValueId: 226,
    })
    if (!opened.ok) throw new Error(opened.code)
    const state = opened.state
    const parts = new Map(state.parts).set(32, 10)
    const attributes = new Map(state.attributes)
    attributes.set('32:520', { partId: 32, attributeId: 520, valueId: 230, text: 'MKW' })
    attributes.set('32:521', { partId: 32, attributeId: 521, valueId: 233, text: null })
    attributes.set('32:522', { partId: 32, attributeId: 522, valueId: 305, text: null })
    attributes.set('32:523', { partId: 32, attributeId: 523, valueId: 235, text: null })
    const line = describeDesign(catalog, { ...state, parts, attributes }, 'de')
    expect(line).toContain('Monogramm MKW in Antiqua, Garn in Navy, auf der rechten Manschette')
    expect(line).not.toContain('auf Rechte Manschette')
  })
})

describe('a design’s name', () => {
  it.each([
    ['de', 'Kent'],
    ['en', 'Kent collar'],
    ['fr', 'Col Kent'],
    ['es', 'Cuello Kent'],
  ] as const)('%s: fabric and collar, not a database number', (locale, collar) => {
    const state = templateState(catalog, 1) as DesignState
    const fabric = catalog.texts.get(`fabric:${state.fabricId}:${locale}`)?.name
    expect(designName(catalog, state, locale)).toBe(`${fabric} · ${collar}`)
    expect(designName(catalog, state, locale)).not.toMatch(/\d+$/)
  })
})
