import { describe, expect, it } from 'vitest'
import { groupHits, isStorableMiss, needsTypoMatch, rankCandidates, type SearchCandidate } from './ranking.ts'

const candidate = (overrides: Partial<SearchCandidate>): SearchCandidate => ({
  kind: 'guide',
  ref: 'page:x',
  title: 'X',
  summary: '',
  href: '/x',
  rank: 0,
  similarity: 0,
  ...overrides,
})

describe('rankCandidates', () => {
  it('puts what one buys before a guide page that matches as well', () => {
    const hits = rankCandidates(
      [
        candidate({ ref: 'page:glossar', title: 'Gemelos', rank: 0.5, similarity: 1 }),
        candidate({
          kind: 'accessory',
          ref: 'product:x',
          title: 'Gemelos de nácar',
          rank: 0.5,
          similarity: 1,
        }),
      ],
      ['gemelos'],
    )
    expect(hits.map((hit) => hit.ref)).toEqual(['product:x', 'page:glossar'])
  })

  it('counts a trigram match only when it is close enough to be a typo', () => {
    const hits = rankCandidates(
      [candidate({ ref: 'page:near', similarity: 0.7 }), candidate({ ref: 'page:far', similarity: 0.3 })],
      ['popelin'],
    )
    expect(hits.map((hit) => hit.ref)).toEqual(['page:near'])
  })

  it('orders ties by title, the same on every run', () => {
    const hits = rankCandidates(
      [candidate({ ref: 'b', title: 'B', rank: 0.2 }), candidate({ ref: 'a', title: 'A', rank: 0.2 })],
      ['q'],
    )
    expect(hits.map((hit) => hit.ref)).toEqual(['a', 'b'])
  })
})

describe('groupHits', () => {
  it('orders the groups by their best hit and leaves empty groups out', () => {
    const hits = rankCandidates(
      [
        candidate({ kind: 'fabric', ref: 'fabric:1', rank: 0.1 }),
        candidate({ kind: 'part', ref: 'part:1', rank: 0.9 }),
        candidate({ kind: 'fabric', ref: 'fabric:2', rank: 0.05 }),
      ],
      ['q'],
    )
    expect(groupHits(hits).map((group) => [group.kind, group.hits.map((hit) => hit.ref)])).toEqual([
      ['part', ['part:1']],
      ['fabric', ['fabric:1', 'fabric:2']],
    ])
  })
})

describe('needsTypoMatch', () => {
  it('looks for typos only when the words found fewer than five things', () => {
    expect(needsTypoMatch([])).toBe(true)
    expect(needsTypoMatch(Array.from({ length: 4 }, (_, index) => candidate({ ref: `${index}` })))).toBe(true)
    expect(needsTypoMatch(Array.from({ length: 5 }, (_, index) => candidate({ ref: `${index}` })))).toBe(
      false,
    )
  })
})

describe('isStorableMiss', () => {
  it('keeps words and refuses what could identify someone', () => {
    expect(isStorableMiss('zylinderhut')).toBe(true)
    expect(isStorableMiss('max@example.com')).toBe(false)
    expect(isStorableMiss('bestellung 20261234')).toBe(false)
    expect(isStorableMiss('x')).toBe(false)
  })
})
