import { describe, expect, it } from 'vitest'
import { parsePendingCountry, resolveStartupCountry } from './startup-rules.ts'

const now = 1_000_000
const emptySession = { countryId: null, countryCode: null, VAT: null }

describe('resolveStartupCountry', () => {
  it.each([
    {
      name: 'session country wins and the pending choice only fills gaps',
      session: { countryId: 11, countryCode: 'fr', VAT: 20 },
      pending: { id: 2, code: 'AT', vat: 20, savedAt: now - 1000 },
      expected: { deliveryCountryId: 11, countryCode: 'fr', VAT: 20 },
    },
    {
      name: 'a fresh pending choice fills an empty session',
      session: emptySession,
      pending: { id: 2, code: 'AT', vat: 20, savedAt: now - 59_999 },
      expected: { deliveryCountryId: 2, countryCode: 'at', VAT: 20 },
    },
    {
      name: 'a pending choice of 60 s or older is ignored',
      session: emptySession,
      pending: { id: 2, code: 'at', vat: 20, savedAt: now - 60_000 },
      expected: { deliveryCountryId: null, countryCode: null, VAT: null },
    },
    {
      name: 'a pending choice without id and code is ignored',
      session: emptySession,
      pending: { id: null, code: null, vat: 20, savedAt: now },
      expected: { deliveryCountryId: null, countryCode: null, VAT: null },
    },
    {
      name: 'only the unset values are filled',
      session: { countryId: null, countryCode: 'ch', VAT: null },
      pending: { id: 28, code: 'de', vat: 0, savedAt: now },
      expected: { deliveryCountryId: 28, countryCode: 'ch', VAT: 0 },
    },
    {
      name: 'no pending choice',
      session: emptySession,
      pending: null,
      expected: { deliveryCountryId: null, countryCode: null, VAT: null },
    },
  ])('$name', ({ session, pending, expected }) => {
    expect(resolveStartupCountry(session, pending, now)).toEqual(expected)
  })
})

describe('parsePendingCountry', () => {
  it.each([
    [null, null],
    ['not json', null],
    ['{"id":2}', null],
    ['{"id":2,"code":"AT","vat":20,"savedAt":5}', { id: 2, code: 'at', vat: 20, savedAt: 5 }],
    ['{"code":"CH","savedAt":5}', { id: null, code: 'ch', vat: null, savedAt: 5 }],
  ])('%s → %j', (raw, expected) => {
    expect(parsePendingCountry(raw)).toEqual(expected)
  })
})
