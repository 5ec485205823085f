import { describe, expect, it } from 'vitest'
import { foldAccents, normaliseQuery, searchTermsOf } from './query.ts'

describe('searchTermsOf', () => {
  it('normalises case, spaces and length', () => {
    expect(normaliseQuery('  Blau   OXFORD ')).toBe('blau oxford')
    expect(normaliseQuery('x'.repeat(300))).toHaveLength(100)
  })

  it('folds accents as unaccent does', () => {
    expect(foldAccents('manschettenknöpfe algodón nœud')).toBe('manschettenknopfe algodon noeud')
  })

  it('makes the words alternatives and prefixes, short words exact', () => {
    expect(searchTermsOf('blau oxford', 'de')?.tsquery).toBe('blau:* | oxford:*')
    expect(searchTermsOf('de lin', 'fr')?.tsquery).toBe('de | lin:*')
  })

  it('keeps only letters and digits, so nothing typed can break the tsquery', () => {
    expect(searchTermsOf("kent' & !(x) | y:*", 'de')?.tsquery).toBe('kent:* | x | y')
    expect(searchTermsOf(' &|!() ', 'de')).toBeNull()
  })

  it('adds the synonyms of the page language', () => {
    expect(searchTermsOf('Manschettenknöpfe', 'en')?.tsquery).toBe('manschettenknopfe:* | cufflinks:*')
    expect(searchTermsOf('Haifisch', 'fr')?.tsquery).toBe('haifisch:* | italien:* | requin:*')
    expect(searchTermsOf('Haifisch', 'de')?.tsquery).toBe('haifisch:*')
  })

  it('leaves out the word for shirt when more was typed', () => {
    expect(searchTermsOf('chemise lin', 'fr')).toMatchObject({ tsquery: 'lin:*', words: ['lin'] })
    expect(searchTermsOf('chemise', 'fr')?.tsquery).toBe('chemise:*')
  })
})
