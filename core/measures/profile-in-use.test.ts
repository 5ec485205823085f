import { describe, expect, it } from 'vitest'
import { type ProfileRef, profileInUse, standardOf } from './profile-in-use.ts'

const office: ProfileRef = { id: 3, name: 'Büro' }
const mine: ProfileRef = { id: 7, name: 'Meine Körpermaße' }

describe('profileInUse', () => {
  it.each([
    ['no profile and no standard: none', null, null, false, null],
    ['no profile, a standard: the standard', null, mine, false, { ...mine, source: 'standard' }],
    ['a chosen profile wins over the standard', office, mine, false, { ...office, source: 'chosen' }],
    ['the chosen profile when it is the standard', mine, mine, false, { ...mine, source: 'chosen' }],
    ['a chosen profile without standard', office, null, false, { ...office, source: 'chosen' }],
    ['an ordered shirt keeps its profile', office, mine, true, { ...office, source: 'chosen' }],
    ['an ordered shirt without one never takes a later standard', null, mine, true, null],
  ] as const)('%s', (_case, chosen, standard, ordered, expected) => {
    expect(profileInUse({ chosen, standard, ordered })).toEqual(expected)
  })
})

describe('standardOf', () => {
  type Listed = { id: number; standard: boolean | 0 | 1 }
  it.each<[string, Listed[], number | null]>([
    [
      'the profile marked 1',
      [
        { id: 1, standard: 0 },
        { id: 2, standard: 1 },
      ],
      2,
    ],
    [
      'the profile marked true',
      [
        { id: 1, standard: true },
        { id: 2, standard: false },
      ],
      1,
    ],
    ['none marked', [{ id: 1, standard: 0 }], null],
    ['no profiles', [], null],
  ])('%s', (_case, profiles, expected) => {
    expect(standardOf(profiles)?.id ?? null).toBe(expected)
  })
})
